import { defineEndpoint, FileAnswer, okEnvelope } from '@granska/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createMainApi } from './main-api';

const stubFetch = (body: unknown, init: ResponseInit = {}) =>
  vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, init));

const api = (fetchFn: typeof fetch, token: string | null = 'token-1') =>
  createMainApi({ baseUrl: 'https://api.example/api/', getAccessToken: async () => token, fetchFn });

const envelopeOfAnything = z.looseObject({ result: z.unknown() });

/** A contract for a test call: GET, any envelope. */
const testCall = (path: string, errorMessage: string) =>
  defineEndpoint({
    service: 'mainApi',
    method: 'GET',
    path,
    response: envelopeOfAnything,
    access: 'authenticated',
    errorMessage,
    summary: 'test',
  });

describe('main API', () => {
  it('sends JSON with the bearer token and answers the envelope', async () => {
    const fetchFn = stubFetch({ status: 'OK', message: '', result: [{ id: 'c1' }] });
    const populate = defineEndpoint({
      ...testCall('/customer/populate', 'Kunden kunde inte hämtas'),
      method: 'POST',
      body: z.object({ id: z.string() }),
    });
    const envelope = await api(fetchFn).call(populate, { body: { id: 'c1' } });
    expect(envelope.result).toEqual([{ id: 'c1' }]);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/customer/populate');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"c1"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
  });

  it('puts the query on the URL and leaves out empty values', async () => {
    const fetchFn = stubFetch({ status: 'OK', result: [] });
    const orders = defineEndpoint({
      ...testCall('/orders', 'x'),
      query: z.object({ page: z.number(), size: z.number(), service: z.string().optional() }),
    });
    await api(fetchFn, null).call(orders, { query: { page: 2, size: 10, service: undefined } });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/orders?page=2&size=10');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('turns a non-OK status into the call’s Swedish message', async () => {
    const fetchFn = stubFetch({ status: 'ERROR', message: 'db down', result: [] });
    const failure = api(fetchFn).call(testCall('/customers', 'Kunden kunde inte hämtas'), {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Kunden kunde inte hämtas',
      envelopeStatus: 'ERROR',
      serverMessage: 'db down',
    });
  });

  it('fails on a fetchStatus whose part before the first colon is not OK', async () => {
    const fetchFn = stubFetch({ status: 'OK', result: { fetchStatus: 'ERROR: OK later', file: '' } });
    await expect(
      api(fetchFn).call(testCall('/report/preview', 'Kunde inte hämta rapport'), {}),
    ).rejects.toThrow('Kunde inte hämta rapport');
  });

  it('accepts a fetchStatus that starts with OK', async () => {
    const fetchFn = stubFetch({ status: 'OK', fetchStatus: 'OK: fetched', result: { fetchStatus: 'OK:1' } });
    const envelope = await api(fetchFn).call(testCall('/x', 'x'), {});
    expect(envelope.result).toEqual({ fetchStatus: 'OK:1' });
  });

  it('fails with the call’s message on HTTP errors, bodies that are not envelopes and network errors', async () => {
    const save = testCall('/x', 'Beställning kunde inte sparas');
    await expect(api(stubFetch({ status: 'OK' }, { status: 500 })).call(save, {})).rejects.toMatchObject({
      message: 'Beställning kunde inte sparas',
      httpStatus: 500,
    });
    const html = vi.fn(async () => new Response('<html>', { status: 200 }));
    await expect(api(html).call(save, {})).rejects.toThrow('Beställning kunde inte sparas');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api(offline).call(save, {})).rejects.toThrow('Beställning kunde inte sparas');
  });

  it('validates the envelope with the contract’s response', async () => {
    const fetchFn = stubFetch({ status: 'OK', result: { id: 7 } });
    const typed = defineEndpoint({
      ...testCall('/x', 'Fel'),
      response: z.object({ result: z.object({ id: z.string() }) }),
    });
    await expect(api(fetchFn).call(typed, {})).rejects.toThrow('Fel');
  });

  describe('a refused token (401)', () => {
    const unauthorized = () => Response.json({ status: 'ERROR', message: 'Unauthorized' }, { status: 401 });
    const ok = () => Response.json({ status: 'OK', message: '', result: [{ custNo: 'K1' }] });
    const setup = (answers: (() => Response)[], refreshed: string | null) => {
      const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next();
      });
      const refreshAccessToken = vi.fn(async () => refreshed);
      const onUnauthorized = vi.fn();
      const mainApi = createMainApi({
        baseUrl: '/api',
        getAccessToken: async () => 'tampered',
        refreshAccessToken,
        onUnauthorized,
        fetchFn,
      });
      const call = async () =>
        (await mainApi.call(testCall('/account/customer', 'Kunden kunde inte hämtas'), {})).result;
      return { fetchFn, refreshAccessToken, onUnauthorized, call };
    };
    const bearer = (fetchFn: ReturnType<typeof setup>['fetchFn'], index: number) =>
      (fetchFn.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;

    it('is refreshed once and the call retried with the new token', async () => {
      const { fetchFn, refreshAccessToken, onUnauthorized, call } = setup([unauthorized, ok], 'fresh');
      await expect(call()).resolves.toEqual([{ custNo: 'K1' }]);
      expect(refreshAccessToken).toHaveBeenCalledTimes(1);
      expect(bearer(fetchFn, 0)).toBe('Bearer tampered');
      expect(bearer(fetchFn, 1)).toBe('Bearer fresh');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('ends the session when the retry is refused too', async () => {
      const { fetchFn, onUnauthorized, call } = setup([unauthorized, unauthorized], 'fresh');
      await expect(call()).rejects.toMatchObject({ message: 'Kunden kunde inte hämtas', httpStatus: 401 });
      expect(fetchFn).toHaveBeenCalledTimes(2);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('ends the session without a retry when no new token comes', async () => {
      const { fetchFn, onUnauthorized, call } = setup([unauthorized], null);
      await expect(call()).rejects.toThrow('Kunden kunde inte hämtas');
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('leaves other failures alone', async () => {
      const { refreshAccessToken, onUnauthorized, call } = setup(
        [() => Response.json({ status: 'ERROR', message: 'x' }, { status: 404 })],
        'fresh',
      );
      await expect(call()).rejects.toThrow('Kunden kunde inte hämtas');
      expect(refreshAccessToken).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});

describe('main API, an endpoint contract', () => {
  const saveRisk = defineEndpoint({
    service: 'mainApi',
    method: 'POST',
    path: '/jobs/{id}/risc',
    params: z.object({ id: z.string() }),
    query: z.object({ draft: z.boolean().optional() }),
    body: z.object({ level: z.number() }),
    response: okEnvelope(z.object({ level: z.number() })),
    access: { groups: ['Analyst'] },
    errorMessage: 'Riskvärden kunde inte sparas',
    summary: 'test',
  });

  it('is called at its path with its method, query and body, and answers the parsed envelope', async () => {
    const fetchFn = stubFetch({ status: 'OK', message: '', result: [{ level: 3 }] });
    const answer = await api(fetchFn).call(saveRisk, {
      params: { id: 'job 1' },
      query: { draft: true },
      body: { level: 3 },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(answer).toEqual({ status: 'OK', message: '', result: [{ level: 3 }] });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/jobs/job%201/risc?draft=true');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"level":3}');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'k1', Authorization: 'Bearer token-1' });
  });

  it('fails with the contract’s Swedish message, also when the answer does not fit the contract', async () => {
    const refused = stubFetch({ status: 'FORBIDDEN', message: 'no', result: [] }, { status: 403 });
    await expect(
      api(refused).call(saveRisk, { params: { id: 'j' }, query: {}, body: { level: 1 } }),
    ).rejects.toMatchObject({ message: 'Riskvärden kunde inte sparas', httpStatus: 403 });

    const drifted = stubFetch({ status: 'OK', message: '', result: [{ level: 'high' }] });
    await expect(
      api(drifted).call(saveRisk, { params: { id: 'j' }, query: {}, body: { level: 1 } }),
    ).rejects.toThrow('Riskvärden kunde inte sparas');
  });

  it('fails with the message of the call’s second meaning when the caller names it', async () => {
    const refused = stubFetch({ status: 'CONFLICT', message: 'no', result: [] }, { status: 409 });
    await expect(
      api(refused).call(saveRisk, {
        params: { id: 'j' },
        query: {},
        body: { level: 1 },
        errorMessage: 'Riskvärden kunde inte ändras',
      }),
    ).rejects.toMatchObject({ message: 'Riskvärden kunde inte ändras', httpStatus: 409 });
  });

  const reportPdf = defineEndpoint({
    service: 'mainApi',
    method: 'POST',
    path: '/consent/report/pdf',
    body: z.object({ consentKey: z.string() }),
    response: FileAnswer,
    file: { contentType: 'application/pdf' },
    access: 'public',
    errorMessage: 'Rapporten kunde inte hämtas',
    summary: 'test',
  });

  it('downloads a file endpoint’s file with the name the server gives it, or fails with its message', async () => {
    const fetchFn = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="rapport-1.pdf"',
          },
        }),
    );
    const file = await api(fetchFn).download(reportPdf, { body: { consentKey: 'k' } });
    expect(file.filename).toBe('rapport-1.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/consent/report/pdf');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"consentKey":"k"}');
    expect(init?.headers).toMatchObject({ Accept: 'application/pdf', 'Content-Type': 'application/json' });

    const gone = stubFetch({ status: 'GONE', message: 'Länken har gått ut', result: [] }, { status: 410 });
    await expect(api(gone).download(reportPdf, { body: { consentKey: 'k' } })).rejects.toMatchObject({
      message: 'Rapporten kunde inte hämtas',
      httpStatus: 410,
      serverMessage: 'Länken har gått ut',
    });
  });
});
