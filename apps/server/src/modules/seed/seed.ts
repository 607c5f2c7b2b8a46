import type { Config } from '../../platform/config';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { loadMasterKey } from '../../platform/crypto/master-key';
import type { Database, Transaction } from '../../platform/db/database';
import { insertCustomersIfMissing } from '../customers/customers.repository';
import { ensureUser } from '../identity/user-admin.service';
import { DEMO_CUSTOMERS } from './demo-customers';
import { DEMO_USERS } from './demo-users';

export interface SeedResult {
  customersInserted: number;
  usersInserted: number;
}

/** What seeding users needs from the configuration: the master key (verifiers) and the pool. */
export type SeedConfig = Pick<Config, 'masterKey' | 'appEnv' | 'dataDir' | 'userPoolId'>;

/** Demo customers; existing ones (same custNo) are left as they are, so a re-run changes nothing. */
export const seedCustomers = (db: Database | Transaction): Promise<number> =>
  insertCustomersIfMissing(db, DEMO_CUSTOMERS);

/** Demo users (demo-users.ts); an existing e-mail is left alone, password and groups included. */
export const seedUsers = async (db: Database | Transaction, config: SeedConfig): Promise<number> => {
  const context = { db, crypto: createFieldCrypto(loadMasterKey(config)), userPoolId: config.userPoolId };
  let inserted = 0;
  for (const user of DEMO_USERS) {
    const created = await ensureUser(context, {
      email: user.email,
      password: user.password,
      permanent: !user.firstLogIn,
      groups: user.groups,
      custNo: user.custNo,
      costCenter: user.costCenter ?? null,
      phone: user.phone ?? null,
      mfa: user.mfa ?? null,
    });
    if (created) inserted += 1;
  }
  return inserted;
};

/**
 * Demo data for a fresh installation, run at start when SEED_DEMO_DATA is on, in one transaction.
 * Each step is idempotent. Users come after customers, whose numbers they refer to; without `config`
 * only customers are seeded.
 */
export const seedDemo = async (db: Database, config?: SeedConfig): Promise<SeedResult> =>
  db.transaction(async (tx) => ({
    customersInserted: await seedCustomers(tx),
    usersInserted: config ? await seedUsers(tx, config) : 0,
  }));
