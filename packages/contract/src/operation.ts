// One declaration per API operation: method, path, inputs, response and who may call it. The server
// registers its routes only from these (apps/server/src/platform/operations.ts), the web app calls
// them only through its typed client (apps/web/src/lib/api-client.ts), and the OpenAPI document
// comes from the same schemas. See docs/decisions/0006-operation-declarations.md.
import type { FixedCode } from './messages.js';
import type { z } from 'zod';
import type { ListSpec } from './lists.js';
import type { Permission } from './permissions.js';

/** Rows a family owns, found by id: the server looks up the owning membership before the handler. */
export type FamilyEntity = 'membership' | 'athlete' | 'invoice' | 'payment' | 'customer';

/** Where the id of the family's row is in the request, e.g. `{ entity: 'athlete', in: 'params', key: 'id' }`. */
export type OwnerRef = { entity: FamilyEntity; in: 'params' | 'query' | 'body'; key: string };

/** One permission, or several of which any one will do (e.g. enrolling from two pages). */
export type PermissionRule = Permission | readonly Permission[];

export type Access =
  /** Needs no club: health, API docs, tenant lookup by domain, the Stripe webhook by path. */
  | { kind: 'public' }
  /** Anyone on the club's site; a valid token of the club is read if sent. */
  | { kind: 'visitor' }
  /** Any signed-in user of the club, about themselves (who am I, sign out, change password). */
  | { kind: 'signedIn' }
  /**
   * A family's own rows: a member reaches their family only (another family's id answers 404, never
   * the rows); staff holding `staff` (a permission) and admins reach every family. With `owner`, the
   * server finds the row's family before the handler; without, the handler gets the caller's scope
   * (their membership, or null = every family) to filter a list by.
   */
  | { kind: 'family'; staff: PermissionRule; owner?: OwnerRef }
  /** Staff holding the permission, and admins. */
  | { kind: 'staff'; permission: PermissionRule }
  | { kind: 'admin' };

export type AccessKind = Access['kind'];

/** Helpers that keep the rule's literal type (the server types `ctx.user` from it). */
export const access = {
  public: { kind: 'public' } as const,
  visitor: { kind: 'visitor' } as const,
  signedIn: { kind: 'signedIn' } as const,
  admin: { kind: 'admin' } as const,
  staff: <const P extends PermissionRule>(permission: P) => ({ kind: 'staff', permission }) as const,
  family: <const P extends PermissionRule>(staff: P, owner?: OwnerRef) =>
    ({ kind: 'family', staff, ...(owner ? { owner } : {}) }) as const,
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RawBody = { field: string; contentTypes: readonly string[]; maxBytes: number; tooLarge: FixedCode };

export type Operation<
  M extends Method = Method,
  A extends Access = Access,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: M;
  /** Fastify syntax: '/api/memberships/:id'. */
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The envelope's `data`. */
  response: R;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Other success statuses the operation may answer with the same envelope (e.g. 226 for a taken e-mail). */
  alsoOk?: readonly number[];
  /** Error statuses beyond the usual 400/401/403/404/409/429 (402 declined, 502 provider down). */
  errors?: readonly number[];
  /** The request body is a file's raw bytes, not JSON (`body` then types it as a Uint8Array): the
   *  content types accepted ('image/*' for a family), the size limit, and the field a refusal names. */
  rawBody?: RawBody;
  /** The success answer is a file's raw bytes of one of these types (the handler sets which), not the
   *  JSON envelope; errors still answer with the envelope. */
  rawResponse?: { contentTypes: readonly string[] };
  /** A list a screen shows as a table (lists.ts): its query is `listQuery(list)` (plus its own
   *  filters); it answers one page with `meta` when asked for one, and CSV when asked for CSV. */
  list?: ListSpec;
  tags: readonly string[];
  summary?: string;
  description?: string;
};

/** Keeps every literal of the declaration (method, access, schemas) for the server and the client. */
export function defineOperation<
  const M extends Method,
  const A extends Access,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(op: Operation<M, A, P, Q, B, R>): Operation<M, A, P, Q, B, R> {
  return op;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives (after parsing). */
export type ParamsOf<O> = O extends Operation<any, any, infer P, any, any, any> ? Out<P> : never;
export type QueryOf<O> = O extends Operation<any, any, any, infer Q, any, any> ? Out<Q> : never;
export type BodyOf<O> = O extends Operation<any, any, any, any, infer B, any> ? Out<B> : never;
/** What a caller sends (before parsing). */
export type ParamsIn<O> = O extends Operation<any, any, infer P, any, any, any> ? In<P> : never;
export type QueryIn<O> = O extends Operation<any, any, any, infer Q, any, any> ? In<Q> : never;
export type BodyIn<O> = O extends Operation<any, any, any, any, infer B, any> ? In<B> : never;
/** The envelope's `data` as the handler returns it and the caller receives it. */
export type ResponseOf<O> = O extends Operation<any, any, any, any, any, infer R> ? z.output<R> : never;
export type AccessOf<O> = O extends Operation<any, infer A, any, any, any, any> ? A : never;

/** The path with its `:params` filled in and encoded. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const v = params?.[key];
    if (v === undefined || v === null || v === '') throw new Error(`${path}: missing path parameter ${key}`);
    return encodeURIComponent(String(v));
  });
}
