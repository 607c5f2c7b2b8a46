import { referenceRecipientsEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { callReferenceList } from '../../../api/endpoint-hooks';
import { useReferenceApi } from '../../../api/use-api';
import { referenceCheckKeys } from './query-keys';

export interface RecipientOption {
  id: string;
  email: string;
}

/** POST /customer/recipients: the customer's users who receive reference checks (RTRecipient). */
export const useRecipientUsers = ({ enabled }: { enabled: boolean }) => {
  const api = useReferenceApi();
  return useQuery({
    queryKey: referenceCheckKeys.recipients,
    queryFn: ({ signal }): Promise<RecipientOption[]> =>
      callReferenceList(api, referenceRecipientsEndpoint, {}, { signal }),
    enabled,
  });
};
