// Payment calls. Dollars in payment records; cents in payment intents
// and due payments. The server decides every amount and confirms every card payment itself.
import { reason } from '@springboard/contract/messages';
import type { FastifyInstance } from 'fastify';
import { paymentOperations } from '@springboard/contract/operations/payments';
import {
  CARD_ACCEPTED_MESSAGE,
  CARD_UPDATED_MESSAGE,
  CASH_ACCEPTED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENTS_RETRIEVED_MESSAGE,
} from '@springboard/contract/payments';
import { AppError } from '../../platform/app-error.js';
import { listResult, registerOperations, requireFamilyCaller, result } from '../../platform/operations.js';
import { ProviderError } from './providers/provider.js';
import { confirmSandboxIntent } from './providers/sandbox.js';
import { quoteRegistration } from './registration-quote.service.js';
import { chargeInvoiceWithSavedCard } from './charge.service.js';
import { recordDeclinedIntent } from './declined-attempts.js';
import {
  createInvoiceIntent,
  customerForEmail,
  keepCardForCharges,
  savedCardsOf,
  startCardUpdate,
  removeCard,
  useCard,
} from './customers.service.js';
import { duePaymentsPage, paymentFilters, paymentsPage } from './payment-lists.js';
import { previewDiscount, recordPayment } from './payments.service.js';
import { stripeWebhookHandlers } from './webhook.routes.js';

export async function paymentsRoutes(app: FastifyInstance) {
  const providerFor = (tenantId: string) => app.payments.forClub(tenantId);
  const { stripeWebhook, stripeWebhookForClub, ...ops } = paymentOperations;

  registerOperations(app, ops, {
    record: {
      handle: async ({ run, tenant, user, body, req }) => {
        const data = await recordPayment(run, await providerFor(tenant.id), tenant.id, user, body, req.log, app.config.publicUrl);
        return result(data, data.payment_method === 'cash' ? CASH_ACCEPTED_MESSAGE : CARD_ACCEPTED_MESSAGE);
      },
    },
    createCustomer: {
      handle: async ({ run, tenant, scope, body }) =>
        result({ id: await customerForEmail(run, await providerFor(tenant.id), scope, body.email) }),
    },
    createIntent: {
      handle: async ({ run, tenant, user, body }) => {
        const provider = await providerFor(tenant.id);
        if (body.invoiceId) {
          const scope = requireFamilyCaller(user, 'view_membership_invoices');
          const r = await createInvoiceIntent(run, provider, tenant.id, scope, body.invoiceId);
          return result({ ...r, provider: provider.name });
        }
        const q = await quoteRegistration({ run, read: app.tx.clubRead(tenant.id) }, provider, tenant.id, {
          voucher_code: body.voucher_code || undefined,
        });
        return result({
          clientSecret: q.client_secret,
          paymentIntentId: q.payment_intent_id,
          amount: q.amount_cents,
          provider: q.provider,
        });
      },
    },
    savedCards: {
      handle: async ({ run, tenant, scope, params }) =>
        result(await savedCardsOf(run, await providerFor(tenant.id), scope, params.id)),
    },
    updateCard: {
      handle: async ({ run, tenant, scope, body }) =>
        result(await startCardUpdate(run, await providerFor(tenant.id), tenant.id, scope, body.stripeCustomerId)),
    },
    updatePaymentMethod: {
      handle: async ({ run, tenant, scope, body }) =>
        result(
          await useCard(run, await providerFor(tenant.id), tenant.id, scope, body.stripeCustomerId, body.paymentMethodId),
          CARD_UPDATED_MESSAGE,
        ),
    },
    removePaymentMethod: {
      handle: async ({ run, tenant, scope, body }) =>
        result(
          await removeCard(run, await providerFor(tenant.id), tenant.id, scope, body.stripeCustomerId, body.paymentMethodId),
        ),
    },
    applyDiscount: {
      handle: async ({ run, body }) => {
        const data = await run((tx) => previewDiscount(tx, body.code, body.amount));
        return result(data, `Voucher applied successfully! New total: $${data.finalAmount.toFixed(2)}`);
      },
    },
    duePayments: {
      handle: async ({ run, list }) => {
        const { rows, meta } = await run((tx) => duePaymentsPage(tx, list));
        return { data: { duePayments: rows }, ...(meta ? { meta } : {}) };
      },
    },
    chargeForMember: {
      handle: async ({ run, tenant, user, body }) =>
        result(
          await chargeInvoiceWithSavedCard(
            run,
            await providerFor(tenant.id),
            tenant.id,
            user.id,
            null,
            body.invoiceId,
            app.config.publicUrl,
          ),
          PAYMENT_SUCCESS_MESSAGE,
        ),
    },
    chargeManually: {
      handle: async ({ run, tenant, user, scope, body }) =>
        result(
          await chargeInvoiceWithSavedCard(
            run,
            await providerFor(tenant.id),
            tenant.id,
            user.id,
            scope,
            body.invoiceId,
            app.config.publicUrl,
          ),
          PAYMENT_SUCCESS_MESSAGE,
        ),
    },
    listFiltered: {
      handle: async ({ run, query, list }) =>
        listResult(await run((tx) => paymentsPage(tx, list, paymentFilters.filtered(query)))),
    },
    listOfMembership: {
      handle: async ({ run, params, list }) =>
        listResult(await run((tx) => paymentsPage(tx, list, paymentFilters.ofMembership(params.id))), PAYMENTS_RETRIEVED_MESSAGE),
    },
    sandboxConfirm: {
      // The sandbox's stand-in for Stripe.js confirming a card in the browser:
      // the card number is judged and dropped; only brand and last4 stay.
      handle: async ({ run, tenant, body }) => {
        try {
          const card = { cardNumber: body.card_number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc };
          const { saved, intentId, customerId, ...outcome } = await run(async (tx) => {
            const r = await confirmSandboxIntent(tx, tenant.id, body.client_secret, card);
            // A refused card paying an invoice: the attempt is recorded with its reason.
            if (r.status === 'requires_payment_method' && r.intentId)
              await recordDeclinedIntent(tx, tenant.id, 'sandbox', {
                intentId: r.intentId,
                reason: r.error ?? 'The card could not be charged.',
                customerId: r.customerId ?? null,
              });
            // A confirmed card update: the new card is the family's card from now on.
            if (r.saved)
              await keepCardForCharges(tx, tenant.id, 'sandbox', r.saved.customerId, {
                id: r.saved.paymentMethodId,
                ...r.saved.card,
              });
            return r;
          });
          void saved;
          void intentId;
          void customerId;
          return result(outcome);
        } catch (err) {
          if (err instanceof ProviderError && err.kind === 'not_found') throw new AppError('NOT_FOUND', 'payment_not_found');
          if (err instanceof ProviderError && err.kind === 'invalid')
            throw new AppError('CONFLICT', reason('provider_refused', { reason: err.message }));
          throw err;
        }
      },
    },
  });

  // Webhooks read the raw body (for the signature), so they live in a scope with their own parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    registerOperations(scope, { stripeWebhook, stripeWebhookForClub }, stripeWebhookHandlers(scope));
  });
}
