// Family credits: money the club owes a family. A credit is used by credit_applied lines (negative)
// of the family's invoices, the oldest credit first, never making an invoice negative: when it is
// given, on the family's unpaid invoices (oldest due first, each down to what is left to pay), and
// then on every invoice made after (insertInvoice). What is left of a credit is its amount less its
// applications on invoices that are not void: a voided invoice gives its credit back by itself.
// Whoever uses credits first locks the family's credit rows, so two transactions never use the same
// cents.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditSource } from '@springboard/contract/credits';
import type { Tx } from '../../db/tenant-tx.js';
import { creditApplications, familyCredits, invoiceLines, invoices, memberships, pricingConfigs } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.js';
import { recordTextOf, type RecordText } from '@springboard/contract/record-texts';

/** What is left of each credit (spelled out: drizzle would leave the outer column unqualified). */
export const remainingOf = sql<number>`("family_credits"."amount_cents" - coalesce((select sum(a.amount_cents) from credit_applications a
  join invoices i on i.tenant_id = a.tenant_id and i.id = a.invoice_id
  where a.tenant_id = "family_credits"."tenant_id" and a.credit_id = "family_credits"."id" and i.status <> 'cancelled'), 0))::int`;

/** The family's unused credits, summed: for a membership answer's balance (memberships.id in scope).
 *  As SQL text for the reads written out in SQL, and as drizzle SQL. */
export const UNUSED_CREDIT_CENTS = `coalesce((select sum(c.amount_cents - coalesce((select sum(a.amount_cents) from credit_applications a
    join invoices i on i.tenant_id = a.tenant_id and i.id = a.invoice_id
    where a.tenant_id = c.tenant_id and a.credit_id = c.id and i.status <> 'cancelled'), 0))
  from family_credits c where c.membership_id = "memberships"."id" and c.tenant_id = "memberships"."tenant_id"), 0)::int`;
export const unusedCreditCents = sql<number>`${sql.raw(UNUSED_CREDIT_CENTS)}`;

type Usable = { id: string; reason: string; remaining: number };

/** The family's credits with something left, oldest first, their rows locked until the transaction
 *  ends. Read after the lock, so what another transaction used and committed meanwhile counts. */
async function lockUsableCredits(tx: Tx, membershipId: string): Promise<Usable[]> {
  const locked = await tx
    .select({ id: familyCredits.id })
    .from(familyCredits)
    .where(eq(familyCredits.membershipId, membershipId))
    .orderBy(asc(familyCredits.createdAt), asc(familyCredits.id))
    .for('update');
  if (locked.length === 0) return [];
  const rows = await tx
    .select({ id: familyCredits.id, reason: familyCredits.reason, remaining: remainingOf })
    .from(familyCredits)
    .where(eq(familyCredits.membershipId, membershipId))
    .orderBy(asc(familyCredits.createdAt), asc(familyCredits.id));
  return rows.filter((r) => r.remaining > 0);
}

/** How much of each credit an amount of `cents` takes, oldest first. */
function take(credits: Usable[], cents: number): { credit: Usable; cents: number }[] {
  const used: { credit: Usable; cents: number }[] = [];
  let left = cents;
  for (const credit of credits) {
    if (left <= 0) break;
    const n = Math.min(credit.remaining, left);
    if (n <= 0) continue;
    used.push({ credit, cents: n });
    credit.remaining -= n;
    left -= n;
  }
  return used;
}

const lineText = (reason: string) => `Credit: ${reason}`.slice(0, 500);

/** Adds credit_applied lines (after `afterPosition`) to an invoice for the credits used, with their
 *  applications; answers the cents used. The caller sets the invoice's amount. */
async function writeCreditLines(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  afterPosition: number,
  used: { credit: Usable; cents: number }[],
): Promise<number> {
  if (used.length === 0) return 0;
  const lines = await tx
    .insert(invoiceLines)
    .values(
      used.map((u, i) => ({
        tenantId,
        invoiceId,
        position: afterPosition + i + 1,
        kind: 'credit_applied',
        description: lineText(u.credit.reason),
        athleteId: null,
        amountCents: -u.cents,
      })),
    )
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  const byPosition = new Map(lines.map((l) => [l.position, l.id]));
  await tx.insert(creditApplications).values(
    used.map((u, i) => ({
      tenantId,
      creditId: u.credit.id,
      invoiceId,
      invoiceLineId: byPosition.get(afterPosition + i + 1)!,
      amountCents: u.cents,
    })),
  );
  return used.reduce((s, u) => s + u.cents, 0);
}

/** For insertInvoice, once the invoice and its lines are written: the family's credits pay what they
 *  can of its `totalCents`, as lines after `lineCount`. Answers the cents used. */
export async function useCreditsOnNewInvoice(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  invoiceId: string,
  lineCount: number,
  totalCents: number,
): Promise<number> {
  if (totalCents <= 0) return 0;
  const credits = await lockUsableCredits(tx, membershipId);
  if (credits.length === 0) return 0;
  return writeCreditLines(tx, tenantId, invoiceId, lineCount, take(credits, totalCents));
}

/** The family's credits pay its unpaid invoices, oldest due first, each down to what is left to pay
 *  on it. An invoice they cover is paid; one they pay in part asks a new saved-card charge of the
 *  rest. */
export async function useCreditsOnUnpaidInvoices(tx: Tx, tenantId: string, membershipId: string): Promise<void> {
  const credits = await lockUsableCredits(tx, membershipId);
  if (credits.length === 0) return;
  const open = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.membershipId, membershipId), inArray(invoices.status, ['pending', 'overdue'])))
    .orderBy(asc(invoices.dueDate), asc(invoices.createdAt), asc(invoices.id))
    .for('update');
  for (const inv of open) {
    const due = inv.amountCents - inv.paidCents;
    if (due <= 0) continue;
    const used = take(credits, due);
    if (used.length === 0) break;
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${invoiceLines.position}), 0)::int` })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, inv.id));
    const cents = await writeCreditLines(tx, tenantId, inv.id, last?.position ?? 0, used);
    const amountCents = inv.amountCents - cents;
    const now = new Date();
    await tx
      .update(invoices)
      .set({
        amountCents,
        ...(amountCents <= inv.paidCents ? { status: 'paid', paidAt: now } : { chargeAttempt: inv.chargeAttempt + 1 }),
        updatedAt: now,
      })
      .where(eq(invoices.id, inv.id));
  }
}

export type CreditDraft = {
  membershipId: string;
  amountCents: number;
  reason: string;
  /** The reason as a code, for the reader's language; none for a reason a person wrote. */
  reasonText?: RecordText | null;
  source: CreditSource;
  referredMembershipId?: string | null;
  invoiceId?: string | null;
  createdBy?: string | null;
};

/** Writes a credit and lets it pay the family's unpaid invoices; answers its id. */
export async function addCredit(tx: Tx, tenantId: string, draft: CreditDraft): Promise<string> {
  const [row] = await tx
    .insert(familyCredits)
    .values({
      tenantId,
      membershipId: draft.membershipId,
      amountCents: draft.amountCents,
      reason: draft.reason,
      reasonText: draft.reasonText ?? null,
      source: draft.source,
      referredMembershipId: draft.referredMembershipId ?? null,
      invoiceId: draft.invoiceId ?? null,
      createdBy: draft.createdBy ?? null,
    })
    .returning({ id: familyCredits.id });
  // A credit's reason is staff's words (or the voided invoice's), never a family's name made here.
  const after = {
    amount_cents: draft.amountCents,
    source: draft.source,
    membership_id: draft.membershipId,
    invoice_id: draft.invoiceId ?? null,
  };
  await recordAudit(tx, {
    tenantId,
    actorUserId: draft.createdBy ?? null,
    action: 'credit_given',
    entity: 'credit',
    entityId: row!.id,
    after,
    data: { amount_cents: draft.amountCents, reason: draft.reason, by: draft.createdBy ? undefined : draft.source },
  });
  await useCreditsOnUnpaidInvoices(tx, tenantId, draft.membershipId);
  return row!.id;
}

/** When a family's payment succeeds: the family that referred it at registration (same club) gets the
 *  club's referral credit, once per new family (a unique key; a second payment adds nothing). */
export async function creditReferrer(tx: Tx, tenantId: string, membershipId: string): Promise<void> {
  const [m] = await tx
    .select({ referredBy: memberships.referredBy, firstName: memberships.firstName, lastName: memberships.lastName })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  if (!m?.referredBy || m.referredBy === membershipId) return;
  const [config] = await tx
    .select({ cents: pricingConfigs.referralCreditCents })
    .from(pricingConfigs)
    // "The" config: the club's own (no program) first, oldest first, as the pricing page reads it.
    .orderBy(sql`${pricingConfigs.programId} is not null`, asc(pricingConfigs.createdAt))
    .limit(1);
  if (!config || config.cents <= 0) return;
  const [made] = await tx
    .insert(familyCredits)
    .values({
      tenantId,
      membershipId: m.referredBy,
      amountCents: config.cents,
      reason: `Referral: ${m.firstName} ${m.lastName}`,
      reasonText: recordTextOf('referral_credit', { name: `${m.firstName} ${m.lastName}` }).text,
      source: 'referral',
      referredMembershipId: membershipId,
    })
    .onConflictDoNothing({
      target: [familyCredits.tenantId, familyCredits.referredMembershipId],
      where: sql`${familyCredits.source} = 'referral'`,
    })
    .returning({ id: familyCredits.id });
  if (!made) return;
  // Its reason names the new family: the trail keeps the ids instead.
  const after = {
    amount_cents: config.cents,
    source: 'referral',
    membership_id: m.referredBy,
    referred_membership_id: membershipId,
  };
  await recordAudit(tx, {
    tenantId,
    actorUserId: null,
    action: 'credit_given',
    entity: 'credit',
    entityId: made.id,
    after,
    data: { amount_cents: config.cents, by: 'referral' },
  });
  await useCreditsOnUnpaidInvoices(tx, tenantId, m.referredBy);
}
