// The registration price and the quote: the pricing config's fee less the voucher, with the club's
// first-month setting the first billing period's tuition of the chosen classes, the tax the
// registration invoice will carry, and for a card the card fee on all of it; the quote is a payment
// intent for exactly that amount, recorded so the registration can check and use it once.
import { randomUUID } from 'node:crypto';
import type { QuoteBody, QuoteResult } from '@springboard/contract/registrations';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { clubSettings, DEFAULT_CLUB_TIME_ZONE } from '../../db/schema.js';
import { localDate } from '../../platform/jobs/schedule-times.js';
import type { PaymentProvider } from './providers/provider.js';
import { intentRecord } from './intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { viaProvider } from './provider-errors.js';
import { registrationFeeCents } from '../pricing/pricing.service.js';
import { firstPeriodTuition } from '../pricing/tuition-views.service.js';
import type { Period } from '../pricing/tuition.js';
import { applyVoucher, type AppliedVoucher } from '../vouchers/vouchers.service.js';
import { withTax, type LineDraft } from '../invoices/invoice-insert.js';
import {
  cardFeeCents,
  cardFeeText,
  CHARGE_KEYS,
  chargesOf,
  feeMetadata,
  type CardFee,
  type TaxRule,
} from '../invoices/invoice-charges.js';
import { describedAs, type RecordText } from '@springboard/contract/record-texts';

/** A line of the registration invoice; a tuition line names its athlete by the form's order. */
export type RegistrationLine = LineDraft & { athleteIndex: number | null };

export type RegistrationPrice = {
  feeCents: number;
  discountCents: number;
  voucher: AppliedVoucher | null;
  /** The billing period whose tuition is charged now, or null (the club's setting is off). */
  period: Period | null;
  /** What the registration invoice is made of before its tax (insertInvoice adds it). */
  lines: RegistrationLine[];
  taxCents: number;
  /** The card fee on everything else; none for cash. */
  cardFee: CardFee;
  /** The club's tax as read for this price: the registration invoice is taxed by it, as quoted. */
  tax: TaxRule;
  /** What is charged now: the lines, the tax and the card fee. */
  amountCents: number;
  /** The club's calendar day (its own time zone) when priced: the registration invoice's date. */
  today: string;
  /** The first day of classes: the membership's start date, or the club's today when that is past. */
  startsOn: string;
};

export type PriceInput = {
  voucherCode: string | undefined;
  card: boolean;
  /** The athletes and their classes, and the membership's start date (classes start on it, or on
   *  the club's today when it is past or not given). */
  athletes?: readonly { name?: string; slot_ids: readonly string[] }[];
  startDate: string | undefined;
  /** Now, for tests; the club's today is its date in the club's own time zone. */
  now?: Date;
};

const PRICE_KEYS = [...CHARGE_KEYS, 'chargeFirstMonthAtRegistration', 'timeZone'] as const;
/** The club's settings a price depends on (every quote and registration reads them). */
const PRICE_SETTINGS = `select ${selectList(clubSettings, 's', PRICE_KEYS)} from club_settings s where s.tenant_id = $1`;

/** 400 naming voucher_code for an unknown, inactive, expired or used-up voucher. */
export async function priceRegistration(tx: Tx, tenantId: string, input: PriceInput): Promise<RegistrationPrice> {
  const [feeCents, [settings]] = await Promise.all([
    registrationFeeCents(tx),
    rowsOf<Selected<typeof clubSettings, (typeof PRICE_KEYS)[number]>>(tx, { text: PRICE_SETTINGS, values: [tenantId] }),
  ]);
  const charges = chargesOf(settings);
  const today = localDate(input.now ?? new Date(), settings?.timeZone ?? DEFAULT_CLUB_TIME_ZONE);
  const startsOn = input.startDate && input.startDate > today ? input.startDate : today;
  const voucher = input.voucherCode ? await applyVoucher(tx, input.voucherCode, feeCents, 'voucher_code') : null;
  const discountCents = voucher?.discountCents ?? 0;
  const lines: RegistrationLine[] = [
    { kind: 'registration_fee', ...describedAs('registration_fee'), athleteId: null, athleteIndex: null, amountCents: feeCents },
  ];
  if (voucher && discountCents > 0)
    lines.push({
      kind: 'discount',
      ...describedAs('voucher', { voucher: voucher.code }),
      athleteId: null,
      athleteIndex: null,
      amountCents: -discountCents,
      taxAs: 'registration_fee',
    });
  let period: Period | null = null;
  if (settings?.chargeFirstMonthAtRegistration && input.athletes?.some((a) => a.slot_ids.length > 0)) {
    const first = await firstPeriodTuition(tx, tenantId, input.athletes, startsOn);
    period = first.period;
    for (const l of first.lines)
      lines.push({
        kind: l.kind,
        description: l.description,
        descriptionText: l.descriptionText,
        athleteId: null,
        athleteIndex: l.athleteId === null ? null : Number(l.athleteId),
        amountCents: l.amountCents,
      });
  }
  const taxed = withTax(lines, charges.tax);
  const beforeFee = taxed.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = beforeFee - lines.reduce((s, l) => s + l.amountCents, 0);
  const cardFee: CardFee = { cents: input.card ? cardFeeCents(beforeFee, charges.cardFeeBps) : 0, bps: charges.cardFeeBps };
  return {
    feeCents,
    discountCents,
    voucher,
    period,
    lines,
    taxCents,
    cardFee,
    tax: charges.tax,
    amountCents: beforeFee + cardFee.cents,
    today,
    startsOn,
  };
}

/** What the quote shows: every line charged now, the tax and the card fee among them. */
function quoteLines(price: RegistrationPrice): QuoteResult['lines'] {
  const out: QuoteResult['lines'] = price.lines.map((l) => ({
    kind: l.kind,
    description: l.description,
    description_text: l.descriptionText ?? null,
    athlete_index: l.athleteIndex,
    amount_cents: l.amountCents,
  }));
  const text = (line: { description: string; descriptionText: RecordText }) => ({
    description: line.description,
    description_text: line.descriptionText,
  });
  if (price.taxCents > 0)
    out.push({ kind: 'tax', ...text(describedAs('tax')), athlete_index: null, amount_cents: price.taxCents });
  if (price.cardFee.cents > 0)
    out.push({
      kind: 'card_fee',
      ...text(cardFeeText(price.cardFee.bps)),
      athlete_index: null,
      amount_cents: price.cardFee.cents,
    });
  return out;
}

export async function quoteRegistration(
  { run, read }: { run: Runner; read: Runner },
  provider: PaymentProvider,
  tenantId: string,
  body: QuoteBody,
): Promise<QuoteResult> {
  const card = body.payment_method !== 'cash';
  const athletes = body.athletes?.map((a) => ({ name: `${a.first_name ?? ''} ${a.last_name ?? ''}`, slot_ids: a.slot_ids }));
  const price = await read((tx) =>
    priceRegistration(tx, tenantId, { voucherCode: body.voucher_code, card, athletes, startDate: body.start_date }),
  );
  const base = {
    amount_cents: price.amountCents,
    registration_fee_cents: price.feeCents,
    discount_cents: price.discountCents,
    tax_cents: price.taxCents,
    card_fee_cents: price.cardFee.cents,
    card_fee_percent: price.cardFee.bps / 100,
    tuition_period: price.period ? { start: price.period.start, end: price.period.end, name: price.period.name } : null,
    lines: quoteLines(price),
    provider: provider.name,
  };
  // Cash (staff at the desk) and nothing to pay open no intent.
  if (!card || price.amountCents === 0) return { ...base, client_secret: null, payment_intent_id: null };
  // The card is kept on a customer of its own for autopay; the registration links it to the family.
  const customer = await viaProvider(() => provider.createCustomer({}));
  const intent = await viaProvider(() =>
    provider.createPaymentIntent({
      amountCents: price.amountCents,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: `quote:${randomUUID()}`,
      metadata: {
        tenant_id: tenantId,
        purpose: 'registration',
        ...(price.voucher ? { voucher_code: price.voucher.code } : {}),
        ...feeMetadata(price.cardFee),
      },
    }),
  );
  await run((tx) =>
    intentRecord(tx, tenantId, provider.name, intent, 'registration', { voucherCode: price.voucher?.code ?? null }),
  );
  return { ...base, client_secret: intent.clientSecret, payment_intent_id: intent.id };
}
