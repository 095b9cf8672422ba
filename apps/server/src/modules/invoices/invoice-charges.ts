// The charges a club's settings add to an invoice: tax on the taxable lines (insertInvoice adds it
// when the invoice is made) and the card fee (added when a card pays, in the transaction that
// records the payment). Both are rounded half up to the cent, in integer arithmetic.
import { and, eq, sql } from 'drizzle-orm';
import { cardFeeCents } from '@springboard/contract/money';
import { TAXABLE_KINDS, type TaxableKind } from '@springboard/contract/settings';
import type { InvoiceLineKind } from '@springboard/contract/invoice-lines';
import { describedAs } from '@springboard/contract/record-texts';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList } from '../../db/select-list.js';
import { clubSettings, invoiceLines, invoices } from '../../db/schema.js';

/** A line as an invoice is made of it. `taxAs` says which taxable kind a discount or a proration
 *  adjusts (tuition when not said; a registration voucher says registration_fee). */
export type ChargeLine = { kind: InvoiceLineKind; amountCents: number; taxAs?: TaxableKind };

export type TaxRule = { enabled: boolean; rateMilli: number; kinds: readonly TaxableKind[] };
export type ClubCharges = { cardFeeBps: number; tax: TaxRule };

/** The club_settings columns the charges are read from, for a read that needs more of the row. */
export const CHARGE_KEYS = ['creditCardFeeBps', 'taxEnabled', 'taxRateMilli', 'taxableKinds'] as const;
type ChargeSettings = Pick<typeof clubSettings.$inferSelect, (typeof CHARGE_KEYS)[number]>;

/** The charges of a club_settings row read with CHARGE_KEYS (no fee, no tax without a row). */
export function chargesOf(s: ChargeSettings | undefined): ClubCharges {
  return {
    cardFeeBps: s?.creditCardFeeBps ?? 0,
    tax: {
      enabled: s?.taxEnabled ?? false,
      rateMilli: s?.taxRateMilli ?? 0,
      kinds: TAXABLE_KINDS.filter((k) => s?.taxableKinds.includes(k)),
    },
  };
}

const CHARGE_SETTINGS = `select ${selectList(clubSettings, 's', CHARGE_KEYS)} from club_settings s where s.tenant_id = $1`;

/** The club's card fee and tax settings (no fee, no tax for a club without settings). */
export async function clubCharges(tx: Tx, tenantId: string): Promise<ClubCharges> {
  const [s] = await rowsOf<ChargeSettings>(tx, { text: CHARGE_SETTINGS, values: [tenantId] });
  return chargesOf(s);
}

/** Which taxable kind a line counts for, or null: discounts and proration follow what they adjust. */
function taxedAs(l: ChargeLine): TaxableKind | null {
  if (l.taxAs) return l.taxAs;
  if (l.kind === 'discount' || l.kind === 'proration') return 'tuition';
  return TAXABLE_KINDS.find((k) => k === l.kind) ?? null;
}

/** n × parts ÷ whole, rounded half up (n ≥ 0). */
const shareHalfUp = (n: number, parts: number, whole: number) => Math.floor((n * parts * 2 + whole) / (2 * whole));

/**
 * The tax of these lines: the rate × the sum of the taxable lines, after the discounts and the
 * proration of what they adjust (so a family pays tax on what it is charged). Null when tax is off,
 * the rate is 0 or nothing taxable is left.
 */
export function taxCents(lines: readonly ChargeLine[], tax: TaxRule): number | null {
  if (!tax.enabled || tax.rateMilli <= 0) return null;
  const base = lines.reduce((sum, l) => {
    const as = taxedAs(l);
    return as && tax.kinds.includes(as) ? sum + l.amountCents : sum;
  }, 0);
  if (base <= 0) return null;
  const cents = shareHalfUp(base, tax.rateMilli, 100_000);
  return cents > 0 ? cents : null;
}

export const rateText = (milli: number) => `${milli / 1000}%`;

export { cardFeeCents };

export type CardFee = { cents: number; bps: number };

/**
 * The fee a card payment of what is left to pay on this invoice adds: the club's percent of the
 * amount due (tax included), none when the invoice already carries a card fee (one per invoice).
 */
export async function cardFeeFor(tx: Tx, tenantId: string, inv: { id: string; dueCents: number }): Promise<CardFee> {
  const [{ cardFeeBps: bps }, [had]] = await Promise.all([
    clubCharges(tx, tenantId),
    tx
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, inv.id), eq(invoiceLines.kind, 'card_fee')))
      .limit(1),
  ]);
  return { cents: had ? 0 : cardFeeCents(inv.dueCents, bps), bps };
}

/** The fee a payment intent was made with (its metadata), or none. */
export function feeOfMetadata(metadata: unknown): CardFee {
  const m = (metadata ?? {}) as Record<string, unknown>;
  const cents = Number(m.card_fee_cents ?? 0);
  const bps = Number(m.card_fee_bps ?? 0);
  return Number.isInteger(cents) && cents > 0 && Number.isInteger(bps) ? { cents, bps } : { cents: 0, bps: 0 };
}

/** What a payment intent records of its fee, for feeOfMetadata. */
export const feeMetadata = (fee: CardFee): Record<string, string> =>
  fee.cents > 0 ? { card_fee_cents: String(fee.cents), card_fee_bps: String(fee.bps) } : {};

/** The card fee line's text: its code and percentage, and the English of them. */
export const cardFeeText = (bps: number) => describedAs('card_fee', { bp: bps });

/**
 * Adds the card fee line to an invoice (its row locked by the caller) and grows its amount by it;
 * answers the invoice's new amount. Call only in the transaction that records the card payment the
 * fee belongs to, so a fee is on the invoice exactly when a card paid it.
 */
export async function addCardFeeLine(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  feeCents: number,
  bps: number,
): Promise<number> {
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${invoiceLines.position}), 0)::int + 1` })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values({
    tenantId,
    invoiceId,
    position: next,
    kind: 'card_fee',
    ...cardFeeText(bps),
    athleteId: null,
    amountCents: feeCents,
  });
  const [row] = await tx
    .update(invoices)
    .set({ amountCents: sql`${invoices.amountCents} + ${feeCents}` })
    .where(eq(invoices.id, invoiceId))
    .returning({ amountCents: invoices.amountCents });
  return row!.amountCents;
}
