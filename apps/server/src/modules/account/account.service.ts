import { type AccountCustomer, accountCustomerEndpoint } from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import { findCustomerByCustNo } from '../customers';

/**
 * The caller's own customer for the account page: none for a user without one (staff), else exactly
 * the customer of the caller's token, never another.
 */
export const getAccountCustomer = async (
  db: Database | Transaction,
  caller: Pick<Caller, 'custNo'>,
): Promise<AccountCustomer[]> => {
  if (caller.custNo === null || caller.custNo === '') return [];
  const customer = await findCustomerByCustNo(db, caller.custNo);
  if (!customer) throw AppError.notFound(accountCustomerEndpoint.errorMessage);
  return [
    {
      custNo: customer.custNo,
      custName: customer.custName,
      custOrgNo: customer.custOrgNo,
      billingAdress: customer.data.custBillingData?.billingAdress ?? '',
      access: customer.data.access ?? [],
    },
  ];
};
