import type { ReferenceLinkView, Survey } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { findLink, nominationView, visibleCompany } from './link-access';
import { findSettings, findSurvey, referencesOfOrder } from './link-repository';
import type { RtOrderRow, RtSurveyRow } from './reference-checks.schema';
import { decryptCandidate, decryptReference } from './reference-fields';

/** The customer's settings the pages show (rt_settings; a customer without a row shows none of them). */
const settingsOf = async (db: Database, order: RtOrderRow): Promise<ReferenceLinkView['settings']> => {
  const row = await findSettings(db, order.customerId);
  const given = (value: string | null | undefined) => (value ? value : undefined);
  const fields = {
    alternativePsText: given(row?.alternativePsText),
    logoUrl: given(row?.logoUrl),
    urlPolicy: given(row?.urlPolicy),
    contactDetails: given(row?.contactDetails),
    contactDetailsDataProtectionOfficer: given(row?.contactDetailsDataProtectionOfficer),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
};

const surveyView = (row: RtSurveyRow): Survey => ({
  id: row.id,
  classType: row.classType,
  title: row.title,
  description: row.description,
  surveyQuestions: row.questions,
});

/**
 * What POST /order/populate answers for a link's key: the candidate's or a referee's page
 * (ReferenceLinkView; docs/decisions/reference-check-links.md). Both see who asks and why: the company
 * unless hidden, the position and its description, the customer's policy link or text, contact and
 * data-protection officer. The candidate sees their own nominations in clear (they gave them); a
 * referee sees the questionnaire, their saved answers and the candidate's name (whom they are asked
 * about). A finished order (DONE, TIMEOUT) still opens, read-only: its `orderState` says so and every
 * change answers 410. An unknown or replaced key, an archived or deleted order answers 404.
 */
export const populateLinkView = async (
  deps: { db: Database; crypto: FieldCrypto },
  _context: PublicRequestContext,
  key: string,
): Promise<ReferenceLinkView> => {
  const link = await findLink(deps, key);
  const { order } = link;
  const common = {
    orderId: order.id,
    orderState: order.state,
    company: visibleCompany(order),
    position: order.position ?? '',
    positionURL: order.positionUrl ?? null,
    description: order.description ?? null,
    minReferences: order.minReferences,
    maxReferences: order.maxReferences,
    noVerification: order.noVerification,
    settings: await settingsOf(deps.db, order),
  };
  if (link.role === 'candidate') {
    const references = await referencesOfOrder(deps.db, order.id);
    return {
      role: 'candidate',
      ...common,
      // The candidate knows their own name; a forwarded link should not tell it.
      candidateName: null,
      verified: order.candidateVerified !== null,
      references: references.map((row) => nominationView(deps.crypto, row)),
      surveyAnswers: [],
    };
  }
  const { reference } = link;
  const survey = await findSurvey(deps.db, order.surveyId);
  const candidate = decryptCandidate(deps.crypto, order);
  return {
    role: 'referee',
    ...common,
    referenceState: reference.state,
    candidateName: candidate.name ?? null,
    verified: reference.verified !== null,
    ...(survey ? { survey: surveyView(survey) } : {}),
    references: [],
    surveyAnswers: decryptReference(deps.crypto, reference).surveyAnswers,
  };
};
