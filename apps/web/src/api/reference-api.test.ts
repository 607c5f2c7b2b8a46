import {
  listOrdersEndpoint,
  listReferenceOrdersEndpoint,
  populateReferenceSettingsEndpoint,
  saveReferenceSettingsEndpoint,
} from '@granska/domain';
import { describe, expect, it, vi } from 'vitest';
import { serverFieldErrors } from '../components/form/field-errors';
import { createReferenceApi } from './reference-api';

type Stub = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const answers = (...responses: Response[]) => {
  const queue = [...responses];
  return vi.fn<Stub>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
};

const setup = (fetchFn: Stub, refreshed: string | null = 'token-2') => {
  const refreshAccessToken = vi.fn(async () => refreshed);
  const api = createReferenceApi({
    baseUrl: '/ref',
    getAccessToken: async () => 'token-1',
    refreshAccessToken,
    fetchFn,
  });
  return { api, refreshAccessToken };
};

const authorization = (fetchFn: ReturnType<typeof answers>, call: number) =>
  (fetchFn.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;

describe('reference API', () => {
  it('POSTs JSON and returns the result list', async () => {
    const fetchFn = answers(
      Response.json({ statusCode: 200, message: '', result: [{ id: 'a' }, { id: 'b' }] }),
    );
    const { api } = setup(fetchFn);
    await expect(
      api.list({
        path: '/order/list',
        body: { customerId: 'c' },
        fallbackMessage: 'Misslyckades att hämta beställningar',
      }),
    ).resolves.toEqual([{ id: 'a' }, { id: 'b' }]);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/ref/order/list');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"customerId":"c"}');
    expect(authorization(fetchFn, 0)).toBe('Bearer token-1');
  });

  it('uses the first item for single results', async () => {
    const fetchFn = answers(Response.json({ statusCode: 200, result: [{ id: 'first' }, { id: 'second' }] }));
    await expect(
      setup(fetchFn).api.single({
        path: '/order/populate',
        fallbackMessage: 'Misslyckades att hämta beställning',
      }),
    ).resolves.toEqual({ id: 'first' });
  });

  it('fails an empty single result with the fallback message', async () => {
    const fetchFn = answers(Response.json({ statusCode: 200, result: [] }));
    await expect(
      setup(fetchFn).api.single({
        path: '/order/populate',
        fallbackMessage: 'Misslyckades att hämta beställning',
      }),
    ).rejects.toThrow('Misslyckades att hämta beställning');
  });

  it('shows the server’s message for a non-200 envelope, else the fallback', async () => {
    const withMessage = answers(Response.json({ statusCode: 400, message: 'Ordern är låst', result: [] }));
    await expect(
      setup(withMessage).api.list({ path: '/order', fallbackMessage: 'Misslyckades att spara beställning' }),
    ).rejects.toThrow('Ordern är låst');
    const withoutMessage = answers(Response.json({ statusCode: 500, message: '' }, { status: 500 }));
    await expect(
      setup(withoutMessage).api.list({
        path: '/order',
        fallbackMessage: 'Misslyckades att spara beställning',
      }),
    ).rejects.toThrow('Misslyckades att spara beställning');
  });

  it('shows a transport error’s own message', async () => {
    const fetchFn = vi.fn<Stub>(async () => {
      throw new TypeError('NetworkError when attempting to fetch resource.');
    });
    await expect(setup(fetchFn).api.list({ path: '/poll', fallbackMessage: 'x' })).rejects.toThrow(
      'NetworkError when attempting to fetch resource.',
    );
  });

  it('refreshes once and retries when the incoming token has expired', async () => {
    const fetchFn = answers(
      Response.json({ message: 'The incoming token has expired' }, { status: 401 }),
      Response.json({ statusCode: 200, result: [{ id: 'ok' }] }),
    );
    const { api, refreshAccessToken } = setup(fetchFn);
    await expect(api.single({ path: '/survey/populate', fallbackMessage: 'x' })).resolves.toEqual({
      id: 'ok',
    });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(authorization(fetchFn, 1)).toBe('Bearer token-2');
  });

  it('does not retry twice, nor for other 401s', async () => {
    const expired = () => Response.json({ message: 'The incoming token has expired' }, { status: 401 });
    const twice = answers(expired(), expired());
    const first = setup(twice);
    await expect(first.api.list({ path: '/order/list', fallbackMessage: 'x' })).rejects.toThrow(
      'The incoming token has expired',
    );
    expect(first.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(twice).toHaveBeenCalledTimes(2);

    const unauthorized = answers(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const second = setup(unauthorized);
    await expect(second.api.list({ path: '/order/list', fallbackMessage: 'x' })).rejects.toThrow(
      'Unauthorized',
    );
    expect(second.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('gives up without a retry when the refresh yields no token', async () => {
    const fetchFn = answers(Response.json({ message: 'The incoming token has expired' }, { status: 401 }));
    const { api } = setup(fetchFn, null);
    await expect(api.list({ path: '/order/list', fallbackMessage: 'x' })).rejects.toThrow();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  describe('call (typed by a contract)', () => {
    it('POSTs the body to the contract’s path and answers the whole envelope, parsed (paging kept)', async () => {
      const fetchFn = answers(
        Response.json({
          statusCode: 200,
          message: '',
          result: [],
          paging: { page: 1, size: 10, total: 11 },
        }),
      );
      const envelope = await setup(fetchFn).api.call(listReferenceOrdersEndpoint, {
        body: { group: 'done', search: 'ab', page: 1 },
      });
      expect(envelope.paging).toEqual({ page: 1, size: 10, total: 11 });
      const [url, init] = fetchFn.mock.calls[0] ?? [];
      expect(url).toBe('/ref/order/list');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ group: 'done', search: 'ab', page: 1 });
    });

    it('fills the defaults of the answer’s schema and fails an answer that breaks it with the fallback', async () => {
      const filled = answers(Response.json({ statusCode: 200, message: '', result: [{}] }));
      const settings = await setup(filled).api.call(populateReferenceSettingsEndpoint, { body: {} });
      expect(settings.result[0]).toMatchObject({ defaultMinReferences: 1, defaultMaxReferences: 5 });

      const broken = answers(
        Response.json({ statusCode: 200, message: '', result: [{ bankIdVerification: 'ja' }] }),
      );
      await expect(setup(broken).api.call(populateReferenceSettingsEndpoint, { body: {} })).rejects.toThrow(
        'Misslyckades att hämta inställningar',
      );
    });

    it('refreshes once and retries a contract call when the incoming token has expired', async () => {
      const fetchFn = answers(
        Response.json({ statusCode: 401, message: 'The incoming token has expired' }, { status: 401 }),
        Response.json({ statusCode: 200, message: '', result: [{}] }),
      );
      const { api, refreshAccessToken } = setup(fetchFn);
      await expect(api.call(populateReferenceSettingsEndpoint, { body: {} })).resolves.toMatchObject({
        statusCode: 200,
      });
      expect(refreshAccessToken).toHaveBeenCalledTimes(1);
      expect(authorization(fetchFn, 1)).toBe('Bearer token-2');
    });

    it('keeps a refusal’s issues, so a form shows them at their fields', async () => {
      const fetchFn = answers(
        Response.json(
          {
            statusCode: 400,
            message: 'Välj minst en verifieringsmetod',
            result: [],
            issues: [{ path: 'body.noVerification', message: 'Välj minst en verifieringsmetod' }],
          },
          { status: 400 },
        ),
      );
      const body = {
        defaultMinReferences: 1,
        defaultMaxReferences: 5,
        bankIdVerification: false,
        noVerification: false,
      };
      const refused = await setup(fetchFn)
        .api.call(saveReferenceSettingsEndpoint, { body })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toBe('Välj minst en verifieringsmetod');
      expect(serverFieldErrors(refused)).toEqual({ noVerification: 'Välj minst en verifieringsmetod' });
    });

    it('refuses a contract of another service', async () => {
      const fetchFn = answers();
      await expect(
        setup(fetchFn).api.call(listOrdersEndpoint as never, { body: undefined as never }),
      ).rejects.toThrow('GET /orders is not a reference-service call');
      expect(fetchFn).not.toHaveBeenCalled();
    });
  });
});
