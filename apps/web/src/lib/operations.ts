// How a screen reads and changes server state: `useOperation(op, input)` and
// `useOperationMutation(op, { invalidates })`, straight from the contract's declarations, with the
// query key derived from the operation, the club, the user and the input (operation-queries.ts). A
// feature names what a change makes stale by operation; it never builds a key or a wrapper per call.
import { useMemo } from 'react';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Operation, ResponseOf } from '@springboard/contract/operation';
import type { ApiClient, CallInput } from './api-client';
import { useAuth } from './auth-context';
import {
  callOperation,
  fetchPage,
  invalidateOperations,
  isSharedOperation,
  operationKey,
  operationStaleTime,
  pageKey,
  type InvalidationTarget,
  type OperationScope,
  type Page,
  type PageAsk,
} from './operation-queries';
import { useTenant } from './tenant-context';

type OperationKey = ReturnType<typeof operationKey>;

export type OperationQueryOptions<O extends Operation, TData> = Omit<
  UseQueryOptions<ResponseOf<O>, Error, TData, OperationKey>,
  'queryKey' | 'queryFn'
>;

/** What `mutate` takes: the call's input, or nothing for an operation without inputs. */
export type MutationInput<O extends Operation> = Record<never, never> extends CallInput<O> ? CallInput<O> | void : CallInput<O>;

export type Invalidates<O extends Operation> =
  readonly InvalidationTarget[] | ((input: CallInput<O>, data: ResponseOf<O> | undefined) => readonly InvalidationTarget[]);

export type OperationMutationOptions<O extends Operation, TOnMutate = unknown> = Omit<
  UseMutationOptions<ResponseOf<O>, Error, MutationInput<O>, TOnMutate>,
  'mutationFn'
> & {
  /** The reads this change makes stale, refetched once it has settled (see useOperationMutation). */
  invalidates?: Invalidates<O>;
  /** Another client than the operation's own (e.g. the signed-in user's for a visitor operation
   *  that staff call with their token). */
  api?: ApiClient;
};

function useOperationScope(): OperationScope {
  const { club } = useTenant();
  const { user } = useAuth();
  return { club, user: user?.id ?? null };
}

/** A shared (public, visitor) operation is called without a token, as the boot code calls it, so the
 *  answer is the one every user shares; any other with the signed-in user's. */
function useOperationClient(op: Operation): ApiClient {
  const { publicApi } = useTenant();
  const { api } = useAuth();
  return isSharedOperation(op) ? publicApi : api;
}

/** Reads one operation. `input` null: not callable yet (say, no id chosen): nothing is fetched. The
 *  staleTime is the operation's (operation-queries.ts) unless `options` sets one. */
export function useOperation<O extends Operation, TData = ResponseOf<O>>(
  op: O,
  input: CallInput<O> | null,
  options?: OperationQueryOptions<O, TData>,
) {
  const scope = useOperationScope();
  const client = useOperationClient(op);
  return useQuery({
    staleTime: operationStaleTime(op),
    ...options,
    queryKey: operationKey(op, scope, input),
    queryFn: input === null ? skipToken : () => callOperation(client, op, input),
  });
}

/** The rows of a list operation (one that declares `list`). */
export type RowOf<O extends Operation> = ResponseOf<O> extends readonly (infer R)[]
  ? R
  : ResponseOf<O> extends Record<string, unknown>
    ? { [K in keyof ResponseOf<O>]: ResponseOf<O>[K] extends readonly (infer R)[] ? R : never }[keyof ResponseOf<O>]
    : never;

/** Reads one page of a list operation: `ask` is the page, its size, the sort and the search, beside
 *  the screen's own `input` (its filters). The previous page stays on screen while the next one
 *  loads (`isPlaceholderData`), so paging, sorting and typing never blank the table. */
export function usePagedOperation<O extends Operation>(op: O, input: CallInput<O> | null, ask: PageAsk) {
  const scope = useOperationScope();
  const client = useOperationClient(op);
  return useQuery<Page<RowOf<O>>, Error, Page<RowOf<O>>, ReturnType<typeof pageKey<O>>>({
    staleTime: operationStaleTime(op),
    placeholderData: keepPreviousData,
    queryKey: pageKey(op, scope, input, ask),
    queryFn: input === null ? skipToken : () => fetchPage<O, RowOf<O>>(client, op, input, ask),
  });
}

/** The client a list's CSV download goes through (the signed-in user's: its token and club). */
export function useOperationApi(op: Operation): ApiClient {
  return useOperationClient(op);
}

/** The cache of this club and user, by operation: put an answer in it, or invalidate reads. */
export function useOperationCache() {
  const queryClient = useQueryClient();
  const { club, user } = useOperationScope();
  return useMemo(
    () => ({
      set: <O extends Operation>(op: O, input: CallInput<O>, data: ResponseOf<O>) => {
        queryClient.setQueryData(operationKey(op, { club, user }, input), data);
      },
      invalidate: (targets: readonly InvalidationTarget[]) => invalidateOperations(queryClient, club, targets),
    }),
    [queryClient, club, user],
  );
}

/** Calls one operation; `mutate(input)` takes what api.call takes. Once the call has settled, saved or
 *  refused, every read named by `invalidates` is marked stale for the club (all its inputs) and those
 *  on screen are refetched before mutateAsync answers: a refusal may come from a change made
 *  meanwhile (a slot that filled up, an invoice paid elsewhere), and refetching an unchanged answer
 *  changes nothing on screen. `onSuccess` may put the answer in the cache (useOperationCache). */
export function useOperationMutation<O extends Operation, TOnMutate = unknown>(
  op: O,
  options: OperationMutationOptions<O, TOnMutate> = {},
) {
  const { invalidates, api, onSettled, ...rest } = options;
  const own = useOperationClient(op);
  const cache = useOperationCache();
  const client = api ?? own;
  return useMutation<ResponseOf<O>, Error, MutationInput<O>, TOnMutate>({
    ...rest,
    mutationFn: (input) => callOperation(client, op, (input ?? {}) as CallInput<O>),
    onSettled: async (data, error, input, onMutateResult, context) => {
      const call = (input ?? {}) as CallInput<O>;
      const targets = typeof invalidates === 'function' ? invalidates(call, data) : (invalidates ?? []);
      await Promise.all([cache.invalidate(targets), onSettled?.(data, error, input, onMutateResult, context)]);
    },
  });
}
