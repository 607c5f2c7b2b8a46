import { z } from 'zod';

/** GET {apiBaseUrl}/account/customer: what the account page shows of the user's customer (spec §2). */
export const AccountCustomer = z.object({
  custNo: z.string(),
  custName: z.string(),
  custOrgNo: z.string(),
  billingAdress: z.string(),
});
export type AccountCustomer = z.infer<typeof AccountCustomer>;

/** The result list: one customer, or none for staff who belong to no customer. */
export const AccountCustomerResult = z.array(AccountCustomer).max(1);
