import { validatePersonalNumber } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { ssnIndex } from '../../platform/crypto/ssn-index';
import type { Database, Transaction } from '../../platform/db/database';
import { personFieldContext } from './order-views';
import { encryptedNamesOfNewestOrders, type OrderFilter } from './orders.repository';

/**
 * Names are encrypted, so a name search decrypts the names of the caller's newest orders (within the
 * other filters) and matches them in memory; older orders are found by id, position or personal number.
 */
export const NAME_SEARCH_ORDER_LIMIT = 2000;

/**
 * Spec §9 order-list search as a filter: a whole valid personal number finds that person's orders through
 * the blind index; any other text matches an order id prefix or a position in SQL, or a person's name
 * among the newest NAME_SEARCH_ORDER_LIMIT orders. Case-insensitive throughout.
 */
export const searchFilter = async (
  db: Database | Transaction,
  crypto: FieldCrypto,
  filter: OrderFilter,
  search: string,
  now: Date,
): Promise<OrderFilter> => {
  if (validatePersonalNumber(search, now) === null) {
    return { ...filter, ssnIndex: ssnIndex(crypto, search) };
  }
  const wanted = search.toLocaleLowerCase('sv');
  const names = await encryptedNamesOfNewestOrders(db, filter, NAME_SEARCH_ORDER_LIMIT);
  const orderIds = new Set(
    names
      .filter((job) =>
        crypto
          .decryptField(job.nameEnc, personFieldContext('name', job.id))
          .toLocaleLowerCase('sv')
          .includes(wanted),
      )
      .map((job) => job.orderId),
  );
  return { ...filter, text: { idPrefix: wanted, substring: search, orderIds: [...orderIds] } };
};
