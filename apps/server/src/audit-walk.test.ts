/// <reference types="vite/client" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS, type Endpoint, endpointEffect, endpointName, endpointPath } from '@granska/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './modules/audit/audit.schema';
import { SERVICE_MOUNTS } from './platform/http/services';
import type { AuditSamples, AuditWalkWorld } from './platform/testing/audit-walk';
import { createTestApp, type TestApp } from './platform/testing/test-app';

// Every module's samples (modules/<name>/<name>.audit-samples.test-support.ts), found by name.
const SAMPLES: AuditSamples = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<AuditSamples>('./modules/*/*.audit-samples.test-support.ts', {
      eager: true,
      import: 'samples',
    }),
  ),
);

const changing = ENDPOINTS.filter((endpoint) => endpointEffect(endpoint) === 'change');

/**
 * A sample's name: the contract's (`POST /customer`) for the main API; for another service with its
 * prefix (`POST /ref/order`), since its paths may repeat the main API's. A sample of another service
 * under the plain name is still found when no prefixed one is given.
 */
const sampleName = (endpoint: Endpoint): string =>
  endpoint.service === 'mainApi'
    ? endpointName(endpoint)
    : `${endpoint.method} ${SERVICE_MOUNTS[endpoint.service].prefix}${endpoint.path}`;
const namesOf = (endpoint: Endpoint): string[] =>
  endpoint.service === 'mainApi' ? [sampleName(endpoint)] : [sampleName(endpoint), endpointName(endpoint)];
const sampleOf = (endpoint: Endpoint) =>
  namesOf(endpoint)
    .map((name) => SAMPLES[name])
    .find((sample) => sample !== undefined);

let testApp: TestApp;
let dataDir: string;
let world: AuditWalkWorld;
let tags = 0;

beforeAll(async () => {
  // Some changes store files (attachments): the walk's app gets a folder of its own.
  dataDir = await mkdtemp(join(tmpdir(), 'granska-walk-'));
  testApp = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } });
  world = { testApp, tag: () => `walk${++tags}` };
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const auditRows = async (): Promise<number> =>
  (await testApp.database.db.select({ rows: count() }).from(auditLog))[0]?.rows ?? 0;

// Like the access walk (access.test.ts): every call that changes something, one at a time, must succeed
// and leave at least one audit row (docs/decisions/request-context.md).
describe('every changing call leaves an audit row', () => {
  it('has a sample for every changing endpoint and none for an endpoint that is not one', () => {
    expect(changing.filter((endpoint) => !sampleOf(endpoint)).map(sampleName)).toEqual([]);
    const names = changing.flatMap(namesOf);
    expect(Object.keys(SAMPLES).filter((name) => !names.includes(name))).toEqual([]);
  });

  for (const endpoint of changing) {
    const name = sampleName(endpoint);
    it.skipIf(!sampleOf(endpoint))(name, async () => {
      const sample = await sampleOf(endpoint)?.(world);
      if (!sample) throw new Error(`no sample for ${name}`);
      const before = await auditRows();
      const query = new URLSearchParams(
        Object.entries(sample.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      const response = await testApp.app.inject({
        method: endpoint.method,
        url: `${SERVICE_MOUNTS[endpoint.service].prefix}${endpointPath(endpoint, sample.params)}${query ? `?${query}` : ''}`,
        headers: {
          ...(sample.token ? { authorization: `Bearer ${sample.token}` } : {}),
          ...sample.headers,
        },
        ...(sample.body === undefined ? {} : { payload: sample.body as object }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await auditRows(), 'audit rows after the call').toBeGreaterThan(before);
    });
  }
});
