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
import type { ReferenceApi, ReferenceCallOptions } from './reference-api';
import { useMainApi, useReferenceApi } from './use-api';

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

/** What a reference-service call sends: its contract's body (the service takes every call as a POST). */
export type ReferenceBody<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : undefined;

/**
 * Calls a reference-service contract whose answer carries one item and answers that item (`result[0]`);
 * an empty result fails with the contract's fallback message (spec §7: single results are the first).
 */
export const callReferenceItem = async <E extends Endpoint>(
  api: ReferenceApi,
  endpoint: E,
  body: ReferenceBody<E>,
  options: ReferenceCallOptions = {},
): Promise<ItemOf<E>> => {
  const envelope = (await api.call(endpoint, { body, ...options } as Pick<EndpointInput<E>, 'body'> &
    ReferenceCallOptions)) as { result: readonly ItemOf<E>[] };
  return firstResult(envelope, endpoint);
};

/** Calls a reference-service contract and answers its whole result list. */
export const callReferenceList = async <E extends Endpoint>(
  api: ReferenceApi,
  endpoint: E,
  body: ReferenceBody<E>,
  options: ReferenceCallOptions = {},
): Promise<ItemOf<E>[]> => {
  const envelope = (await api.call(endpoint, { body, ...options } as Pick<EndpointInput<E>, 'body'> &
    ReferenceCallOptions)) as { result: ItemOf<E>[] };
  return envelope.result;
};

/** A query of the one item a reference-service contract answers; the query's abort signal goes along. */
export const useReferenceItemQuery = <E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  body: ReferenceBody<E>,
  options: Omit<UseQueryOptions<ItemOf<E>>, 'queryKey' | 'queryFn'> = {},
) => {
  const api = useReferenceApi();
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => callReferenceItem(api, endpoint, body, { signal }),
  });
};

/** A change through the reference service, as useApiMutation for the main API. */
export const useReferenceMutation = <Input = void, Result = void>(
  call: (api: ReferenceApi, input: Input) => Promise<Result>,
  onSuccess?: (queryClient: QueryClient, result: Result) => unknown,
) => {
  const api = useReferenceApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    ...(onSuccess ? { onSuccess: (result: Result) => onSuccess(queryClient, result) } : {}),
  });
};
