import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { ScreeningCheckpoint } from '../entities/job';
import { ConsentState, ConsentType, JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES, MAIN_API_FALLBACK } from '../errors';
import { okEnvelope } from './envelopes';
import { JobService } from './orders';

/**
 * The person's consent (spec §7 `/bankid/auth-queued`, `/bankid/auth-result`; the page
 * `external/consent/{id}`). All three calls are public: the consent key from the link (unguessable,
 * only its keyed hash stored) is the only handle, and it travels in the body, never in an API URL.
 * Nothing is answered without BankID: accept, decline and a later withdrawal are each a BankID
 * signature by the person whose personal number the job names.
 */

/** The consent key of the link `external/consent/<key>`. */
export const ConsentKey = z.string().trim().min(20).max(200);

/** POST /consent/populate: what the consent page shows. */
export const ConsentPageRequest = z.object({ consentKey: ConsentKey });
export type ConsentPageRequest = z.infer<typeof ConsentPageRequest>;

export const CONSENT_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export const ConsentAnswer = z.enum(CONSENT_ANSWERS);
export type ConsentAnswer = z.infer<typeof ConsentAnswer>;

/**
 * What the page shows. No personal data of the person checked (the link may be forwarded): who asks,
 * what is checked, how long data is kept, and where the consent stands.
 */
export const ConsentPageView = z.object({
  consentType: ConsentType,
  state: ConsentState,
  /** When the person answered (or it timed out); null while pending. */
  answeredAt: z.string().nullable(),
  /** When the consent times out unless answered; null once answered or timed out. */
  expiresAt: z.string().nullable(),
  /** True once the person has withdrawn an accepted consent. */
  withdrawn: z.boolean(),
  /** Which answers the person can give now (BankID signs each). */
  possibleAnswers: z.array(ConsentAnswer),
  customerName: z.string(),
  service: JobService,
  position: z.string().nullable(),
  jobState: JobState,
  screeningCheckpoints: z.array(ScreeningCheckpoint.shape.checkpoint),
  verifyFormerEmployer: z.boolean(),
  verifyEducation: z.boolean(),
  checkCitizenship: z.boolean(),
  criminalRecord: z.boolean(),
  /** How long the report and collected data are kept, in months. */
  retentionMonths: z.number().int(),
  /** ReportApproval: when the person first opened the report (approving needs it); null otherwise. */
  reportOpenedAt: z.string().nullable().optional(),
});
export type ConsentPageView = z.infer<typeof ConsentPageView>;

/** POST /bankid/auth-queued: start the BankID signature of an answer. */
export const BankIdAuthQueuedRequest = z.object({
  consentKey: ConsentKey,
  answer: ConsentAnswer,
  /** Cancel a BankID order still open for this consent (else 70021) and start anew. */
  restart: z.boolean().default(false),
});
export type BankIdAuthQueuedRequest = z.infer<typeof BankIdAuthQueuedRequest>;

/** Animated QR content for the current second, and the same-device link. */
export const BankIdStarted = z.object({
  orderRef: z.string(),
  autoStartUrl: z.string(),
  qrCode: z.string(),
});
export type BankIdStarted = z.infer<typeof BankIdStarted>;

/** POST /bankid/auth-result: poll every 2 s (the QR changes every second; poll it every second). */
export const BankIdAuthResultRequest = z.object({
  consentKey: ConsentKey,
  orderRef: z.string().trim().min(1).max(100),
  /** True when the page opened the same-device link (RFA13 instead of RFA1). */
  autoStarted: z.boolean().default(false),
});
export type BankIdAuthResultRequest = z.infer<typeof BankIdAuthResultRequest>;

export const BankIdAuthResult = z.object({
  status: z.enum(['pending', 'complete']),
  hintCode: z.string().nullable(),
  /** BankID's RFA message for the state, sv and en; null when complete. */
  message: z.object({ sv: z.string(), en: z.string() }).nullable(),
  /** The QR for this second while pending; null otherwise. */
  qrCode: z.string().nullable(),
  /** The consent after the answer took effect (complete only). */
  consent: ConsentPageView.nullable(),
});
export type BankIdAuthResult = z.infer<typeof BankIdAuthResult>;

/**
 * Errors of the two BankID calls carry `bankIdCode` beside the envelope's status and message (spec §8):
 * '70021' a BankID order is already open for this consent; '70022' the answer cannot be given (the
 * consent is already answered, or the answer does not fit its state: the message says which);
 * '70203' (auth-result only) the BankID order ended without a signature (cancelled, expired, wrong
 * person): `hintCode` says why, the message is BankID's RFA text for it in Swedish (or
 * CONSENT_MESSAGES.wrongPerson), and the person may start again. 'other': BankID could not be reached
 * or refused the request, 'Anslutningen till BankID misslyckades'. An unknown or closed link (404,
 * CONSENT_MESSAGES.notFound) and bad input (400) carry no bankIdCode: show the envelope's message.
 */
export const BANKID_CALL_CODES = {
  sessionOpen: '70021',
  alreadyAnswered: '70022',
  signatureFailed: '70203',
  other: 'other',
} as const;

export const BankIdErrorDetails = z.object({
  bankIdCode: z.string(),
  hintCode: z.string().nullable().optional(),
});
export type BankIdErrorDetails = z.infer<typeof BankIdErrorDetails>;

export const CONSENT_MESSAGES = {
  notFound: 'Länken är ogiltig eller har gått ut',
  wrongPerson: 'Personnumret stämmer inte med beställningen',
  notPossible: 'Svaret kan inte lämnas för detta samtycke',
  /** auth-result with an orderRef that is not this consent's BankID order. */
  orderNotFound: 'BankID-ordern hör inte till detta samtycke',
  /** Approving a report (ReportApproval) before it was opened through the link. */
  reportNotOpened: 'Öppna och läs rapporten innan du godkänner den',
} as const;

export const consentPageEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/consent/populate',
  effect: 'read',
  body: ConsentPageRequest,
  response: okEnvelope(ConsentPageView),
  access: 'public',
  // The spec §8 catalogue names no message for this call: the main API's fallback.
  errorMessage: MAIN_API_FALLBACK,
  summary: 'What the consent page shows for a link: who asks, what is checked, where the consent stands',
});

export const bankIdAuthQueuedEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/bankid/auth-queued',
  body: BankIdAuthQueuedRequest,
  response: okEnvelope(BankIdStarted),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /bankid/auth-queued'],
  summary: "Start the BankID signature of the person's answer (accept, decline, withdraw)",
});

export const bankIdAuthResultEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/bankid/auth-result',
  body: BankIdAuthResultRequest,
  response: okEnvelope(BankIdAuthResult),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /bankid/auth-result'],
  summary: 'Collect the BankID signature once; poll every 2 s while pending',
});
