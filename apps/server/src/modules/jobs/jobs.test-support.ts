import { randomUUID } from 'node:crypto';
import {
  type JobState,
  JobsPage,
  type OrderService,
  okEnvelope,
  SECURITY_POLICY_VERSION,
  StaffJobDetails,
} from '@granska/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../platform/testing/test-app';
import { customers } from '../customers/customers.schema';
import { accessTokenFor } from '../customers/customers.test-support';
import { ssnIndex } from '../orders/order-search';
import { personFieldContext } from '../orders/order-views';
import { bkJobs, bkOrders } from '../orders/orders.schema';

export interface Staff {
  token: string;
  userId: string;
}

/** Helpers for the staff job tests of one test app. */
export const staffTestKit = (testApp: TestApp, tag: string) => {
  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  let users = 0;
  /** A new user with these groups (no customer: staff) and an access token. */
  const user = (groups: string[], custNo: string | null = null): Promise<Staff> => {
    users += 1;
    return accessTokenFor(testApp, { email: `user${users}.${tag}@granska.example`, custNo, groups });
  };

  const approvePolicy = async (staff: Staff) => {
    const response = await call('POST', '/staff/policy/approve', staff.token, {
      version: SECURITY_POLICY_VERSION,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A staff user of these groups who approved the security policy. */
  const staff = async (groups: string[]): Promise<Staff> => {
    const created = await user(groups);
    await approvePolicy(created);
    return created;
  };

  const page = async (token: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await call('GET', `/jobs?${search}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(JobsPage).parse(response.json()).result[0] as JobsPage;
  };

  /** Every job of a queue, following nextToken to the end. */
  const wholeQueue = async (token: string, query: Record<string, string | number> = {}) => {
    const ids: string[] = [];
    let nextToken: string | null = null;
    do {
      const current: JobsPage = await page(token, { ...query, ...(nextToken ? { nextToken } : {}) });
      ids.push(...current.jobs.map((job) => job.id));
      nextToken = current.nextToken;
    } while (nextToken);
    return ids;
  };

  const details = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(StaffJobDetails).parse(response.json()).result[0] as StaffJobDetails;
  };

  return { call, user, staff, approvePolicy, page, wholeQueue, details };
};

export interface JobSpec {
  customerId: string;
  service?: string;
  currState: JobState;
  prevState?: JobState | null;
  created?: Date;
  deadline?: Date | null;
  staffId?: string | null;
  spiLeaderId?: string | null;
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
