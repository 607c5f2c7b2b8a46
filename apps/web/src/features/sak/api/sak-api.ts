import {
  createPsPersonEndpoint,
  createPsTagEndpoint,
  DEFAULT_PAGE_SIZE,
  deletePsPersonEndpoint,
  deletePsTagEndpoint,
  getPsPersonEndpoint,
  importPsPersonsEndpoint,
  listPsPersonsEndpoint,
  listPsTagsEndpoint,
  type PsImportRequest,
  type PsPersonInput,
  type PsPersonRow,
  type PsPersonView,
  pageCount,
  updatePsPersonEndpoint,
  updatePsTagEndpoint,
} from '@granska/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { useMainApi, useTagsApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';

export interface RegisterFilter {
  search: string;
  tag: string | null;
  /** 1-based, like the pager. */
  page: number;
}

export const sakKeys = {
  all: ['sak'] as const,
  persons: ['sak', 'persons'] as const,
  register: (filter: RegisterFilter) => ['sak', 'persons', 'register', filter] as const,
  person: (id: string) => ['sak', 'persons', 'card', id] as const,
  tags: ['sak', 'tags'] as const,
};

/** GET /protective-security/persons: a page of the register (0-based on the wire). */
export const useRegisterPage = (filter: RegisterFilter, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  const search = filter.search.trim();
  return useQuery({
    queryKey: sakKeys.register({ ...filter, search }),
    queryFn: async ({ signal }): Promise<ListPage<PsPersonRow>> => {
      const envelope = await api.call(listPsPersonsEndpoint, {
        query: {
          page: filter.page - 1,
          size: DEFAULT_PAGE_SIZE,
          search: search || undefined,
          tag: filter.tag ?? undefined,
        },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const usePersonCard = (id: string) =>
  useItemQuery(sakKeys.person(id), getPsPersonEndpoint, { params: { id } });

const cardSaved = (queryClient: QueryClient, card: PsPersonView) => {
  queryClient.setQueryData(sakKeys.person(card.id), card);
  return queryClient.invalidateQueries({ queryKey: sakKeys.all });
};

export const useCreatePerson = () =>
  useApiMutation(
    (api, input: PsPersonInput) => callForItem(api, createPsPersonEndpoint, { body: input }),
    cardSaved,
  );

export const useUpdatePerson = () =>
  useApiMutation(
    (api, { id, input }: { id: string; input: PsPersonInput }) =>
      callForItem(api, updatePsPersonEndpoint, { params: { id }, body: input }),
    cardSaved,
  );

export const useDeletePerson = () =>
  useApiMutation(
    (api, id: string) => callForItem(api, deletePsPersonEndpoint, { params: { id } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: sakKeys.persons }),
  );

/** GET /tags/tag: the customer's tags (the tags service). */
export const useTags = ({ enabled }: { enabled: boolean }) => {
  const api = useTagsApi();
  return useQuery({
    queryKey: sakKeys.tags,
    queryFn: async ({ signal }) => (await api.call(listPsTagsEndpoint, { signal })).result,
    enabled,
  });
};

const useTagMutation = <Input>(
  call: (api: ReturnType<typeof useTagsApi>, input: Input) => Promise<unknown>,
) => {
  const api = useTagsApi();
  return useApiMutation(
    (_mainApi, input: Input) => call(api, input),
    (queryClient) => queryClient.invalidateQueries({ queryKey: sakKeys.all }),
  );
};

export const useCreateTag = () =>
  useTagMutation((api, name: string) => callForItem(api, createPsTagEndpoint, { body: { name } }));

export const useRenameTag = () =>
  useTagMutation((api, { id, name }: { id: string; name: string }) =>
    callForItem(api, updatePsTagEndpoint, { params: { id }, body: { name } }),
  );

export const useDeleteTag = () =>
  useTagMutation((api, id: string) => callForItem(api, deletePsTagEndpoint, { params: { id } }));

/** POST /protective-security/persons/import: the preview (confirm false) or the import of the good lines. */
export const useImportPersons = () =>
  useApiMutation(
    (api, input: PsImportRequest) => callForItem(api, importPsPersonsEndpoint, { body: input }),
    (queryClient, result) =>
      result.imported > 0 ? queryClient.invalidateQueries({ queryKey: sakKeys.all }) : undefined,
  );
