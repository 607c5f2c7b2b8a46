import { MAIN_API_FALLBACK, mainApiErrorMessage, type Paging } from '@granska/domain';
import { useMemo } from 'react';
import { ApiError, type Parser, readJson } from '../../../api/api-error';
import { createMainApi, type MainApiRequest } from '../../../api/main-api';
import { useConfig } from '../../../app/config/config-context';
import { useSession } from '../../../app/session/session-context';
import { pageCount } from '../../../components/pager/page-window';

/**
 * A main-API call whose whole envelope matters, not only `result`: the paged lists carry `paging`
 * beside `result` (docs/decisions/web-admin.md). The shared client still does the work (bearer token,
 * one refresh on 401, envelope and fetchStatus checks, the call's Swedish message); its `fetch` is
 * wrapped to keep a copy of the answer, which is then parsed with the contract's envelope schema.
 * To move into `src/api/main-api.ts` as `requestEnvelope` when the shared client grows one.
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

/**
 * The catalogue's message for a call (spec §8, domain `mainApiErrorMessage`); for a call the catalogue
 * does not list yet, the given Swedish message instead of the generic 'Något gick fel'.
 */
export const callErrorMessage = (method: string, path: string, otherwise: string): string => {
  const message = mainApiErrorMessage(method, path);
  return message === MAIN_API_FALLBACK ? otherwise : message;
};

/** A list page as the admin screens show it: 1-based page, number of pages, total rows. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** A paged envelope (paging.md: 0-based `page`, `size`, `total`) as a 1-based list page. */
export const toListPage = <T>(envelope: { result: T[]; paging: Paging }): ListPage<T> => ({
  items: envelope.result,
  page: envelope.paging.page + 1,
  pages: pageCount(envelope.paging.total, envelope.paging.size),
  total: envelope.paging.total,
});
