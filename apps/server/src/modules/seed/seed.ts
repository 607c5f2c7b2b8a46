import type { Database } from '../../platform/db/database';
import { insertCustomersIfMissing } from '../customers/customers.repository';
import { DEMO_CUSTOMERS } from './demo-customers';

export interface SeedResult {
  customersInserted: number;
}

/** Demo customers; existing ones (same custNo) are left as they are, so a re-run changes nothing. */
export const seedCustomers = (db: Database): Promise<number> => insertCustomersIfMissing(db, DEMO_CUSTOMERS);

/**
 * Demo data for a fresh installation, run at start when SEED_DEMO_DATA is on. Each step is
 * idempotent. The identity issue adds `seedUsers` here (after customers, whose ids users refer to).
 */
export const seedDemo = async (db: Database): Promise<SeedResult> =>
  db.transaction(async (tx) => ({ customersInserted: await seedCustomers(tx) }));
