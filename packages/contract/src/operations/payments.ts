// Payment calls. Dollars in payment records; cents in payment intents and
// due payments. The server decides every amount and confirms every card payment itself.
import { z } from 'zod';
import { listQuery } from '../lists.js';
import { access, defineOperation } from '../operation.js';
import {
  applyDiscountBody,
  chargeInvoiceBody,
  chargeResult,
  createCustomerBody,
  createPaymentIntentBody,
  discountResult,
  duePayment,
  duePaymentList,
  payment,
  paymentFilterQuery,
  paymentList,
  paymentListQuery,
  paymentIntentResult,
  paymentWithMember,
  recordPaymentBody,
  sandboxConfirmBody,
  sandboxConfirmResult,
  savedCard,
  updateCardBody,
  updateCardResult,
  updatePaymentMethodBody,
} from '../payments.js';

const tags = ['payments'];
const providerErrors = [402, 502] as const;
const invoiceInBody = { entity: 'invoice', in: 'body', key: 'invoiceId' } as const;
const customerInBody = { entity: 'customer', in: 'body', key: 'stripeCustomerId' } as const;
const webhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const paymentOperations = {
  record: defineOperation({
    method: 'POST',
    path: '/api/payments',
    access: access.family('view_membership_invoices', { entity: 'membership', in: 'body', key: 'membershipId' }),
    body: recordPaymentBody,
    response: payment,
    status: 201,
    errors: providerErrors,
    description:
      'Card: transactionId is a payment intent from create-payment-intent for an invoice, confirmed with the provider; it is checked with the provider and used once. Cash (Accept Payment): staff and admin only; with invoiceId it is one step — the payment (server-made transaction id, the invoice amount whatever is sent), the invoice marked paid and the paid charge invoice "Charged Payment for invoice - {id}" — done once: a repeat answers 409 "This invoice is already paid".',
    tags,
  }),
  createCustomer: defineOperation({
    method: 'POST',
    path: '/api/payments/create-stripe-customer',
    access: access.family('view_membership_invoices'),
    body: createCustomerBody,
    response: z.object({ id: z.string() }),
    errors: providerErrors,
    tags,
  }),
  createIntent: defineOperation({
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    access: access.visitor,
    body: createPaymentIntentBody,
    response: paymentIntentResult,
    errors: providerErrors,
    description:
      "With invoiceId (signed in: the invoice's family, or staff who may view invoices): an intent for that invoice's amount. Without: the registration fee (pricing config and voucher_code), as POST /registrations/quote. A client-sent amount is ignored.",
    tags,
  }),
  savedCards: defineOperation({
    method: 'GET',
    path: '/api/payments/stripe/payment-methods/:id',
    access: access.family('view_membership_invoices', { entity: 'customer', in: 'params', key: 'id' }),
    params: z.object({ id: z.string().min(1).max(200) }),
    response: z.array(savedCard),
    errors: providerErrors,
    tags,
  }),
  updateCard: defineOperation({
    method: 'POST',
    path: '/api/payments/update-card',
    access: access.family('view_membership_invoices', customerInBody),
    body: updateCardBody,
    response: updateCardResult,
    errors: providerErrors,
    description:
      "A SetupIntent for the family's customer. Confirm it in the browser (Stripe Elements confirmCardSetup; with the sandbox POST /api/payments/sandbox/confirm, which also saves the card as the family's card), then send the card to update-payment-method.",
    tags,
  }),
  updatePaymentMethod: defineOperation({
    method: 'POST',
    path: '/api/payments/update-payment-method',
    access: access.family('view_membership_invoices', customerInBody),
    body: updatePaymentMethodBody,
    response: savedCard,
    errors: providerErrors,
    description: "Makes a card of the family's customer the saved card that charges use. A card of another customer answers 404.",
    tags,
  }),
  removePaymentMethod: defineOperation({
    method: 'POST',
    path: '/api/payments/remove-payment-method',
    access: access.family('view_membership_invoices', customerInBody),
    body: updatePaymentMethodBody,
    response: z.array(savedCard),
    errors: providerErrors,
    description:
      "Removes a saved card from the family's customer at the payment provider; answers the cards left. The family's only card cannot be removed while its autopay is on (409 last_card_autopay). When the removed card was the one charges use, another card left takes its place. A card of another customer answers 404.",
    tags,
  }),
  applyDiscount: defineOperation({
    method: 'POST',
    path: '/api/payments/apply/discount',
    access: access.visitor,
    body: applyDiscountBody,
    response: discountResult,
    tags,
  }),
  duePayments: defineOperation({
    method: 'GET',
    path: '/api/payments/get-due-payments',
    access: access.staff('view_membership_invoices'),
    query: listQuery(duePaymentList),
    list: duePaymentList,
    response: z.object({ duePayments: z.array(duePayment) }),
    tags,
  }),
  chargeForMember: defineOperation({
    method: 'POST',
    path: '/api/payments/charge-member-manual-payment',
    access: access.staff('view_membership_invoices'),
    body: chargeInvoiceBody,
    response: chargeResult,
    errors: providerErrors,
    description:
      "Staff: charge the family's saved card for an invoice, once. 402 when declined (the invoice stays unpaid, a failed payment is recorded); 409 when already paid; 400 with no card on file.",
    tags,
  }),
  chargeManually: defineOperation({
    method: 'POST',
    path: '/api/payments/charge-manually',
    access: access.family('view_membership_invoices', invoiceInBody),
    body: chargeInvoiceBody,
    response: chargeResult,
    errors: providerErrors,
    description:
      'Members (own invoices) and staff: pay an invoice with the saved card, once. 402 when declined (the invoice stays unpaid, a failed payment is recorded); 409 when already paid; 400 with no card on file.',
    tags,
  }),
  listFiltered: defineOperation({
    method: 'GET',
    path: '/api/payments/filtered/payments',
    access: access.admin,
    query: paymentFilterQuery,
    list: paymentList,
    response: z.array(paymentWithMember),
    description: 'Invoice & Payment Management: status, and payment date (UTC day) between startDate and endDate (inclusive).',
    tags,
  }),
  listOfMembership: defineOperation({
    method: 'GET',
    path: '/api/payments/member/:id',
    access: access.family('view_membership_invoices', { entity: 'membership', in: 'params', key: 'id' }),
    params: z.object({ id: z.string().uuid() }),
    query: paymentListQuery,
    list: paymentList,
    response: z.array(payment),
    tags,
  }),
  sandboxConfirm: defineOperation({
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    access: access.visitor,
    body: sandboxConfirmBody,
    response: sandboxConfirmResult,
    description:
      "Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0341 is saved by a card update but declined when charged (and declined as a payment); any other number is refused. A refused card answers 200 with status requires_payment_method and the reason in error. The client secret of update-card (a setup) saves the card as the family's card and answers its id in payment_method.",
    tags,
  }),
  stripeWebhook: defineOperation({
    method: 'POST',
    path: '/api/payments/webhook/stripe',
    access: access.visitor,
    response: webhookReceived,
    description: 'Stripe webhook for the club in x-tenant-id (signed; the raw body is checked).',
    tags,
  }),
  stripeWebhookForClub: defineOperation({
    method: 'POST',
    path: '/api/payments/webhook/stripe/:club',
    access: access.public,
    params: z.object({ club: z.string().min(1).max(63) }),
    response: webhookReceived,
    description: 'Stripe webhook endpoint to configure in the Stripe dashboard: /api/payments/webhook/stripe/<club slug>.',
    tags,
  }),
};
