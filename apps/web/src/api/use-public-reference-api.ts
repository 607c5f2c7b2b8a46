import { useMemo } from 'react';
import { useConfig } from '../app/config/config-context';
import { createReferenceApi, type ReferenceApi } from './reference-api';

const noToken = async (): Promise<null> => null;

/**
 * The reference service for the candidate's and the referees' pages: the same client and envelope
 * rules, never a bearer token (their link's key is in each call's body), whoever may be logged in here.
 */
export const usePublicReferenceApi = (): ReferenceApi => {
  const { referenceBaseUrl } = useConfig();
  return useMemo(
    () =>
      createReferenceApi({ baseUrl: referenceBaseUrl, getAccessToken: noToken, refreshAccessToken: noToken }),
    [referenceBaseUrl],
  );
};
