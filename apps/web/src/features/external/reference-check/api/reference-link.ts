import { populateReferenceOrderEndpoint, type ReferenceLinkView } from '@granska/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../api/api-error';
import { callReferenceItem } from '../../../../api/endpoint-hooks';
import { usePublicReferenceApi } from '../../../../api/use-public-reference-api';

export const referenceLinkQueryKey = (key: string) => ['reference-link', key] as const;

/** What the candidate's or a referee's page shows, by the key of their link (POST /order/populate). */
export const useReferenceLink = (key: string) => {
  const api = usePublicReferenceApi();
  return useQuery({
    queryKey: referenceLinkQueryKey(key),
    queryFn: async ({ signal }): Promise<ReferenceLinkView> => {
      const view = await callReferenceItem(api, populateReferenceOrderEndpoint, { key }, { signal });
      if (!('role' in view)) throw new ApiError(populateReferenceOrderEndpoint.errorMessage);
      return view;
    },
    retry: false,
  });
};

/** A link that is unknown, replaced by a reminder's, or spent. */
export const isInvalidLink = (error: unknown): boolean =>
  error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 410);

/** Loads the link's page anew (after each change the person makes). */
export const useRefreshLink = (key: string) => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: referenceLinkQueryKey(key) });
};
