import { z } from 'zod';
import { CustContact, Customer } from '../entities/customer';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { CustomerService } from '../permissions';
import { isValidEmail } from '../validation/contact';
import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from '../validation/limits';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * The admin portal's customer and API-key calls (spec §7 "POST /customer/populate, /customer,
 * /customer/delete, /customer/createapikey; GET /customers"), shared by the server (which registers the
 * routes from these schemas) and the web app (which parses the answers). All need UserAdmin.
 * Decisions: docs/decisions/customers-admin.md and docs/decisions/api-keys.md.
 */

/** Spec §9: the pager shows 10 rows a page (paging.md). */
export const CUSTOMERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** No list answers more than this many rows at once. */
export const CUSTOMERS_MAX_PAGE_SIZE = MAX_PAGE_SIZE;

const Id = z.string().trim().min(1).max(100);

/** POST /customer/populate and /customer/delete: `{id}` (the customer's id, not its number). */
export const CustomerIdRequest = z.object({ id: Id });
export type CustomerIdRequest = z.infer<typeof CustomerIdRequest>;

/**
 * POST /customer: the full Customer entity (spec §3) minus what the server manages (`modified`).
 * Without `id` the customer is created; with it, that customer is replaced by this one (every field,
 * so a field left out is cleared). Unknown fields are dropped. `custNo` must be unique, `custOrgNo` is
 * required, `access` holds login-service names (permission-tree.md). `hiddenCustomer`/`testCustomer`
 * set the flags the work queues read.
 */
/** The contact person's e-mail, when given, passes the one e-mail rule (docs/decisions/email-validation.md). */
const ContactEmail = z
  .string()
  .trim()
  .max(BUSINESS_LIMITS.EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.emailInvalid)
  .refine((value) => value === '' || isValidEmail(value), VALIDATION_MESSAGES.emailInvalid);

export const SaveCustomerRequest = Customer.omit({ modified: true }).extend({
  id: Id.optional(),
  custNo: z.string().trim().min(1, 'Kundnummer saknas').max(50),
  custName: z.string().trim().min(1, 'Kundnamn saknas').max(200),
  custOrgNo: z.string().trim().min(1, 'Organisationsnummer saknas').max(50),
  custAdress: z.string().max(500).optional(),
  custContact: CustContact.extend({ ccEmail: ContactEmail.optional() }).optional(),
  access: z.array(CustomerService).max(20).optional(),
  invoiceCompanies: z.array(z.string().max(200)).max(100).optional(),
  screeningQuestions: z.array(z.string().max(2000)).max(100).optional(),
  positionAnalysis: z.string().max(20_000).optional(),
  notes: z.string().max(20_000).optional(),
});
export type SaveCustomerRequest = z.infer<typeof SaveCustomerRequest>;

/**
 * A customer as the server answers it: the domain Customer with the stored columns always present,
 * `modified` as an ISO timestamp and `hiddenCustomer`/`testCustomer` from the database flags.
 */
export const CustomerResult = Customer.extend({
  id: z.string(),
  custNo: z.string(),
  custName: z.string(),
  custOrgNo: z.string(),
  access: z.array(CustomerService),
  modified: z.string(),
  hiddenCustomer: z.boolean(),
  testCustomer: z.boolean(),
});
export type CustomerResult = z.infer<typeof CustomerResult>;

/**
 * GET /customers?page&size&search&access (page 0-based, paging.md). `search` is the spec §5 filter (case-insensitive substring of
 * the shown id, custName, custOrgNo, custAdress; an id with a dash is shown as its upper-cased part
 * before the first dash). `access` keeps customers whose access list holds that service. Sorted by
 * custNo.
 */
export const ListCustomersQuery = z.object({
  ...pageQueryFields(CUSTOMERS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  access: CustomerService.optional(),
});
export type ListCustomersQuery = z.output<typeof ListCustomersQuery>;

/** The GET /customers answer: one page of customers and `paging: {page, size, total}`. */
export const CustomersPage = pagedOkEnvelope(CustomerResult);
export type CustomersPage = z.infer<typeof CustomersPage>;

/** POST /customer/createapikey. */
export const CreateApiKeyRequest = z.object({
  customerId: Id,
  keyName: z.string().trim().min(1, 'Namn saknas').max(100),
  keyDescription: z.string().trim().max(500).optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** A key's public facts; the secret is never answered again after creation. */
export const ApiKeyInfo = z.object({
  id: z.string(),
  /** The first characters of the key (`gsk_` + 8), enough to recognise it. */
  prefix: z.string(),
  keyName: z.string(),
  keyDescription: z.string(),
  customerId: z.string(),
  created: z.string(),
  lastUsed: z.string().nullable(),
  revoked: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

/**
 * The POST /customer/createapikey answer: the key record of spec §3 (key, keyName, keyDescription,
 * customerId) plus id, prefix and created. `key` is the secret, shown this once; so is `webhookSecret`,
 * which signs the webhooks of the key's orders (`whsec_…`, docs/decisions/webhooks.md).
 */
export const CreatedApiKey = z.object({
  id: z.string(),
  key: z.string(),
  webhookSecret: z.string(),
  keyName: z.string(),
  keyDescription: z.string(),
  prefix: z.string(),
  customerId: z.string(),
  created: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** GET /customer/apikeys?customerId&page&size: the customer's keys, newest first, revoked ones too. */
export const ListApiKeysQuery = z.object({
  customerId: Id,
  ...pageQueryFields(CUSTOMERS_PAGE_SIZE),
});
export type ListApiKeysQuery = z.output<typeof ListApiKeysQuery>;

export const ApiKeysPage = pagedOkEnvelope(ApiKeyInfo);
export type ApiKeysPage = z.infer<typeof ApiKeysPage>;

/** POST /customer/apikey/revoke `{id}` (the key's id); answers the revoked key's ApiKeyInfo. */
export const RevokeApiKeyRequest = z.object({ id: Id });
export type RevokeApiKeyRequest = z.infer<typeof RevokeApiKeyRequest>;

/** The header an integration sends its key in. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * Swedish messages of the customer and API-key calls: the calls' own from the main-API catalogue
 * (errors.ts), and the reasons beyond it.
 */
export const CUSTOMER_MESSAGES = {
  notFound: MAIN_API_ERROR_MESSAGES['POST /customer/populate'],
  custNoTaken: 'Kundnumret används redan av en annan kund',
  hasUsers: 'Kunden har användare och kan inte raderas',
  hasOrders: 'Kunden har beställningar och kan inte raderas',
  custNoLocked: 'Kundnumret kan inte ändras när kunden har användare',
  apiKeyFailed: MAIN_API_ERROR_MESSAGES['GET /customer/apikeys'],
  apiKeyNotFound: 'API-nyckeln kunde inte hittas',
  apiKeyRevokeFailed: MAIN_API_ERROR_MESSAGES['POST /customer/apikey/revoke'],
  invalidApiKey: 'Ogiltig API-nyckel',
} as const;
