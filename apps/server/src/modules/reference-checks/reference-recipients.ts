import type { ReferenceRecipient } from '@granska/domain';
import type { Database } from '../../platform/db/database';
import type { RequestContext } from '../../platform/http/request-context';
import { listUserRows } from '../identity';
import { requireCustomerOfCaller } from './reference-customer';

/** More than any customer has; the order form lists them all. */
const RECIPIENTS_LIMIT = 500;

/**
 * POST /customer/recipients: the enabled users of the caller's customer who may receive reference-check
 * orders (RTRecipient), for the order form's recipients.
 */
export const referenceRecipients = async (
  db: Database,
  context: RequestContext,
): Promise<ReferenceRecipient[]> => {
  const customer = await requireCustomerOfCaller(db, context.caller);
  const { rows } = await listUserRows(db, {
    custNo: customer.custNo,
    group: 'RTRecipient',
    limit: RECIPIENTS_LIMIT,
    offset: 0,
  });
  return rows.filter((user) => user.enabled).map((user) => ({ id: user.id, email: user.email }));
};
