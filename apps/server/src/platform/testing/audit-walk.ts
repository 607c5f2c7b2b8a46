import { accessTokenFor } from './factory';
import type { TestApp } from './test-app';

/** One call the audit walk makes: who calls, and what it sends (the contract's shape). */
export interface SampleCall {
  /** The caller's access token; none for a public endpoint. */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a sample may use: the walk's app (seeded with the demo data) and a fresh tag per call. */
export interface AuditWalkWorld {
  testApp: TestApp;
  /** A new short word each time, for unique e-mail addresses and names. */
  tag(): string;
}

/**
 * How to make one successful call of a changing endpoint, keyed by `METHOD /path` as the contract names
 * it (for a service other than the main API with its prefix, `POST /ref/order`, since paths repeat). Each module keeps its own in `<module>.audit-samples.test-support.ts`; audit-walk.test.ts finds
 * them all and fails for a changing endpoint without one.
 */
export type AuditSamples = Record<string, (world: AuditWalkWorld) => Promise<SampleCall>>;

/** The access token of a new user administrator (staff), for the samples of the admin endpoints. */
export const userAdminToken = async (world: AuditWalkWorld): Promise<string> =>
  (
    await accessTokenFor(world.testApp, {
      email: `admin.${world.tag()}@granska.example`,
      custNo: null,
      groups: ['UserAdmin'],
    })
  ).token;

/** POSTs a call's body to the main API as its caller and answers the id of what it made. */
export const createdIdOf = async (world: AuditWalkWorld, url: string, call: SampleCall): Promise<string> => {
  const created = await world.testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${call.token}` },
    payload: call.body as object,
  });
  if (created.statusCode !== 200) throw new Error(`POST ${url} failed: ${created.body}`);
  return created.json().result[0].id;
};
