import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { CustomerService } from '../permissions';
import { okEnvelope } from './envelopes';

/** GET {apiBaseUrl}/account/customer: what the account page shows of the user's customer (spec §2). */
export const AccountCustomer = z.object({
  custNo: z.string(),
  custName: z.string(),
  custOrgNo: z.string(),
  billingAdress: z.string(),
  /** The customer's services: what a customer admin may grant (spec §6). */
  access: z.array(CustomerService),
});
export type AccountCustomer = z.infer<typeof AccountCustomer>;

/** GET /account/customer: any logged-in user, about itself; one customer, or none for staff. */
export const accountCustomerEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/account/customer',
  response: okEnvelope(AccountCustomer),
  access: 'authenticated',
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /account/customer'],
  summary: "The caller's customer: number, name, org number, billing address (empty for staff)",
});
