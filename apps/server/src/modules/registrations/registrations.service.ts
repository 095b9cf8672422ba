// A family's registration as one transaction: validate everything, check the
// payment with the provider, then create account, membership, athletes, enrollments, the paid
// registration invoice, the payment, the saved card and the voucher redemption together. If that
// transaction fails after the card was charged, the payment is refunded.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RegistrationBody, RegistrationResult } from '@springboard/contract/registrations';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { prebuiltInsert } from '../../db/prebuilt.js';
import { payments, programs, programSlots, savedCards } from '../../db/schema.js';
import type { PaymentProvider, ProviderIntent } from '../payments/providers/provider.js';
import { can, type Principal } from '../../platform/access.js';
import { AppError, detailsError, type ErrorDetail, fieldDetail, fieldError } from '../../platform/app-error.js';
import { hashPassword } from '../../platform/passwords.js';
import { insertAthletes } from '../athletes/athletes.service.js';
import { missingRequiredMedical, saveRegistrationMedical } from '../medical/medical.service.js';
import { queueEmail } from '../email/email.service.js';
import { assertRegistrationOpen } from '../terms/terms.service.js';
import { enrollInSlots } from '../enrollments/enrollments.service.js';
import { joinOrEnroll } from '../waitlist/waitlist.service.js';
import { insertNewFamilyInvoice, type LineDraft } from '../invoices/invoice-insert.js';
import { createMembershipWithAccount, isEmailTaken } from '../memberships/memberships.service.js';
import {
  consumeIntent,
  findIntent,
  IntentAlreadyUsed,
  PaymentAmountMismatch,
  refundUnusedIntent,
  verifyPaid,
  type IntentRow,
} from '../payments/intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import type { TokenService } from '../../platform/tokens.js';
import { openSession } from '../auth/sessions.service.js';
import { redeemVoucher } from '../vouchers/vouchers.service.js';
import { priceRegistration, type RegistrationPrice } from '../payments/registration-quote.service.js';
import { paymentAudit } from '../payments/invoice-settlement.js';
import { cardFeeText } from '../invoices/invoice-charges.js';
import { registrationEmail } from './registration-email.js';
import { creditReferrer } from '../invoices/credit-use.js';
import { slotWhen } from '../programs/slot-text.js';
import { auditInsert } from '../audit/audit.js';
import { signPolicy } from '../policies/acceptances.service.js';
import { unacceptedRequiredPolicies } from '../policies/unaccepted.js';
import { describedAs } from '@springboard/contract/record-texts';

export type RegistrationContext = {
  run: Runner;
  /** For the checks before any money moves: reads, one round trip a statement. */
  read: Runner;
  provider: PaymentProvider;
  tenantId: string;
  club: { name: string; signInUrl: string };
  actor: Principal | null;
  /** Signs a family that registered itself in, as sign-in does (modules/auth openSession). */
  tokens: TokenService;
  /** The client address, kept with the policies the parent signs. */
  ip: string | null;
  log: { error: (obj: object, msg: string) => void };
};

type SlotInfo = { id: string; slot: string; program: string; programEs: string | null; days: string[]; times: string[] };

/** A promise's outcome kept for later, so that independent checks can be sent together and their
 *  errors still reported in the order a person fixes them. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(p: Promise<T>): Promise<Outcome<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
const valueOf = <T>(o: Outcome<T>): T => {
  if (!o.ok) throw o.error;
  return o.value;
};

/** Everything a registration depends on, checked before any money moves: slots and medical details,
 *  the classes' registration being open, voucher, intent id, then the e-mail (409). The reads are
 *  independent and go to the database together (one round trip, one READ ONLY transaction). */
async function validate(
  tx: Tx,
  tenantId: string,
  body: RegistrationBody,
  cash: boolean,
  byStaff = false,
): Promise<{ price: RegistrationPrice; slots: Map<string, SlotInfo>; intentRow: IntentRow | null }> {
  const details: ErrorDetail[] = [];
  const ids = [...new Set(body.athletes.flatMap((a) => [...a.slot_ids, ...a.waitlist_slot_ids]))];
  const chosen = body.athletes.flatMap((a, i) =>
    a.slot_ids.map((slotId, j) => ({ slotId, field: `athletes.${i}.slot_ids.${j}` })),
  );
  const [rows, medical, open, priced, taken, intent] = await Promise.all([
    ids.length
      ? tx
          .select({
            id: programSlots.id,
            slot: programSlots.slotId,
            program: programs.label,
            programEs: programs.labelEs,
            days: programSlots.days,
            times: programSlots.times,
          })
          .from(programSlots)
          .innerJoin(programs, eq(programs.id, programSlots.programId))
          .where(inArray(programSlots.id, ids))
      : [],
    missingRequiredMedical(tx, body.athletes),
    // A new family registers into a term's classes from the day its registration opens to everyone
    // (409 naming the slot); staff registering a family at the desk may enrol any day.
    settle(byStaff ? Promise.resolve() : assertRegistrationOpen(tx, tenantId, null, chosen)),
    settle(
      priceRegistration(tx, tenantId, {
        voucherCode: body.voucher_code,
        card: !cash,
        athletes: body.athletes.map((a) => ({ name: `${a.first_name} ${a.last_name}`, slot_ids: a.slot_ids })),
        startDate: body.start_date,
      }),
    ),
    isEmailTaken(tx, body.membership.email),
    // Looked up with the rest whenever a card payment is named; used only when something is charged.
    settle(
      !cash && body.payment_intent_id
        ? findIntent(tx, body.payment_intent_id, 'registration', 'payment_intent_id')
        : Promise.resolve(null),
    ),
  ]);
  const slots = new Map(rows.map((r) => [r.id, r]));
  body.athletes.forEach((a, i) =>
    a.slot_ids.forEach((s, j) => {
      if (!slots.has(s)) details.push(fieldDetail(`athletes.${i}.slot_ids.${j}`, 'slot_not_found'));
    }),
  );
  body.athletes.forEach((a, i) =>
    a.waitlist_slot_ids.forEach((s, j) => {
      const field = `athletes.${i}.waitlist_slot_ids.${j}`;
      if (!slots.has(s)) details.push(fieldDetail(field, 'slot_not_found'));
      else if (a.slot_ids.includes(s)) details.push(fieldDetail(field, 'also_chosen_as_slot'));
    }),
  );
  details.push(...medical);
  if (details.length === 0) valueOf(open);
  let price: RegistrationPrice | null = null;
  try {
    price = valueOf(priced);
  } catch (err) {
    if (!(err instanceof AppError) || !err.details) throw err;
    details.push(...err.details);
  }
  if (!cash && price && price.amountCents > 0 && !body.payment_intent_id) {
    details.push(fieldDetail('payment_intent_id', 'card_payment_needs_it'));
  }
  if (details.length || !price) throw detailsError('VALIDATION', details);
  if (taken) throw new AppError('CONFLICT', 'email_taken');
  const needsCard = !cash && price.amountCents > 0;
  const intentRow = needsCard ? valueOf(intent) : null;
  return { price, slots, intentRow };
}

/** A registration refused before anything is written (bad field, e-mail taken, voucher gone) must not
 *  keep the money: a paid, unused intent is refunded, and the parent's retry pays with a fresh quote.
 *  An intent already used for another registration is left alone. */
async function validateOrRefund(ctx: RegistrationContext, body: RegistrationBody, cash: boolean) {
  try {
    const byStaff = ctx.actor?.role === 'admin' || ctx.actor?.role === 'staff';
    return await ctx.read((tx) => validate(tx, ctx.tenantId, body, cash, byStaff));
  } catch (err) {
    if (body.payment_intent_id && !cash && !(err instanceof IntentAlreadyUsed)) {
      await refundIfPaid(ctx, body.payment_intent_id);
    }
    throw err;
  }
}

/** Used too when the body fails schema validation, before the service runs. */
export async function refundIfPaid(ctx: RegistrationContext, intentId: string): Promise<void> {
  const row = await ctx.read((tx) => findIntent(tx, intentId, 'registration', 'payment_intent_id')).catch(() => null);
  if (!row) return;
  const intent = await ctx.provider.retrieveIntent(row.providerIntentId).catch(() => null);
  if (intent?.status === 'succeeded' && !intent.refunded) {
    await refundUnusedIntent(ctx.run, ctx.provider, row.providerIntentId, ctx.log);
  }
}

export async function registerFamily(ctx: RegistrationContext, body: RegistrationBody): Promise<RegistrationResult> {
  const cash = body.payment_method === 'cash';
  // Cash registration is the Add Member screen's: staff with its permission, and admins.
  if (cash && !can(ctx.actor, 'add_membership_page')) throw new AppError('FORBIDDEN', 'cash_staff_only');
  const { price, slots, intentRow: row } = await validateOrRefund(ctx, body, cash);

  let intent: ProviderIntent | null = null;
  if (row) {
    try {
      intent = await verifyPaid(ctx.provider, row, price.amountCents);
    } catch (err) {
      // Paid, but for another amount than is due now: it cannot be used, so it is given back.
      if (err instanceof PaymentAmountMismatch) await refundUnusedIntent(ctx.run, ctx.provider, row.providerIntentId, ctx.log);
      throw err;
    }
  }

  const passwordHash = await hashPassword(body.membership.password);
  try {
    return await ctx.run((tx) => writeRegistration(tx, ctx, body, { price, slots, intent, passwordHash }));
  } catch (err) {
    if (intent && !(err instanceof IntentAlreadyUsed)) await refundUnusedIntent(ctx.run, ctx.provider, intent.id, ctx.log);
    throw err;
  }
}

type Checked = { price: RegistrationPrice; slots: Map<string, SlotInfo>; intent: ProviderIntent | null; passwordHash: string };

const insertPayment = prebuiltInsert(
  payments,
  [
    'id',
    'tenantId',
    'membershipId',
    'invoiceId',
    'amountCents',
    'paymentMethod',
    'provider',
    'transactionId',
    'providerCustomerId',
    'recordedBy',
  ],
  { also: { status: 'succeeded' } },
);
/** The card paid with, kept for the family's later charges (once: a card kept already stays as it is). */
const keepCard = prebuiltInsert(
  savedCards,
  [
    'tenantId',
    'membershipId',
    'provider',
    'providerCustomerId',
    'providerPaymentMethodId',
    'brand',
    'last4',
    'expMonth',
    'expYear',
  ],
  { ignoreConflict: true },
);

async function writeRegistration(
  tx: Tx,
  ctx: RegistrationContext,
  body: RegistrationBody,
  c: Checked,
): Promise<RegistrationResult> {
  const { tenantId, actor } = ctx;
  const { intent, price } = c;
  // The family's first statements go in one round trip, in this order, and their errors are
  // reported in it. The intent is consumed first, so that two requests with the same intent
  // serialise on it and only one goes on: the second fails there, whatever the statements behind
  // it met (they run in its aborted transaction, which is rolled back). The membership's id is made
  // here so that the intent names its family from the start.
  const familyId = randomUUID();
  const { password: _pw, ...parent } = body.membership;
  const [consumed, account, unaccepted, inserted] = await Promise.all([
    settle(intent ? consumeIntent(tx, intent.id, familyId) : Promise.resolve()),
    settle(
      createMembershipWithAccount(tx, tenantId, {
        id: familyId,
        ...parent,
        start_date: body.start_date,
        referral: body.referral,
        language: body.language,
        passwordHash: c.passwordHash,
        paid: { providerCustomerId: intent?.customerId ?? null },
      }),
    ),
    settle(unacceptedRequiredPolicies(tx, familyId)),
    settle(insertAthletes(tx, tenantId, familyId, body.athletes)),
  ]);
  valueOf(consumed);
  const { membershipId, userId } = valueOf(account);
  await signRequiredPolicies(tx, ctx, body, { membershipId, userId }, valueOf(unaccepted));
  const athleteIds = valueOf(inserted);
  await saveRegistrationMedical(
    tx,
    tenantId,
    body.athletes.map((a, i) => ({ id: athleteIds[i]!, medical: a.medical })),
  );
  const enrollmentIds = await enrollInSlots(
    tx,
    tenantId,
    body.athletes.flatMap((a, i) =>
      a.slot_ids.map((slotId) => ({ athleteId: athleteIds[i]!, slotId, membershipId, startsOn: price.startsOn })),
    ),
  );
  for (const [i, a] of body.athletes.entries()) {
    for (const slotId of a.waitlist_slot_ids) await joinOrEnroll(tx, tenantId, { id: athleteIds[i]!, membershipId }, slotId);
  }
  if (price.voucher) await redeemVoucher(tx, tenantId, price.voucher, membershipId, intent?.id ?? null);

  // The paid invoice (its fee, less the voucher; the first billing period's tuition when the club
  // charges it now; the tax; the card fee), its payment and the card.
  const staffId = actor && (actor.role === 'admin' || actor.role === 'staff') ? actor.id : null;
  const lines: LineDraft[] = price.lines.map(({ athleteIndex, ...l }) => ({
    ...l,
    athleteId: athleteIndex === null ? null : (athleteIds[athleteIndex] ?? null),
  }));
  if (price.cardFee.cents > 0) {
    lines.push({ kind: 'card_fee', ...cardFeeText(price.cardFee.bps), athleteId: null, amountCents: price.cardFee.cents });
  }
  const voucherCode: Record<string, string> = price.voucher ? { voucher: price.voucher.code } : {};
  const draft = {
    tenantId,
    membershipId,
    ...(price.period
      ? describedAs('registration_and_tuition', {
          ...voucherCode,
          period_start: price.period.start,
          period_months: price.period.months,
        })
      : describedAs(price.voucher ? 'registration_fee_voucher' : 'registration_fee', voucherCode)),
    dueDate: price.today,
    category: 'registration' as const,
    generatedBy: staffId,
    lines,
    tax: price.tax,
    // The tuition charged now is the family's invoice of that billing period: automatic invoicing's
    // key for it is taken, so the period is not billed again.
    runKey: price.period ? `auto:${price.period.label}:${membershipId}` : null,
  };
  const invoiceId = randomUUID();
  const paymentId = intent || body.payment_method === 'cash' ? randomUUID() : null;
  const language = body.language ?? 'en';
  const mail = registrationEmail({
    language,
    clubName: ctx.club.name,
    signInUrl: ctx.club.signInUrl,
    parentFirstName: body.membership.first_name,
    amountCents: price.amountCents,
    paymentMethod: body.payment_method,
    athletes: body.athletes.map((a) => ({
      name: `${a.first_name} ${a.last_name}`,
      slots: a.slot_ids.map((id) => {
        const s = c.slots.get(id)!;
        return { program: (language === 'es' && s.programEs) || s.program, when: slotWhen(s, language) };
      }),
    })),
  });
  // The invoice, its payment and the card, the welcome e-mail and the parent's session go in one
  // round trip, the invoice first (the rows after it name it), all in this transaction: a session
  // for an account that was never written cannot exist. Anyone already signed in (staff or an admin
  // at the desk, or another account) keeps their own session: they registered someone else.
  const invoice = insertNewFamilyInvoice(tx, {
    ...draft,
    id: invoiceId,
    paidCents: paymentId ? price.amountCents : 0,
    paidAt: new Date(),
  });
  // Behind the invoice (they name it): its payment, the payment's audit row and the card.
  const paid: Promise<unknown>[] = [];
  if (paymentId) {
    const paymentProvider = intent ? ctx.provider.name : 'cash';
    paid.push(
      rowsOf(
        tx,
        insertPayment({
          id: paymentId,
          tenantId,
          membershipId,
          invoiceId,
          amountCents: price.amountCents,
          paymentMethod: body.payment_method,
          provider: paymentProvider,
          transactionId: intent ? intent.id : `cash_${randomUUID()}`,
          providerCustomerId: intent?.customerId ?? null,
          recordedBy: staffId,
        }),
      ),
      // The invoice is numbered in this same round trip: its row names it by id.
      auditInsert(
        tx,
        paymentAudit(tenantId, paymentId, {
          method: body.payment_method,
          provider: paymentProvider,
          recordedBy: staffId,
          by: 'registration',
          amountCents: price.amountCents,
          invoiceId,
          invoiceNumber: null,
          membershipId,
        }),
      ),
    );
  }
  if (intent?.customerId && intent.paymentMethodId && intent.card) {
    paid.push(
      rowsOf(
        tx,
        keepCard({
          tenantId,
          membershipId,
          provider: ctx.provider.name,
          providerCustomerId: intent.customerId,
          providerPaymentMethodId: intent.paymentMethodId,
          ...intent.card,
        }),
      ),
    );
  }
  const [, , , session] = await Promise.all([
    invoice.sent,
    Promise.all(paid),
    queueEmail(tx, tenantId, { to: body.membership.email, ...mail, kind: 'registration' }),
    actor
      ? null
      : openSession(tx, ctx.tokens, {
          id: userId,
          email: body.membership.email,
          first_name: body.membership.first_name,
          last_name: body.membership.last_name,
          role: 'member',
          tenant_id: tenantId,
          membership_id: membershipId,
        }),
  ]);
  // The invoice's amount as written must be what was quoted and paid (the same calculation made
  // both): when it is not, the error rolls all of it back.
  if (invoice.amountCents !== price.amountCents) throw new PaymentAmountMismatch();
  const referred = await noteReferrer(tx, tenantId, membershipId, body);
  // Paid now: the family's first payment credits the family that referred it.
  if (paymentId && referred) await creditReferrer(tx, tenantId, membershipId);
  return {
    membership_id: membershipId,
    athlete_ids: athleteIds,
    enrollment_ids: enrollmentIds,
    invoice_id: invoiceId,
    payment_id: paymentId,
    session,
  };
}

/** Friend Referral with the referring family's e-mail: the family of the club that has it is kept as
 *  the referrer. An e-mail no family has does nothing, and the answer is the same either way. */
async function noteReferrer(tx: Tx, tenantId: string, membershipId: string, body: RegistrationBody): Promise<boolean> {
  const email = body.referral === 'Friend Referral' ? body.referrer_email?.trim() : '';
  if (!email) return false;
  const res = await tx.execute<{ referred_by: string | null }>(sql`update memberships set referred_by = (
      select r.id from memberships r where r.email_key = lower(${email}) and r.id <> ${membershipId} and r.tenant_id = ${tenantId})
    where id = ${membershipId} returning referred_by`);
  return Boolean(res.rows[0]?.referred_by);
}

/**
 * The parent signs the club's required policies as part of the registration. A family registering
 * itself must sign each one; staff at the desk (cash) may leave them out, and the family signs at its
 * first sign-in (the member area waits for it). `required`: the club's required policies the family
 * has not accepted, read with the registration's first statements.
 */
async function signRequiredPolicies(
  tx: Tx,
  ctx: RegistrationContext,
  body: RegistrationBody,
  family: { membershipId: string; userId: string },
  required: { id: string }[],
): Promise<void> {
  const signed = new Set(body.policies.map((p) => p.policy_id));
  const atDesk = body.payment_method === 'cash';
  if (!atDesk && required.some((r) => !signed.has(r.id))) throw fieldError('policies', 'policies_to_accept');
  for (const [i, p] of body.policies.entries()) {
    await signPolicy(tx, {
      tenantId: ctx.tenantId,
      policyId: p.policy_id,
      ...(p.version !== undefined ? { version: p.version } : {}),
      membershipId: family.membershipId,
      signer: { id: family.userId, firstName: body.membership.first_name, lastName: body.membership.last_name },
      signatureName: p.signature_name,
      ip: ctx.ip,
      field: `policies.${i}.signature_name`,
    });
  }
}
