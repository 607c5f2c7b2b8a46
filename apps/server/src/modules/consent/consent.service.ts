import { randomBytes, randomUUID } from 'node:crypto';
import {
  type BankIdAuthQueuedRequest,
  type BankIdAuthResult,
  type BankIdAuthResultRequest,
  type BankIdStarted,
  backgroundCheckOrderPath,
  CONSENT_MESSAGES,
  type ConsentAnswer,
  type ConsentPageView,
  type ConsentType,
  deletionPolicyOf,
  RETENTION_MONTHS,
  toBankIdPersonalNumber,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runCommand } from '../audit';
import {
  type BankIdCompletion,
  BankIdError,
  type BankIdService,
  bankIdConflict,
  bankIdSignatureFailed,
  bankIdUnavailable,
  callBankId,
  collectOrderStep,
  endUserIpOf,
  startClaimedSigning,
} from '../bankid';
import {
  bankIdSignedReference,
  bankIdStatement,
  CONSENT_ANSWERED_CATEGORY,
  type ConsentOutcome,
  consentKeyHash,
  consentOutcomeEmail,
} from '../consent-links';
import { type CustomerRow, findCustomerById } from '../customers';
import { queueEmail } from '../notifications';
import {
  type BkJobRow,
  type BkOrderRow,
  customerAddressesOfOrder,
  personFieldContext,
  recordConsentOutcome,
  transitionJob,
} from '../orders';
import {
  answerRefusal,
  approvalNeedsReading,
  type ConsentSituation,
  consentExpiry,
  isLinkOpen,
  jobActionOfAnswer,
  possibleAnswers,
} from './consent.policy';
import {
  type ConsentWithJob,
  claimOpenOrder,
  clearOpenOrder,
  countConsentsOfJob,
  findConsentByKeyHash,
  findOrderOfJob,
  insertWithdrawal,
  lockConsentWithJob,
} from './consent.repository';

export interface ConsentDeps {
  db: Database;
  crypto: FieldCrypto;
  bankId: BankIdService;
  /** The web app's address (the customer portal link in e-mails). */
  publicUrl: string;
  consentTimeoutDays: number;
}

type Db = Database | Transaction;

/** A consent found by its link key (the key's hash is kept to check a reminder has not replaced it). */
type LinkedConsent = ConsentWithJob & { keyHash: string };

/** The encryption context of a consent's BankID evidence, bound to that consent row. */
export const evidenceContext = (consentId: string): string => `bk_consents.evidence:${consentId}`;

/** What the evidence holds: BankID's completionData (signature, OCSP response, user) and what it signed. */
interface ConsentEvidence {
  orderRef: string;
  answer: string;
  completionData: BankIdCompletion;
}

export const situationOf = ({ consent, job, withdrawal }: ConsentWithJob): ConsentSituation => ({
  consentType: consent.consentType,
  state: consent.state,
  jobState: job.currState,
  withdrawn: withdrawal !== undefined,
});

const lastEventOf = ({ consent, withdrawal }: ConsentWithJob): Date =>
  new Date(
    Math.max(
      (consent.time ?? consent.createTime).getTime(),
      withdrawal?.time?.getTime() ?? Number.NEGATIVE_INFINITY,
    ),
  );

const conflict = bankIdConflict;
const signatureFailed = bankIdSignatureFailed;

/** The consent of a link that is still open now; unknown and closed links answer the same 404. */
export const openConsent = async (
  deps: Pick<ConsentDeps, 'db' | 'crypto'>,
  consentKey: string,
  now: Date,
): Promise<LinkedConsent> => {
  const keyHash = consentKeyHash(deps.crypto, consentKey);
  const found = await findConsentByKeyHash(deps.db, keyHash);
  if (!found || !isLinkOpen(situationOf(found), lastEventOf(found), now)) {
    throw AppError.notFound(CONSENT_MESSAGES.notFound);
  }
  return { ...found, keyHash };
};

const customerOf = async (db: Db, job: BkJobRow): Promise<CustomerRow> => {
  const customer = await findCustomerById(db, job.customerId);
  if (!customer) throw new Error('job without customer');
  return customer;
};

const personalNumberOf = (crypto: FieldCrypto, job: BkJobRow): string =>
  crypto.decryptField(job.ssnEnc, personFieldContext('ssn', job.id));

/** Whether `orderRef` is the BankID order whose signature answered this consent (or withdrew it). */
const answeredBy = (crypto: FieldCrypto, { consent, withdrawal }: ConsentWithJob, orderRef: string) =>
  [consent, withdrawal].some((row) => {
    if (!row?.evidenceEnc) return false;
    const evidence = JSON.parse(
      crypto.decryptField(row.evidenceEnc, evidenceContext(row.id)),
    ) as ConsentEvidence;
    return evidence.orderRef === orderRef;
  });

const toPageView = async (deps: ConsentDeps, found: ConsentWithJob): Promise<ConsentPageView> => {
  const { consent, job } = found;
  const customer = await customerOf(deps.db, job);
  return {
    consentType: consent.consentType,
    state: consent.state,
    answeredAt: consent.time?.toISOString() ?? null,
    expiresAt:
      consent.state === 'CsntPendingAnswer'
        ? consentExpiry(consent, deps.consentTimeoutDays).toISOString()
        : null,
    withdrawn: found.withdrawal !== undefined,
    possibleAnswers: possibleAnswers(situationOf(found)),
    customerName: customer.custName,
    service: job.service,
    position: job.position,
    jobState: job.currState,
    screeningCheckpoints: job.screeningCheckpoints.map((item) => item.checkpoint),
    verifyFormerEmployer: job.verifyFormerEmployer,
    verifyEducation: job.verifyEducation,
    checkCitizenship: job.checkCitizenship,
    criminalRecord: job.criminalRecord,
    retentionMonths: RETENTION_MONTHS[deletionPolicyOf(customer.data.psConfig)],
    reportOpenedAt: consent.reportOpenedAt?.toISOString() ?? null,
  };
};

/** POST /consent/populate: what the consent page shows; no personal data of the person checked. */
export const populateConsent = async (
  deps: ConsentDeps,
  context: PublicRequestContext,
  consentKey: string,
): Promise<ConsentPageView> => toPageView(deps, await openConsent(deps, consentKey, context.now));

/**
 * E-mails the customer's orderer and recipients (enabled users) that the person answered or did not
 * answer in time. In the caller's transaction, beside the change it reports.
 */
export const notifyCustomerOfOutcome = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string },
  change: { order: BkOrderRow; job: BkJobRow; outcome: ConsentOutcome; consentType?: ConsentType },
): Promise<void> => {
  const { order, job } = change;
  const addresses = await customerAddressesOfOrder(tx, order);
  const message = consentOutcomeEmail({
    outcome: change.outcome,
    orderId: order.id,
    jobId: job.id,
    jobState: job.currState,
    orderUrl: `${deps.publicUrl}${backgroundCheckOrderPath(order.id)}`,
    ...(change.consentType ? { consentType: change.consentType } : {}),
  });
  for (const to of addresses) {
    await queueEmail(tx, deps.crypto, {
      to,
      subject: message.subject,
      text: message.text,
      category: CONSENT_ANSWERED_CATEGORY,
    });
  }
};

// Never a link key: blind indexes are hex, so no key hashes to this.
const unusableKeyHash = () => `withdrawal:${randomBytes(32).toString('hex')}`;

/**
 * Takes an answer into effect on the consent and job locked by the caller's transaction: the consent's
 * outcome (or, for a withdrawal, a WithdrawnConsent record) with its evidence encrypted, the job's
 * transition and the customer's e-mail; answers the audit row for the caller's command (ids only,
 * `auditDetails` added). The caller has checked that the answer is possible. `evidence` null means
 * there is none (the demo data's answers).
 */
export const takeAnswerIntoEffect = async (
  tx: Transaction,
  deps: Pick<ConsentDeps, 'crypto' | 'publicUrl'>,
  locked: ConsentWithJob,
  answer: ConsentAnswer,
  given: { now: Date; evidence: string | null; auditDetails: Record<string, unknown> },
): Promise<CommandAudit> => {
  const { consent } = locked;
  const { now, evidence } = given;
  const encrypted = (rowId: string) =>
    evidence === null ? null : deps.crypto.encryptField(evidence, evidenceContext(rowId));
  const withdrawalId = answer === 'withdraw' ? randomUUID() : undefined;
  if (withdrawalId) {
    await insertWithdrawal(tx, {
      id: withdrawalId,
      jobId: locked.job.id,
      keyHash: unusableKeyHash(),
      createTime: now,
      time: now,
      evidenceEnc: encrypted(withdrawalId),
    });
  } else {
    await recordConsentOutcome(tx, consent.id, {
      state: answer === 'accept' ? 'CsntAccepted' : 'CsntDeclined',
      time: now,
      evidenceEnc: encrypted(consent.id),
    });
  }
  const order = await findOrderOfJob(tx, locked.job);
  const action = jobActionOfAnswer(consent.consentType, answer);
  const job = action
    ? await transitionJob(tx, locked.job, action, {
        consentCount: await countConsentsOfJob(tx, locked.job.id),
        apiKeyId: order.apiKeyId,
        now,
      })
    : locked.job;
  // An approved report is announced by the reports module once its PDF (with the approval) is ready.
  if (consent.consentType !== 'ReportApproval' || answer !== 'accept') {
    await notifyCustomerOfOutcome(tx, deps, {
      order,
      job,
      outcome: answer,
      consentType: consent.consentType,
    });
  }
  return {
    action: `consent.${answer}`,
    entity: 'consent',
    entityId: consent.id,
    details: {
      ...given.auditDetails,
      jobId: job.id,
      orderId: order.id,
      jobState: job.currState,
      consentType: consent.consentType,
      ...(withdrawalId ? { withdrawalId } : {}),
    },
  };
};

type RecordResult = { kind: 'recorded'; after: ConsentWithJob } | { kind: 'refused'; error: AppError };

/**
 * Takes a completed BankID signature into effect, once: the evidence (encrypted), the consent's outcome
 * (or a WithdrawnConsent record), the job's transition, the audit row and the customer's e-mail, in one
 * transaction on the locked consent and job. A second poll of the same order finds it recorded.
 */
const recordSignedAnswer = async (
  deps: ConsentDeps,
  context: PublicRequestContext,
  found: ConsentWithJob,
  orderRef: string,
  completion: BankIdCompletion | undefined,
): Promise<ConsentWithJob> => {
  // BankID enforces the personal-number requirement; checking again costs nothing.
  const expected = toBankIdPersonalNumber(personalNumberOf(deps.crypto, found.job));
  if (!completion || completion.user.personalNumber !== expected) {
    await clearOpenOrder(deps.db, found.consent.id, orderRef);
    throw signatureFailed(null, CONSENT_MESSAGES.wrongPerson);
  }
  // A refusal is answered rather than thrown, so that forgetting the BankID order commits.
  const refused = (error: AppError) => ({ result: { kind: 'refused', error } as const, audit: [] });
  const result = await runCommand<RecordResult>(deps.db, context, async (tx) => {
    const locked = await lockConsentWithJob(tx, found.consent.id);
    if (!locked) return refused(AppError.notFound(CONSENT_MESSAGES.notFound));
    const { consent } = locked;
    if (consent.bankIdOrderRef !== orderRef) {
      if (answeredBy(deps.crypto, locked, orderRef))
        return { result: { kind: 'recorded', after: locked }, audit: [] };
      return refused(
        consent.bankIdOrderRef ? conflict('70021') : conflict('70022', CONSENT_MESSAGES.notPossible),
      );
    }
    const answer = consent.bankIdAnswer;
    const refusal = answer ? answerRefusal(situationOf(locked), answer) : CONSENT_MESSAGES.notPossible;
    if (!answer || refusal) {
      await clearOpenOrder(tx, consent.id, orderRef);
      return refused(conflict('70022', refusal ?? CONSENT_MESSAGES.notPossible));
    }

    const evidence = JSON.stringify({
      orderRef,
      answer,
      completionData: completion,
    } satisfies ConsentEvidence);
    if (answer === 'withdraw') await clearOpenOrder(tx, consent.id, orderRef);
    const audit = await takeAnswerIntoEffect(tx, deps, locked, answer, {
      now: context.now,
      evidence,
      auditDetails: { via: 'bankid', bankIdOrderRef: orderRef },
    });
    const after = await lockConsentWithJob(tx, consent.id);
    if (!after) throw new Error('consent vanished in its own transaction');
    return { result: { kind: 'recorded', after }, audit };
  });
  if (result.kind === 'refused') throw result.error;
  return result.after;
};

/**
 * A BankID order recorded as open for the consent: still pending → 70021 (or cancelled on restart);
 * signed meanwhile → the answer is recorded and this new start is 70022; ended or forgotten by BankID →
 * forgotten here too.
 */
const settleOpenOrder = async (
  deps: ConsentDeps,
  context: PublicRequestContext,
  found: ConsentWithJob,
  orderRef: string,
  restart: boolean,
): Promise<void> => {
  const collected = await deps.bankId.collect(orderRef).catch((error: unknown) => {
    if (error instanceof BankIdError && error.errorCode === 'invalidParameters') return undefined;
    throw error instanceof BankIdError ? bankIdUnavailable(error) : error;
  });
  if (collected?.status === 'pending') {
    if (!restart) throw conflict('70021');
    await callBankId(() => deps.bankId.cancel(orderRef));
  } else if (collected?.status === 'complete') {
    await recordSignedAnswer(deps, context, found, orderRef, collected.completion);
    throw conflict('70022');
  }
  await clearOpenOrder(deps.db, found.consent.id, orderRef);
};

/**
 * POST /bankid/auth-queued: starts the BankID signature of the person's answer, audited with the BankID
 * order that now belongs to the consent. The answer must be possible now (else 70022); one BankID order
 * per consent at a time (else 70021, or `restart`).
 */
export const startConsentAnswer = async (
  deps: ConsentDeps,
  context: PublicRequestContext,
  input: BankIdAuthQueuedRequest,
): Promise<BankIdStarted> => {
  const endUserIp = endUserIpOf(context);
  const found = await openConsent(deps, input.consentKey, context.now);
  const refusal = answerRefusal(situationOf(found), input.answer);
  if (refusal) throw conflict('70022', refusal);
  if (approvalNeedsReading(found.consent, input.answer)) {
    throw AppError.conflict(CONSENT_MESSAGES.reportNotOpened);
  }
  if (found.consent.bankIdOrderRef) {
    await settleOpenOrder(deps, context, found, found.consent.bankIdOrderRef, input.restart);
  }
  const customer = await customerOf(deps.db, found.job);
  return startClaimedSigning(
    deps,
    context,
    {
      endUserIp,
      personalNumber: personalNumberOf(deps.crypto, found.job),
      userVisibleData: bankIdStatement(input.answer, customer.custName, found.consent.consentType),
      userNonVisibleData: bankIdSignedReference(found.consent.id, input.answer),
    },
    (tx, orderRef) =>
      claimOpenOrder(tx, found.consent.id, { keyHash: found.keyHash, orderRef, answer: input.answer }),
    { consentId: found.consent.id, jobId: found.job.id, orderId: found.job.orderId, answer: input.answer },
  );
};

/**
 * POST /bankid/auth-result: one collect of the consent's open BankID order. Pending → the RFA message
 * and this second's QR code; failed → 70203 with the hint code (the person may start again); complete
 * → the answer takes effect and the page's new view is answered.
 */
export const collectConsentAnswer = async (
  deps: ConsentDeps,
  context: PublicRequestContext,
  input: BankIdAuthResultRequest,
): Promise<BankIdAuthResult> => {
  const found = await openConsent(deps, input.consentKey, context.now);
  const { consent } = found;
  const complete = async (after: ConsentWithJob): Promise<BankIdAuthResult> => ({
    status: 'complete',
    hintCode: null,
    message: null,
    qrCode: null,
    consent: await toPageView(deps, after),
  });

  if (consent.bankIdOrderRef !== input.orderRef) {
    if (answeredBy(deps.crypto, found, input.orderRef)) return complete(found);
    if (consent.bankIdOrderRef) throw conflict('70021');
    if (possibleAnswers(situationOf(found)).length === 0) throw conflict('70022');
    throw AppError.notFound(CONSENT_MESSAGES.orderNotFound);
  }

  const collected = await collectOrderStep(deps.bankId, input.orderRef, input.autoStarted, () =>
    clearOpenOrder(deps.db, consent.id, input.orderRef),
  );
  if (collected.status === 'pending') return { ...collected, consent: null };
  return complete(await recordSignedAnswer(deps, context, found, input.orderRef, collected.completion));
};
