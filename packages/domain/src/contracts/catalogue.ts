import { accountCustomerEndpoint } from '../api/account';
import {
  courtRecordsEndpoint,
  creditInformationEndpoint,
  deleteAttachmentEndpoint,
  getRiskGradesEndpoint,
  listAttachmentsEndpoint,
  listDataPartsEndpoint,
  populateAttachmentEndpoint,
  populateDataPartEndpoint,
  saveDataPartEndpoint,
  saveRiskGradesEndpoint,
  uploadAttachmentEndpoint,
} from '../api/analysis';
import { createApiKeyEndpoint, listApiKeysEndpoint, revokeApiKeyEndpoint } from '../api/api-keys';
import { customerBillingEndpoint } from '../api/billing';
import {
  clearanceSurveyEndpoint,
  collectClearanceSigningEndpoint,
  saveClearanceAnswersEndpoint,
  staffClearanceSurveyEndpoint,
  startClearanceSigningEndpoint,
  submitClearanceSurveyEndpoint,
} from '../api/clearance-survey';
import {
  collectedDataQueueEndpoint,
  getCollectedDataEndpoint,
  jobCollectedDataEndpoint,
  updateCollectedDataEndpoint,
} from '../api/collected-data';
import { bankIdAuthQueuedEndpoint, bankIdAuthResultEndpoint, consentPageEndpoint } from '../api/consent';
import {
  deleteCustomerEndpoint,
  getCustomerEndpoint,
  listCustomersEndpoint,
  saveCustomerEndpoint,
} from '../api/customers';
import {
  downloadDeletionCertificateEndpoint,
  listDeletionCertificatesEndpoint,
} from '../api/deletion-certificates';
import { listFailedJobsEndpoint } from '../api/failed-jobs';
import {
  approveJobEndpoint,
  approveStaffPolicyEndpoint,
  assignAnalystEndpoint,
  closeUnapprovedJobEndpoint,
  jobQueueCountsEndpoint,
  listAnalystsEndpoint,
  listJobsEndpoint,
  listSpiJobsEndpoint,
  listSpiLeadersEndpoint,
  populateJobEndpoint,
  reverseJobEndpoint,
  saveCoordinatorNotesEndpoint,
  staffPolicyEndpoint,
  updateSpiLeaderEndpoint,
} from '../api/jobs';
import {
  approveLfdFollowUpEndpoint,
  cancelLfdFollowUpEndpoint,
  deleteLfdOrderEndpoint,
  listArchivedLfdOrdersEndpoint,
  listLfdOrdersEndpoint,
  listScheduledLfdOrdersEndpoint,
} from '../api/lfd';
import {
  abortOrderEndpoint,
  changeOrderRecipientsEndpoint,
  createOrderEndpoint,
  createPersonOrderEndpoint,
  listOrdersEndpoint,
  listPersonOrdersEndpoint,
  orderInitEndpoint,
  orderRecipientOptionsEndpoint,
  populateOrderEndpoint,
} from '../api/orders';
import {
  createPsPersonEndpoint,
  createPsTagEndpoint,
  deletePsPersonEndpoint,
  deletePsTagEndpoint,
  getPsPersonEndpoint,
  importPsPersonsEndpoint,
  listPsPersonsEndpoint,
  listPsTagsEndpoint,
  updatePsPersonEndpoint,
  updatePsTagEndpoint,
} from '../api/protective-security';
import {
  deletePsDocumentEndpoint,
  downloadPsDocumentEndpoint,
  listPsDocumentsEndpoint,
  uploadPsDocumentEndpoint,
} from '../api/protective-security-documents';
import {
  approvePsScheduleEndpoint,
  cancelPsScheduleEndpoint,
  createPsOrderEndpoint,
  downloadPsReportEndpoint,
  downloadSpiReportEndpoint,
  listPsOrdersEndpoint,
  psOrderFormEndpoint,
} from '../api/protective-security-orders';
import { getPsPersonRenewalsEndpoint, listPsRenewalsEndpoint } from '../api/protective-security-renewals';
import { REFERENCE_ENDPOINTS } from '../api/reference-checks';
import {
  consentReportEndpoint,
  consentReportPdfEndpoint,
  saveConsentReportCommentEndpoint,
} from '../api/report-reading';
import {
  downloadReportEndpoint,
  finalizeReportEndpoint,
  finalReportAsImagesEndpoint,
  markReportDeliveredEndpoint,
  populateReportEndpoint,
  previewReportEndpoint,
  resendReportApprovalEndpoint,
  reviewReportEndpoint,
  saveReportEndpoint,
} from '../api/reports';
import {
  cancelScheduledFinalizeEndpoint,
  cancelScheduledOrderEndpoint,
  getScheduledOrderEndpoint,
  scheduleFinalizeEndpoint,
  scheduleOrderEndpoint,
} from '../api/schedules';
import {
  bookSpiEndpoint,
  cancelSpiBookingEndpoint,
  collectLeaderProtocolSigningEndpoint,
  collectSpiProtocolSigningEndpoint,
  finalizeSpiReportEndpoint,
  jobReferenceCheckEndpoint,
  jobReferenceCheckReportEndpoint,
  jobSpiReportEndpoint,
  jobSpiReportFileEndpoint,
  listSpiLeaderJobsEndpoint,
  sendSpiProtocolLinkEndpoint,
  spiLeaderJobEndpoint,
  spiProtocolEndpoint,
  startLeaderProtocolSigningEndpoint,
  startSpiProtocolSigningEndpoint,
} from '../api/spi-interviews';
import {
  deleteUserEndpoint,
  listUsersEndpoint,
  populateUserEndpoint,
  resetUserPasswordEndpoint,
  saveUserEndpoint,
  searchUsersEndpoint,
} from '../api/users';
import { versionEndpoint } from '../api/version';
import { listWebhookDeliveriesEndpoint } from '../api/webhooks';
import type { Endpoint } from './endpoint';

/**
 * Every endpoint contract. The server registers each (access.test.ts proves it), the web app calls them;
 * a new contract goes here.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  createApiKeyEndpoint,
  listApiKeysEndpoint,
  revokeApiKeyEndpoint,
  listFailedJobsEndpoint,
  listDeletionCertificatesEndpoint,
  downloadDeletionCertificateEndpoint,
  getCustomerEndpoint,
  saveCustomerEndpoint,
  deleteCustomerEndpoint,
  listCustomersEndpoint,
  // Users
  saveUserEndpoint,
  deleteUserEndpoint,
  resetUserPasswordEndpoint,
  populateUserEndpoint,
  listUsersEndpoint,
  searchUsersEndpoint,
  // Account
  accountCustomerEndpoint,
  // Billing
  customerBillingEndpoint,
  // Reports
  populateReportEndpoint,
  saveReportEndpoint,
  previewReportEndpoint,
  reviewReportEndpoint,
  finalizeReportEndpoint,
  finalReportAsImagesEndpoint,
  resendReportApprovalEndpoint,
  markReportDeliveredEndpoint,
  downloadReportEndpoint,
  scheduleFinalizeEndpoint,
  cancelScheduledFinalizeEndpoint,
  // Webhooks
  listWebhookDeliveriesEndpoint,
  // Protective security: the person register and the tags service
  listPsPersonsEndpoint,
  getPsPersonEndpoint,
  updatePsPersonEndpoint,
  createPsPersonEndpoint,
  deletePsPersonEndpoint,
  importPsPersonsEndpoint,
  listPsTagsEndpoint,
  createPsTagEndpoint,
  updatePsTagEndpoint,
  deletePsTagEndpoint,
  // Protective security: a person card's documents (the documents service)
  listPsDocumentsEndpoint,
  uploadPsDocumentEndpoint,
  downloadPsDocumentEndpoint,
  deletePsDocumentEndpoint,
  // Protective security: orders
  psOrderFormEndpoint,
  createPsOrderEndpoint,
  listPsOrdersEndpoint,
  downloadPsReportEndpoint,
  downloadSpiReportEndpoint,
  approvePsScheduleEndpoint,
  cancelPsScheduleEndpoint,
  // Protective security: the renewal follow-up
  listPsRenewalsEndpoint,
  getPsPersonRenewalsEndpoint,
  // Version
  versionEndpoint,
  // orders
  createOrderEndpoint,
  populateOrderEndpoint,
  listOrdersEndpoint,
  abortOrderEndpoint,
  listLfdOrdersEndpoint,
  listArchivedLfdOrdersEndpoint,
  listScheduledLfdOrdersEndpoint,
  deleteLfdOrderEndpoint,
  approveLfdFollowUpEndpoint,
  cancelLfdFollowUpEndpoint,
  orderInitEndpoint,
  orderRecipientOptionsEndpoint,
  changeOrderRecipientsEndpoint,
  listPersonOrdersEndpoint,
  createPersonOrderEndpoint,
  scheduleOrderEndpoint,
  getScheduledOrderEndpoint,
  cancelScheduledOrderEndpoint,
  // staff jobs
  staffPolicyEndpoint,
  approveStaffPolicyEndpoint,
  listJobsEndpoint,
  jobQueueCountsEndpoint,
  populateJobEndpoint,
  assignAnalystEndpoint,
  saveCoordinatorNotesEndpoint,
  approveJobEndpoint,
  reverseJobEndpoint,
  closeUnapprovedJobEndpoint,
  listAnalystsEndpoint,
  listSpiLeadersEndpoint,
  listSpiJobsEndpoint,
  updateSpiLeaderEndpoint,
  // SPI interviews
  listSpiLeaderJobsEndpoint,
  spiLeaderJobEndpoint,
  bookSpiEndpoint,
  cancelSpiBookingEndpoint,
  finalizeSpiReportEndpoint,
  jobSpiReportEndpoint,
  jobSpiReportFileEndpoint,
  jobReferenceCheckEndpoint,
  jobReferenceCheckReportEndpoint,
  // the SPI interview protocol signed with BankID
  sendSpiProtocolLinkEndpoint,
  startLeaderProtocolSigningEndpoint,
  collectLeaderProtocolSigningEndpoint,
  spiProtocolEndpoint,
  startSpiProtocolSigningEndpoint,
  collectSpiProtocolSigningEndpoint,
  // collected data
  collectedDataQueueEndpoint,
  getCollectedDataEndpoint,
  updateCollectedDataEndpoint,
  jobCollectedDataEndpoint,
  // analysis
  saveDataPartEndpoint,
  populateDataPartEndpoint,
  listDataPartsEndpoint,
  creditInformationEndpoint,
  courtRecordsEndpoint,
  getRiskGradesEndpoint,
  saveRiskGradesEndpoint,
  uploadAttachmentEndpoint,
  populateAttachmentEndpoint,
  deleteAttachmentEndpoint,
  listAttachmentsEndpoint,
  // consent (public: the person, by the link's key)
  consentPageEndpoint,
  bankIdAuthQueuedEndpoint,
  bankIdAuthResultEndpoint,
  consentReportEndpoint,
  consentReportPdfEndpoint,
  saveConsentReportCommentEndpoint,
  // the security-clearance survey (public: the person, by the link's key) and its answers for the analyst
  clearanceSurveyEndpoint,
  saveClearanceAnswersEndpoint,
  submitClearanceSurveyEndpoint,
  startClearanceSigningEndpoint,
  collectClearanceSigningEndpoint,
  staffClearanceSurveyEndpoint,
  // the reference service (/ref): the customer's side, and the candidate's and referees' by their links
  ...REFERENCE_ENDPOINTS,
];
