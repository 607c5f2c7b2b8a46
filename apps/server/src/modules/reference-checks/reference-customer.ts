import { REFERENCE_MESSAGES } from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE } from '../../platform/http/caller';
import { type CustomerRow, findCustomerByCustNo } from '../customers';

type Db = Database | Transaction;

/** The service a customer must have for reference checks (spec §6: its access list names it). */
export const REFERENCE_CHECK_ACCESS = 'ReferenceCheck';

/**
 * The caller's customer, by the customer number of their user (as the orders module finds it), when it
 * has reference checks; undefined for a caller without one (staff). A customer without the service is
 * 403: none of its users may use it, whatever their groups say.
 */
export const customerOfCaller = async (db: Db, caller: Caller): Promise<CustomerRow | undefined> => {
  if (!caller.custNo) return undefined;
  const customer = await findCustomerByCustNo(db, caller.custNo);
  if (!customer) return undefined;
  if (!customer.data.access.includes(REFERENCE_CHECK_ACCESS)) {
    throw AppError.forbidden(REFERENCE_MESSAGES.customerNoAccess);
  }
  return customer;
};

/** The caller's customer, which every call about orders, references and settings needs (403 without). */
export const requireCustomerOfCaller = async (db: Db, caller: Caller): Promise<CustomerRow> => {
  const customer = await customerOfCaller(db, caller);
  if (!customer) throw AppError.forbidden(FORBIDDEN_MESSAGE);
  return customer;
};
