// The cache identity of an API call, derived from its operation declaration: one key per operation,
// club, caller and input, so every screen reading the same thing shares one cached copy, and a change
// invalidates an operation (all its inputs, for the club) instead of a hand-built key. The React hooks
// over these are in operations.ts; this file has no React so the providers and the boot code use it.
import type { QueryClient } from '@tanstack/react-query';
import { authOperations } from '@springboard/contract/operations/auth';
import { programOperations } from '@springboard/contract/operations/programs';
import { websiteOperations } from '@springboard/contract/operations/website';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ListParams, PageMeta } from '@springboard/contract/lists';
import type { Operation, ResponseOf } from '@springboard/contract/operation';
import type { ApiClient, CallInput } from './api-client';

/** Whose cache a call belongs to: the club of the page and the signed-in user (null: a visitor). */
export type OperationScope = { club: string | null; user: string | null };

/** An operation, or a domain's declarations (`athleteOperations`): every read of it. */
export type InvalidationTarget = Operation | Readonly<Record<string, Operation>>;

/** 'GET /api/athletes/:id': unique per operation, since the server registers one route per method and path. */
export function operationId(op: Operation): string {
  return `${op.method} ${op.path}`;
}

/** Public and visitor operations answer the same to everyone: the web calls them without a token and
 *  every user of the club shares their cache. Any other answer depends on the caller (a family's own
 *  rows, a role's pages), so its key carries the user: signing in as someone else never shows the
 *  previous user's copy. */
export function isSharedOperation(op: Operation): boolean {
  return op.access.kind === 'public' || op.access.kind === 'visitor';
}

type RawInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The input as the request sends it: a query value that is empty is not sent (api-client), and an
 *  empty part is no part, so `{}` and `{ query: { role: undefined } }` are one key. */
function normalizedInput(input: RawInput): RawInput {
  const out: RawInput = {};
  if (input.params && Object.keys(input.params).length) out.params = input.params;
  const query = Object.fromEntries(
    Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  if (Object.keys(query).length) out.query = query;
  if (input.body !== undefined) out.body = input.body;
  return out;
}

/** [operation id, club, user or null for a shared operation, input]; null input: not callable yet. */
export function operationKey<O extends Operation>(op: O, scope: OperationScope, input: CallInput<O> | null) {
  return [
    operationId(op),
    scope.club ?? '',
    isSharedOperation(op) ? null : scope.user,
    input === null ? null : normalizedInput(input as RawInput),
  ] as const;
}

/** One page of a list: `page`, `page_size`, `sort` and `q` asked beside the screen's own filters. */
export type PageAsk = Required<Pick<ListParams, 'page' | 'page_size'>> & Pick<ListParams, 'sort' | 'q'>;

/** The input of one page: the screen's input with the page's parameters in its query (an empty `q`
 *  or `sort` is not sent: the list's default order, no search). */
export function pageInput<O extends Operation>(input: CallInput<O>, ask: PageAsk): CallInput<O> {
  const raw = input as RawInput;
  return { ...raw, query: { ...raw.query, ...ask } } as CallInput<O>;
}

/** A page's key: the operation's key of the page's input, marked as a page (its cached value is
 *  `{ rows, meta }`, not the operation's data), so an invalidation of the operation reaches it too. */
export function pageKey<O extends Operation>(op: O, scope: OperationScope, input: CallInput<O> | null, ask: PageAsk) {
  return [...operationKey(op, scope, input === null ? null : pageInput(input, ask)), 'page'] as const;
}

/** One page of a list as a screen shows it. */
export type Page<Row> = { rows: Row[]; meta: PageMeta };

/** The rows of a list's data: the data itself, or the array at the list's `rowsAt`. */
export function rowsOf<Row>(op: Operation, data: unknown): Row[] {
  const at = op.list?.rowsAt;
  const rows = at && data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[at] : data;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/** Asks the server for one page; an answer without `meta` (a server that does not page) is one page of all. */
export async function fetchPage<O extends Operation, Row>(api: ApiClient, op: O, input: CallInput<O>, ask: PageAsk): Promise<Page<Row>> {
  const answer = await (api.callWithStatus as (op: O, input: CallInput<O>) => ReturnType<ApiClient['callWithStatus']>)(
    op,
    pageInput(input, ask),
  );
  const rows = rowsOf<Row>(op, answer.data);
  return { rows, meta: answer.meta ?? { total: rows.length, page: 1, page_size: Math.max(rows.length, ask.page_size) } };
}

/** How long an answer stays fresh (ms), for the reads that many screens and the boot code (main.tsx)
 *  share and whose data rarely changes; any other read is refetched when a screen using it mounts
 *  (TanStack's default, 0), unless its one screen says otherwise. (Only declarations the entry chunk
 *  already holds: this table is in it.) */
const freshFor = new Map<Operation, number>([
  // The club's name, colours and texts theme every page.
  [settingsOperations.get, 60_000],
  [programOperations.list, 60_000],
  // The club's own website texts: the public pages and their footer.
  [websiteOperations.get, 60_000],
  // The places taken in each slot: registration, the program pages, the athlete forms, reports.
  [programOperations.withSlots, 30_000],
  // The signed-in user's permissions, read by every guard and sidebar.
  [authOperations.me, 60_000],
]);

export function operationStaleTime(op: Operation): number {
  return freshFor.get(op) ?? 0;
}

/** Calls a declaration whose input type the caller has checked (CallInput<O>). */
export function callOperation<O extends Operation>(api: ApiClient, op: O, input: CallInput<O>): Promise<ResponseOf<O>> {
  return (api.call as (op: O, input: CallInput<O>) => Promise<ResponseOf<O>>)(op, input);
}

/** What useQuery, prefetchQuery and fetchQuery need for one call, outside React (the boot code, the
 *  providers). `api` must be the client the operation is called with: without a token when shared. */
export function operationQueryOptions<O extends Operation>(op: O, input: CallInput<O>, scope: OperationScope, api: ApiClient) {
  return {
    queryKey: operationKey(op, scope, input),
    queryFn: () => callOperation(api, op, input),
    staleTime: operationStaleTime(op),
  };
}

function targetOperations(targets: readonly InvalidationTarget[]): Operation[] {
  return targets.flatMap((t) =>
    typeof t.method === 'string' && typeof t.path === 'string' ? [t as Operation] : Object.values(t as Record<string, Operation>),
  );
}

/** Marks stale every cached answer of these operations for the club, whatever its input and user;
 *  those on screen are refetched, and the promise settles when they are. */
export function invalidateOperations(
  queryClient: QueryClient,
  club: string | null,
  targets: readonly InvalidationTarget[],
): Promise<void> {
  const ids = new Set(targetOperations(targets).map(operationId));
  if (!ids.size) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[1] === (club ?? '') && typeof q.queryKey[0] === 'string' && ids.has(q.queryKey[0]),
  });
}
