import { accountCustomerEndpoint } from '../api/account';
import { createApiKeyEndpoint, listApiKeysEndpoint, revokeApiKeyEndpoint } from '../api/api-keys';
import { customerBillingEndpoint } from '../api/billing';
import {
  deleteCustomerEndpoint,
  getCustomerEndpoint,
  listCustomersEndpoint,
  saveCustomerEndpoint,
} from '../api/customers';
import { listFailedJobsEndpoint } from '../api/failed-jobs';
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
  // Webhooks
  listWebhookDeliveriesEndpoint,
  // Version
  versionEndpoint,
];
