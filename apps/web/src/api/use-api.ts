import { useMemo } from 'react';
import { useConfig } from '../app/config/config-context';
import { useSession } from '../app/session/session-context';
import { createMainApi, type MainApi } from './main-api';
import { createReferenceApi, type ReferenceApi } from './reference-api';

/**
 * The main API at the configured base URL, authorised by the current session; a token the API
 * refuses is refreshed once, and refused again it ends the session.
 */
export const useMainApi = (): MainApi => {
  const { apiBaseUrl } = useConfig();
  const { getAccessToken, refreshAccessToken, expire } = useSession();
  return useMemo(
    () => createMainApi({ baseUrl: apiBaseUrl, getAccessToken, refreshAccessToken, onUnauthorized: expire }),
    [apiBaseUrl, getAccessToken, refreshAccessToken, expire],
  );
};

/** The tags service (the SÄK register's tags) at the configured base URL; it speaks the main API's envelope. */
export const useTagsApi = (): MainApi => {
  const { tagsBaseUrl } = useConfig();
  const { getAccessToken, refreshAccessToken, expire } = useSession();
  return useMemo(
    () =>
      createMainApi({
        baseUrl: tagsBaseUrl,
        getAccessToken,
        refreshAccessToken,
        onUnauthorized: expire,
        service: 'tags',
      }),
    [tagsBaseUrl, getAccessToken, refreshAccessToken, expire],
  );
};

/** The documents service (a SÄK person card's documents); it speaks the main API's envelope. */
export const useDocumentsApi = (): MainApi => {
  const { documentsBaseUrl } = useConfig();
  const { getAccessToken, refreshAccessToken, expire } = useSession();
  return useMemo(
    () =>
      createMainApi({
        baseUrl: documentsBaseUrl,
        getAccessToken,
        refreshAccessToken,
        onUnauthorized: expire,
        service: 'documents',
      }),
    [documentsBaseUrl, getAccessToken, refreshAccessToken, expire],
  );
};

/** The reference service at the configured base URL; an expired token is refreshed once per call. */
export const useReferenceApi = (): ReferenceApi => {
  const { referenceBaseUrl } = useConfig();
  const { getAccessToken, refreshAccessToken } = useSession();
  return useMemo(
    () => createReferenceApi({ baseUrl: referenceBaseUrl, getAccessToken, refreshAccessToken }),
    [referenceBaseUrl, getAccessToken, refreshAccessToken],
  );
};
