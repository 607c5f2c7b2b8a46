import { REPORT_COMMENT_TARGETS, type ReportComment, type ReportCommentTarget } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { BkConsentRow } from '../orders';

/**
 * The person's comments on a report they were asked to approve: one JSON object per ReportApproval
 * consent, `{<target>: {text, time}}`, encrypted like person data (`bk_consents.comments_enc`).
 */
export const commentsContext = (consentId: string): string => `bk_consents.comments:${consentId}`;

type StoredComments = Partial<Record<ReportCommentTarget, { text: string; time: string }>>;

const storedOf = (crypto: FieldCrypto, consent: Pick<BkConsentRow, 'id' | 'commentsEnc'>): StoredComments =>
  consent.commentsEnc
    ? (JSON.parse(crypto.decryptField(consent.commentsEnc, commentsContext(consent.id))) as StoredComments)
    : {};

/** The consent's comments in report order (summary first, then the sections). */
export const reportCommentsOf = (
  crypto: FieldCrypto,
  consent: Pick<BkConsentRow, 'id' | 'commentsEnc'>,
): ReportComment[] => {
  const stored = storedOf(crypto, consent);
  return REPORT_COMMENT_TARGETS.flatMap((target) => {
    const comment = stored[target];
    return comment ? [{ target, text: comment.text, time: comment.time }] : [];
  });
};

/** The encrypted comments after setting one (an empty text removes it). */
export const withComment = (
  crypto: FieldCrypto,
  consent: Pick<BkConsentRow, 'id' | 'commentsEnc'>,
  change: { target: ReportCommentTarget; text: string; time: Date },
): string => {
  const stored = storedOf(crypto, consent);
  if (change.text === '') delete stored[change.target];
  else stored[change.target] = { text: change.text, time: change.time.toISOString() };
  return crypto.encryptField(JSON.stringify(stored), commentsContext(consent.id));
};
