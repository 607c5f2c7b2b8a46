import {
  DEFAULT_PAGE_SIZE,
  getPsPersonRenewalsEndpoint,
  listPsRenewalsEndpoint,
  type PsClassRenewal,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { toListPage } from '../../../components/list/list-page';

/** Under the portal's key, so a saved card (which refreshes all of 'sak') refreshes its due days too. */
const renewalKeys = {
  list: (page: number) => ['sak', 'renewals', page] as const,
  card: (id: string) => ['sak', 'renewals', 'card', id] as const,
};

/** GET /protective-security/renewals: clearances overdue or due within 60 days, soonest first; `page` from 1. */
export const useRenewals = (page: number, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: renewalKeys.list(page),
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listPsRenewalsEndpoint, {
          query: { page: page - 1, size: DEFAULT_PAGE_SIZE },
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** GET /protective-security/persons/{id}/renewals: when each cleared placement of the card is due. */
export const useCardRenewals = (id: string, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: renewalKeys.card(id),
    queryFn: async ({ signal }): Promise<PsClassRenewal[]> =>
      (await api.call(getPsPersonRenewalsEndpoint, { params: { id }, signal })).result,
    enabled,
  });
};
