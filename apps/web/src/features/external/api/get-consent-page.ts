import { type ConsentPageView, consentPageEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { firstResult, type MainApi } from '../../../api/main-api';
import { usePublicMainApi } from '../../../api/use-public-main-api';

export const consentPageQueryKey = (consentKey: string) => ['external', 'consent', consentKey] as const;

/** POST /consent/populate {consentKey}: what the consent page shows, the one item of `result`. */
export const fetchConsentPage = async (
  api: MainApi,
  consentKey: string,
  signal?: AbortSignal,
): Promise<ConsentPageView> =>
  firstResult(
    await api.call(consentPageEndpoint, { body: { consentKey }, ...(signal ? { signal } : {}) }),
    consentPageEndpoint,
  );

const INVALID_LINK_STATUSES = new Set([400, 404, 410]);

/** The server does not know the key (or it was never a key): 'Länken är ogiltig eller har gått ut'. */
export const isInvalidLinkError = (error: unknown): boolean =>
  error instanceof ApiError && error.httpStatus !== undefined && INVALID_LINK_STATUSES.has(error.httpStatus);

/** The consent behind the link; null while there is no well-formed key to ask about. */
export const useConsentPage = (consentKey: string | null) => {
  const api = usePublicMainApi();
  return useQuery({
    queryKey: consentPageQueryKey(consentKey ?? ''),
    queryFn: ({ signal }) => fetchConsentPage(api, consentKey ?? '', signal),
    enabled: consentKey !== null,
    // An unknown link stays unknown; a failed connection gets the client's one retry.
    retry: (failures, error) => !isInvalidLinkError(error) && failures < 1,
  });
};
