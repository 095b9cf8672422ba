// Memberships: create (with the family's account), read with balance, update the profile, and the
// flags staff and members switch (registration fee paid, autopay), plus the expiry check.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  membershipList as membershipListSpec,
  type CreateMembershipBody,
  type Membership,
  type MembershipOption,
  type UpdateMembershipBody,
} from '@springboard/contract/memberships';
import { toDollars } from '@springboard/contract/money';
import type { FamilyLanguage } from '@springboard/contract/registrations';
import { randomUUID } from 'node:crypto';
import { rowsOf, type Runner, type Tx } from '../../db/tenant-tx.js';
import { selectedColumns, selectList, type Selected } from '../../db/select-list.js';
import { prebuiltInsert } from '../../db/prebuilt.js';
import { invoices, memberships, roles, users } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import type { FamilyScope } from '../../platform/access.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { UNUSED_CREDIT_CENTS, unusedCreditCents } from '../invoices/credit-use.js';
import { isMatched, matchedPeople, rankedMatches } from '../../platform/people-search.js';

// Spelled out: drizzle renders a column unqualified inside a select list, which a subquery would
// resolve against its own table.
/** Unpaid: what is left to pay on the pending or overdue invoices (a partly paid one's rest). */
const UNPAID_CENTS = `coalesce((select sum(i.amount_cents - i.paid_cents) from invoices i
  where i.membership_id = "memberships"."id" and i.tenant_id = "memberships"."tenant_id"
    and i.status in ('pending', 'overdue')), 0)::int`;
const unpaidCents = sql<number>`${sql.raw(UNPAID_CENTS)}`;
/** Families whose unpaid sum is above zero (as `unpaidCents > 0`), from one read of the club's
 *  unpaid invoices (their partial index holds the amounts) rather than one sum a family. */
const owing = sql`"memberships"."id" in (select i.membership_id from invoices i
  where i.status in ('pending', 'overdue')
  group by i.membership_id having sum(i.amount_cents - i.paid_cents) > 0)`;
const unpaidStatus = inArray(invoices.status, ['pending', 'overdue']);
const HOLDER = `(select json_build_object('id', u.id, 'role', u.role) from users u
  where u.membership_id = "memberships"."id" and u.tenant_id = "memberships"."tenant_id" order by u.additional_guardian, u.created_at limit 1)`;
const holder = sql<{ id: string; role: string } | null>`${sql.raw(HOLDER)}`;

/** The columns a family is shown with (toMembership): a list of families reads no more. */
const MEMBERSHIP_KEYS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'startDate',
  'expiresOn',
  'referral',
  'language',
  'registrationFeePaid',
  'autoPayment',
  'providerCustomerId',
  'createdAt',
] as const;
type MembershipRow = Selected<typeof memberships, (typeof MEMBERSHIP_KEYS)[number]>;

type Row = { m: MembershipRow; unpaid: number; credit: number; holder: { id: string; role: string } | null };

function toMembership(r: Row): Membership {
  const m = r.m;
  return {
    id: m.id,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    phone: m.phone,
    address: m.address,
    city: m.city,
    state: m.state,
    zip: m.zip,
    start_date: m.startDate,
    expires_on: m.expiresOn,
    referral: m.referral,
    language: m.language === 'es' ? 'es' : 'en',
    role: r.holder?.role ?? null,
    user_id: r.holder?.id ?? null,
    // Credits not used minus what is unpaid: below zero, the family owes.
    balance: toDollars(r.credit - r.unpaid),
    registration_fee_paid: m.registrationFeePaid,
    settings: { autoPayment: m.autoPayment },
    stripe_customer_id: m.providerCustomerId,
    created_at: m.createdAt.toISOString(),
  };
}

function selectMemberships(tx: Tx) {
  return tx
    .select({ m: selectedColumns(memberships, MEMBERSHIP_KEYS), unpaid: unpaidCents, credit: unusedCreditCents, holder })
    .from(memberships);
}

/** Every family (or one) with its balance and account holder, by name: the read of the family pages,
 *  written out in SQL (db/select-list.ts). */
const membershipList = (shape: { one: boolean; owing: boolean }) => {
  const where = [shape.one ? `memberships.id = $1` : null, shape.owing ? `${UNPAID_CENTS} > 0` : null].filter(Boolean);
  return `select ${selectList(memberships, 'memberships', MEMBERSHIP_KEYS)}, ${UNPAID_CENTS} as unpaid,
      ${UNUSED_CREDIT_CENTS} as credit, ${HOLDER} as holder
    from memberships${where.length ? ` where ${where.join(' and ')}` : ''}
    order by memberships.last_name, memberships.first_name`;
};
const membershipLists = {
  all: membershipList({ one: false, owing: false }),
  allOwing: membershipList({ one: false, owing: true }),
  one: membershipList({ one: true, owing: false }),
  oneOwing: membershipList({ one: true, owing: true }),
};
type ListedRow = Row['m'] & Omit<Row, 'm'>;

/** Every family (or the scope's one), by name; `owing` keeps those whose balance is below zero. */
export async function listMemberships(tx: Tx, scope: FamilyScope, opts: { owing?: boolean } = {}): Promise<Membership[]> {
  const list =
    scope === null
      ? opts.owing
        ? membershipLists.allOwing
        : membershipLists.all
      : opts.owing
        ? membershipLists.oneOwing
        : membershipLists.one;
  const rows = await rowsOf<ListedRow>(tx, { text: list, values: scope === null ? [] : [scope] });
  return rows.map((r) => toMembership({ m: r, unpaid: r.unpaid, credit: r.credit, holder: r.holder }));
}

const membershipOrder = listOrder(
  membershipListSpec,
  {
    last_name: [memberships.lastName, memberships.firstName],
    first_name: [memberships.firstName, memberships.lastName],
    email: [memberships.email],
    phone: [memberships.phone],
    start_date: [memberships.startDate],
    expires_on: [memberships.expiresOn],
    // The balance: unused credits minus the unpaid sum.
    balance: [sql`(${unusedCreditCents} - ${unpaidCents})`],
    created_at: [memberships.createdAt],
  },
  memberships.id,
);

/** The Memberships list as the request asks (a page, sorted, searched, or CSV). */
export async function membershipsPage(tx: Tx, list: ListRequest, opts: { owing?: boolean } = {}): Promise<Listed<Membership>> {
  if (!list.page && !list.csv) return { rows: await listMemberships(tx, null, opts), meta: null };
  // The families `q` finds, searched once for the page and the total, with their ranks when the
  // page is in best-match order.
  const ranked = list.q && !list.sort ? await rankedMatches(tx, list.q, 'memberships') : null;
  const found = ranked ? ranked.ids : list.q ? await matchedPeople(tx, list.q, 'memberships') : null;
  const search = found ? isMatched(memberships.id, found) : undefined;
  // The page walks the families in order and sums each one's unpaid invoices until it is full;
  // the total reads the club's unpaid invoices once (a sum per family would read them all).
  const base = selectMemberships(tx)
    .where(and(opts.owing ? sql`${unpaidCents} > 0` : undefined, search))
    .$dynamic();
  // Owing without a search: the families are the groups of the club's unpaid invoices (each invoice's
  // family is a foreign key, never null), counted without reading the families.
  const counted =
    found && !opts.owing
      ? { known: found.length }
      : opts.owing && !search
        ? tx
            .select({ id: invoices.membershipId })
            .from(invoices)
            .where(unpaidStatus)
            .groupBy(invoices.membershipId)
            .having(sql`sum(${invoices.amountCents} - ${invoices.paidCents}) > 0`)
            .$dynamic()
        : tx
            .select({ id: memberships.id })
            .from(memberships)
            .where(and(opts.owing ? owing : undefined, search))
            .$dynamic();
  const rank = ranked ? [asc(ranked.rank(memberships.id))] : [];
  return listRows(tx, list, base, membershipOrder, (rows) => rows.map(toMembership), rank, counted);
}

/** Every family by name and e-mail, for choosing one (no balance, no address). */
export async function membershipOptions(tx: Tx): Promise<MembershipOption[]> {
  const rows = await tx
    .select({ id: memberships.id, first_name: memberships.firstName, last_name: memberships.lastName, email: memberships.email })
    .from(memberships)
    .orderBy(asc(memberships.lastName), asc(memberships.firstName));
  return rows;
}

export async function getMembership(tx: Tx, id: string): Promise<Membership> {
  const [row] = await selectMemberships(tx).where(eq(memberships.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  return toMembership(row);
}

/** Whether an e-mail already names an account or a family of this club (case aside). */
export async function isEmailTaken(tx: Tx, email: string): Promise<boolean> {
  const res = await tx.execute<{ taken: boolean }>(sql`select
    exists(select 1 from users where email_key = lower(${email}))
    or exists(select 1 from memberships where email_key = lower(${email})) as taken`);
  return res.rows[0]?.taken ?? false;
}

/** The day before the same date next year: a membership runs one year from its start. */
export function expiryFor(startDate: string): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export type NewFamily = Omit<CreateMembershipBody, 'password' | 'tenant_id'> & {
  passwordHash: string;
  /** Set at once by a registration that paid its fee in the same transaction. */
  paid?: { providerCustomerId: string | null };
  /** The language of the family's e-mails; English unless the registration said otherwise. */
  language?: FamilyLanguage | undefined;
  /** The membership's id when the caller needs it before the row is written. */
  id?: string;
};

const insertFamily = prebuiltInsert(memberships, [
  'id',
  'tenantId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'startDate',
  'expiresOn',
  'referral',
  'language',
  'registrationFeePaid',
  'providerCustomerId',
]);
/** The holder's account, with the club's member role. */
const insertMemberAccount = prebuiltInsert(
  users,
  ['id', 'tenantId', 'email', 'passwordHash', 'firstName', 'lastName', 'membershipId'],
  {
    also: { role: 'member', roleId: sql`(select ${roles.id} from ${roles} where ${roles.name} = 'member' limit 1)` },
  },
);

/** The membership and its holder's account (role member). A taken e-mail is 409. */
export async function createMembershipWithAccount(
  tx: Tx,
  tenantId: string,
  input: NewFamily,
): Promise<{ membershipId: string; userId: string }> {
  // Ids made here, so the membership and its account go to PostgreSQL in one round trip.
  const membershipId = input.id ?? randomUUID();
  const userId = randomUUID();
  try {
    await Promise.all([
      rowsOf(
        tx,
        insertFamily({
          id: membershipId,
          tenantId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          state: input.state,
          zip: input.zip,
          startDate: input.start_date,
          expiresOn: expiryFor(input.start_date),
          referral: input.referral ?? null,
          language: input.language ?? 'en',
          registrationFeePaid: Boolean(input.paid),
          providerCustomerId: input.paid?.providerCustomerId ?? null,
        }),
      ),
      rowsOf(
        tx,
        insertMemberAccount({
          id: userId,
          tenantId,
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          membershipId,
        }),
      ),
    ]);
    return { membershipId, userId };
  } catch (err) {
    if (uniqueViolation(err)?.includes('email')) throw new AppError('CONFLICT', 'email_taken');
    throw err;
  }
}

export async function updateMembership(tx: Tx, id: string, body: UpdateMembershipBody): Promise<void> {
  const [row] = await tx
    .update(memberships)
    .set({
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      address: body.address,
      city: body.city,
      state: body.state,
      zip: body.zip,
      ...(body.language ? { language: body.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(memberships.id, id))
    .returning({ id: memberships.id });
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  // The holder's account carries the same name (sign-in screens greet by it); an invited guardian
  // keeps their own.
  await tx
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, updatedAt: new Date() })
    .where(and(eq(users.membershipId, id), eq(users.role, 'member'), eq(users.additionalGuardian, false)));
}

export async function setRegistrationFeePaid(tx: Tx, id: string, paid: boolean): Promise<void> {
  const [row] = await tx
    .update(memberships)
    .set({ registrationFeePaid: paid, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning({ id: memberships.id });
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
}

export async function setAutopay(tx: Tx, id: string, on: boolean): Promise<boolean> {
  const [row] = await tx
    .update(memberships)
    .set({ autoPayment: on, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning({ autoPayment: memberships.autoPayment });
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  return row.autoPayment;
}

/** Expired once the last valid day is behind us; staff without a family never expire. */
export async function checkExpiry(tx: Tx, membershipId: string | null): Promise<{ expired: boolean; expires_on: string | null }> {
  if (!membershipId) return { expired: false, expires_on: null };
  const res = await tx.execute<{ expires_on: string | null; expired: boolean }>(sql`
    select expires_on::text as expires_on, coalesce(expires_on < current_date, false) as expired
    from memberships where id = ${membershipId}`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  return { expired: row.expired, expires_on: row.expires_on };
}

/**
 * Moves expires_on a year on for each membership whose annual fee invoice of the coming term
 * (run_key `annual:<last day>:<membership>`, payments/automatic-annual-fee.ts) is paid; a membership that
 * lapsed long ago runs a year from today instead. Returns how many were renewed. Safe to re-run: the
 * renewed membership's key names its new last day, whose invoice does not exist yet.
 */
export async function renewPaidMemberships(ctx: { run: Runner; today: string }): Promise<number> {
  return ctx.run(async (tx) => {
    const res = await tx.execute(sql`
      update memberships m
      set expires_on = greatest((m.expires_on + interval '1 year')::date, (${ctx.today}::date + interval '1 year' - interval '1 day')::date),
          updated_at = now()
      where m.expires_on is not null and exists (
        select 1 from invoices i
        where i.membership_id = m.id and i.category = 'annual_fee'
          and i.run_key = 'annual:' || m.expires_on::text || ':' || m.id
          and i.status = 'paid')`);
    return res.rowCount ?? 0;
  });
}
