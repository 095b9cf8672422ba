// A family's statement: the balance (credits not used minus what is unpaid) told as a ledger. Each
// entry moves it: an invoice by minus its amount before credits (what the family was charged), a
// payment by plus what was paid, a refund by minus what was given back, a credit by plus its amount,
// and voiding an invoice by plus what was still due on it and the credit it had used (free again). A
// credit used on an invoice moves nothing (unused credit becomes paid invoice): the invoice entry
// says how much it used. A refund of a payment made after its invoice was voided moves nothing
// either (a void invoice is owed nothing). The opening balance adds every entry before `from`, so
// the closing balance of a statement to today is the balance the family's page shows. Payments not
// made for an invoice (on the family's account) are not part of the balance, nor of the statement.
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Statement, StatementEntry, StatementKind } from '@springboard/contract/credits';
import type { RecordText } from '@springboard/contract/record-texts';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import {
  clubSettings,
  creditApplications,
  DEFAULT_CLUB_TIME_ZONE,
  familyCredits,
  invoices,
  memberships,
  paymentRefunds,
  payments,
} from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { localDate } from '../../platform/jobs/schedule-times.js';

type Raw = {
  at: Date;
  kind: StatementKind;
  invoiceNumber: number | null;
  description: string;
  /** The description as a code, when the system wrote it. */
  text?: RecordText | null;
  cents: number;
  creditUsedCents: number | null;
};

/** Within one instant, the order things happen in: an invoice before what pays it. */
const KIND_ORDER: Record<StatementKind, number> = { invoice: 0, credit: 1, payment: 2, refund: 3, void: 4 };

/** The first day of the month two months before `to`'s (a quarter's worth of months, this one too). */
function defaultFrom(to: string): string {
  const d = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 2);
  return d.toISOString().slice(0, 10);
}

export async function familyStatement(tx: Tx, membershipId: string, range: { from?: string; to?: string }): Promise<Statement> {
  const [family] = await tx
    .select({ first: memberships.firstName, last: memberships.lastName, timeZone: clubSettings.timeZone })
    .from(memberships)
    .leftJoin(clubSettings, eq(clubSettings.tenantId, memberships.tenantId))
    .where(eq(memberships.id, membershipId));
  if (!family) throw new AppError('NOT_FOUND', 'membership_not_found');
  // Every day is the club's (its own time zone): an entry made at 8 pm in a club west of UTC is on
  // that day's statement, though it is already tomorrow in UTC. To the club's today unless said.
  const timeZone = family.timeZone ?? DEFAULT_CLUB_TIME_ZONE;
  const day = (at: Date) => localDate(at, timeZone);
  const to = range.to ?? day(new Date());
  const from = range.from ?? defaultFrom(to);

  const [invoiceRows, paymentRows, refundRows, creditRows, applied] = await Promise.all([
    tx.select().from(invoices).where(eq(invoices.membershipId, membershipId)),
    tx
      .select({ p: payments, number: invoices.number })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(
        and(
          eq(payments.membershipId, membershipId),
          inArray(payments.status, ['succeeded', 'refunded']),
          isNotNull(payments.invoiceId),
        ),
      ),
    tx
      .select({ r: paymentRefunds, invoiceId: payments.invoiceId, number: invoices.number })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(eq(paymentRefunds.membershipId, membershipId), ne(paymentRefunds.status, 'failed'))),
    tx.select().from(familyCredits).where(eq(familyCredits.membershipId, membershipId)),
    tx
      .select({ invoiceId: creditApplications.invoiceId, cents: creditApplications.amountCents })
      .from(creditApplications)
      .innerJoin(invoices, eq(invoices.id, creditApplications.invoiceId))
      .where(eq(invoices.membershipId, membershipId)),
  ]);

  const creditUsed = new Map<string, number>();
  for (const a of applied) creditUsed.set(a.invoiceId, (creditUsed.get(a.invoiceId) ?? 0) + a.cents);
  const voidedAt = new Map(invoiceRows.filter((i) => i.status === 'cancelled' && i.voidedAt).map((i) => [i.id, i.voidedAt!]));
  const before = (invoiceId: string | null, at: Date) => {
    const v = invoiceId ? voidedAt.get(invoiceId) : undefined;
    return !v || at <= v;
  };

  const raw: Raw[] = [];
  for (const i of invoiceRows) {
    const used = creditUsed.get(i.id) ?? 0;
    raw.push({
      at: i.createdAt,
      kind: 'invoice',
      invoiceNumber: i.number,
      description: i.description,
      text: i.descriptionText,
      cents: -(i.amountCents + used),
      creditUsedCents: used || null,
    });
    if (i.status === 'cancelled') {
      const at = i.voidedAt ?? i.updatedAt;
      // What was paid on it until it was voided (refunds after the void move nothing).
      const paid =
        paymentRows.filter((p) => p.p.invoiceId === i.id && p.p.paymentDate <= at).reduce((s, p) => s + p.p.amountCents, 0) -
        refundRows.filter((r) => r.invoiceId === i.id && r.r.createdAt <= at).reduce((s, r) => s + r.r.amountCents, 0);
      raw.push({
        at,
        kind: 'void',
        invoiceNumber: i.number,
        description: i.voidReason ?? '',
        cents: i.amountCents + used - paid,
        creditUsedCents: null,
      });
    }
  }
  for (const { p, number } of paymentRows) {
    raw.push({
      at: p.paymentDate,
      kind: 'payment',
      invoiceNumber: number,
      description: p.paymentMethod,
      cents: p.amountCents,
      creditUsedCents: null,
    });
  }
  for (const { r, invoiceId, number } of refundRows) {
    raw.push({
      at: r.createdAt,
      kind: 'refund',
      invoiceNumber: number,
      description: r.reason,
      text: r.reasonText,
      cents: before(invoiceId, r.createdAt) ? -r.amountCents : 0,
      creditUsedCents: null,
    });
  }
  for (const c of creditRows)
    raw.push({
      at: c.createdAt,
      kind: 'credit',
      invoiceNumber: null,
      description: c.reason,
      text: c.reasonText,
      cents: c.amountCents,
      creditUsedCents: null,
    });

  raw.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  let balance = 0;
  let opening = 0;
  const entries: StatementEntry[] = [];
  for (const e of raw) {
    const d = day(e.at);
    if (d > to) break;
    balance += e.cents;
    if (d < from) {
      opening = balance;
      continue;
    }
    entries.push({
      date: e.at.toISOString(),
      kind: e.kind,
      invoice_number: e.invoiceNumber,
      description: e.description,
      ...(e.text ? { description_text: e.text } : {}),
      amount: toDollars(e.cents),
      credit_used: e.creditUsedCents === null ? null : toDollars(e.creditUsedCents),
      balance: toDollars(balance),
    });
  }
  return {
    membership_id: membershipId,
    family_name: `${family.first} ${family.last}`,
    from,
    to,
    opening_balance: toDollars(opening),
    closing_balance: toDollars(balance),
    entries,
  };
}
