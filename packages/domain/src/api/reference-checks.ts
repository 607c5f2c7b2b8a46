import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import {
  CandidateInfo,
  FileData,
  PollStatus,
  Question,
  Reference,
  ReferenceCheckOrder,
  ReferenceInfo,
  ReferenceSettings,
  SignData,
  Survey,
  SurveyAnswer,
} from '../entities/reference-check';
import { ReferenceOrderState, ReferenceState } from '../enums';
import { REFERENCE_SERVICE_OPERATIONS } from '../errors';
import type { Group } from '../permissions';
import type { ReferenceOrderGroup } from '../work-queues';
import { referenceOkEnvelope } from './envelopes';
import { Paging, pageBodyFields } from './paging';

/**
 * The reference service (spec §7 "Reference service", mounted at /ref): every call a JSON POST answering
 * the `statusCode` envelope with `result` a list (docs/decisions/reference-checks.md). Customer users of
 * ServiceReferenceCheck call it with their token; the candidate and the referees call the few calls
 * marked `externalKey` with the secret key of their link instead (access `{ groups, externalKey: true }`).
 */

const Id = z.string().trim().min(1).max(100);
/** The secret of a candidate's or a referee's link (base64url, 43 characters). */
export const ReferenceLinkKey = z.string().trim().min(20).max(100);
const ShortText = z.string().trim().max(200);
const LongText = z.string().trim().max(5000);

/** Every customer user of reference checks (spec §6 ServiceReferenceCheck). */
export const REFERENCE_CHECK_GROUPS = [
  'RTOrderer',
  'RTRecipient',
  'RTQuestionnaireCreator',
  'RTDownloadReport',
  'RTDelete',
] as const satisfies readonly Group[];

const anyReferenceUser = { groups: REFERENCE_CHECK_GROUPS } as const satisfies EndpointAccess;
/** The customer's users, or the candidate or a referee by their link's key (no log-in). */
const referenceUserOrLink = {
  groups: REFERENCE_CHECK_GROUPS,
  externalKey: true,
} as const satisfies EndpointAccess;
/** Only by a link's key: the calls of the candidate's and the referees' pages. */
const linkOnly = { groups: [], externalKey: true } as const satisfies EndpointAccess;

const fallback = (operation: keyof typeof REFERENCE_SERVICE_OPERATIONS): string =>
  REFERENCE_SERVICE_OPERATIONS[operation].fallback;

/** A reference-service success envelope (a failure answers ReferenceErrorEnvelope). */
const answers = referenceOkEnvelope;

// ---------------------------------------------------------------------------------------------------
// Questionnaires (surveys and templates)

/**
 * POST /survey/populate: `{id}` one survey or template (the customer's own, a public template, or an
 * order's survey); `{classType: 'SurveyTemplate'}` the templates the caller may use: the customer's own,
 * then the public ones (`publicSurvey`, read-only for customers).
 */
export const PopulateSurveyRequest = z.object({
  id: Id.optional(),
  classType: z.enum(['Survey', 'SurveyTemplate']).optional(),
});
export type PopulateSurveyRequest = z.infer<typeof PopulateSurveyRequest>;

const QuestionFields = Question.extend({
  question: z.string().trim().max(1000).optional(),
  options: z.array(z.string().trim().max(300)).max(20).optional(),
});

/** POST /survey: saves a template (new without id). An admin may save a public one. */
export const SaveSurveyRequest = z.object({
  id: Id.optional(),
  title: ShortText.optional(),
  description: LongText.optional(),
  publicSurvey: z.boolean().optional(),
  surveyQuestions: z.array(QuestionFields).max(100).optional(),
});
export type SaveSurveyRequest = z.infer<typeof SaveSurveyRequest>;

export const IdRequest = z.object({ id: Id });
export type IdRequest = z.infer<typeof IdRequest>;

/** POST /survey/copy: the template `id` copied into a survey of its own (for an order, `orderId`). */
export const CopySurveyRequest = z.object({ id: Id, orderId: Id.optional() });
export type CopySurveyRequest = z.infer<typeof CopySurveyRequest>;

const QUESTIONNAIRE_EDITORS = { groups: ['RTQuestionnaireCreator', 'UserAdmin'] } as const;

export const populateSurveyEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/survey/populate',
  body: PopulateSurveyRequest,
  response: answers(Survey),
  access: { groups: [...REFERENCE_CHECK_GROUPS, 'UserAdmin'] },
  errorMessage: fallback('fetchSurvey'),
  summary: 'One questionnaire by id, or the templates the caller may use',
  effect: 'read',
});

export const saveSurveyEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/survey',
  body: SaveSurveyRequest,
  response: answers(Survey),
  access: QUESTIONNAIRE_EDITORS,
  errorMessage: fallback('saveTemplate'),
  summary: "Save a questionnaire template of the caller's customer (an admin's may be public)",
});

export const deleteSurveyEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/survey/delete',
  body: IdRequest,
  response: answers(Survey),
  access: QUESTIONNAIRE_EDITORS,
  errorMessage: fallback('deleteTemplate'),
  summary: 'Delete a questionnaire template (orders keep their own copies)',
});

export const copySurveyEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/survey/copy',
  body: CopySurveyRequest,
  response: answers(Survey),
  access: { groups: ['RTOrderer', 'RTQuestionnaireCreator'] },
  errorMessage: fallback('copyTemplate'),
  summary: "Copy a template into a survey of its own (an order's questionnaire)",
});

// ---------------------------------------------------------------------------------------------------
// Orders

/** The list groups of spec §4 (REFERENCE_ORDER_GROUPS: saved, pending, done). */
const ReferenceOrderGroupName = z.enum(['saved', 'pending', 'done']) satisfies z.ZodType<ReferenceOrderGroup>;

export const REFERENCE_ORDERS_PAGE_SIZE = 10;

/** POST /order/list: one group's orders, newest first, searched by id prefix, candidate name or position. */
export const ListReferenceOrdersRequest = z.object({
  group: ReferenceOrderGroupName.default('pending'),
  search: z.string().trim().max(100).default(''),
  ...pageBodyFields(REFERENCE_ORDERS_PAGE_SIZE),
});
export type ListReferenceOrdersRequest = z.input<typeof ListReferenceOrdersRequest>;

/** A fraud signal of spec issue 13: what was shared or differs, how serious, and whether reviewed. */
export const FraudSignalKind = z.enum([
  'SHARED_IP',
  'SHARED_PHONE',
  'SHARED_EMAIL',
  'REFEREE_REUSED',
  'SIGNED_NAME_DIFFERS',
]);
export type FraudSignalKind = z.infer<typeof FraudSignalKind>;

export const FraudSignal = z.object({
  id: z.string(),
  kind: FraudSignalKind,
  severity: z.enum(['warning', 'alert']),
  /** The references involved (ids); the candidate is 'candidate'. */
  parties: z.array(z.string()),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type FraudSignal = z.infer<typeof FraudSignal>;

/**
 * An order as lists and the order page read it: personal fields are left out (candidateInfo holds only
 * what is not personal) until `/order/decrypt`; `orderDate` is the ORDERED entry's time (spec §4).
 */
export const ReferenceOrderView = ReferenceCheckOrder.extend({
  id: z.string(),
  orderDate: z.string().nullable(),
  archived: z.string().nullable(),
  /** The recipients' e-mail addresses (customerRecipients), in lists and on the order page. */
  recipientEmails: z.array(z.string()).optional(),
});
export type ReferenceOrderView = z.infer<typeof ReferenceOrderView>;

export const ReferenceView = Reference.extend({ id: z.string() });
export type ReferenceView = z.infer<typeof ReferenceView>;

/** What /order/list and /order/populate answer for each order (spec §3 Report bundle). */
export const ReferenceOrderBundle = z.object({
  order: ReferenceOrderView,
  survey: Survey.optional(),
  references: z.array(ReferenceView),
  fraudSignals: z.array(FraudSignal).default([]),
});
export type ReferenceOrderBundle = z.infer<typeof ReferenceOrderBundle>;

export const ReferenceOrderPage = referenceOkEnvelope(ReferenceOrderBundle).extend({ paging: Paging });

/** POST /order: saves a draft (CREATED); without id a new one. Validated in full when sent. */
export const SaveReferenceOrderRequest = z.object({
  id: Id.optional(),
  surveyId: Id.optional(),
  customerRecipients: z.array(Id).max(50).optional(),
  company: ShortText.optional(),
  companyHidden: z.boolean().optional(),
  signatureHidden: z.boolean().optional(),
  position: ShortText.optional(),
  positionURL: z.string().trim().max(500).optional(),
  description: LongText.optional(),
  candidateInfo: z
    .object({
      name: ShortText.optional(),
      email: z.string().trim().max(254).optional(),
      phone: z.string().trim().max(20).optional(),
      ssn: z.string().trim().max(13).optional(),
    })
    .optional(),
  minReferences: z.number().int().min(0).max(100).optional(),
  maxReferences: z.number().int().min(0).max(100).optional(),
  noVerification: z.boolean().optional(),
});
export type SaveReferenceOrderRequest = z.infer<typeof SaveReferenceOrderRequest>;

/** POST /order/populate: by id (a customer user) or by the candidate's or a referee's link key. */
export const PopulateReferenceOrderRequest = z.union([
  z.object({ id: Id }),
  z.object({ key: ReferenceLinkKey }),
]);
export type PopulateReferenceOrderRequest = z.infer<typeof PopulateReferenceOrderRequest>;

/**
 * What the candidate's and a referee's pages read by their key: who asks and why (spec: the company
 * unless hidden, the position, the customer's contact and data-protection officer, the policy link or
 * alternative text), the questionnaire for a referee, and the candidate's nominations for the candidate.
 */
export const ReferenceLinkView = z.object({
  role: z.enum(['candidate', 'referee']),
  orderId: z.string(),
  orderState: ReferenceOrderState,
  referenceState: ReferenceState.optional(),
  company: z.string().nullable(),
  position: z.string(),
  positionURL: z.string().nullable(),
  description: z.string().nullable(),
  candidateName: z.string().nullable(),
  minReferences: z.number().int(),
  maxReferences: z.number().int(),
  noVerification: z.boolean(),
  /** Whether the candidate (or the referee) has proven who they are with BankID for this link. */
  verified: z.boolean(),
  settings: ReferenceSettings.pick({
    alternativePsText: true,
    logoUrl: true,
    urlPolicy: true,
    contactDetails: true,
    contactDetailsDataProtectionOfficer: true,
  }),
  /** The referee's questionnaire. */
  survey: Survey.optional(),
  /** The candidate's own nominations, in clear (they gave them). */
  references: z.array(ReferenceView).default([]),
  /** The referee's own saved answers. */
  surveyAnswers: z.array(SurveyAnswer).default([]),
});
export type ReferenceLinkView = z.infer<typeof ReferenceLinkView>;

export const populateReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/populate',
  body: PopulateReferenceOrderRequest,
  response: answers(z.union([ReferenceOrderBundle, ReferenceLinkView])),
  access: referenceUserOrLink,
  errorMessage: fallback('fetchOrder'),
  summary: "One order's bundle by id; or, by a link's key, what the candidate's or referee's page shows",
  effect: 'read',
});

export const decryptReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/decrypt',
  body: IdRequest,
  response: answers(ReferenceOrderView.extend({ candidateInfo: CandidateInfo })),
  access: { groups: ['RTOrderer', 'RTRecipient', 'RTDownloadReport'] },
  errorMessage: fallback('decryptOrder'),
  summary: "An order with the candidate's details in clear; each call leaves an audit row",
  effect: 'read',
});

export const listReferenceOrdersEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/list',
  body: ListReferenceOrdersRequest,
  response: ReferenceOrderPage,
  access: anyReferenceUser,
  errorMessage: fallback('fetchOrders'),
  summary: "One list group's orders of the caller's customer, paged and searchable",
  effect: 'read',
});

export const saveReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order',
  body: SaveReferenceOrderRequest,
  response: answers(ReferenceOrderView),
  access: { groups: ['RTOrderer'] },
  errorMessage: fallback('saveOrder'),
  summary: 'Save a draft order (CREATED)',
});

export const deleteReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/delete',
  body: IdRequest,
  response: answers(ReferenceOrderView),
  access: { groups: ['RTOrderer', 'RTDelete'] },
  errorMessage: fallback('deleteOrder'),
  summary: 'Delete an order: an orderer its own drafts, RTDelete any order of the customer',
});

/**
 * POST /order/send: a draft is validated (spec §5, in order) and sent to the candidate (ORDERED); an
 * order already sent is a reminder by hand to whoever it waits for (docs/decisions/reference-checks.md).
 */
export const sendReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/send',
  body: IdRequest,
  response: answers(ReferenceOrderView),
  access: { groups: ['RTOrderer'] },
  errorMessage: fallback('sendOrder'),
  summary: 'Send a draft to the candidate, or remind whoever a sent order waits for',
});

export const archiveReferenceOrderEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/archive',
  body: IdRequest,
  response: answers(ReferenceOrderView),
  access: { groups: ['RTDelete'] },
  errorMessage: fallback('archiveOrder'),
  summary: 'Archive a finished order (DONE or TIMEOUT); billing counts it in its period',
});

/** One question's answers across the referees who answered (the report's body). */
export const QuestionSummary = z.object({
  index: z.number().int(),
  /** OPTIONS: how many referees chose each option, by option index. */
  optionCounts: z.array(z.number().int()).optional(),
  /** SLIDER: the values given and their mean (null when none). */
  sliderValues: z.array(z.number()).optional(),
  sliderMean: z.number().nullable().optional(),
});
export type QuestionSummary = z.infer<typeof QuestionSummary>;

export const ReferenceReport = ReferenceOrderBundle.extend({
  summary: z.array(QuestionSummary),
  /** How many referees answered, and how many declined (their reasons are read with /reference/decrypt). */
  answered: z.number().int().default(0),
  declined: z.number().int().default(0),
});
export type ReferenceReport = z.infer<typeof ReferenceReport>;

export const referenceReportEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/report',
  body: IdRequest,
  response: answers(ReferenceReport),
  access: { groups: ['RTDownloadReport', 'RTOrderer', 'RTRecipient'] },
  errorMessage: fallback('fetchReport'),
  summary: "An order's report: its bundle and per question the option counts and slider values",
  effect: 'read',
});

export const referencePdfEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/pdf',
  body: IdRequest,
  response: answers(FileData),
  access: { groups: ['RTDownloadReport'] },
  errorMessage: fallback('fetchPdf'),
  summary: 'The report as a PDF without personal details (names, contact details and free text left out)',
  effect: 'read',
});

export const referenceDecryptedPdfEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/pdf/decrypted',
  body: IdRequest,
  response: answers(FileData),
  access: { groups: ['RTDownloadReport'] },
  errorMessage: fallback('fetchDecryptedPdf'),
  summary: 'The whole report as a PDF, answers and names in clear; each call leaves an audit row',
  effect: 'read',
});

// ---------------------------------------------------------------------------------------------------
// BankID: the candidate's authentication, the referee's verification and signature

/** POST /poll: a BankID order of /candidate/auth, /reference/verify or /reference/sign, by its pollID. */
export const PollRequest = z.object({ id: Id, key: ReferenceLinkKey });
export type PollRequest = z.infer<typeof PollRequest>;

/**
 * `status`: 'pending', 'complete' or 'failed' (the order ended without a result: the person may start
 * again); `hintCode` and BankID's RFA `message` (sv and en) say why it waits or failed; `qrCode` is the
 * animated QR code's value for this second while pending (the page polls every second).
 */
export const ReferencePollStatus = PollStatus.extend({
  status: z.enum(['pending', 'complete', 'failed']),
  hintCode: z.string().nullable(),
  message: z.object({ sv: z.string(), en: z.string() }).nullable(),
  qrCode: z.string().nullable(),
});
export type ReferencePollStatus = z.infer<typeof ReferencePollStatus>;

export const pollEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/poll',
  body: PollRequest,
  response: answers(ReferencePollStatus),
  access: linkOnly,
  errorMessage: fallback('fetchPollStatus'),
  summary: 'Collect a BankID order started by the candidate or a referee and take its result into effect',
});

/**
 * What a BankID start answers (spec §3 Sign/auth data: `pollID` is what /poll is asked about), with the
 * server's same-device link (`autoStartUrl`, the web adapts it to the device: bankIdLaunchUrl) and the
 * first QR code.
 */
export const ReferenceBankIdStart = SignData.extend({
  pollID: z.string(),
  autoStartUrl: z.string(),
  qrCode: z.string(),
});
export type ReferenceBankIdStart = z.infer<typeof ReferenceBankIdStart>;

export const LinkKeyRequest = z.object({ key: ReferenceLinkKey });
export type LinkKeyRequest = z.infer<typeof LinkKeyRequest>;

// ---------------------------------------------------------------------------------------------------
// References

/** POST /reference/populate: by id (a customer user: one reference) or `{orderId}` (an order's all). */
export const PopulateReferenceRequest = z.union([z.object({ id: Id }), z.object({ orderId: Id })]);
export type PopulateReferenceRequest = z.infer<typeof PopulateReferenceRequest>;

export const populateReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/populate',
  body: PopulateReferenceRequest,
  response: answers(ReferenceView),
  access: anyReferenceUser,
  errorMessage: fallback('fetchReference'),
  summary: "A reference (or an order's references) without personal details",
  effect: 'read',
});

export const decryptReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/decrypt',
  body: PopulateReferenceRequest,
  response: answers(ReferenceView.extend({ referenceInfo: ReferenceInfo })),
  access: { groups: ['RTOrderer', 'RTRecipient', 'RTDownloadReport'] },
  errorMessage: fallback('decryptReference'),
  summary: "References with the referee's details and answers in clear; each call leaves an audit row",
  effect: 'read',
});

export const RefereeInput = z.object({
  name: ShortText.optional(),
  relationship: ShortText.optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(20).optional(),
});

/** POST /reference: the candidate nominates (or edits) a referee, by the candidate's link key. */
export const SaveReferenceRequest = z.object({
  key: ReferenceLinkKey,
  id: Id.optional(),
  referenceInfo: RefereeInput,
});
export type SaveReferenceRequest = z.infer<typeof SaveReferenceRequest>;

export const saveReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference',
  body: SaveReferenceRequest,
  response: answers(ReferenceView),
  access: linkOnly,
  errorMessage: fallback('saveReference'),
  summary: 'The candidate nominates or edits a referee (validated as spec §5 orders it)',
});

export const verifyReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/verify',
  body: LinkKeyRequest,
  response: answers(ReferenceBankIdStart),
  access: linkOnly,
  errorMessage: fallback('verifyReference'),
  summary: 'Start the BankID identification of a referee (then /poll)',
});

export const DeleteReferenceRequest = z.object({ key: ReferenceLinkKey, id: Id });
export type DeleteReferenceRequest = z.infer<typeof DeleteReferenceRequest>;

export const deleteReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/delete',
  body: DeleteReferenceRequest,
  response: answers(ReferenceView),
  access: linkOnly,
  errorMessage: fallback('deleteReference'),
  summary: 'The candidate removes a referee not yet sent',
});

export const sendReferencesEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/send',
  body: LinkKeyRequest,
  response: answers(ReferenceView),
  access: linkOnly,
  errorMessage: fallback('sendReferences'),
  summary: 'The candidate sends the nominated referees (between min and max) their links: SURVEYING',
});

export const SendAnswersRequest = z.object({
  key: ReferenceLinkKey,
  surveyAnswers: z.array(SurveyAnswer.extend({ freeText: z.string().trim().max(5000).optional() })).max(100),
});
export type SendAnswersRequest = z.infer<typeof SendAnswersRequest>;

export const sendAnswersEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/send/surveyanswers',
  body: SendAnswersRequest,
  response: answers(ReferenceView),
  access: linkOnly,
  errorMessage: fallback('sendAnswers'),
  summary: "A referee's answers (validated; 'Svar saknas'); done at once when the order needs no BankID",
});

export const signReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/sign',
  body: LinkKeyRequest,
  response: answers(ReferenceBankIdStart),
  access: linkOnly,
  errorMessage: fallback('sign'),
  summary: "Start the referee's BankID signature of the saved answers (then /poll)",
});

export const DeclineReferenceRequest = z.object({
  key: ReferenceLinkKey,
  declineReason: z.string().trim().min(1, 'Anledning saknas').max(2000),
});
export type DeclineReferenceRequest = z.infer<typeof DeclineReferenceRequest>;

export const declineReferenceEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/reference/decline',
  body: DeclineReferenceRequest,
  response: answers(ReferenceView),
  access: linkOnly,
  errorMessage: fallback('decline'),
  summary: 'A referee declines to answer, with a reason',
});

// ---------------------------------------------------------------------------------------------------
// The candidate

/** POST /candidate: the candidate opens the order (an order without verification needs no BankID). */
export const saveCandidateEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/candidate',
  body: LinkKeyRequest,
  response: answers(ReferenceLinkView),
  access: linkOnly,
  errorMessage: fallback('saveCandidate'),
  summary: 'The candidate confirms the order without verification (an order that needs BankID refuses)',
});

export const CandidateAuthRequest = z.object({
  key: ReferenceLinkKey,
  personalNumber: z.string().trim().max(13).optional(),
});
export type CandidateAuthRequest = z.infer<typeof CandidateAuthRequest>;

export const candidateAuthEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/candidate/auth',
  body: CandidateAuthRequest,
  response: answers(ReferenceBankIdStart),
  access: linkOnly,
  errorMessage: fallback('authenticateCandidate'),
  summary: "Start the candidate's BankID identification (then /poll)",
});

// ---------------------------------------------------------------------------------------------------
// Settings and billing

export const PopulateSettingsRequest = z.object({ customerId: Id.optional() });

export const populateReferenceSettingsEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/customer/settings/populate',
  body: PopulateSettingsRequest,
  response: answers(ReferenceSettings),
  access: { groups: [...REFERENCE_CHECK_GROUPS, 'CustomerAdmin'] },
  errorMessage: fallback('fetchSettings'),
  summary: "The caller's customer's reference-check settings (defaults when none are saved)",
  effect: 'read',
});

export const SaveReferenceSettingsRequest = z.object({
  alternativePsText: LongText.optional(),
  defaultMinReferences: z.number().int().min(0).max(100),
  defaultMaxReferences: z.number().int().min(0).max(100),
  bankIdVerification: z.boolean(),
  noVerification: z.boolean(),
  logoUrl: z.string().trim().max(500).optional(),
  urlPolicy: z.string().trim().max(500).optional(),
  contactDetails: LongText.optional(),
  contactDetailsDataProtectionOfficer: LongText.optional(),
});
export type SaveReferenceSettingsRequest = z.infer<typeof SaveReferenceSettingsRequest>;

export const saveReferenceSettingsEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/customer/settings',
  body: SaveReferenceSettingsRequest,
  response: answers(ReferenceSettings),
  access: { groups: ['CustomerAdmin'] },
  errorMessage: fallback('saveSettings'),
  summary: "Save the caller's customer's reference-check settings (validated as spec §5 orders it)",
});

export const ReferenceBillingRequest = z.object({
  startDate: z.string().trim().min(1).max(40),
  stopDate: z.string().trim().min(1).max(40),
  customerID: Id,
});
export type ReferenceBillingRequest = z.infer<typeof ReferenceBillingRequest>;

export const referenceBillingEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/customer/billing',
  body: ReferenceBillingRequest,
  response: answers(ReferenceOrderView),
  access: { groups: ['UserAdmin', 'CustomerAdmin'] },
  errorMessage: fallback('fetchArchivedOrders'),
  summary: "A customer's reference orders archived in the period (a customer admin: their own customer)",
  effect: 'read',
});

/** A user of the customer who may receive reference-check orders (RTRecipient). */
export const ReferenceRecipient = z.object({ id: z.string(), email: z.string() });
export type ReferenceRecipient = z.infer<typeof ReferenceRecipient>;

/** Beyond spec §7 (which names no call for them): the customer's RTRecipient users, for an order's recipients. */
export const referenceRecipientsEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/customer/recipients',
  body: z.object({}),
  response: answers(ReferenceRecipient),
  access: { groups: ['RTOrderer'] },
  errorMessage: 'Misslyckades att hämta mottagare',
  summary: "The caller's customer's users who may receive reference-check orders (RTRecipient)",
  effect: 'read',
});

export const ReviewFraudSignalRequest = z.object({ orderId: Id, signalId: Id });
export type ReviewFraudSignalRequest = z.infer<typeof ReviewFraudSignalRequest>;

/** Beyond spec §7: the orderer marks a fraud signal as reviewed (who and when are kept). */
export const reviewFraudSignalEndpoint = defineEndpoint({
  service: 'reference',
  method: 'POST',
  path: '/order/signal/review',
  body: ReviewFraudSignalRequest,
  response: answers(FraudSignal),
  access: { groups: ['RTOrderer'] },
  errorMessage: 'Misslyckades att markera signalen som granskad',
  summary: 'Mark a fraud signal of an order as reviewed',
});

/** Every call of the reference service (spec §7's 29, and the review of a fraud signal). */
export const REFERENCE_ENDPOINTS = [
  populateSurveyEndpoint,
  saveSurveyEndpoint,
  deleteSurveyEndpoint,
  copySurveyEndpoint,
  populateReferenceOrderEndpoint,
  decryptReferenceOrderEndpoint,
  listReferenceOrdersEndpoint,
  saveReferenceOrderEndpoint,
  deleteReferenceOrderEndpoint,
  sendReferenceOrderEndpoint,
  archiveReferenceOrderEndpoint,
  referenceReportEndpoint,
  referencePdfEndpoint,
  referenceDecryptedPdfEndpoint,
  pollEndpoint,
  populateReferenceEndpoint,
  decryptReferenceEndpoint,
  saveReferenceEndpoint,
  verifyReferenceEndpoint,
  deleteReferenceEndpoint,
  sendReferencesEndpoint,
  sendAnswersEndpoint,
  signReferenceEndpoint,
  declineReferenceEndpoint,
  saveCandidateEndpoint,
  candidateAuthEndpoint,
  populateReferenceSettingsEndpoint,
  saveReferenceSettingsEndpoint,
  referenceBillingEndpoint,
  reviewFraudSignalEndpoint,
  referenceRecipientsEndpoint,
] as const;
