import { z } from 'zod';
import { CustomerService } from '../permissions';

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

/** The result list: one customer, or none for staff who belong to no customer. */
export const AccountCustomerResult = z.array(AccountCustomer).max(1);
