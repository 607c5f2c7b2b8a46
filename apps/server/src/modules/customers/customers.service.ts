import {
  CUSTOMER_MESSAGES,
  type CustomerResult,
  type CustomerService,
  deleteCustomerEndpoint,
  type ListCustomersQuery,
  type Paging,
  type SaveCustomerRequest,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { listUserRows } from '../identity';
import type { CustomerDocument } from './customer-document';
import { customerDeleting } from './customer-events';
import { deleteRefusal, renumberRefusal } from './customers.policy';
import {
  deleteCustomerRow,
  findCustomerById,
  insertCustomer,
  isCustNoTaken,
  listCustomerRows,
  replaceCustomer,
} from './customers.repository';
import type { CustomerRow } from './customers.schema';

const NOT_FOUND = CUSTOMER_MESSAGES.notFound;

/** A stored customer as the API answers it (CustomerResult): flags from their columns. */
export const toCustomerResult = (row: CustomerRow): CustomerResult => ({
  ...row.data,
  id: row.id,
  custNo: row.custNo,
  custName: row.custName,
  custOrgNo: row.custOrgNo,
  access: row.data.access ?? [],
  modified: row.modified.toISOString(),
  hiddenCustomer: row.hidden,
  testCustomer: row.test,
});

/** The jsonb part of a saved customer: everything but the columns, the access list without repeats. */
const toDocument = (input: SaveCustomerRequest): CustomerDocument => {
  const {
    id: _id,
    custNo: _custNo,
    custName: _custName,
    custOrgNo: _custOrgNo,
    hiddenCustomer: _hidden,
    testCustomer: _test,
    access,
    ...rest
  } = input;
  return { ...rest, access: [...new Set<CustomerService>(access ?? [])] };
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Whether any user of the identity pool belongs to this customer number. */
const hasUsers = async (db: Database | Transaction, custNo: string): Promise<boolean> =>
  (await listUserRows(db, { custNo, limit: 1, offset: 0 })).total > 0;

/** The customer whose id this is (a one-item list), or 404 'Kunden kunde inte hämtas'. */
export const populateCustomer = async (db: Database | Transaction, id: string): Promise<CustomerResult[]> => {
  const row = await findCustomerById(db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return [toCustomerResult(row)];
};

/** For other modules (API keys): the customer's id and number, or undefined. */
export const findCustomer = async (
  db: Database | Transaction,
  id: string,
): Promise<{ id: string; custNo: string } | undefined> => {
  const row = await findCustomerById(db, id);
  return row ? { id: row.id, custNo: row.custNo } : undefined;
};

/**
 * Creates (no id) or replaces (id) a customer, with its audit row, in one transaction. A customer number
 * held by another customer is 409; so is changing the number of a customer that has users (they are
 * tied to it by number).
 */
export const saveCustomer = async (
  db: Database,
  context: RequestContext,
  input: SaveCustomerRequest,
): Promise<CustomerResult> => {
  try {
    return await runCommand(db, context, async (tx) => {
      const columns = {
        custNo: input.custNo,
        custName: input.custName,
        custOrgNo: input.custOrgNo,
        data: toDocument(input),
        hidden: input.hiddenCustomer ?? false,
        test: input.testCustomer ?? false,
      };
      if (await isCustNoTaken(tx, input.custNo, input.id)) {
        throw AppError.conflict(CUSTOMER_MESSAGES.custNoTaken);
      }
      let row: CustomerRow;
      let action: 'customer.create' | 'customer.update';
      let changed: string[];
      if (input.id === undefined) {
        row = await insertCustomer(tx, columns);
        action = 'customer.create';
        changed = Object.keys(input).sort();
      } else {
        const before = await findCustomerById(tx, input.id);
        if (!before) throw AppError.notFound(NOT_FOUND);
        if (before.custNo !== input.custNo) {
          const refusal = renumberRefusal(before.custNo, input.custNo, await hasUsers(tx, before.custNo));
          if (refusal) throw AppError.conflict(refusal);
        }
        const updated = await replaceCustomer(tx, input.id, { ...columns, modified: context.now });
        if (!updated) throw AppError.notFound(NOT_FOUND);
        row = updated;
        action = 'customer.update';
        changed = changedFields(toCustomerResult(before), toCustomerResult(updated));
      }
      return {
        result: toCustomerResult(row),
        // Field names only: contact details are personal data and stay out of the log, and a customer
        // number may look like one.
        audit: { action, entity: 'customer', entityId: row.id, details: { fields: changed } },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(CUSTOMER_MESSAGES.custNoTaken);
    throw error;
  }
};

const changedFields = (before: CustomerResult, after: CustomerResult): string[] => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('modified');
  return [...keys]
    .filter(
      (key) =>
        JSON.stringify(before[key as keyof CustomerResult]) !==
        JSON.stringify(after[key as keyof CustomerResult]),
    )
    .sort();
};

/**
 * Deletes a customer and its API keys, with its audit row. A customer that still has users is refused
 * (409 'Kunden har användare och kan inte raderas'): remove or move the users first; so is one with
 * orders (409 'Kunden har beställningar och kan inte raderas').
 */
export const deleteCustomer = async (
  db: Database,
  context: RequestContext,
  id: string,
): Promise<CustomerResult> =>
  runCommand(db, context, async (tx) => {
    const row = await findCustomerById(tx, id);
    if (!row) throw AppError.notFound(deleteCustomerEndpoint.errorMessage);
    const refusal = deleteRefusal(await hasUsers(tx, row.custNo));
    if (refusal) throw AppError.conflict(refusal);
    await customerDeleting.publish(tx, { customerId: row.id });
    const deleted = await deleteCustomerRow(tx, id);
    if (!deleted) throw AppError.notFound(deleteCustomerEndpoint.errorMessage);
    return {
      result: toCustomerResult(deleted),
      audit: { action: 'customer.delete', entity: 'customer', entityId: id },
    };
  });

/** One page of customers (spec §5 filter, access filter), ordered by customer number. */
export const listCustomers = async (
  db: Database | Transaction,
  query: ListCustomersQuery,
): Promise<{ result: CustomerResult[]; paging: Paging }> => {
  const { page, size } = query;
  const search = query.search?.trim();
  const { rows, total } = await listCustomerRows(db, {
    ...(search ? { search } : {}),
    ...(query.access ? { access: query.access } : {}),
    limit: size,
    offset: page * size,
  });
  return { result: rows.map(toCustomerResult), paging: { page, size, total } };
};
