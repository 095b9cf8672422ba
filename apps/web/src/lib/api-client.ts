// The web app's one way to call the API: `api.call(operation, input)` with an operation declared in
// packages/contract, so the URL, the inputs and the response type all come from the declaration the
// server registers (no URL string or response type written by hand in a feature). It sends
// x-tenant-id and the bearer token, stores a fresh `token` a response carries, and turns the error
// envelope into an ApiError with its catalogue code, params and details (lib/server-messages.ts
// translates them).
import type { ApiBody, ErrorDetail } from '@springboard/contract/api';
import { english, isMessageCode, reason, type MessageCode, type ParamValue, type Reason } from '@springboard/contract/messages';
import type { PageMeta } from '@springboard/contract/lists';
import {
  buildPath,
  type BodyIn,
  type Operation,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@springboard/contract/operation';

export class ApiError extends Error {
  /** The catalogue code of the refusal, and the values its sentence names. */
  readonly code: MessageCode;
  readonly params: Record<string, ParamValue> | undefined;
  constructor(
    readonly status: number,
    said: Reason,
    readonly details: ErrorDetail[] = [],
    /** The server's English sentence (the catalogue's when the refusal is the web app's own). */
    message: string = english(said),
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = said.code;
    this.params = said.params;
  }
  /** The refusal of one field, for showing (translated) under that field. */
  fieldDetail(field: string): ErrorDetail | undefined {
    return this.details.find((d) => d.field === field);
  }
}

export type TokenSource = {
  /** A valid access token (refreshed first when close to expiry), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** A response carried a fresh access token. */
  onFreshToken: (token: string) => void;
};

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : Record<never, never> extends T
      ? { [P in K]?: T } // every field optional (a list's query): may be left out
      : { [P in K]: T };
/** What a call of this operation sends: `params`, `query` and `body` exactly where it declares them. */
export type CallInput<O extends Operation> = Part<'params', ParamsIn<O>> & Part<'query', QueryIn<O>> & Part<'body', BodyIn<O>>;
type Args<O extends Operation> = Record<never, never> extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

export type ApiClient = {
  /** The envelope's data; any failure (or a status ≥ 400) throws ApiError. */
  call: <O extends Operation>(op: O, ...input: Args<O>) => Promise<ResponseOf<O>>;
  /** The status and data, for operations whose success statuses mean different things (e.g. 226). */
  callWithStatus: <O extends Operation>(op: O, ...input: Args<O>) => Promise<Answer<ResponseOf<O>>>;
  /** A list's CSV file of every matching row (`format=csv`), with the name the server gives it. */
  download: <O extends Operation>(op: O, ...input: Args<O>) => Promise<{ blob: Blob; fileName: string }>;
};

/** A success: its status, data, message, and a paged list's `meta`. */
export type Answer<T> = { status: number; data: T; message?: string; meta?: PageMeta };

const CSV = /^text\/csv\b/i;

/** The file name of a `content-disposition: attachment; filename="x.csv"` header. */
export function attachmentName(header: string | null, fallback: string): string {
  const name = /filename="?([^";]+)"?/i.exec(header ?? '')?.[1]?.trim();
  return name || fallback;
}

const SIGNED_IN = new Set(['signedIn', 'family', 'staff', 'admin']);

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, String(v)]);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/** The GETs that the boot script of index.html (vite.config.ts, firstLoad) sent for a visitor of
 *  `club` before this code arrived (the club's settings, the landing's programs), by URL. */
type EarlyGets = { club: string; responses: Record<string, Promise<Response> | undefined> };
declare global {
  interface Window {
    __springboardEarly?: EarlyGets;
  }
}

/** The boot script's answer to this GET, taken once (the next call fetches afresh). */
function takeEarly(club: string | null, url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__springboardEarly;
  if (!early || early.club !== club) return undefined;
  const res = early.responses[url];
  delete early.responses[url];
  return res;
}

export function createApiClient(club: string | null, tokens: TokenSource | null, baseUrl = ''): ApiClient {
  async function send(op: Operation, input: { params?: unknown; query?: unknown; body?: unknown } = {}, csv = false) {
    if (!club && op.access.kind !== 'public') throw new ApiError(400, reason('tenant_required'));
    const headers: Record<string, string> = { accept: csv ? 'text/csv' : 'application/json' };
    if (club) headers['x-tenant-id'] = club;
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    // A file operation (`rawBody`) sends the file's bytes as they are; the server reads their type.
    if (hasBody) headers['content-type'] = op.rawBody ? 'application/octet-stream' : 'application/json';
    const token = tokens ? await tokens.getAccessToken() : null;
    if (SIGNED_IN.has(op.access.kind) && !token) throw new ApiError(401, reason('authentication_required'));
    if (token) headers.authorization = `Bearer ${token}`;
    const url = `${baseUrl}${buildPath(op.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query as Record<string, unknown> | undefined)}`;
    let res: Response;
    try {
      const body = op.rawBody ? (input.body as BodyInit) : JSON.stringify(input.body ?? {});
      const early = op.method === 'GET' && !token ? takeEarly(club, url) : undefined;
      res = await (early ?? fetch(url, { method: op.method, headers, ...(hasBody ? { body } : {}) }));
    } catch {
      throw new ApiError(0, reason('network_error'));
    }
    // A CSV answer is the file; any other (an error's envelope) is read as below.
    if (csv && res.ok && CSV.test(res.headers.get('content-type') ?? '')) {
      const fileName = attachmentName(res.headers.get('content-disposition'), `${op.list?.csv ?? 'list'}.csv`);
      return { status: res.status, data: undefined, blob: await res.blob(), fileName };
    }
    let body: ApiBody<unknown>;
    try {
      body = (await res.json()) as ApiBody<unknown>;
    } catch {
      throw new ApiError(res.status, reason('bad_response', { status: res.status }));
    }
    if (body.success && body.token) tokens?.onFreshToken(body.token);
    if (!body.success || res.status >= 400) {
      const failure = body as { error?: string; code?: unknown; params?: Record<string, ParamValue>; details?: ErrorDetail[] };
      const said: Reason = isMessageCode(failure.code)
        ? { code: failure.code, ...(failure.params ? { params: failure.params } : {}) }
        : reason('bad_response', { status: res.status });
      throw new ApiError(res.status, said, failure.details ?? [], failure.error ?? english(said));
    }
    const meta = (body as { meta?: PageMeta }).meta;
    return {
      status: res.status,
      data: body.data,
      ...(body.message !== undefined ? { message: body.message } : {}),
      ...(meta ? { meta } : {}),
    };
  }

  return {
    call: async (op, ...input) => (await send(op, input[0])).data as never,
    callWithStatus: async (op, ...input) => (await send(op, input[0])) as never,
    download: async (op, ...input) => {
      const asked = input[0] as { query?: Record<string, unknown> } | undefined;
      const answer = await send(op, { ...asked, query: { ...asked?.query, format: 'csv' } }, true);
      if (!('blob' in answer) || !answer.blob) throw new ApiError(answer.status, reason('not_csv'));
      return { blob: answer.blob, fileName: answer.fileName ?? 'list.csv' };
    },
  };
}
