import { decryptReferenceEndpoint, populateReferenceEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { callReferenceList, useReferenceMutation } from '../../../api/endpoint-hooks';
import { useReferenceApi } from '../../../api/use-api';
import { referenceCheckKeys } from './query-keys';

/** POST /reference/populate {orderId}: the order's referees, their states and logs, no personal data. */
export const useOrderReferences = (orderId: string, { enabled }: { enabled: boolean }) => {
  const api = useReferenceApi();
  return useQuery({
    queryKey: referenceCheckKeys.references(orderId),
    queryFn: ({ signal }) => callReferenceList(api, populateReferenceEndpoint, { orderId }, { signal }),
    enabled,
    // The candidate and the referees change them from their own pages (see useReferenceOrder).
    refetchOnMount: 'always',
  });
};

/**
 * POST /reference/decrypt {orderId}: every referee of the order in clear (name, relationship, contact
 * details, answers, a decline's reason). Audited: only when the user asks, and never cached.
 */
export const useDecryptOrderReferences = () =>
  useReferenceMutation((api, orderId: string) =>
    callReferenceList(api, decryptReferenceEndpoint, { orderId }),
  );
