import { ANALYSIS_MESSAGES } from './api/analysis';
import { BILLING_MESSAGES } from './api/billing';
import { CLEARANCE_SURVEY_MESSAGES } from './api/clearance-survey';
import { COLLECTED_DATA_MESSAGES } from './api/collected-data';
import { CONSENT_MESSAGES } from './api/consent';
import { CUSTOMER_MESSAGES } from './api/customers';
import { DELETION_CERTIFICATE_MESSAGES } from './api/deletion-certificates';
import { API_ERROR_DEFAULT_MESSAGES, REQUEST_MESSAGES } from './api/envelopes';
import { JOB_MESSAGES } from './api/jobs';
import { LFD_MESSAGES } from './api/lfd';
import { ORDER_ABORT_MESSAGES, ORDER_MESSAGES } from './api/orders';
import { PS_IMPORT_MESSAGES, PS_MESSAGES, TAG_MESSAGES } from './api/protective-security';
import { PS_DOCUMENT_MESSAGES } from './api/protective-security-documents';
import { PS_ORDER_MESSAGES } from './api/protective-security-orders';
import { PS_RENEWAL_MESSAGES } from './api/protective-security-renewals';
import { referenceRecipientsEndpoint, reviewFraudSignalEndpoint } from './api/reference-checks';
import { REFERENCE_LINK_MESSAGES } from './api/reference-link-messages';
import { REFERENCE_MESSAGES } from './api/reference-messages';
import { REPORT_IMAGE_MAX_PAGES, REPORT_MESSAGES } from './api/reports';
import { SCHEDULE_MESSAGES } from './api/schedules';
import { SPI_MESSAGES, SPI_PROTOCOL_MESSAGES } from './api/spi-interviews';
import { USER_ADMIN_MESSAGES, USER_MESSAGES, USER_REFUSALS } from './api/users';
import { WEBHOOK_MESSAGES } from './api/webhooks';
import {
  BANKID_ERROR_FALLBACK,
  BANKID_ERROR_MESSAGES,
  LOGIN_ERROR_FALLBACK,
  LOGIN_ERROR_MESSAGES,
  MAIN_API_ERROR_MESSAGES,
  MAIN_API_FALLBACK,
  REFERENCE_SERVICE_OPERATIONS,
  SPI_REPORT_FINALIZE_ERROR,
} from './errors';
import { GROUP_LABELS } from './labels';
import { VALIDATION_MESSAGES } from './validation/limits';

/**
 * The English of every message the server and the domain show users (issue 12 item 8). The Swedish
 * catalogues stay the one home of the spec's texts and of what the API answers; each has its English
 * twin here, with the same keys, so a message added in Swedish fails the typecheck until it has one.
 * The web shows the English of a Swedish text it was answered with when the user reads English.
 */
type Twin<C> = { readonly [K in keyof C]: string };
type Catalogue = Readonly<Record<string, string | ((value: string) => string)>>;

const LOGIN_EN: Twin<typeof LOGIN_ERROR_MESSAGES> = {
  UserNotFoundException: 'The user does not exist',
  NotAuthorizedException: 'Wrong e-mail or password',
  CodeMismatchException: 'Wrong SMS code',
  TooManyRequestsException: 'Too many attempts. Try again later',
};

const BANKID_EN: Twin<typeof BANKID_ERROR_MESSAGES> = {
  '70021': 'A BankID session is already open',
  '70022': 'Consent already given',
};

const MAIN_API_EN: Twin<typeof MAIN_API_ERROR_MESSAGES> = {
  'GET /account/customer': 'The customer could not be fetched',
  'POST /user': 'The account could not be created',
  'POST /user (update)': 'The account could not be saved',
  'POST /user/delete': 'The account could not be deleted',
  'POST /user/reset': 'The password could not be reset',
  'POST /user/populate': 'The account could not be fetched',
  'GET /users': 'The users could not be fetched',
  'POST /users': 'The users could not be fetched',
  'POST /customer/populate': 'The customer could not be fetched',
  'POST /customer': 'The customer could not be saved',
  'POST /customer/delete': 'The customer could not be deleted',
  'POST /customer/createapikey': 'Could not create or fetch the API key',
  'GET /customer/apikeys': 'Could not create or fetch the API key',
  'POST /customer/apikey/revoke': 'The API key could not be revoked',
  'GET /customers': 'The customers could not be fetched',
  'POST /order': 'The order could not be saved',
  'POST /order/abort': 'The order could not be cancelled',
  'POST /order/populate': 'The order could not be fetched',
  'POST /order/init': 'The order could not be started',
  'GET /order/recipients': 'The recipients could not be fetched',
  'POST /persons/{id}/orders': 'The order for the person could not be created',
  'GET /orders': 'The orders could not be fetched',
  'GET /order/lfd': 'The LFD orders could not be fetched',
  'GET /order/lfdarchived': 'The archived LFD orders could not be fetched',
  'GET /order/lfdscheduled': 'The scheduled LFD orders could not be fetched',
  'POST /order/lfd/delete': 'The LFD order could not be deleted',
  'PUT /order/lfd/{id}/follow-up-approval': 'The follow-up could not be approved',
  'DELETE /order/lfd/{id}/follow-up': 'The schedule could not be deleted',
  'POST /protective-security/persons': 'The person could not be created',
  'DELETE /protective-security/persons/{id}': 'The person could not be deleted',
  'POST /protective-security/persons/import': 'The persons could not be imported',
  'GET /protective-security/order-form': 'The order form could not be fetched',
  'POST /protective-security/persons/{id}/orders': 'The order could not be saved',
  'DELETE /protective-security/orders/{id}/schedule': 'The schedule could not be deleted',
  'POST /job/populate': 'The case could not be fetched',
  'POST /job/approve': 'The case could not be approved',
  'POST /job/reverse': 'The case could not be reset',
  'POST /job/close-unapproved': 'The case could not be closed',
  'POST /jobs/user': 'The cases could not be assigned',
  'GET /jobs': 'The cases could not be fetched',
  'GET /jobs/counts': 'The number of cases could not be fetched',
  'POST /job/coordinator-notes': "The coordinator's notes could not be saved",
  'GET /staff/analysts': 'The analysts could not be fetched',
  'GET /staff/spi-leaders': 'The SPI leaders could not be fetched',
  'GET /staff/policy': 'The security policy could not be fetched',
  'POST /staff/policy/approve': 'The approval of the security policy could not be saved',
  'POST /billing/customer': 'The billing data could not be fetched',
  'GET /collecteddata/{id}': 'The entered data could not be fetched',
  'GET /collecteddata/': 'The data entry queue could not be fetched',
  'PUT /collecteddata/{id}': 'The entered data could not be saved',
  'GET /jobs/{id}/collecteddata': 'The entered data could not be fetched',
  'POST /datapart': 'The data part could not be saved',
  'POST /datapart/populate': 'The data part could not be fetched',
  'GET /jobs/{id}/dataparts': 'The data parts could not be fetched',
  'POST /bulkdata/actapublica': 'The court records could not be fetched',
  'POST /bulkdata/creditsafe': 'The credit report could not be fetched',
  'POST /report/preview': 'The report preview could not be created',
  'POST /report/populate': 'The report could not be fetched',
  'POST /report': 'The report could not be saved',
  'POST /report/final': 'Could not finalize the report',
  'POST /report/delivered': 'The report could not be marked as delivered',
  'POST /report/approval/resend': 'A new request for approval could not be sent',
  'POST /review/preview': 'The preview could not be created',
  'POST /report/finalasimages': 'The report could not be fetched as images',
  'POST /jobs/{id}/report': 'The report could not be created',
  'POST /protective-security/orders/{id}/reports': 'The report could not be saved',
  'POST /attachment': 'The attachment could not be saved',
  'POST /attachment/populate': 'The attachment could not be fetched',
  'POST /attachment/delete': 'The attachment could not be deleted',
  'POST /attachment/list': 'The attachments could not be fetched',
  'POST /consent/report': 'The report could not be fetched',
  'POST /consent/report/pdf': 'The report could not be fetched',
  'POST /consent/report/comment': 'The comment could not be saved',
  'POST /bankid/auth-queued': 'The connection to BankID failed',
  'POST /bankid/auth-result': 'The connection to BankID failed',
  'POST /clearance-survey/populate': 'The survey could not be fetched',
  'POST /clearance-survey/answers': 'The answers could not be saved',
  'POST /clearance-survey/submit': 'The answers could not be handed in',
  'POST /clearance-survey/bankid/sign': 'The connection to BankID failed',
  'POST /clearance-survey/bankid/collect': 'The connection to BankID failed',
  'GET /jobs/{id}/clearance-survey': 'The survey answers could not be fetched',
  'GET /spi-coordinators/jobs': 'The SPI cases could not be fetched',
  'GET /spi-leaders/jobs': 'The SPI cases could not be fetched',
  'POST /spi-coordinators/updateSpiLeader': 'The SPI leader could not be updated',
  'POST /spi-leaders/jobs/{id}/spi-report/final':
    'Could not finalize the report; note that the interview report must be attached',
  'GET /spi-leaders/jobs/{id}': 'The SPI case could not be fetched',
  'POST /spi-leaders/jobs/{id}/booking': 'The interview could not be booked',
  'DELETE /spi-leaders/jobs/{id}/booking': 'The interview could not be cancelled',
  'GET /jobs/{id}/spi-report': 'The SPI report could not be fetched',
  'GET /jobs/{id}/spi-report/file': 'The interview report could not be fetched',
  'GET /jobs/{id}/reference-check': 'The reference check could not be fetched',
  'GET /jobs/{id}/reference-check/report': 'The reference report could not be fetched',
  'POST /spi-protocol/populate': 'The protocol could not be fetched',
  'POST /spi-protocol/bankid/sign': 'The connection to BankID failed',
  'POST /spi-protocol/bankid/collect': 'The connection to BankID failed',
  'POST /spi-leaders/jobs/{id}/protocol/link': 'The link to the protocol could not be sent',
  'POST /spi-leaders/jobs/{id}/protocol/bankid/sign': 'The connection to BankID failed',
  'POST /spi-leaders/jobs/{id}/protocol/bankid/collect': 'The connection to BankID failed',
  'POST /protective-security/orders/{id}/spi-report': 'The SPI report could not be fetched',
  'POST /orders/{id}/scheduled-order': 'The schedule could not be saved',
  'GET /orders/{id}/scheduled-order': 'The schedule could not be fetched',
  'DELETE /orders/{id}/scheduled-order': 'The schedule could not be deleted',
  'POST /report/{id}/scheduled-finalize': 'The scheduled finalizing could not be saved',
  'DELETE /report/{id}/scheduled-finalize': 'The scheduled finalizing could not be deleted',
  'GET /jobs/{id}/risc': 'The risk values could not be fetched',
  'POST /jobs/{id}/risc': 'The risk values could not be saved',
  'PUT /protective-security/orders/{id}/schedule-approval': 'The activation could not be approved',
  'PATCH /orders/{id}': 'The recipients could not be updated',
  'GET /protective-security/orders': 'The orders could not be fetched',
  'GET /protective-security/persons': 'The persons could not be fetched',
  'GET /protective-security/persons/{id}': 'The person could not be fetched',
  'PUT /protective-security/persons/{id}': 'The person could not be saved',
  'GET /persons/{id}/jobs': "The person's cases could not be fetched",
  'GET /persons/{id}/orders': "The person's orders could not be fetched",
  'GET /scheduled-jobs/failed': 'The failed background jobs could not be fetched',
  'GET /deletion-certificates': 'The deletion certificates could not be fetched',
  'GET /deletion-certificates/{id}': 'The deletion certificate could not be fetched',
  'GET /webhooks/deliveries': 'The webhook deliveries could not be fetched',
  'GET /version': 'The version could not be fetched',
  'GET /protective-security/renewals': 'The renewals could not be fetched',
  'GET /protective-security/persons/{id}/renewals': "The person's renewals could not be fetched",
};

const SINGLE_EN = [
  [reviewFraudSignalEndpoint.errorMessage, 'Could not mark the signal as reviewed'],
  [referenceRecipientsEndpoint.errorMessage, 'Could not fetch the recipients'],
  [LOGIN_ERROR_FALLBACK, 'Log-in failed'],
  [BANKID_ERROR_FALLBACK, 'The connection to BankID failed'],
  [MAIN_API_FALLBACK, 'Something went wrong'],
  [
    SPI_REPORT_FINALIZE_ERROR,
    'Could not finalize the report; note that the interview report must be attached',
  ],
] as const;

const API_DEFAULTS_EN: Twin<typeof API_ERROR_DEFAULT_MESSAGES> = {
  BAD_REQUEST: 'Invalid request',
  UNAUTHORIZED: 'Log-in required',
  FORBIDDEN: 'Permission missing',
  NOT_FOUND: 'The resource was not found',
  METHOD_NOT_ALLOWED: 'The method is not supported',
  CONFLICT: 'The data conflicts with existing data',
  GONE: 'The resource no longer exists',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The content type is not supported',
  UNPROCESSABLE_ENTITY: 'The request could not be processed',
  TOO_MANY_REQUESTS: 'Too many attempts. Try again later',
  INTERNAL_ERROR: 'An internal error occurred. Try again later',
  BAD_GATEWAY: 'An external service did not answer as expected',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Try again later',
  GATEWAY_TIMEOUT: 'An external service did not answer in time',
};

const REQUEST_EN: Twin<typeof REQUEST_MESSAGES> = {
  invalidJson: 'Invalid JSON',
  invalidValue: 'Invalid value',
  unsafeText: 'The request contains invalid characters',
  notLoggedIn: 'Log-in required',
  forbidden: 'You do not have permission for this',
};

const VALIDATION_EN: Twin<typeof VALIDATION_MESSAGES> = {
  personalNumberInvalid: 'Invalid personal identity number',
  nameMissing: 'Name missing',
  relationMissing: 'Relation missing',
  emailMissing: 'E-mail missing',
  phoneInvalid: 'Invalid phone number',
  companyMissing: 'Company name missing',
  positionMissing: 'Position missing',
  minReferencesInvalid: 'Invalid minimum number of references',
  maxReferencesInvalid: 'Invalid maximum number of references',
  minMaxReferencesInvalid: 'Invalid minimum/maximum number of references',
  surveyMissing: 'Questionnaire missing',
  recipientsMissing: 'Recipients missing',
  verificationMethodMissing: 'Choose at least one verification method',
  titleMissing: 'Title missing',
  descriptionMissing: 'Description missing',
  questionsMissing: 'Questions missing',
  questionTextMissing: 'A question has no text',
  questionTypeMissing: 'A question has no type',
  questionOptionsMissing: 'A question has no answer options',
  questionOptionEmpty: 'A question has empty answer options',
  answerMissing: 'Answer missing',
  passwordInvalidTitle: 'Invalid password',
  passwordMismatchTitle: 'Error',
  passwordMismatchMessage: 'The passwords did not match',
  emailInvalid: 'Invalid e-mail address',
};

const USER_EN: Twin<typeof USER_MESSAGES> = {
  createFailed: MAIN_API_EN['POST /user'],
  updateFailed: MAIN_API_EN['POST /user (update)'],
  deleteFailed: MAIN_API_EN['POST /user/delete'],
  resetFailed: MAIN_API_EN['POST /user/reset'],
  populateFailed: MAIN_API_EN['POST /user/populate'],
  listFailed: MAIN_API_EN['GET /users'],
  emailTaken: 'There is already a user with that e-mail address',
  emailUnchangeable: 'The e-mail address cannot be changed',
  customerMissing: 'The customer does not exist',
  phoneInvalid: 'Invalid phone number',
};

const USER_ADMIN_EN: Twin<typeof USER_ADMIN_MESSAGES> = {
  notFound: 'The user does not exist',
  emailTaken: 'There is already a user with that e-mail address',
  badEmail: 'Invalid e-mail address',
  badPhone: 'Invalid phone number',
  badGroup: 'Unknown permission group: {value}',
  badPassword: 'Invalid password',
  smsWithoutPhone: 'An SMS code needs a phone number',
};

const USER_REFUSALS_EN: Twin<typeof USER_REFUSALS> = {
  notUserAdmin: 'You do not have permission to manage users',
  noCustomer: 'Your account is not linked to a customer',
  otherCustomer: 'You can only manage users of your own customer',
  moveCustomer: 'You cannot move a user to another customer',
  staffGroup: 'You cannot grant the staff permission {value}',
  notGrantable: "The permission {value} is not part of the customer's services",
  staffTarget: "You cannot manage the staff's accounts",
  selfDelete: 'You cannot delete your own account',
  selfDisable: 'You cannot disable your own account',
  selfDemote: 'You cannot remove your own permission {value}',
};

const ANALYSIS_EN: Twin<typeof ANALYSIS_MESSAGES> = {
  jobClosed: 'The case is not being reviewed right now and cannot be changed',
  titleMissing: 'Heading missing',
  dataPartNotFound: 'The data part could not be found',
  tooManyDataParts: 'The case already has as many data parts as allowed',
  attachmentNotFound: 'The attachment could not be found',
  tooManyAttachments: 'The case already has as many attachments as allowed',
  attachmentTooLarge: 'The file is too large (at most 10 MB)',
  attachmentEmpty: 'The file is empty',
  attachmentNotBase64: "The file's content is not valid base64",
  attachmentTypeNotAllowed:
    'The file type is not supported. Allowed files are PDF, PNG, JPEG and Word (DOCX)',
  attachmentTypeMismatch: "The file's content does not match the file type given",
  creditInformationUnavailable: 'The credit information service is not connected',
  creditInformationUnreachable:
    'The credit information service is not answering right now. Try again shortly.',
  creditInformationNoMatch: 'The credit information service has no person with that personal identity number',
  courtRecordsUnavailable: 'The court records service is not connected',
  providerFailed: 'The external service did not answer as expected',
};

const COLLECTED_DATA_EN: Twin<typeof COLLECTED_DATA_MESSAGES> = {
  notFound: 'The collected data could not be found',
  jobHasNone: 'The case has no data to collect',
  alreadyDone: 'The collection is finished and cannot be changed',
  notDone: 'The collection is not finished',
  jobNotInProgress: 'The case is no longer being reviewed; data cannot be collected',
  changedMeanwhile: 'Someone else has changed the data. Reload and try again',
  topicsMissing: 'Mark every topic to be collected as collected before you finish',
  topicNotCollected: 'Not marked as collected',
};

const CONSENT_EN: Twin<typeof CONSENT_MESSAGES> = {
  notFound: 'The link is invalid or has expired',
  wrongPerson: 'The personal identity number does not match the order',
  notPossible: 'The answer cannot be given for this consent',
  orderNotFound: 'The BankID order does not belong to this consent',
  reportNotOpened: 'Open and read the report before you approve it',
};

const CLEARANCE_SURVEY_EN: Twin<typeof CLEARANCE_SURVEY_MESSAGES> = {
  notFound: CONSENT_EN.notFound,
  wrongPerson: CONSENT_EN.wrongPerson,
  answersDoNotFit: "The answers do not fit the survey's questions",
  answerFirst: 'Answer every question before you hand in',
  signingRequired: 'The answers must be signed with BankID',
  noSigningNeeded: 'The answers are handed in without a signature',
  orderNotFound: 'The BankID order does not belong to this survey',
  answersChanged: 'The answers have changed since you started signing. Sign again.',
  noSurvey: 'The case has no survey',
};

const BILLING_EN: Twin<typeof BILLING_MESSAGES> = {
  failed: MAIN_API_EN['POST /billing/customer'],
  invalidStartDate: 'Invalid start date',
  invalidEndDate: 'Invalid end date',
  endBeforeStart: 'The end date is before the start date',
};

const ORDER_EN: Twin<typeof ORDER_MESSAGES> = {
  notFound: 'The order could not be found',
  serviceNotAllowed: 'You do not have permission to order this service',
  customerNoAccess: 'The customer has no access to background checks',
  idempotencyConflict: 'The Idempotency-Key has already been used for another order',
  idempotencyKeyRequired:
    'An Idempotency-Key is required for orders with an API key, so that a retry does not create another order',
  idempotencyKeyInvalid: 'Invalid Idempotency-Key: 1–200 characters',
  checkpointNotOffered: 'The checkpoint is not offered to the customer',
  recipientUnknown: 'The recipient could not be found',
  notDraft: 'The order has already been sent',
  personNotFound: 'The person could not be found',
  webhookNotAllowed: "A webhook address can only be given by the orderer's API key",
  extraCheckpointNotAllowed: "You do not have permission to order checkpoints beyond the customer's standard",
  lfdCustomerNoAccess: 'The customer does not have access to LFD',
  lfdOnePerson: 'An LFD check concerns one person',
};

const ORDER_ABORT_EN: Twin<typeof ORDER_ABORT_MESSAGES> = {
  alreadySent: 'The order has been sent and cannot be cancelled',
};

const PS_EN: Twin<typeof PS_MESSAGES> = {
  customerNoAccess: 'The customer has no access to protective security',
  personNotFound: 'The person could not be found',
  personExists: 'The person is already in the register',
  securityClassNotAllowed: 'You are not allowed to change security classes',
  tagsNotAllowed: 'You are not allowed to tag persons',
  tagUnknown: 'The tag could not be found',
  tagExists: 'There is already a tag with that name',
  duplicateSecurityClass: 'Each security class can only be given once',
  customerHasPersons: 'The customer has persons in the protective-security register and cannot be deleted',
};

const PS_IMPORT_EN: Twin<typeof PS_IMPORT_MESSAGES> = {
  columns:
    'The line must have six fields: personal number, name, e-mail, phone, security class and cleared date',
  securityClass: 'The security class must be 1, 2 or 3',
  clearedDate: 'The cleared date must be a date (YYYY-MM-DD) that has passed',
  duplicateInFile: 'The personal number is on an earlier line of the file',
  unreadable: 'The file could not be read as CSV',
  empty: 'The file holds no persons',
  tooMany: 'At most 2,000 persons can be imported at a time',
};

const PS_RENEWAL_EN: Twin<typeof PS_RENEWAL_MESSAGES> = {
  followUpOff: 'The customer does not follow up security clearances',
};

const TAG_EN: Twin<typeof TAG_MESSAGES> = {
  list: 'The tags could not be fetched',
  create: 'The tag could not be created',
  update: 'The tag could not be saved',
  delete: 'The tag could not be deleted',
};

const PS_DOCUMENT_EN: Twin<typeof PS_DOCUMENT_MESSAGES> = {
  list: 'The documents could not be fetched',
  upload: 'The document could not be uploaded',
  download: 'The document could not be downloaded',
  delete: 'The document could not be deleted',
  notFound: 'The document could not be found',
  empty: 'The file is empty',
  tooLarge: 'The file is too large (at most 10 MB)',
  notBase64: "The file's content is not valid base64",
  typeNotAllowed:
    'The file type is not supported. Allowed files are PDF, PNG, JPEG, Word (DOC, DOCX) and text (TXT)',
  typeMismatch: "The file's content does not match the file type given",
  tooMany: 'The person already has as many documents as allowed (100)',
};

const PS_ORDER_EN: Twin<typeof PS_ORDER_MESSAGES> = {
  notClearance: 'Only security clearances can be scheduled',
  notScheduled: 'The order is not waiting for activation',
  interviewTypeMissing: 'Interview type missing',
  spiDateInvalid: 'Invalid SPI date',
  activationTimeInvalid: 'Invalid activation time',
  noDownloadRight: 'You are not allowed to download the report',
};

const DELETION_CERTIFICATE_EN: Twin<typeof DELETION_CERTIFICATE_MESSAGES> = {
  notFound: 'The deletion certificate could not be found',
};

const LFD_EN: Twin<typeof LFD_MESSAGES> = {
  notDeletable: 'Only a draft can be deleted and only a finished check archived',
  notScheduledFollowUp: 'The follow-up is not scheduled',
  followUpNotApproved: 'The follow-up was not approved before its activation time',
  noDownloadRight: 'You do not have permission to download this report',
};

const CUSTOMER_EN: Twin<typeof CUSTOMER_MESSAGES> = {
  notFound: MAIN_API_EN['POST /customer/populate'],
  custNoTaken: 'The customer number is already used by another customer',
  hasUsers: 'The customer has users and cannot be deleted',
  hasOrders: 'The customer has orders and cannot be deleted',
  custNoLocked: 'The customer number cannot be changed while the customer has users',
  apiKeyFailed: MAIN_API_EN['GET /customer/apikeys'],
  apiKeyNotFound: 'The API key could not be found',
  invalidApiKey: 'Invalid API key',
};

const SPI_EN: Twin<typeof SPI_MESSAGES> = {
  timeRequired: 'Enter the date and time of the interview',
  timeInvalid: 'The time is invalid',
  timeInPast: 'The time has already passed',
  typeRequired: 'Choose a digital or a physical interview',
  meetingLinkRequired: 'Enter a meeting link (https://…)',
  addressRequired: 'Enter the address of the interview',
  notBookable: 'The interview cannot be booked in the job’s current state',
  noBooking: 'There is no booked interview to cancel',
  reportTextRequired: 'Write the interview report',
  notInterviewing: 'The job is not waiting for an interview report',
  reportNotFound: 'The job has no SPI report',
  referenceCheckNotFound: 'No reference check is ordered for the job',
};

const SPI_PROTOCOL_EN: Twin<typeof SPI_PROTOCOL_MESSAGES> = {
  reportFirst: 'The protocol can be signed once the SPI report is finalized',
  personSigned: 'The person has already signed the protocol',
  leaderSigned: 'You have already signed the protocol',
  noContact: 'The person has neither an e-mail address nor a phone number',
  orderNotFound: 'The BankID order does not belong to this protocol',
  reportNotFinalized: 'The SPI report is not finalized yet',
};

const JOB_EN: Twin<typeof JOB_MESSAGES> = {
  notFound: 'The job could not be found',
  policyNotApproved: 'You must approve the security policy before you open personal data',
  policyVersionChanged: 'The security policy has changed. Read the new version and approve it again',
  notAssignedToYou: 'The job is not assigned to you',
  noPersonDataRights: 'You do not have permission to see personal data in this job',
  queueNotAllowed: 'You do not have permission to this work queue',
  analystNotFound: 'The analyst could not be found',
  spiLeaderNotFound: 'The SPI leader could not be found',
  noSpi: 'The job has no SPI that can be assigned to an SPI leader',
  customerHoldsInterview: 'The customer holds the interview, so the job cannot be assigned to an SPI leader',
  notAssignable: 'The job cannot be assigned to an analyst in its current state',
  invalidNextToken: 'Invalid page marker',
};

const SCHEDULE_EN: Twin<typeof SCHEDULE_MESSAGES> = {
  invalidTime: 'The schedule could not be saved',
  invalidFinalizeTime: 'The scheduled finalizing could not be saved',
  orderNotDraft: 'Only a saved order that has not been sent can be scheduled',
  orderNotScheduled: 'The order is not scheduled',
  reportNotFinalizable: "The report cannot be finalized in the case's current state",
  finalizeNotScheduled: 'The report has no scheduled finalizing',
  finalizeFailedSubject: 'Scheduled finalizing failed',
};

const REPORT_EN: Twin<typeof REPORT_MESSAGES> = {
  notFound: 'The report could not be found',
  notEditable: "The report cannot be changed in the case's current state",
  noDraft: 'The report has no saved draft',
  summaryMissing: 'Summary missing',
  notReady: 'The report is not ready',
  notFinal: 'The report is not finalized',
  tooManyPagesForImages: `The report has more than ${REPORT_IMAGE_MAX_PAGES} pages and cannot be shown as images. Download it as a PDF instead.`,
  previewBusy: 'The preview is busy. Try again in a moment.',
  changedMeanwhile:
    'Someone else has saved the report since you opened it. Reload the report and enter your changes again.',
};

const WEBHOOK_EN: Twin<typeof WEBHOOK_MESSAGES> = {
  customerRequired: 'Customer missing',
  customerNotFound: 'The customer could not be found',
};

const REFERENCE_EN: Twin<typeof REFERENCE_MESSAGES> = {
  customerNoAccess: 'The customer does not have reference checks',
  orderNotFound: 'The order could not be found',
  referenceNotFound: 'The reference could not be found',
  surveyNotFound: 'The questionnaire could not be found',
  surveyIdMissing: 'Say which questionnaire to fetch',
  publicSurveyAdminOnly: 'Public questionnaires can only be changed by the administrator',
  surveyNotTemplate:
    "Only questionnaire templates can be changed or deleted; an order's questionnaire does not change",
  recipientUnknown: 'The recipient could not be found',
  notDraft: 'The order has already been sent and cannot be changed',
  deleteOnlyDrafts: 'You can only delete your own saved orders',
  nothingToRemind: 'The order is finished and waits for no one',
  noPendingReferees: 'No reference is waiting for an answer',
  archiveNotFinished: 'Only finished orders (report ready or timed out) can be archived',
  alreadyArchived: 'The order is already archived',
  verificationNotAllowed: 'The customer does not allow the chosen verification method',
  signalNotFound: 'The signal could not be found',
  customerNotFound: 'The customer could not be fetched',
  invalidStartDate: 'Invalid start date',
  invalidStopDate: 'Invalid end date',
  stopBeforeStart: 'The end date is before the start date',
};

/** Spec §8's reference-service fallbacks, by operation. */
const REFERENCE_FALLBACKS = Object.fromEntries(
  Object.entries(REFERENCE_SERVICE_OPERATIONS).map(([operation, { fallback }]) => [operation, fallback]),
) as { readonly [O in keyof typeof REFERENCE_SERVICE_OPERATIONS]: string };

const REFERENCE_FALLBACKS_EN: Twin<typeof REFERENCE_FALLBACKS> = {
  fetchSurvey: 'Could not fetch the questionnaire',
  fetchTemplate: 'Could not fetch the questionnaire template',
  fetchTemplates: 'Could not fetch the questionnaire templates',
  saveTemplate: 'Could not save the questionnaire template',
  deleteTemplate: 'Could not delete the questionnaire template',
  copyTemplate: 'Could not copy the questionnaire template',
  fetchOrder: 'Could not fetch the order',
  fetchOrders: 'Could not fetch the orders',
  decryptOrder: 'Could not decrypt the order',
  decryptOrders: 'Could not decrypt the orders',
  saveOrder: 'Could not save the order',
  deleteOrder: 'Could not delete the order',
  sendOrder: 'Could not send the order',
  archiveOrder: 'Could not archive the order',
  fetchReport: 'Could not fetch the report',
  fetchPdf: 'Could not fetch the PDF',
  fetchDecryptedPdf: 'Could not fetch the PDF',
  fetchPollStatus: 'Could not fetch the poll status',
  fetchReference: 'Could not fetch the reference',
  fetchReferences: 'Could not fetch the references',
  decryptReference: 'Could not decrypt the reference',
  decryptReferences: 'Could not decrypt the references',
  saveReference: 'Could not save the reference',
  verifyReference: 'Could not verify the reference',
  deleteReference: 'Could not delete the reference',
  sendReferences: 'Could not send the references',
  sendAnswers: 'Could not send the answers',
  sign: 'Could not sign',
  decline: 'Could not decline',
  saveCandidate: 'Could not authenticate',
  authenticateCandidate: 'Could not authenticate',
  fetchSettings: 'Could not fetch the settings',
  saveSettings: 'Could not save the settings',
  fetchArchivedOrders: 'Could not fetch the archived orders',
};

const REFERENCE_LINK_EN: Twin<typeof REFERENCE_LINK_MESSAGES> = {
  notFound: CONSENT_EN.notFound,
  finished: 'The reference check has ended',
  needsBankId: 'The order requires identification with BankID',
  noBankIdNeeded: 'The order requires no identification with BankID',
  candidateNotVerified: 'Identify yourself with BankID before you send your referees',
  tooFew: 'The number of referees must be at least {value}',
  tooMany: 'The number of referees may be at most {value}',
  nothingToSend: 'There are no new referees to send',
  referenceNotFound: 'The referee could not be found',
  referenceAlreadySent: 'The referee has already been sent and cannot be changed',
  refereeNotVerified: 'Identify yourself with BankID before you answer',
  answersDoNotFit: 'The answers do not fit the questionnaire',
  alreadyAnswered: 'You have already answered the reference check',
  alreadyDeclined: 'You have declined to give a reference',
  referenceTimedOut: 'The time to answer has run out',
  noAnswersToSign: 'Answer the questions before you sign',
  verifyBeforeSigning: 'Identify yourself with BankID before you sign',
  alreadyVerified: 'You have already identified yourself with BankID',
  wrongPerson: CONSENT_EN.wrongPerson,
  signerDiffers: 'The answers must be signed by the person who identified themselves',
  pollNotFound: 'The BankID order could not be found',
};

/** A message with a permission group in it: the group's Swedish label becomes its English one. */
const groupInEnglish = (label: string): string =>
  Object.values(GROUP_LABELS).find((candidate) => candidate.sv === label)?.en ?? label;

const PLACEHOLDER = '{value}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const templates: { pattern: RegExp; english: string }[] = [];

/** One Swedish text, one English: two catalogues that share a text must agree on its English. */
const setExact = (swedish: string, english: string): void => {
  const before = exact.get(swedish);
  if (before !== undefined && before !== english) {
    throw new Error(`'${swedish}' has two English texts: '${before}' and '${english}'`);
  }
  exact.set(swedish, english);
};

const addTwin = <C extends Catalogue>(swedish: C, english: Twin<C>): void => {
  for (const key of Object.keys(swedish) as (keyof C & string)[]) {
    const text = swedish[key];
    const en = english[key];
    if (typeof text === 'function') {
      const [before = '', after = ''] = text(PLACEHOLDER).split(PLACEHOLDER);
      templates.push({
        pattern: new RegExp(`^${escapeRegExp(before)}(.+)${escapeRegExp(after)}$`),
        english: en,
      });
    } else if (text !== undefined) {
      setExact(text, en);
    }
  }
};

addTwin(LOGIN_ERROR_MESSAGES, LOGIN_EN);
addTwin(BANKID_ERROR_MESSAGES, BANKID_EN);
addTwin(MAIN_API_ERROR_MESSAGES, MAIN_API_EN);
addTwin(API_ERROR_DEFAULT_MESSAGES, API_DEFAULTS_EN);
addTwin(REQUEST_MESSAGES, REQUEST_EN);
addTwin(VALIDATION_MESSAGES, VALIDATION_EN);
addTwin(USER_MESSAGES, USER_EN);
addTwin(USER_ADMIN_MESSAGES, USER_ADMIN_EN);
addTwin(USER_REFUSALS, USER_REFUSALS_EN);
addTwin(ANALYSIS_MESSAGES, ANALYSIS_EN);
addTwin(COLLECTED_DATA_MESSAGES, COLLECTED_DATA_EN);
addTwin(CONSENT_MESSAGES, CONSENT_EN);
addTwin(CLEARANCE_SURVEY_MESSAGES, CLEARANCE_SURVEY_EN);
addTwin(BILLING_MESSAGES, BILLING_EN);
addTwin(ORDER_MESSAGES, ORDER_EN);
addTwin(ORDER_ABORT_MESSAGES, ORDER_ABORT_EN);
addTwin(LFD_MESSAGES, LFD_EN);
addTwin(PS_ORDER_MESSAGES, PS_ORDER_EN);
addTwin(DELETION_CERTIFICATE_MESSAGES, DELETION_CERTIFICATE_EN);
addTwin(PS_MESSAGES, PS_EN);
addTwin(TAG_MESSAGES, TAG_EN);
addTwin(PS_DOCUMENT_MESSAGES, PS_DOCUMENT_EN);
addTwin(PS_IMPORT_MESSAGES, PS_IMPORT_EN);
addTwin(PS_RENEWAL_MESSAGES, PS_RENEWAL_EN);
addTwin(CUSTOMER_MESSAGES, CUSTOMER_EN);
addTwin(JOB_MESSAGES, JOB_EN);
addTwin(SPI_MESSAGES, SPI_EN);
addTwin(SPI_PROTOCOL_MESSAGES, SPI_PROTOCOL_EN);
addTwin(REPORT_MESSAGES, REPORT_EN);
addTwin(SCHEDULE_MESSAGES, SCHEDULE_EN);
addTwin(WEBHOOK_MESSAGES, WEBHOOK_EN);
addTwin(REFERENCE_LINK_MESSAGES, REFERENCE_LINK_EN);
addTwin(REFERENCE_MESSAGES, REFERENCE_EN);
addTwin(REFERENCE_FALLBACKS, REFERENCE_FALLBACKS_EN);
for (const [swedish, english] of SINGLE_EN) setExact(swedish, english);

const oneMessage = (swedish: string): string | undefined => {
  const known = exact.get(swedish);
  if (known !== undefined) return known;
  for (const { pattern, english } of templates) {
    const match = pattern.exec(swedish);
    if (match?.[1] !== undefined) return english.replace(PLACEHOLDER, groupInEnglish(match[1]));
  }
  return undefined;
};

/**
 * The English of a Swedish message the server or the domain gives, if it is one of theirs; also of a
 * call's message with its reason after a colon ('Kontot kunde inte skapas: Det finns redan …').
 */
export const englishMessage = (swedish: string): string | undefined => {
  const whole = oneMessage(swedish);
  if (whole !== undefined) return whole;
  const colon = swedish.indexOf(': ');
  if (colon < 0) return undefined;
  const call = oneMessage(swedish.slice(0, colon));
  const reason = oneMessage(swedish.slice(colon + 2));
  return call !== undefined && reason !== undefined ? `${call}: ${reason}` : undefined;
};

/** Every Swedish message with an English twin (the test checks none is left without one). */
export const messagesWithEnglish = (): ReadonlyMap<string, string> => exact;
