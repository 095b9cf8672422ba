// The people and rows an API test file starts from, each ready to call the API: a club with its admin,
// staff holding named permissions, members, and families registered and paid through the real flow.
// Addresses, slugs and role names are random, so test files run in parallel over copies of one
// template database.
import { PERMISSIONS, type Permission } from '@springboard/contract/permissions';
import {
  makeClub,
  makeStaffWith,
  makeUser,
  paidRegistration,
  signIn,
  tokenFor,
  type ClubFixture,
  type PaidRegistration,
  type UserFixture,
} from './factories.js';
import type { TestContext } from './test-app.js';
import { eq } from 'drizzle-orm';
import type { InvoiceCategory } from '@springboard/contract/invoices';
import { invoices } from '../src/db/schema.js';
import { withTenant } from '../src/db/tenant-tx.js';
import { insertInvoice } from '../src/modules/invoices/invoice-insert.js';

type Ctx = Pick<TestContext, 'app' | 'database'>;

/** A signed-in user: a live session, its bearer token, and the headers the web app sends with it. */
export type Caller = UserFixture & {
  token: string;
  headers: { 'x-tenant-id': string; authorization: string };
};

export type TestClub = ClubFixture & { admin: Caller };

/** The parent signed in, with their registration; `athleteId` is the first athlete's. */
export type Family = Caller & PaidRegistration & { athleteId: string };

function caller(club: ClubFixture, user: UserFixture, token: string): Caller {
  return { ...user, token, headers: { 'x-tenant-id': club.slug, authorization: `Bearer ${token}` } };
}

/** Signs a user of the club in without the password check, which would cost a slow hash each time. */
export async function signInAs(ctx: Ctx, club: ClubFixture, user: UserFixture): Promise<Caller> {
  return caller(club, user, await tokenFor(ctx.app, club, user));
}

/** A new club, its admin signed in. */
export async function addClub(ctx: Ctx, overrides: Parameters<typeof makeClub>[1] = {}): Promise<TestClub> {
  const club = await makeClub(ctx.database.db, overrides);
  return { ...club, admin: await signInAs(ctx, club, { ...club.admin, role: 'admin' }) };
}

/** A staff member, signed in. With `permissions`, their role is a new one holding exactly those;
 *  without, they hold the club's own staff role, with what a new club grants staff. */
export async function addStaff(ctx: Ctx, club: ClubFixture, opts: { permissions?: readonly Permission[] } = {}): Promise<Caller> {
  const user = opts.permissions
    ? await makeStaffWith(ctx.database.db, club, opts.permissions)
    : await makeUser(ctx.database.db, club, { role: 'staff' });
  return signInAs(ctx, club, user);
}

/** A member account with no family behind it, signed in. */
export async function addMember(ctx: Ctx, club: ClubFixture): Promise<Caller> {
  return signInAs(ctx, club, await makeUser(ctx.database.db, club, { role: 'member' }));
}

/** A family registered and paid by card through the real flow, its athletes enrolled in `slotIds`;
 *  the parent then signs in through POST /api/auth/login. */
export async function addFamily(
  ctx: Ctx,
  club: ClubFixture,
  opts: { slotIds?: string[]; athletes?: number; language?: 'en' | 'es'; referrerEmail?: string } = {},
): Promise<Family> {
  const reg = await paidRegistration(ctx.app, club.slug, opts);
  const session = await signIn(ctx.app, club.slug, reg.email, reg.password);
  return {
    ...reg,
    ...caller(club, { id: session.user.id, email: reg.email, password: reg.password, role: 'member' }, session.access_token),
    athleteId: reg.athleteIds[0]!,
  };
}

/** A paid registration nobody has signed in to yet. */
export function addPaidRegistration(
  ctx: Ctx,
  club: ClubFixture,
  opts: { slotIds?: string[]; athletes?: number } = {},
): Promise<PaidRegistration> {
  return paidRegistration(ctx.app, club.slug, opts);
}

/** A new club and a token for each kind of caller: its admin, staff holding every permission there
 *  is, and a member. */
export async function clubWithCallers(ctx: Ctx): Promise<{ club: TestClub; admin: string; staff: string; member: string }> {
  const club = await addClub(ctx);
  return {
    club,
    admin: club.admin.token,
    staff: (await addStaff(ctx, club, { permissions: PERMISSIONS })).token,
    member: (await addMember(ctx, club)).token,
  };
}

/** An invoice written as the server writes one (insertInvoice: its number and one line of its amount),
 *  for tests that need invoices in a given state without going through a screen. `status` other than
 *  pending is set afterwards, as the scheduler or a payment would. */
export async function addInvoice(
  ctx: Pick<TestContext, 'database'>,
  club: ClubFixture,
  opts: {
    membershipId: string;
    cents: number;
    dueDate: string;
    description?: string;
    athleteId?: string | null;
    category?: InvoiceCategory;
    status?: 'pending' | 'overdue' | 'paid' | 'cancelled';
  },
): Promise<string> {
  return withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const description = opts.description ?? 'Monthly classes';
    const id = await insertInvoice(tx, {
      tenantId: club.tenantId,
      membershipId: opts.membershipId,
      athleteId: opts.athleteId ?? null,
      description,
      dueDate: opts.dueDate,
      category: opts.category ?? 'manual',
      lines: [{ kind: 'manual', description, athleteId: opts.athleteId ?? null, amountCents: opts.cents }],
    });
    if (opts.status && opts.status !== 'pending')
      await tx
        .update(invoices)
        .set({ status: opts.status, ...(opts.status === 'paid' ? { paidAt: new Date() } : {}) })
        .where(eq(invoices.id, id));
    return id;
  });
}
