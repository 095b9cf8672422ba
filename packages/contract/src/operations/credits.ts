// Refunds, family credits and statements. Dollars at the API edge.
import { z } from 'zod';
import {
  familyCredit,
  familyCredits,
  giveCreditBody,
  refundPaymentBody,
  statement,
  statementList,
  statementQuery,
} from '../credits.js';
import { access, defineOperation } from '../operation.js';
import { payment } from '../payments.js';

const tags = ['credits'];
const idParam = z.object({ id: z.string().uuid() });

export const creditOperations = {
  refundPayment: defineOperation({
    method: 'POST',
    path: '/api/payments/:id/refund',
    access: access.staff('manage_credits'),
    params: idParam,
    body: refundPaymentBody,
    response: payment,
    errors: [402, 502],
    description:
      'Gives back (part of) a payment: a card payment through the payment provider, a cash, check or other payment paid out by hand (cash out). Without amount: all that is left to refund. More than the payment less its earlier refunds: 400 naming amount (refund_over_refundable). The same idempotency_key answers the refund it made; without one, the same request sent twice at once refunds once. The paid invoice is due again by what was refunded (void it to forgive it). Answers the payment with `refunded` and its refunds.',
    tags,
  }),
  giveCredit: defineOperation({
    method: 'POST',
    path: '/api/memberships/:id/credits',
    access: access.staff('manage_credits'),
    params: idParam,
    body: giveCreditBody,
    response: familyCredit,
    status: 201,
    description:
      "A credit for the family: it pays the family's unpaid invoices at once (oldest due first, each down to what is left to pay, as a credit_applied line) and then its next invoices, the oldest credit first, never making an invoice negative.",
    tags,
  }),
  creditsOfMembership: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id/credits',
    access: access.family('view_membership_invoices', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParam,
    response: familyCredits,
    tags,
  }),
  statement: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id/statement',
    access: access.family('view_membership_invoices', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParam,
    query: statementQuery,
    list: statementList,
    response: statement,
    description:
      "The family's statement from `from` to `to` (UTC days, inclusive): the opening balance, every invoice, payment, refund, credit given, credit used and void in date order with the balance after each, and the closing balance. The balance is the credits not used minus what is unpaid. ?format=csv: the entries as CSV.",
    tags,
  }),
};
