import { describe, expect, it } from 'vitest';
import { paged, stubMainApi } from './main-api-stub';

const failedJob = {
  id: 'j-1',
  kind: 'webhook.deliver',
  error: null,
  attempts: 3,
  createdAt: '2026-01-05T08:00:00.000Z',
  failedAt: null,
};

describe('the main-API stub of the web tests', () => {
  it('answers a contract call whose fixture fits the contract, and records it', async () => {
    const api = stubMainApi({ 'GET /scheduled-jobs/failed': () => paged([failedJob]) });
    const response = await fetch('/api/scheduled-jobs/failed?page=0&size=10');
    expect(await response.json()).toMatchObject({ result: [failedJob] });
    expect(api.callsTo('GET', '/scheduled-jobs/failed')[0]?.query).toEqual({ page: '0', size: '10' });
  });

  it('fails the test when a fixture drifts from the contract', async () => {
    stubMainApi({ 'GET /scheduled-jobs/failed': () => paged([{ ...failedJob, attempts: 'three' }]) });
    await expect(fetch('/api/scheduled-jobs/failed')).rejects.toThrow('breaks its contract');
  });

  it('fails the test on a call it was not given', async () => {
    stubMainApi({});
    await expect(fetch('/api/users')).rejects.toThrow('unexpected call GET /users');
  });
});
