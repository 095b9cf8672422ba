// Registers API routes from their declarations in packages/contract (the only way a module adds an
// /api route; app.ts refuses any other), and runs each request the same way:
//
//   bearer → [before: rate limits] → one transaction: the caller's live session, role and permissions
//   → the declared access (401/403) → the request's validation (400) → the family owning the ids
//   (404 for another family's) → the handler, whose first `run` is that same transaction.
//
// So access is checked in one place, before validation (a refused caller learns nothing from a 400),
// and a request opens one transaction unless its handler deliberately runs several. A GET's
// transaction is READ ONLY (`writes: true` opts out). The session lookup and the named row's owner
// are sent with the transaction's opening, in its first round trip (db/tenant-tx.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PageMeta } from '@springboard/contract/lists';
import type {
  AccessOf,
  BodyOf,
  Operation,
  OwnerRef,
  PermissionRule,
  ParamsOf,
  QueryOf,
  RawBody,
  ResponseOf,
} from '@springboard/contract/operation';
import { completeWith, type OpenTx, type Runner, type Statement } from '../db/tenant-tx.js';
import type { Tenant } from './tenancy.js';
import { answeredWithFile, CsvReply, csvColumns, wantsCsv } from './csv-reply.js';
import { listRequestOf, WHOLE_LIST, type ListRequest, type Listed } from './lists.js';
import { allows, familyScopeOf, type FamilyScope, type Principal } from './access.js';
import type { FixedCode } from '@springboard/contract/messages';
import { AppError, fieldError } from './app-error.js';
import { envelope, errorEnvelope, errorResponses, type Envelope } from './envelope.js';
import { ownerFrom, ownerStatement } from './family-owners.js';
import { principalFrom, principalStatement } from './principal.js';
import { SLIDING_REFRESH_SECONDS, type AccessClaims } from './tokens.js';

type Claims = AccessClaims & { expiresAt: number };

type SignedInKinds = 'signedIn' | 'family' | 'staff' | 'admin';

export type OperationContext<O extends Operation> = {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
  /** The signed-in caller: always there for signed-in rules, when a valid token came for visitor rules. */
  user: AccessOf<O> extends { kind: SignedInKinds } ? Principal : Principal | null;
  /** `family` rules: the caller's family, or null for staff and admins (every family). */
  scope: FamilyScope;
  tenant: AccessOf<O> extends { kind: 'public' } ? null : Tenant;
  /** The request's transaction runner: its first call continues the transaction access was checked in. */
  run: AccessOf<O> extends { kind: 'public' } ? null : Runner;
  /** A list's paging, sort, search and CSV (platform/lists.ts); the whole list for other operations. */
  list: ListRequest;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** What a handler returns: the envelope's data and message; the status is the declaration's. */
export type Result<T> = { data: T; message?: string; meta?: PageMeta };

type HandlerOptions = {
  /** Runs before the transaction opens (rate limits), with the token's claims if one was sent. */
  before?: (req: FastifyRequest, reply: FastifyReply, claims: Claims | null) => Promise<void>;
  /** A GET whose handler writes (creates what it shows on first read): its request's transaction
   *  is not READ ONLY. */
  writes?: true;
};

/** What a handler that reads without its caller gets: no `user`, no `scope`. */
export type CallerFreeContext<O extends Operation> = Omit<OperationContext<O>, 'user' | 'scope'>;

export type OperationHandler<O extends Operation> = HandlerOptions &
  (
    | {
        /** A GET answered from its caller alone (the session lookup, nothing else read): its READ
         *  ONLY transaction commits in the lookup's round trip. A `run` it makes anyway reads in a
         *  READ ONLY transaction of its own, so this saves a round trip and can never read less. */
        answersFromCaller?: true;
        readsWithLookup?: undefined;
        handle: (ctx: OperationContext<O>) => Promise<Result<ResponseOf<O>>>;
      }
    | {
        /** A GET whose reads do not depend on who calls (a staff list, a family's rows named by the
         *  path): its first statements go on the wire with the session lookup, in one round trip.
         *  PostgreSQL runs the lookup first, in the same READ ONLY transaction, and the rows are
         *  used only when access is granted on it; otherwise they are dropped and the answer is the
         *  refusal, as before. Its context has no `user` or `scope`, so it cannot depend on them. */
        readsWithLookup: true;
        answersFromCaller?: undefined;
        handle: (ctx: CallerFreeContext<O>) => Promise<Result<ResponseOf<O>>>;
      }
  );

export type Handlers<Ops extends Record<string, Operation>> = { [K in keyof Ops]: OperationHandler<Ops[K]> };

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

/**
 * For the one visitor operation that turns into a family operation when it names a row (a payment
 * intent for an invoice): the same rule as `family`, judged by the same functions. Returns the scope.
 */
export function requireFamilyCaller(user: Principal | null, staff: PermissionRule): FamilyScope {
  if (!user) throw new AppError('UNAUTHORIZED', 'authentication_required');
  if (!allows({ kind: 'family', staff }, user)) throw new AppError('FORBIDDEN', 'forbidden');
  return familyScopeOf(user);
}

export function result<T>(data: T, message?: string): Result<T> {
  return message === undefined ? { data } : { data, message };
}

/** A list's answer (platform/lists.ts): its rows, with `meta` when a page was asked for. */
export function listResult<T>(listed: Listed<T>, message?: string): Result<T[]> {
  const out = result(listed.rows, message);
  return listed.meta ? { ...out, meta: listed.meta } : out;
}

/** Every operation of a group with its handler: a missing handler fails typecheck. */
export function registerOperations<Ops extends Record<string, Operation>>(
  app: FastifyInstance,
  ops: Ops,
  handlers: Handlers<Ops>,
): void {
  for (const key of Object.keys(ops) as (keyof Ops & string)[]) {
    registerOperation(app, ops[key]!, handlers[key] as OperationHandler<Operation>);
  }
}

function openApiSchema(op: Operation) {
  const ok = envelope(op.response, op.list !== undefined);
  // A raw (file) answer is sent as it is: no envelope to serialize.
  const response: Record<number, z.ZodType> = { ...(op.rawResponse ? {} : { [op.status ?? 200]: ok }), ...errorResponses };
  for (const s of op.alsoOk ?? []) response[s] = ok;
  for (const s of op.errors ?? []) response[s] = errorEnvelope;
  // A raw (file) body is checked by its handler (its type from its first bytes): any bytes pass here.
  const body = op.rawBody ? z.unknown().describe('The file itself (its raw bytes)') : op.body;
  return {
    tags: [...op.tags],
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.description ? { description: op.description } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(body ? { body } : {}),
    ...(op.rawBody ? { consumes: [...op.rawBody.contentTypes] } : {}),
    ...(op.list ? { produces: ['application/json', 'text/csv'] } : {}),
    ...(op.access.kind !== 'public' && op.access.kind !== 'visitor' ? { security: [{ bearer: [] }] } : {}),
    response,
  };
}

function registerOperation(app: FastifyInstance, op: Operation, handler: OperationHandler<Operation>): void {
  const rule = op.access;
  const status = op.status ?? 200;
  if (op.rawBody) acceptRawBody(app, op.rawBody);
  app.route({
    method: op.method,
    url: op.path,
    config: { access: rule, operation: op },
    // Validation waits until access is judged (below): a refused caller gets 401/403, not a 400.
    attachValidation: true,
    schema: openApiSchema(op),
    handler: async (req, reply) => {
      const claims = rule.kind === 'public' ? null : await verifiedClaims(app, req);
      if (!claims && rule.kind !== 'public' && rule.kind !== 'visitor')
        throw new AppError('UNAUTHORIZED', 'authentication_required');
      if (handler.before) await handler.before(req, reply, claims);

      if (rule.kind === 'public') {
        if (req.validationError) throw req.validationError;
        const ctx = {
          params: req.params,
          query: req.query,
          body: req.body,
          user: null,
          scope: null,
          tenant: null,
          run: null,
          list: WHOLE_LIST,
          req,
          reply,
        };
        return send(reply, status, await handler.handle(ctx as never), op);
      }

      return signedIn(app, op, handler, req, reply, claims);
    },
  });
}

/** A GET that does not declare it writes: its transaction is READ ONLY. */
const onlyReads = (op: Operation, handler: OperationHandler<Operation>) => op.method === 'GET' && !handler.writes;

/**
 * A club operation for the caller of `claims` (or no one): the session, and the owner of the row a
 * family rule names, looked up with the transaction's opening.
 */
async function signedIn(
  app: FastifyInstance,
  op: Operation,
  handler: OperationHandler<Operation>,
  req: FastifyRequest,
  reply: FastifyReply,
  claims: Claims | null,
): Promise<unknown> {
  const rule = op.access;
  const ownerRef = rule.kind === 'family' ? rule.owner : undefined;
  const ownedId = ownerRef ? ownedIdOf(ownerRef, req) : null;
  // A membership is its own family: its owner is its id, with no lookup.
  const ownerLookup =
    claims && ownerRef && ownedId !== null && ownerRef.entity !== 'membership' ? ownerStatement(ownerRef.entity, ownedId) : null;
  // A CSV download reads its batches in one snapshot (the rows do not move between batches).
  const csv = op.list && wantsCsv(req) ? new CsvReply(reply, op.list, csvColumns(op.response, op.list)) : null;
  const tx = new RequestTransaction(app, req.tenant.id, onlyReads(op, handler), csv !== null, handler.answersFromCaller === true);
  // What every handler gets; `user` and `scope` are added once access is granted.
  const base = { params: req.params, query: req.query, body: req.body, tenant: req.tenant, run: tx.run, req, reply };
  // A `readsWithLookup` handler started with the lookup: awaited once access is granted, let finish
  // and dropped when refused.
  let early: Promise<Result<unknown>> | null = null;
  try {
    let user: Principal | null = null;
    let owner: string | null | undefined;
    let list: ListRequest | undefined;
    if (claims) {
      // No statement: the token names no session that can exist, and the caller is no one.
      const statement = principalStatement(claims.sessionId, claims.userId);
      if (statement) {
        const opened = tx.openWith([statement, ...(ownerLookup ? [ownerLookup] : [])]);
        // Valid input only: a refused caller still gets 401/403, never a 400 (judged below).
        list =
          handler.readsWithLookup && onlyReads(op, handler) && !csv && !req.validationError ? validListOf(op, req) : undefined;
        if (list) {
          early = handler.handle({ ...base, list } as never);
          early.catch(() => {});
        }
        const [rows, ownerRows] = await opened;
        user = principalFrom(rows ?? [], claims.sessionId);
        owner = ownerRef?.entity === 'membership' ? ownedId : ownerLookup ? ownerFrom(ownerRows ?? []) : undefined;
      }
      if (!user && rule.kind !== 'visitor') throw new AppError('UNAUTHORIZED', 'authentication_required');
      if (user && claims.expiresAt - Date.now() / 1000 < SLIDING_REFRESH_SECONDS) req.slideToken = true;
      req.user = user;
    }
    if (!allows(rule, user)) throw new AppError('FORBIDDEN', 'forbidden');
    let scope: FamilyScope = null;
    if (rule.kind === 'family' && user) {
      scope = familyScopeOf(user);
      // Before validation: another family's id is 404 whatever else the body holds, as if the row
      // did not exist. (Not looked up: undefined, no family's, so refused.)
      if (ownerRef && scope !== null && ownedId !== null && owner !== scope)
        throw new AppError('NOT_FOUND', NOT_FOUND[ownerRef.entity]);
    }
    tx.grant();
    if (req.validationError) throw req.validationError;
    list ??= op.list ? listRequestOf(req.query, csv?.sink ?? null) : WHOLE_LIST;
    const out = await (early ?? handler.handle({ ...base, user, scope, list } as never));
    await tx.finish();
    if (csv) {
      csv.finish();
      return reply;
    }
    // A handler that answered a file itself (a report's CSV).
    if (answeredWithFile(reply)) return reply;
    return send(reply, op.status ?? 200, out, op);
  } catch (err) {
    // Refused (or failed) before a handler started with the lookup finished: it ends first, in the
    // lookup's transaction, and its result is dropped; a second `run` of it is refused.
    tx.refuse();
    await early?.catch(() => {});
    await tx.abort();
    // Once a CSV file has begun, its status is sent: the connection is cut instead.
    if (csv?.started) {
      req.log.error({ err }, 'CSV download failed after it began');
      csv.fail(err);
      return reply;
    }
    throw err;
  }
}

/** A list's request for a handler started before access is judged, or undefined (then it starts
 *  after, and any error of the list's parameters is reported after the refusal, as for others). */
function validListOf(op: Operation, req: FastifyRequest): ListRequest | undefined {
  if (!op.list) return WHOLE_LIST;
  try {
    return listRequestOf(req.query, null);
  } catch {
    return undefined;
  }
}

function send(reply: FastifyReply, status: number, out: Result<unknown>, op: Operation): Envelope<unknown> | unknown {
  // A handler may pick another declared success status (e.g. 226); otherwise the declaration's.
  if (reply.statusCode === 200 && status !== 200) reply.code(status);
  if (op.rawResponse) return out.data;
  return {
    success: true,
    data: out.data,
    ...(out.meta ? { meta: out.meta } : {}),
    ...(out.message === undefined ? {} : { message: out.message }),
  };
}

/**
 * A file sent as the request body (an operation's `rawBody`): its content types read as a Buffer in
 * this plugin's scope, at most `maxBytes` (413 naming the field, read no further). The size is judged
 * while reading, so before the access check, as any body limit is.
 */
function acceptRawBody(app: FastifyInstance, raw: RawBody): void {
  for (const type of raw.contentTypes) {
    const matcher = type.endsWith('/*') ? new RegExp(`^${type.slice(0, -1).replace(/[.+]/g, '\\$&')}`) : type;
    if (app.hasContentTypeParser(matcher)) continue;
    app.addContentTypeParser(matcher, (req, payload, done) => {
      const limit = req.routeOptions.config.operation?.rawBody ?? raw;
      const tooLarge = () => fieldError(limit.field, limit.tooLarge, 'PAYLOAD_TOO_LARGE');
      if (Number(req.headers['content-length']) > limit.maxBytes) return done(tooLarge(), undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = () => {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        payload.removeListener('error', onError);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit.maxBytes) {
          stop();
          done(tooLarge(), undefined);
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => {
        stop();
        done(null, Buffer.concat(chunks, size));
      };
      const onError = (err: Error) => {
        stop();
        done(Object.assign(err, { statusCode: 400 }), undefined);
      };
      payload.on('data', onData);
      payload.on('end', onEnd);
      payload.on('error', onError);
    });
  }
}

async function verifiedClaims(app: FastifyInstance, req: FastifyRequest): Promise<Claims | null> {
  const h = req.headers.authorization;
  const bearer = h ? /^Bearer\s+(\S+)$/i.exec(h)?.[1] : undefined;
  if (!bearer) return null;
  const claims = await app.tokens.verifyAccess(bearer);
  if (claims && claims.tenantId !== req.tenant.id) throw new AppError('FORBIDDEN', 'token_of_other_club');
  return claims;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND: Record<OwnerRef['entity'], FixedCode> = {
  membership: 'membership_not_found',
  athlete: 'athlete_not_found',
  invoice: 'invoice_not_found',
  payment: 'payment_not_found',
  customer: 'membership_not_found',
};

/**
 * The id of the row a family rule names, whose owner must be the calling member's family (else 404,
 * as if it did not exist). Null when absent (the handler falls back to the caller's own family) or
 * malformed (validation answers 400).
 */
function ownedIdOf(ref: OwnerRef, req: FastifyRequest): string | null {
  const source = (ref.in === 'params' ? req.params : ref.in === 'query' ? req.query : req.body) as
    Record<string, unknown> | undefined;
  const id = source?.[ref.key];
  return typeof id !== 'string' || (ref.entity !== 'customer' && !UUID.test(id)) ? null : id;
}

/**
 * The request's transaction: opened when access needs the database, handed to the handler's first
 * `run` (which commits it), committed after the handler if it never ran one, rolled back on error.
 * Further `run` calls open their own transactions, for handlers that must commit between steps
 * (a provider call, a slow password hash).
 */
class RequestTransaction {
  private open: Promise<OpenTx> | null = null;
  private handedOver = false;
  /** Settled once access is judged (`grant`, `refuse`): a `run` after the first opens its
   *  transaction only once access is granted, so before the verdict nothing reads but the lookup's
   *  own READ ONLY transaction. */
  grant: () => void = () => {};
  refuse: () => void = () => {};
  private readonly verdict = new Promise<void>((resolve, reject) => {
    this.grant = resolve;
    this.refuse = () => reject(new AppError('FORBIDDEN', 'forbidden'));
  });

  constructor(
    private readonly app: FastifyInstance,
    private readonly tenantId: string,
    private readonly readOnly: boolean,
    private readonly snapshot: boolean,
    private readonly answersFromCaller: boolean,
  ) {
    this.verdict.catch(() => {});
  }

  private begin(then?: Statement[]): Promise<OpenTx> {
    const scope = { tenantId: this.tenantId, readOnly: this.readOnly, ...(this.snapshot ? { snapshot: true } : {}) };
    return this.app.tx.open(scope, then, this.answersFromCaller);
  }

  /** Opens the transaction with statements in its first round trip; their rows, in order. */
  async openWith(statements: Statement[]): Promise<Record<string, unknown>[][]> {
    if (this.open) throw new Error('the request transaction is already open');
    const open = this.begin(statements);
    this.open = open;
    return (await open).first;
  }

  readonly run: Runner = async (fn) => {
    if (this.handedOver) {
      await this.verdict;
      return this.app.tx.club(this.tenantId)(fn);
    }
    this.handedOver = true;
    const open = await (this.open ?? this.begin());
    this.open = null;
    return completeWith(open, fn);
  };

  async finish(): Promise<void> {
    const open = this.open;
    this.open = null;
    if (open) await (await open).commit();
  }

  async abort(): Promise<void> {
    const open = this.open;
    this.open = null;
    if (open) await open.then((o) => o.rollback()).catch(() => {});
  }
}
