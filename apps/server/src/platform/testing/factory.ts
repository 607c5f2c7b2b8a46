// The server tests' one factory (docs/decisions/test-suite.md): a user with an access token, a customer,
// jobs in a given state. Kits for whole flows sit beside it: staff-kit (staff and their queues),
// consent-kit (orders sent and consented through BankID), collection-kit, analysis-kit.
import { randomUUID } from 'node:crypto';
import type { JobState, OrderService } from '@granska/domain';
import { customers } from '../../modules/customers/customers.schema';
import { openSession } from '../../modules/identity/identity-provider.service';
import { createUser } from '../../modules/identity/user-admin.service';
import { personFieldContext } from '../../modules/orders/order-views';
import { type BkJobRow, bkJobs, bkOrders } from '../../modules/orders/orders.schema';
import { ssnIndex } from '../crypto/ssn-index';
import type { TestApp } from './test-app';

/** A real user of the built-in identity provider and an access token for it, as a log-in would give. */
/** A user of a test, signed in: its access token and its id. */
export interface TestUser {
  token: string;
  userId: string;
}

export const accessTokenFor = async (
  testApp: TestApp,
  user: { email: string; custNo: string | null; groups?: string[] },
): Promise<TestUser> => {
  const { provider } = testApp.app.identityRuntime;
  const created = await createUser(
    { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId },
    { email: user.email, custNo: user.custNo, groups: user.groups ?? [] },
    { sendTemporaryPassword: false },
  );
  const { AccessToken: accessToken } = await openSession(provider, created.userId);
  return { token: accessToken, userId: created.userId };
};

/** The three kinds of caller every admin call is tried with. */
export const adminAndOthers = async (testApp: TestApp, tag: string) => ({
  admin: await accessTokenFor(testApp, {
    email: `admin.${tag}@granska.example`,
    custNo: null,
    groups: ['UserAdmin'],
  }),
  customerAdmin: await accessTokenFor(testApp, {
    email: `kundadmin.${tag}@demoforetaget.example`,
    custNo: '1001',
    groups: ['CustomerAdmin'],
  }),
  orderer: await accessTokenFor(testApp, {
    email: `orderer.${tag}@demoforetaget.example`,
    custNo: '1001',
    groups: ['ServiceBackgroundCheck', 'BKOrderer'],
  }),
});

export interface JobSpec {
  customerId: string;
  service?: string;
  currState: JobState;
  prevState?: JobState | null;
  created?: Date;
  deadline?: Date | null;
  staffId?: string | null;
  spiLeaderId?: string | null;
  spiDetails?: BkJobRow['spiDetails'];
  name?: string;
  ssn?: string;
}

/** A customer of the test's own (hidden when asked), so the seed's customers do not matter. */
export const insertCustomer = async (
  testApp: TestApp,
  row: { custNo: string; custName: string; hidden?: boolean },
): Promise<string> => {
  const id = randomUUID();
  await testApp.database.db.insert(customers).values({
    id,
    custNo: row.custNo,
    custName: row.custName,
    custOrgNo: '556000-0000',
    hidden: row.hidden ?? false,
    data: { access: ['BackgroundCheck'] },
  });
  return id;
};

/**
 * Jobs written straight into the tables (one order each), person fields encrypted as the orders module
 * does: for queue and paging tests that need many jobs in given states.
 */
export const insertJobs = async (testApp: TestApp, specs: readonly JobSpec[]): Promise<string[]> => {
  const crypto = testApp.app.fieldCrypto;
  const ids: string[] = [];
  for (const spec of specs) {
    const orderId = randomUUID();
    const id = randomUUID();
    const name = spec.name ?? `Person ${id.slice(0, 4)}`;
    const ssn = spec.ssn ?? '19121212-1212';
    await testApp.database.db.insert(bkOrders).values({
      id: orderId,
      customerId: spec.customerId,
      custNo: 'test',
      service: (spec.service ?? 'COWORKER') as OrderService,
      ordered: spec.currState !== 'CREATED',
    });
    await testApp.database.db.insert(bkJobs).values({
      id,
      orderId,
      customerId: spec.customerId,
      service: (spec.service ?? 'COWORKER') as OrderService,
      currState: spec.currState,
      prevState: spec.prevState ?? null,
      nameEnc: crypto.encryptField(name, personFieldContext('name', id)),
      ssnEnc: crypto.encryptField(ssn, personFieldContext('ssn', id)),
      emailEnc: crypto.encryptField('person@kandidat.example', personFieldContext('email', id)),
      phoneEnc: crypto.encryptField('+46701234567', personFieldContext('phone', id)),
      ssnIndex: ssnIndex(crypto, ssn),
      created: spec.created ?? new Date(),
      deadline: spec.deadline ?? null,
      staffId: spec.staffId ?? null,
      spiLeaderId: spec.spiLeaderId ?? null,
      spiDetails: spec.spiDetails ?? null,
    });
    ids.push(id);
  }
  return ids;
};

/** One job of a customer of its own (numbered by the tag), for a test that needs a single job in a state. */
export const insertJobOfItsOwn = async (
  testApp: TestApp,
  tag: string,
  spec: Omit<JobSpec, 'customerId'>,
): Promise<string> => {
  const customerId = await insertCustomer(testApp, { custNo: `T-${tag}`, custName: `Kund ${tag} AB` });
  const [id] = await insertJobs(testApp, [{ ...spec, customerId }]);
  if (!id) throw new Error('no job inserted');
  return id;
};
