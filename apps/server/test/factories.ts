// Builders for test data with sensible defaults and unique names, so test files run in parallel.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createClub } from '../src/modules/clubs/clubs.service.js';
import { eq, inArray } from 'drizzle-orm';
import { connect, type Database, type Db } from '../src/db/client.js';
import { authSessions, permissions, programs, programSlots, rolePermissions, roles, users } from '../src/db/schema.js';
import type { Permission } from '@springboard/contract/permissions';
import type { RegistrationResult } from '@springboard/contract/registrations';
import { txSource, withTenant, type TxSource } from '../src/db/tenant-tx.js';
import { createTestDatabase } from './test-app.js';
import { hashPassword } from '../src/platform/passwords.js';
import type { Session } from '@springboard/contract/auth';

export function uniq(prefix = 'x'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${uniq(prefix)}@example.test`;
}

export type ClubFixture = {
  tenantId: string;
  slug: string;
  name: string;
  admin: { id: string; email: string; password: string };
};

export async function makeClub(db: Db, overrides: { slug?: string; name?: string; domain?: string } = {}): Promise<ClubFixture> {
  const slug = overrides.slug ?? uniq('club-');
  const name = overrides.name ?? `Club ${slug}`;
  const admin = { email: uniqueEmail('admin'), password: 'correct horse battery' };
  const { tenantId, adminUserId } = await createClub(txSource(db), {
    slug,
    name,
    adminEmail: admin.email,
    adminPassword: admin.password,
    ...(overrides.domain ? { domain: overrides.domain } : {}),
  });
  return { tenantId, slug, name, admin: { ...admin, id: adminUserId } };
}

export type ApiCall = {
  method?: InjectOptions['method'];
  url: string;
  slug?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A call as the web app makes it: x-tenant-id from the club, bearer token when signed in. */
export async function api(
  app: FastifyInstance,
  call: ApiCall,
): Promise<LightMyRequestResponse & { body: string; json: () => any }> {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  if (call.slug) headers['x-tenant-id'] = call.slug;
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const res = await app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers,
    ...(call.body !== undefined ? { payload: call.body as InjectOptions['payload'] } : {}),
  });
  return res;
}

export type UserFixture = { id: string; email: string; password: string; role: 'admin' | 'staff' | 'member' | 'user' };

/** A user of the club with a password hash, linked to the club's role row of the same name. */
export async function makeUser(
  db: Db,
  club: ClubFixture,
  opts: { role?: UserFixture['role']; membershipId?: string; email?: string; password?: string } = {},
): Promise<UserFixture> {
  const role = opts.role ?? 'member';
  const email = opts.email ?? uniqueEmail(role);
  const password = opts.password ?? 'correct horse battery';
  const passwordHash = await hashPassword(password);
  const id = await withTenant(db, club.tenantId, async (tx) => {
    const [r] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role)).limit(1);
    const [u] = await tx
      .insert(users)
      .values({
        tenantId: club.tenantId,
        email,
        passwordHash,
        firstName: 'Test',
        lastName: role,
        role,
        roleId: r?.id ?? null,
        membershipId: opts.membershipId ?? null,
      })
      .returning({ id: users.id });
    return u!.id;
  });
  return { id, email, password, role };
}

/** A staff user whose role (a fresh one) holds exactly these permissions. */
export async function makeStaffWith(db: Db, club: ClubFixture, granted: readonly Permission[]): Promise<UserFixture> {
  const user = await makeUser(db, club, { role: 'staff' });
  await withTenant(db, club.tenantId, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: club.tenantId, name: uniq('role-') })
      .returning({ id: roles.id });
    if (granted.length) {
      const rows = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...granted]));
      await tx
        .insert(rolePermissions)
        .values(rows.map((r) => ({ tenantId: club.tenantId, roleId: role!.id, permissionId: r.id })));
    }
    await tx.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
  });
  return user;
}

/** An access token for a user without going through sign-in: a live session row plus a signed JWT. */
export async function tokenFor(
  app: FastifyInstance,
  club: ClubFixture,
  user: { id: string; role: UserFixture['role'] },
): Promise<string> {
  const sessionId = await app.tx.club(club.tenantId)(async (tx) => {
    const [s] = await tx
      .insert(authSessions)
      .values({ tenantId: club.tenantId, userId: user.id })
      .returning({ id: authSessions.id });
    return s!.id;
  });
  const { token } = await app.tokens.signAccess({ userId: user.id, tenantId: club.tenantId, sessionId, role: user.role });
  return token;
}

let visitorNo = 0;

/** Signs in through POST /api/auth/login and returns the session. Each call comes from its own
 *  visitor address, so a file that signs in often does not trip the per-IP sign-in limit. */
export async function signIn(app: FastifyInstance, slug: string, email: string, password: string): Promise<Session> {
  visitorNo++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': slug },
    payload: { email, password },
    remoteAddress: `10.${(visitorNo >> 16) & 255}.${(visitorNo >> 8) & 255}.${visitorNo & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Session;
}

/** A program with one weekly slot (capacity null = the program's, default 10); ids for enrolling. */
export async function makeSlot(db: Db, club: ClubFixture, opts: { capacity?: number; programCapacity?: number } = {}) {
  return withTenant(db, club.tenantId, async (tx) => {
    const key = uniq('prog');
    const [p] = await tx
      .insert(programs)
      .values({ tenantId: club.tenantId, key, label: `Program ${key}`, capacity: opts.programCapacity ?? 10 })
      .returning({ id: programs.id });
    const [s] = await tx
      .insert(programSlots)
      .values({
        tenantId: club.tenantId,
        programId: p!.id,
        slotId: uniq('SLOT-'),
        days: ['MON'],
        times: ['6:00 PM - 7:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'],
        capacity: opts.capacity ?? null,
      })
      .returning({ id: programSlots.id });
    return { programId: p!.id, slotId: s!.id };
  });
}

export const TEST_CARDS = { ok: '4242424242424242', declined: '4000000000000002', noFunds: '4000000000009995' } as const;

/** POST /api/registrations/quote, then the sandbox confirm with `card` (unless null). */
export async function paidQuote(
  app: FastifyInstance,
  slug: string,
  opts: { card?: string | null; voucher_code?: string } = {},
): Promise<{
  amount_cents: number;
  client_secret: string;
  payment_intent_id: string;
  confirm: { status: string; error?: string } | null;
}> {
  const q = await api(app, {
    method: 'POST',
    url: '/api/registrations/quote',
    slug,
    body: opts.voucher_code ? { voucher_code: opts.voucher_code } : {},
  });
  if (q.statusCode !== 200) throw new Error(`quote failed: ${q.statusCode} ${q.body}`);
  const quote = q.json().data;
  if (opts.card === null) return { ...quote, confirm: null };
  const c = await api(app, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    slug,
    body: {
      client_secret: quote.client_secret,
      card_number: opts.card ?? TEST_CARDS.ok,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'Pat Parent',
    },
  });
  if (c.statusCode !== 200) throw new Error(`confirm failed: ${c.statusCode} ${c.body}`);
  return { ...quote, confirm: c.json().data };
}

/** A valid POST /api/registrations body: one parent, one athlete in the given slots. */
export function registrationBody(
  opts: {
    email?: string;
    slotIds?: string[];
    paymentIntentId?: string;
    voucher?: string;
    athletes?: number;
    language?: 'en' | 'es';
    /** Friend Referral's referring family e-mail. */
    referrerEmail?: string;
  } = {},
) {
  return {
    membership: {
      first_name: 'Pat',
      last_name: 'Parent',
      email: opts.email ?? uniqueEmail('parent'),
      phone: '555-0100',
      address: '1 Main St',
      city: 'Springfield',
      state: 'OR',
      zip: '97477',
      password: 'correct horse battery',
    },
    start_date: '2026-01-05',
    referral: 'Friend Referral',
    ...(opts.voucher ? { voucher_code: opts.voucher } : {}),
    ...(opts.paymentIntentId ? { payment_intent_id: opts.paymentIntentId } : {}),
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.referrerEmail !== undefined ? { referrer_email: opts.referrerEmail } : {}),
    athletes: Array.from({ length: opts.athletes ?? 1 }, (_, i) => ({
      first_name: `Kid${i}`,
      last_name: 'Parent',
      gender: 'Female',
      date_of_birth: '2016-04-02',
      slot_ids: opts.slotIds ?? [],
    })),
  };
}

export type PaidRegistration = {
  membershipId: string;
  athleteIds: string[];
  invoiceId: string;
  paymentId: string;
  /** The parent's sign-in. */
  email: string;
  password: string;
};

/** A family registered through the real flow (quote, sandbox card, POST /api/registrations) and paid
 *  by card; nobody is signed in. Throws with the status when the registration is refused. */
export async function paidRegistration(
  app: FastifyInstance,
  slug: string,
  opts: { slotIds?: string[]; athletes?: number; language?: 'en' | 'es'; referrerEmail?: string } = {},
): Promise<PaidRegistration> {
  const q = await paidQuote(app, slug);
  const body = registrationBody({ paymentIntentId: q.payment_intent_id, ...opts });
  const reg = await api(app, { method: 'POST', url: '/api/registrations', slug, body });
  if (reg.statusCode !== 201) throw new Error(`registration failed: ${reg.statusCode} ${reg.body}`);
  const data = reg.json().data as RegistrationResult;
  return {
    membershipId: data.membership_id,
    athleteIds: data.athlete_ids,
    invoiceId: data.invoice_id,
    paymentId: data.payment_id!,
    email: body.membership.email,
    password: body.membership.password,
  };
}

export type FamilyFixture = { membershipId: string; athleteId: string; email: string; token: string };

/** A paid registration whose parent then signs in through POST /api/auth/login. */
export async function registeredFamily(
  app: FastifyInstance,
  slug: string,
  opts: { slotIds?: string[] } = {},
): Promise<FamilyFixture> {
  const reg = await paidRegistration(app, slug, opts);
  const session = await signIn(app, slug, reg.email, reg.password);
  return { membershipId: reg.membershipId, athleteId: reg.athleteIds[0]!, email: reg.email, token: session.access_token };
}

/** For a test of the database layer (no app): a fresh database over one connection (every
 *  transaction reuses it), a club in it, and its transactions. `close` ends it all. */
export async function clubDatabase(
  slug: string,
): Promise<{ database: Database; source: TxSource; tenantId: string; close: () => Promise<void> }> {
  const test = await createTestDatabase();
  const database = connect(test.url, 1);
  const { tenantId } = await makeClub(database.db, { slug });
  return {
    database,
    source: txSource(database.db),
    tenantId,
    close: async () => {
      await database.close();
      await test.drop();
    },
  };
}
