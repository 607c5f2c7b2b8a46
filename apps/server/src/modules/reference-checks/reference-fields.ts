import { randomBytes } from 'node:crypto';
import type { CandidateInfo, ReferenceInfo, SurveyAnswer } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { RtOrderRow, RtReferenceRow } from './reference-checks.schema';

/**
 * One home for how the candidate's and the referees' details are kept (reference-checks.schema.ts):
 * each field encrypted under a context bound to its row, blind indexes for the fraud signals, and link
 * keys of which only the keyed hash is stored. Both sides of the module (customer and link routes) read
 * and write them only through these functions.
 */

export const orderFieldContext = (orderId: string, field: string): string => `rt_orders.${field}:${orderId}`;
export const referenceFieldContext = (referenceId: string, field: string): string =>
  `rt_references.${field}:${referenceId}`;

const encryptOrNull = (crypto: FieldCrypto, value: string | undefined | null, context: string) =>
  value === undefined || value === null || value === '' ? null : crypto.encryptField(value, context);
const decryptOrUndefined = (crypto: FieldCrypto, value: string | null, context: string) =>
  value === null ? undefined : crypto.decryptField(value, context);

/** Blind-index purposes: phone numbers and e-mail addresses normalized, addresses as given. */
export const INDEX_PURPOSES = {
  email: 'rt.email',
  phone: 'rt.phone',
  ip: 'rt.ip',
  orderKey: 'rt_orders.key',
  referenceKey: 'rt_references.key',
} as const;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');

export const emailIndex = (crypto: FieldCrypto, email: string) =>
  crypto.blindIndex(INDEX_PURPOSES.email, normalizeEmail(email));
export const phoneIndex = (crypto: FieldCrypto, phone: string) =>
  crypto.blindIndex(INDEX_PURPOSES.phone, normalizePhone(phone));
export const ipIndex = (crypto: FieldCrypto, ip: string) => crypto.blindIndex(INDEX_PURPOSES.ip, ip.trim());

/** A new link key (32 random bytes, base64url) and its hash, the only part stored. */
export const newLinkKey = (
  crypto: FieldCrypto,
  kind: 'order' | 'reference',
): { key: string; keyHash: string } => {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: linkKeyHash(crypto, kind, key) };
};

export const linkKeyHash = (crypto: FieldCrypto, kind: 'order' | 'reference', key: string): string =>
  crypto.blindIndex(kind === 'order' ? INDEX_PURPOSES.orderKey : INDEX_PURPOSES.referenceKey, key);

/** The candidate's columns of an order row for what the orderer gave (name, e-mail, phone, ssn). */
export const encryptCandidate = (
  crypto: FieldCrypto,
  orderId: string,
  candidate: Pick<CandidateInfo, 'name' | 'email' | 'phone' | 'ssn'>,
) => ({
  candidateNameEnc: encryptOrNull(crypto, candidate.name, orderFieldContext(orderId, 'candidate_name')),
  candidateEmailEnc: encryptOrNull(crypto, candidate.email, orderFieldContext(orderId, 'candidate_email')),
  candidatePhoneEnc: encryptOrNull(crypto, candidate.phone, orderFieldContext(orderId, 'candidate_phone')),
  candidateSsnEnc: encryptOrNull(crypto, candidate.ssn, orderFieldContext(orderId, 'candidate_ssn')),
  candidateEmailIndex: candidate.email ? emailIndex(crypto, candidate.email) : null,
  candidatePhoneIndex: candidate.phone ? phoneIndex(crypto, candidate.phone) : null,
});

/** What BankID and the request told about the candidate when they authenticated. */
export const encryptCandidateSignature = (
  crypto: FieldCrypto,
  orderId: string,
  signed: { signedName?: string; ssn?: string; ip?: string },
) => ({
  ...(signed.signedName
    ? {
        candidateSignedNameEnc: crypto.encryptField(
          signed.signedName,
          orderFieldContext(orderId, 'candidate_signed_name'),
        ),
      }
    : {}),
  ...(signed.ssn
    ? { candidateSsnEnc: crypto.encryptField(signed.ssn, orderFieldContext(orderId, 'candidate_ssn')) }
    : {}),
  ...(signed.ip
    ? {
        candidateIpEnc: crypto.encryptField(signed.ip, orderFieldContext(orderId, 'candidate_ip')),
        candidateIpIndex: ipIndex(crypto, signed.ip),
      }
    : {}),
});

/** The candidate's details of an order row in clear. */
export const decryptCandidate = (crypto: FieldCrypto, row: RtOrderRow): CandidateInfo => {
  const field = (value: string | null, name: string) =>
    decryptOrUndefined(crypto, value, orderFieldContext(row.id, name));
  const info: CandidateInfo = {
    name: field(row.candidateNameEnc, 'candidate_name'),
    email: field(row.candidateEmailEnc, 'candidate_email'),
    phone: field(row.candidatePhoneEnc, 'candidate_phone'),
    ssn: field(row.candidateSsnEnc, 'candidate_ssn'),
    signedName: field(row.candidateSignedNameEnc, 'candidate_signed_name'),
    ip: field(row.candidateIpEnc, 'candidate_ip'),
  };
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined));
};

/** A referee's columns for what the candidate gave. */
export const encryptReferee = (
  crypto: FieldCrypto,
  referenceId: string,
  referee: { name: string; relationship: string; email: string; phone: string },
) => ({
  nameEnc: crypto.encryptField(referee.name, referenceFieldContext(referenceId, 'name')),
  relationshipEnc: crypto.encryptField(
    referee.relationship,
    referenceFieldContext(referenceId, 'relationship'),
  ),
  emailEnc: crypto.encryptField(referee.email, referenceFieldContext(referenceId, 'email')),
  phoneEnc: crypto.encryptField(referee.phone, referenceFieldContext(referenceId, 'phone')),
  emailIndex: emailIndex(crypto, referee.email),
  phoneIndex: phoneIndex(crypto, referee.phone),
});

export const encryptAnswers = (crypto: FieldCrypto, referenceId: string, answers: readonly SurveyAnswer[]) =>
  crypto.encryptField(JSON.stringify(answers), referenceFieldContext(referenceId, 'answers'));

export const encryptDeclineReason = (crypto: FieldCrypto, referenceId: string, reason: string) =>
  crypto.encryptField(reason, referenceFieldContext(referenceId, 'decline_reason'));

/** BankID's completion data and what was signed: the evidence of a referee's signature. */
export const encryptEvidence = (crypto: FieldCrypto, referenceId: string, evidence: unknown) =>
  crypto.encryptField(JSON.stringify(evidence), referenceFieldContext(referenceId, 'evidence'));

/** The evidence of a reference in clear (what encryptEvidence stored), or undefined when there is none. */
export const decryptEvidence = (crypto: FieldCrypto, row: RtReferenceRow): unknown =>
  row.evidenceEnc === null
    ? undefined
    : JSON.parse(crypto.decryptField(row.evidenceEnc, referenceFieldContext(row.id, 'evidence')));

/** What a referee was shown to sign with a BankID order of rt_bankid_orders (the answers and the text). */
const bankIdOrderFieldContext = (pollId: string, field: string): string =>
  `rt_bankid_orders.${field}:${pollId}`;

export const encryptSignedText = (crypto: FieldCrypto, pollId: string, signed: unknown) =>
  crypto.encryptField(JSON.stringify(signed), bankIdOrderFieldContext(pollId, 'signed_text'));

export const decryptSignedText = (crypto: FieldCrypto, pollId: string, value: string): unknown =>
  JSON.parse(crypto.decryptField(value, bankIdOrderFieldContext(pollId, 'signed_text')));

/** A referee's signed name and address. */
export const encryptRefereeSignature = (
  crypto: FieldCrypto,
  referenceId: string,
  signed: { signedName?: string; ip?: string },
) => ({
  ...(signed.signedName
    ? {
        signedNameEnc: crypto.encryptField(
          signed.signedName,
          referenceFieldContext(referenceId, 'signed_name'),
        ),
      }
    : {}),
  ...(signed.ip
    ? {
        ipEnc: crypto.encryptField(signed.ip, referenceFieldContext(referenceId, 'ip')),
        ipIndex: ipIndex(crypto, signed.ip),
      }
    : {}),
});

/** A reference row's details in clear: the referee, the answers and a decline's reason. */
export const decryptReference = (
  crypto: FieldCrypto,
  row: RtReferenceRow,
): { referenceInfo: ReferenceInfo; surveyAnswers: SurveyAnswer[]; declineReason?: string } => {
  const field = (value: string | null, name: string) =>
    decryptOrUndefined(crypto, value, referenceFieldContext(row.id, name));
  const info: ReferenceInfo = {
    name: field(row.nameEnc, 'name'),
    relationship: field(row.relationshipEnc, 'relationship'),
    email: field(row.emailEnc, 'email'),
    phone: field(row.phoneEnc, 'phone'),
    signedName: field(row.signedNameEnc, 'signed_name'),
    ip: field(row.ipEnc, 'ip'),
  };
  const answers = field(row.answersEnc, 'answers');
  const declineReason = field(row.declineReasonEnc, 'decline_reason');
  return {
    referenceInfo: Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined)),
    surveyAnswers: answers ? (JSON.parse(answers) as SurveyAnswer[]) : [],
    ...(declineReason === undefined ? {} : { declineReason }),
  };
};
