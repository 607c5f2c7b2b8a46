import type { Endpoint, EndpointInput, EndpointResponse } from '@granska/domain';
import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallOptions, firstResult, type MainApi } from './main-api';
import { useMainApi } from './use-api';

/** The item of an answer that carries one (`result[0]`). */
export type ItemOf<E extends Endpoint> =
  EndpointResponse<E> extends { result: readonly (infer T)[] } ? T : never;

/** Calls an endpoint whose answer carries one item and answers that item (firstResult). */
export const callForItem = async <E extends Endpoint>(
  api: MainApi,
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<ItemOf<E>> =>
  firstResult((await api.call(endpoint, input)) as { result: readonly ItemOf<E>[] }, {
    errorMessage: input.errorMessage ?? endpoint.errorMessage,
  });

/** A query of the one item an endpoint answers; the query's abort signal goes with the call. */
export const useItemQuery = <E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<ItemOf<E>>, 'queryKey' | 'queryFn'> = {},
) => {
  const api = useMainApi();
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => callForItem(api, endpoint, { ...input, signal }),
  });
};

/**
 * A change through the main API: `call` sends it; `onSuccess` gets the query client to refresh or set
 * what the change touched (its promise is awaited before the mutation counts as done).
 */
export const useApiMutation = <Input = void, Result = void>(
  call: (api: MainApi, input: Input) => Promise<Result>,
  onSuccess?: (queryClient: QueryClient, result: Result) => unknown,
) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    ...(onSuccess ? { onSuccess: (result: Result) => onSuccess(queryClient, result) } : {}),
  });
};
