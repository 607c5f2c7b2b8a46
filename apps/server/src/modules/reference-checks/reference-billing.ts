import {
  addStockholmDays,
  isCalendarDate,
  parseInstant,
  REFERENCE_MESSAGES,
  type ReferenceBillingRequest,
  type ReferenceOrderView,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { findCustomerById } from '../customers';
import { customerOfCaller } from './reference-customer';
import { archivedOrderRows } from './reference-orders.repository';
import { orderView } from './reference-views';

type Db = Database | Transaction;

/**
 * Billing of reference checks (docs/decisions/reference-checks.md): an order is billed in the period it
 * is archived in (archiving is what closes it; only finished orders, DONE or TIMEOUT, are archived).
 */

/** The period of `startDate`–`stopDate` as Stockholm days, both included; 400 for a bad or turned one. */
export const referenceBillingPeriod = (startDate: string, stopDate: string): { from: Date; until: Date } => {
  const day = (value: string, message: string) => {
    const parsed = isCalendarDate(value.trim()) ? parseInstant(value.trim()) : null;
    if (!parsed) throw AppError.badRequest(message);
    return parsed;
  };
  const from = day(startDate, REFERENCE_MESSAGES.invalidStartDate);
  const last = day(stopDate, REFERENCE_MESSAGES.invalidStopDate);
  if (last < from) throw AppError.badRequest(REFERENCE_MESSAGES.stopBeforeStart);
  return { from, until: addStockholmDays(last, 1) };
};

/** How many of a customer's reference orders were archived in [from, until) (the main API's billing). */
export const countArchivedReferenceOrders = async (
  db: Db,
  query: { customerId: string; from: Date; until: Date },
): Promise<{ count: number; orderIds: string[] }> => {
  const rows = await archivedOrderRows(db, query);
  return { count: rows.length, orderIds: rows.map((row) => row.id) };
};

/**
 * POST /customer/billing: a customer's reference orders archived in the period, without personal data.
 * The provider's admin asks for any customer (an unknown one is 404); a customer admin only for their own
 * (another's is 404, as an unknown one). Audited like the main API's billing report.
 */
export const referenceBilling = (
  db: Database,
  context: RequestContext,
  request: ReferenceBillingRequest,
): Promise<ReferenceOrderView[]> =>
  runAuditedRead(db, context, async (tx) => {
    const { caller } = context;
    const isAdmin = caller.groups.includes('UserAdmin');
    const customer = isAdmin
      ? await findCustomerById(tx, request.customerID)
      : await customerOfCaller(tx, caller);
    if (!customer || customer.id !== request.customerID)
      throw AppError.notFound(REFERENCE_MESSAGES.customerNotFound);
    const { from, until } = referenceBillingPeriod(request.startDate, request.stopDate);
    const rows = await archivedOrderRows(tx, { customerId: customer.id, from, until });
    return {
      result: rows.map(orderView),
      audit: {
        action: 'reference-billing.read',
        entity: 'customer',
        entityId: customer.id,
        details: { startDate: request.startDate, stopDate: request.stopDate, orderCount: rows.length },
      },
    };
  });
