// The web app's one way to call the API: sends x-tenant-id and the bearer token, stores a fresh
// `token` a response carries, and turns the error envelope into an ApiError with the server's words.
import type { ApiBody, ErrorDetail } from '@springboard/contract/api';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's message for one field, for showing under that field. */
  fieldMessage(field: string): string | undefined {
    return this.details.find((d) => d.field === field)?.message;
  }
}

export type TokenSource = {
  /** A valid access token (refreshed first when close to expiry), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** A response carried a fresh access token. */
  onFreshToken: (token: string) => void;
};

export type RequestOptions = { body?: unknown; auth?: boolean; query?: Record<string, string | number | boolean | undefined> };

export type ApiClient = {
  request: <T>(method: string, path: string, opts?: RequestOptions) => Promise<{ status: number; body: ApiBody<T> }>;
  get: <T>(path: string, opts?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => Promise<T>;
  del: <T>(path: string, opts?: RequestOptions) => Promise<T>;
};

export function createApiClient(club: string | null, tokens: TokenSource | null, baseUrl = '/api'): ApiClient {
  async function request<T>(method: string, path: string, opts: RequestOptions = {}) {
    if (!club) throw new ApiError('Tenant context required', 400);
    const headers: Record<string, string> = { 'x-tenant-id': club, accept: 'application/json' };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const token = tokens ? await tokens.getAccessToken() : null;
    if (opts.auth && !token) throw new ApiError('Authentication required', 401);
    if (token) headers.authorization = `Bearer ${token}`;
    const qs = opts.query
      ? '?' +
        new URLSearchParams(
          Object.entries(opts.query)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ).toString()
      : '';
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}${qs}`, {
        method,
        headers,
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
    } catch {
      throw new ApiError('Unknown error occurred', 0);
    }
    let body: ApiBody<T>;
    try {
      body = (await res.json()) as ApiBody<T>;
    } catch {
      throw new ApiError(`API request failed with status ${res.status}`, res.status);
    }
    if (body.success && body.token) tokens?.onFreshToken(body.token);
    return { status: res.status, body };
  }

  async function data<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
    const { status, body } = await request<T>(method, path, opts);
    if (!body.success || status >= 400) {
      const failure = body as { error?: string; details?: ErrorDetail[] };
      throw new ApiError(failure.error ?? `API request failed with status ${status}`, status, failure.details ?? []);
    }
    return body.data;
  }

  return {
    request,
    get: (path, opts) => data('GET', path, opts),
    post: (path, body, opts) => data('POST', path, { ...opts, body: body ?? {} }),
    put: (path, body, opts) => data('PUT', path, { ...opts, body: body ?? {} }),
    patch: (path, body, opts) => data('PATCH', path, { ...opts, body: body ?? {} }),
    del: (path, opts) => data('DELETE', path, opts),
  };
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return 'Unknown error occurred';
}
