import type { Customer, CustomerService } from '@granska/domain';

/**
 * The spec's Customer entity (§3) as kept in the `data` jsonb column: everything except the columns
 * that are searched or constrained (id, custNo, custName, custOrgNo), the admin-set hidden/test flags
 * (columns too) and `modified` (a column).
 */
export type CustomerDocument = Omit<
  Customer,
  'id' | 'custNo' | 'custName' | 'custOrgNo' | 'modified' | 'hiddenCustomer' | 'testCustomer' | 'access'
> & { access: CustomerService[] };
