// Autopay: the club's families with
// autopay on have their unpaid invoices that are due charged with their saved card, once a day and
// when an admin asks (POST /payments/charge-automatic). Families without autopay are never charged.
//
// Each invoice is charged at most once, however many processes run this at the same moment and
// however often it is re-run after a crash:
//   1. a claim per invoice, charge attempt and card (platform/jobs/claims.ts) lets one run at a time
//      work on it; a claim left by a dead process is taken again after its lease;
//   2. chargeInvoiceOnFile locks the invoice row while the provider is asked and re-reads it, so a
//      run that got past the claim anyway finds it paid; its provider idempotency key makes a re-run
//      after a crash return the same charge instead of making a second one.
// A declined card leaves the invoice unpaid (a failed payment is recorded by chargeInvoiceOnFile),
// is not tried again on that invoice until the family saves another card, and the family is
// e-mailed once about that invoice however often the run is repeated.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import type { AutopayPreview } from '@springboard/contract/operations/jobs';
import { invoices, memberships, tenants } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { queueEmail } from '../email/email.service.js';
import { doOnce, finishClaim, releaseClaim, takeClaim } from '../../platform/jobs/claims.js';
import { outcome, type JobOutcome, type PreviewedInvoice } from '../../platform/jobs/job-context.js';
import type { PaymentJobContext } from './payment-job-context.js';
import { chargeInvoiceOnFile, type ChargePurpose } from './charge.service.js';
import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';

/** Invoices looked at in one run (the rest wait for the next day's run or another "run now"). */
export const AUTOPAY_BATCH = 500;

type Due = {
  id: string;
  membershipId: string;
  chargeAttempt: number;
  amountCents: number;
  description: string;
  descriptionText: RecordText | null;
  dueDate: string;
  family: string;
  email: string;
  /** The family's language: its e-mails are written in it. */
  language: string;
};

export type DueFilter = {
  /** The annual fee job: annual fee invoices only. */
  only?: 'annual_fee';
  /** A previewed run: only these invoices, those of them still due. */
  invoiceIds?: readonly string[];
};

/**
 * The one selection of the automatic charge, used by the run and by its preview: unpaid invoices
 * due by `today` of the families with autopay on, oldest due first, at most AUTOPAY_BATCH.
 */
export async function dueAutopayInvoices(tx: Tx, today: string, filter: DueFilter = {}): Promise<Due[]> {
  if (filter.invoiceIds && filter.invoiceIds.length === 0) return [];
  return tx
    .select({
      id: invoices.id,
      membershipId: invoices.membershipId,
      chargeAttempt: invoices.chargeAttempt,
      // What is left to pay (the whole amount unless partly paid).
      amountCents: sql<number>`(${invoices.amountCents} - ${invoices.paidCents})::int`,
      description: invoices.description,
      descriptionText: invoices.descriptionText,
      dueDate: invoices.dueDate,
      family: sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`,
      email: memberships.email,
      language: memberships.language,
    })
    .from(invoices)
    .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
    .where(
      and(
        eq(memberships.autoPayment, true),
        inArray(invoices.status, ['pending', 'overdue']),
        sql`${invoices.amountCents} > ${invoices.paidCents}`,
        lte(invoices.dueDate, today),
        filter.only ? eq(invoices.category, filter.only) : undefined,
        filter.invoiceIds ? inArray(invoices.id, [...filter.invoiceIds]) : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.createdAt), asc(invoices.id))
    .limit(AUTOPAY_BATCH);
}

// The once-only keys of a declined card on an invoice and of the "needs a card" e-mail (the run
// writes them with doOnce, and cardsFor reads them back in SQL from the same prefixes).
const DECLINED = 'autopay-declined:';
const NO_CARD = 'autopay-no-card:';
const declinedKey = (invoiceId: string, paymentMethodId: string) => `${DECLINED}${invoiceId}:${paymentMethodId}`;

type CardState = {
  /** The card the run would charge, or null: the family has none. */
  pm: string | null;
  /** That card was declined on this invoice before: not tried again. */
  declinedBefore: boolean;
  /** The family was told already that this invoice needs a card. */
  noCardMailed: boolean;
};

/**
 * The family's card of each due invoice as the run would use it, in one statement: a run over a club
 * whose families pile up declined or card-less invoices must not open a transaction per invoice just
 * to find it skips them (the run's time grew with them).
 */
async function cardsFor(
  tx: Tx,
  due: readonly Pick<Due, 'id' | 'membershipId'>[],
  providerName: string,
): Promise<Map<string, CardState>> {
  if (due.length === 0) return new Map();
  const list = (ids: readonly string[]) => `{${ids.join(',')}}`;
  const rows = await tx.execute<{ id: string; pm: string | null; declined_before: boolean; no_card_mailed: boolean }>(sql`
    select d.id::text as id, c.pm,
      c.pm is not null and exists (select 1 from job_claims j where j.key = ${DECLINED} || d.id::text || ':' || c.pm) as declined_before,
      exists (select 1 from job_claims j where j.key = ${NO_CARD} || d.id::text) as no_card_mailed
    from unnest(${list(due.map((d) => d.id))}::uuid[], ${list(due.map((d) => d.membershipId))}::uuid[]) as d(id, membership_id)
    -- The card chargeCardOf (charge.service.ts) picks: the one last chosen, else the newest.
    left join lateral (
      select s.provider_payment_method_id as pm from saved_cards s
      where s.membership_id = d.membership_id and s.provider = ${providerName}
      order by s.selected_at desc nulls last, s.created_at desc limit 1) c on true`);
  return new Map(rows.rows.map((r) => [r.id, { pm: r.pm, declinedBefore: r.declined_before, noCardMailed: r.no_card_mailed }]));
}

/** A fingerprint of a due set: the same invoices, amounts and charge attempts give the same id. */
export function dueFingerprint(today: string, due: readonly Pick<Due, 'id' | 'amountCents' | 'chargeAttempt'>[]): string {
  const parts = due.map((d) => `${d.id}:${d.amountCents}:${d.chargeAttempt}`).sort();
  return createHash('sha256')
    .update(`${today}|${parts.join(',')}`)
    .digest('hex')
    .slice(0, 24);
}

/** What the automatic charge would charge now (GET /payments/charge-automatic/preview); charges
 *  nothing. `keep` stores what it shows and answers the preview's id (billing-previews.ts). */
export async function previewAutopay(
  tx: Tx,
  today: string,
  providerName: string,
  keep: (fingerprint: string, shown: PreviewedInvoice[]) => Promise<string>,
): Promise<AutopayPreview> {
  const due = await dueAutopayInvoices(tx, today);
  const rows: AutopayPreview['invoices'] = [];
  let totalCents = 0;
  let chargeableCents = 0;
  let chargeable = 0;
  const cards = await cardsFor(tx, due, providerName);
  for (const inv of due) {
    const card = cards.get(inv.id);
    const state = !card?.pm ? 'none' : card.declinedBefore ? 'declined' : 'on_file';
    totalCents += inv.amountCents;
    if (state === 'on_file') {
      chargeable++;
      chargeableCents += inv.amountCents;
    }
    rows.push({
      invoice_id: inv.id,
      membership_id: inv.membershipId,
      family: inv.family,
      description: inv.description,
      due_date: inv.dueDate,
      amount: toDollars(inv.amountCents),
      card: state,
    });
  }
  const shown = due.map((d) => ({ id: d.id, amountCents: d.amountCents, chargeAttempt: d.chargeAttempt }));
  return {
    preview_id: await keep(dueFingerprint(today, due), shown),
    as_of: today,
    invoices: rows,
    count: rows.length,
    total: toDollars(totalCents),
    chargeable_count: chargeable,
    chargeable_total: toDollars(chargeableCents),
  };
}

/** Charges the due invoices of autopay families; `only: 'annual_fee'` for the annual fee job. */
export async function chargeAutopayInvoices(ctx: PaymentJobContext, only?: 'annual_fee'): Promise<JobOutcome> {
  const out = outcome();
  const previewed = ctx.previewed ? new Map(ctx.previewed.map((p) => [p.id, p])) : undefined;
  const invoiceIds = previewed ? [...previewed.keys()] : undefined;
  const selected = await ctx.run((tx) => dueAutopayInvoices(tx, ctx.today, { only, invoiceIds }));
  // A previewed invoice paid, changed or no longer due since the preview is skipped, never charged.
  const due = previewed
    ? selected.filter((d) => {
        const p = previewed.get(d.id);
        return p?.amountCents === d.amountCents && p.chargeAttempt === d.chargeAttempt;
      })
    : selected;
  if (previewed && previewed.size > due.length) out.add('skipped', previewed.size - due.length);
  if (due.length === 0) return { counts: { charged: 0, declined: 0, ...out.counts }, failures: [] };
  const provider = await ctx.provider();
  const purpose: ChargePurpose = only === 'annual_fee' ? 'annual_fee' : 'autopay';
  const club = await ctx.run(
    async (tx) =>
      (await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, ctx.tenantId)))[0],
  );
  let mailed = false;
  const cards = await ctx.run((tx) => cardsFor(tx, due, provider.name));

  for (const inv of due) {
    const fail = (reason: string) =>
      out.fail({ invoice_id: inv.id, membership_id: inv.membershipId, family: inv.family, reason });
    const found = cards.get(inv.id);
    const card = found?.pm ? { pm: found.pm, declinedBefore: found.declinedBefore } : null;
    if (!card) {
      out.add('no_card');
      fail('No card on file');
      // Told once: a family told already costs the run nothing more.
      if (found?.noCardMailed) continue;
      const first = await ctx.run(async (tx) => {
        if (!(await doOnce(tx, ctx.tenantId, `${NO_CARD}${inv.id}`, 'sent'))) return false;
        await queueEmail(tx, ctx.tenantId, noCardEmail(inv, club, ctx.publicUrl));
        return true;
      });
      mailed ||= first;
      continue;
    }
    if (card.declinedBefore) {
      // Declined on this card already: the family was told; the next card they save is tried.
      out.add('skipped');
      continue;
    }
    const claim = await takeClaim(ctx.run, ctx.tenantId, `autopay:${inv.id}:${inv.chargeAttempt}:${card.pm}`);
    if (!claim) {
      out.add('skipped'); // done already, or another process is on it right now
      continue;
    }
    let result: Awaited<ReturnType<typeof chargeInvoiceOnFile>>;
    try {
      result = await chargeInvoiceOnFile(ctx.run, provider, ctx.tenantId, inv.id, {
        actorId: ctx.actorId,
        purpose,
        publicUrl: ctx.publicUrl,
      });
    } catch (err) {
      // The provider did not answer (or the invoice is gone): nothing recorded; the next run asks
      // again with the same idempotency key, so a charge that did go through is not made twice.
      const reason = err instanceof Error ? err.message : String(err);
      await releaseClaim(ctx.run, claim, reason);
      out.add('failed');
      fail(reason);
      ctx.log.error({ err, invoiceId: inv.id, tenantId: ctx.tenantId }, 'autopay charge failed');
      continue;
    }
    if (result.status === 'succeeded') {
      await ctx.run((tx) => finishClaim(tx, claim, 'succeeded'));
      out.add('charged');
    } else if (result.status === 'declined') {
      const emailed = await ctx.run(async (tx) => {
        await finishClaim(tx, claim, 'declined', result.reason);
        await doOnce(tx, ctx.tenantId, declinedKey(inv.id, card.pm), 'declined');
        if (!(await doOnce(tx, ctx.tenantId, `autopay-declined-email:${inv.id}`, 'sent'))) return false;
        await queueEmail(tx, ctx.tenantId, declinedEmail(inv, result.reason, club, ctx.publicUrl));
        return true;
      });
      mailed ||= emailed;
      out.add('declined');
      fail(result.reason);
    } else {
      await ctx.run((tx) => finishClaim(tx, claim, result.reason === 'no_card' ? 'no_card' : 'skipped', result.reason));
      out.add(result.reason === 'no_card' ? 'no_card' : 'skipped');
    }
  }
  if (mailed) ctx.kickOutbox();
  return { counts: { charged: 0, declined: 0, ...out.counts }, failures: out.failures };
}

type Club = { name: string; slug: string } | undefined;

function invoicesLink(club: Club, publicUrl: string): string {
  return club ? `${publicUrl}/club/${encodeURIComponent(club.slug)}/member/view-invoice` : publicUrl;
}

/** Dollars as the family's language writes them: "$12.50" / "12,50 US$". */
function money(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    toDollars(cents),
  );
}

function declinedEmail(inv: Due, reason: string, club: Club, publicUrl: string) {
  const amount = money(inv.amountCents, inv.language);
  const link = invoicesLink(club, publicUrl);
  if (inv.language === 'es')
    return {
      to: inv.email,
      kind: 'member' as const,
      subject: `${club?.name ?? 'Su club'}: pago automático rechazado`,
      text: [
        `Hola, ${inv.family}:`,
        '',
        `Intentamos cobrar ${amount} en su tarjeta guardada por "${writeRecordText(inv.descriptionText, inv.description, inv.language)}" y el pago fue rechazado: ${reason}`,
        'La factura sigue pendiente. Por favor, páguela o actualice su tarjeta:',
        link,
      ].join('\n'),
    };
  return {
    to: inv.email,
    kind: 'member' as const,
    subject: `${club?.name ?? 'Your club'}: automatic payment declined`,
    text: [
      `Hello ${inv.family},`,
      '',
      `We tried to charge your saved card ${amount} for "${writeRecordText(inv.descriptionText, inv.description, inv.language)}" and the payment was declined: ${reason}`,
      'The invoice is still unpaid. Please pay it or update your card:',
      link,
    ].join('\n'),
  };
}

function noCardEmail(inv: Due, club: Club, publicUrl: string) {
  const amount = money(inv.amountCents, inv.language);
  const link = invoicesLink(club, publicUrl);
  if (inv.language === 'es')
    return {
      to: inv.email,
      kind: 'member' as const,
      subject: `${club?.name ?? 'Su club'}: el pago automático necesita una tarjeta`,
      text: [
        `Hola, ${inv.family}:`,
        '',
        `El pago automático está activado, pero no hay ninguna tarjeta guardada para pagar ${amount} por "${writeRecordText(inv.descriptionText, inv.description, inv.language)}".`,
        'Por favor, añada una tarjeta o pague la factura:',
        link,
      ].join('\n'),
    };
  return {
    to: inv.email,
    kind: 'member' as const,
    subject: `${club?.name ?? 'Your club'}: automatic payment needs a card`,
    text: [
      `Hello ${inv.family},`,
      '',
      `Autopay is on, but there is no card on file to pay ${amount} for "${writeRecordText(inv.descriptionText, inv.description, inv.language)}".`,
      'Please add a card or pay the invoice:',
      link,
    ].join('\n'),
  };
}
