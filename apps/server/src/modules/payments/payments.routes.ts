// Payment calls (documents 01 §7, 02 §7). Dollars in payment records; cents in payment intents
// and due payments. The server decides every amount and confirms every card payment itself.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  applyDiscountBody,
  chargeInvoiceBody,
  chargeResult,
  createCustomerBody,
  createPaymentIntentBody,
  discountResult,
  duePayment,
  payment,
  PAYMENT_SUCCESS_MESSAGE,
  paymentIntentResult,
  recordPaymentBody,
  savedCard,
} from '@springboard/contract/payments';
import { manualInvoiceBody } from '@springboard/contract/invoices';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, errorEnvelope, ok } from '../../platform/envelope.js';
import { createInvoice } from '../invoices/invoices.service.js';
import { assertFamily } from '../memberships/family-scope.js';
import { quoteRegistration } from '../registrations/quote.service.js';
import { chargeInvoiceWithSavedCard } from './charge.service.js';
import { createInvoiceIntent, customerForEmail, savedCardsOf } from './customers.service.js';
import { listMembershipPayments } from './invoice-settlement.js';
import { runner } from './tx-runner.js';
import { listDuePayments, previewDiscount, recordPayment } from './payments.service.js';

const tags = ['payments'];
const paymentErrors = { ...errorResponses, 402: errorEnvelope, 502: errorEnvelope };

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const providerFor = (req: FastifyRequest) => app.payments.forClub(req.tenant.id);

  app.post(
    '/api/payments',
    {
      config: { access: access.member },
      schema: {
        tags,
        description:
          'Card: transactionId is a payment intent from create-payment-intent for an invoice, confirmed with the provider; it is checked with the provider and used once. Cash: staff and admin only; the server makes the transaction id.',
        body: recordPaymentBody,
        response: { 201: envelope(payment), ...paymentErrors },
      },
    },
    async (req, reply) => {
      const data = await recordPayment(runner(req), await providerFor(req), req.tenant.id, req.user!, req.body, req.log);
      const message = data.payment_method === 'cash' ? 'Cash Payment accepted successfully!' : 'Card Payment accepted successfully!';
      return reply.code(201).send(ok(data, message));
    },
  );

  app.post(
    '/api/payments/create-stripe-customer',
    {
      config: { access: access.member },
      schema: { tags, body: createCustomerBody, response: { 200: envelope(z.object({ id: z.string() })), ...paymentErrors } },
    },
    async (req) => ok({ id: await customerForEmail(runner(req), await providerFor(req), req.user!, req.body.email) }),
  );

  app.post(
    '/api/payments/create-payment-intent',
    {
      config: { access: access.visitor },
      schema: {
        tags,
        description:
          'With invoiceId (signed in): an intent for that invoice\'s amount. Without: the registration fee (pricing config and voucher_code), as POST /registrations/quote. A client-sent amount is ignored.',
        body: createPaymentIntentBody,
        response: { 200: envelope(paymentIntentResult), ...paymentErrors },
      },
    },
    async (req) => {
      const provider = await providerFor(req);
      if (req.body.invoiceId) {
        if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
        const r = await createInvoiceIntent(runner(req), provider, req.tenant.id, req.user, req.body.invoiceId);
        return ok({ ...r, provider: provider.name });
      }
      const q = await quoteRegistration(runner(req), provider, req.tenant.id, req.body.voucher_code || undefined);
      return ok({ clientSecret: q.client_secret, paymentIntentId: q.payment_intent_id, amount: q.amount_cents, provider: q.provider });
    },
  );

  app.get(
    '/api/payments/stripe/payment-methods/:id',
    {
      config: { access: access.member },
      schema: { tags, params: z.object({ id: z.string().min(1).max(200) }), response: { 200: envelope(z.array(savedCard)), ...paymentErrors } },
    },
    async (req) => ok(await savedCardsOf(runner(req), await providerFor(req), req.user!, req.params.id)),
  );

  app.post(
    '/api/payments/apply/discount',
    {
      config: { access: access.visitor },
      schema: { tags, body: applyDiscountBody, response: { 200: envelope(discountResult), ...errorResponses } },
    },
    async (req) => {
      const data = await req.tenantTx((tx) => previewDiscount(tx, req.body.code, req.body.amount));
      return ok(data, `Voucher applied successfully! New total: $${data.finalAmount.toFixed(2)}`);
    },
  );

  app.get(
    '/api/payments/get-due-payments',
    {
      config: { access: access.staff('view_membership_invoices') },
      schema: { tags, response: { 200: envelope(z.object({ duePayments: z.array(duePayment) })), ...errorResponses } },
    },
    async (req) => ok({ duePayments: await req.tenantTx(listDuePayments) }),
  );

  for (const [path, rule, description] of [
    ['/api/payments/charge-member-manual-payment', access.staff('view_membership_invoices'), 'Staff: charge the family\'s saved card for an invoice, once.'],
    ['/api/payments/charge-manually', access.member, 'Members (own invoices) and staff: pay an invoice with the saved card, once.'],
  ] as const) {
    app.post(
      path,
      { config: { access: rule }, schema: { tags, description, body: chargeInvoiceBody, response: { 200: envelope(chargeResult), ...paymentErrors } } },
      async (req) => ok(await chargeInvoiceWithSavedCard(runner(req), await providerFor(req), req.tenant.id, req.user!, req.body.invoiceId), PAYMENT_SUCCESS_MESSAGE),
    );
  }

  app.get(
    '/api/payments/member/:id',
    {
      config: { access: access.member },
      schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: envelope(z.array(payment)), ...errorResponses } },
    },
    async (req) => {
      assertFamily(req.user, req.params.id);
      return ok(await req.tenantTx((tx) => listMembershipPayments(tx, req.params.id)), 'Payments retrieved successfully');
    },
  );

  app.post(
    '/api/payments/manual-invoice',
    {
      config: { access: access.staff('generate_invoice_page') },
      schema: { tags, body: manualInvoiceBody, response: { 201: envelope(z.object({ invoiceId: z.string().uuid() })), ...errorResponses } },
    },
    async (req, reply) => {
      const inv = await req.tenantTx((tx) => createInvoice(tx, req.tenant.id, req.body, req.user!.id));
      return reply.code(201).send(ok({ invoiceId: inv.id }, 'Invoice generated successfully!'));
    },
  );
};
