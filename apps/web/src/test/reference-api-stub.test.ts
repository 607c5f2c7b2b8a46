import { describe, expect, it } from 'vitest';
import { paged } from './main-api-stub';
import { refOk, stubReferenceApi } from './reference-api-stub';

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the reference-service stub of the web tests', () => {
  it('answers a contract call whose request and fixture fit the contract, and records it', async () => {
    const api = stubReferenceApi({
      '/order/decrypt': () =>
        refOk([{ id: 'o-1', orderDate: null, archived: null, candidateInfo: { name: 'Karin' } }]),
    });
    const response = await post('/ref/order/decrypt', { id: 'o-1' });
    expect(await response.json()).toMatchObject({
      statusCode: 200,
      result: [{ candidateInfo: { name: 'Karin' } }],
    });
    expect(api.callsTo('/order/decrypt')[0]?.body).toEqual({ id: 'o-1' });
  });

  it('fails the test when the request or the fixture drifts from the contract', async () => {
    stubReferenceApi({ '/order/decrypt': () => refOk([{ id: 'o-1' }]) });
    await expect(post('/ref/order/decrypt', {})).rejects.toThrow(
      'the request to /order/decrypt breaks its contract',
    );
    await expect(post('/ref/order/decrypt', { id: 'o-1' })).rejects.toThrow(
      "the stub's answer to /order/decrypt breaks its contract",
    );
  });

  it('fails the test on a call it was not given or no contract has', async () => {
    stubReferenceApi({});
    await expect(post('/ref/order/archive', { id: 'o-1' })).rejects.toThrow(
      'unexpected reference call /order/archive',
    );
    await expect(post('/ref/nothing', {})).rejects.toThrow('no reference-service contract for /nothing');
  });

  it('hands other calls to the main API’s stub', async () => {
    const api = stubReferenceApi({}, { 'GET /scheduled-jobs/failed': () => paged([]) });
    expect((await fetch('/api/scheduled-jobs/failed')).ok).toBe(true);
    expect(api.mainApi.callsTo('GET', '/scheduled-jobs/failed')).toHaveLength(1);
  });
});
