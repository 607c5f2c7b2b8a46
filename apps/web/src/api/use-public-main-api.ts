import { useMemo } from 'react';
import { useConfig } from '../app/config/config-context';
import { createMainApi, type MainApi } from './main-api';

const noToken = async (): Promise<null> => null;

/**
 * The main API for the public calls of external parties (the consent page): the same client and
 * envelope rules, never a bearer token, whoever may be logged in in this browser.
 */
export const usePublicMainApi = (): MainApi => {
  const { apiBaseUrl } = useConfig();
  return useMemo(() => createMainApi({ baseUrl: apiBaseUrl, getAccessToken: noToken }), [apiBaseUrl]);
};
