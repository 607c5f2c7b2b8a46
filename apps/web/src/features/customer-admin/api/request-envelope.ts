import { useMemo } from 'react';
import { ApiError, type Parser, readJson } from '../../../api/api-error';
import { createMainApi, type MainApiRequest } from '../../../api/main-api';
import { useConfig } from '../../../app/config/config-context';
import { useSession } from '../../../app/session/session-context';

/**
 * A main-API call whose whole envelope is needed: a paged list carries `paging` beside `result`
 * (docs/decisions/paging.md), and the shared client returns `result` only. The shared client still does
 * the work (bearer token, one refresh on 401, envelope and fetchStatus checks, the call's Swedish
 * message); its `fetch` keeps a copy of the answer, which is then parsed with the contract's envelope.
 * To be replaced by a `requestEnvelope` in `src/api/main-api.ts` once the shared client has one (the
 * admin portal carries the same helper).
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
      let answer: unknown;
      const fetchFn: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        answer = await readJson(response.clone());
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
        return envelope.parse(answer);
      } catch (cause) {
        throw new ApiError(request.errorMessage, { cause });
      }
    },
    [apiBaseUrl, getAccessToken, refreshAccessToken, expire],
  );
};
