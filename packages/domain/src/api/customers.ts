import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { CustContact, Customer } from '../entities/customer';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { CustomerService } from '../permissions';
import { isValidEmail } from '../validation/contact';
import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from '../validation/limits';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * The admin portal's customer and API-key calls (spec §7 "POST /customer/populate, /customer,
 * /customer/delete, /customer/createapikey; GET /customers"), shared by the server (which registers the
 * routes from these schemas) and the web app (which parses the answers). All need UserAdmin.
 * Decisions: docs/decisions/customers-admin.md and docs/decisions/api-keys.md.
 */

/** Customers and their API keys are the user administrators' (spec §6 UserAdmin). */
export const USER_ADMIN_ACCESS = { groups: ['UserAdmin'] } as const satisfies EndpointAccess;

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
  invalidApiKey: 'Ogiltig API-nyckel',
} as const;

export const getCustomerEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/customer/populate',
  effect: 'read',
  body: CustomerIdRequest,
  response: okEnvelope(CustomerResult),
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /customer/populate'],
  summary: 'One customer by id, every field and config',
});

export const saveCustomerEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/customer',
  body: SaveCustomerRequest,
  response: okEnvelope(CustomerResult),
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /customer'],
  summary: 'Create (no id) or replace (id) a customer',
});

export const deleteCustomerEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/customer/delete',
  body: CustomerIdRequest,
  response: okEnvelope(CustomerResult),
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /customer/delete'],
  summary: 'Delete a customer without users or orders, and its API keys',
});

export const listCustomersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/customers',
  query: ListCustomersQuery,
  response: CustomersPage,
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /customers'],
  summary: 'A page of customers, filtered by the spec §5 search and a service of the access list',
});
