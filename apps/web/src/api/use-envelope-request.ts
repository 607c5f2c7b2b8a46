import { useMemo } from 'react';
import { useConfig } from '../app/config/config-context';
import { useSession } from '../app/session/session-context';
import { ApiError, type Parser, readJson } from './api-error';
import { createMainApi, type MainApiRequest } from './main-api';

/**
 * A main-API call whose whole envelope matters, not only `result`: the paged lists carry `paging`
 * beside `result` (docs/decisions/paging.md). The shared client still does the work (bearer token,
 * one refresh on 401, envelope and fetchStatus checks, the call's Swedish message); its `fetch` is
 * wrapped to keep a copy of the answer, which is then parsed with the contract's envelope schema.
 */
export type EnvelopeRequest = <E>(
  request: Omit<MainApiRequest<unknown>, 'schema'>,
  envelope: Parser<E>,
) => Promise<E>;

export const useEnvelopeRequest = (): EnvelopeRequest => {
  const { apiBaseUrl } = useConfig();
  const { getAccessToken, refreshAccessToken, expire } = useSession();
  return useMemo<EnvelopeRequest>(
    () => async (request, envelope) => {
      let body: unknown;
      const fetchFn: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        body = await readJson(response.clone());
        return response;
      };
      const api = createMainApi({
        baseUrl: apiBaseUrl,
        getAccessToken,
        refreshAccessToken,
        onUnauthorized: expire,
        fetchFn,
      });
      await api.request(request);
      try {
        return envelope.parse(body);
      } catch (cause) {
        throw new ApiError(request.errorMessage, { cause });
      }
    },
    [apiBaseUrl, getAccessToken, refreshAccessToken, expire],
  );
};
