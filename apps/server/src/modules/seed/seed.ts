import type { Config } from '../../platform/config';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { loadMasterKey } from '../../platform/crypto/master-key';
import type { Database, Transaction } from '../../platform/db/database';
import { insertCustomersIfMissing } from '../customers';
import { ensureUser } from '../identity';
import { DEMO_CUSTOMERS } from './demo-customers';
import { type DemoOrdersConfig, seedDemoOrders } from './demo-orders';
import { seedDemoReferenceOrders } from './demo-reference-orders';
import { seedDemoRegister } from './demo-register';
import { DEMO_USERS } from './demo-users';

export interface SeedResult {
  customersInserted: number;
  usersInserted: number;
  ordersInserted: number;
  referenceOrdersInserted: number;
  /** Persons of the demo SÄK register (demo-register.ts). */
  registerPersonsInserted: number;
}

/**
 * What seeding needs from the configuration: the master key (verifiers, encrypted person fields), the
 * pool, and for the demo orders what ordering needs (the consent link's address, the time-out).
 */
export type SeedConfig = Pick<
  Config,
  'masterKey' | 'appEnv' | 'dataDir' | 'userPoolId' | 'psRenewalIntervalMonths'
> &
  DemoOrdersConfig;

const cryptoOf = (config: SeedConfig) => createFieldCrypto(loadMasterKey(config));

/** Demo customers; existing ones (same custNo) are left as they are, so a re-run changes nothing. */
export const seedCustomers = (db: Database | Transaction): Promise<number> =>
  insertCustomersIfMissing(db, DEMO_CUSTOMERS);

/** Demo users (demo-users.ts); an existing e-mail is left alone, password and groups included. */
export const seedUsers = async (db: Database | Transaction, config: SeedConfig): Promise<number> => {
  const deps = { db, crypto: cryptoOf(config), userPoolId: config.userPoolId };
  let inserted = 0;
  for (const user of DEMO_USERS) {
    const created = await ensureUser(deps, {
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

export interface SeedOptions {
  /**
   * Also the demo background-check orders (demo-orders.ts) and reference checks
   * (demo-reference-orders.ts): `npm start` wants them, tests that count orders do not (createTestApp's
   * `seed` leaves them out).
   */
  orders?: boolean;
  /** The seeding's time (the demo orders are dated before it). */
  now?: Date;
}

/**
 * Demo data for a fresh installation, run at start when SEED_DEMO_DATA is on, in one transaction.
 * Each step is idempotent. Users come after customers, whose numbers they refer to, and orders after
 * users, who place and receive them; without `config` only customers are seeded.
 */
export const seedDemo = async (
  db: Database,
  config?: SeedConfig,
  options: SeedOptions = {},
): Promise<SeedResult> =>
  // A plain transaction: demo data laid down at start-up is no one's change, so it leaves no audit row.
  db.transaction(async (tx) => {
    const customersInserted = await seedCustomers(tx);
    const usersInserted = config ? await seedUsers(tx, config) : 0;
    const ordersInserted =
      config && options.orders
        ? await seedDemoOrders(tx, {
            crypto: cryptoOf(config),
            config,
            ...(options.now ? { now: options.now } : {}),
          })
        : 0;
    const referenceOrdersInserted =
      config && options.orders
        ? await seedDemoReferenceOrders(tx, {
            crypto: cryptoOf(config),
            publicUrl: config.publicUrl,
            ...(options.now ? { now: options.now } : {}),
          })
        : 0;
    const registerPersonsInserted =
      config && options.orders
        ? await seedDemoRegister(tx, {
            crypto: cryptoOf(config),
            renewalIntervalMonths: config.psRenewalIntervalMonths,
            orders: config,
            ...(options.now ? { now: options.now } : {}),
          })
        : 0;
    return {
      customersInserted,
      usersInserted,
      ordersInserted,
      referenceOrdersInserted,
      registerPersonsInserted,
    };
  });
