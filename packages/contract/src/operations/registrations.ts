// The server-side registration flow: quote, then register once the card is confirmed.
import { access, defineOperation } from '../operation.js';
import { quoteBody, quoteResult, registrationBody, registrationResult } from '../registrations.js';

const tags = ['registrations'];

export const registrationOperations = {
  quote: defineOperation({
    method: 'POST',
    path: '/api/registrations/quote',
    access: access.visitor,
    body: quoteBody,
    response: quoteResult,
    errors: [402, 502],
    description:
      'What a registration charges now: the registration fee (pricing config, default 25.00) less the voucher; with the club\'s charge_first_month_at_registration, the first billing period\'s tuition of the athletes\' classes from the start date; the tax; and for a card the card fee on all of it. A card quote opens a payment intent for exactly that amount; a cash quote opens none.',
    tags,
  }),
  register: defineOperation({
    method: 'POST',
    path: '/api/registrations',
    access: access.visitor,
    body: registrationBody,
    response: registrationResult,
    status: 201,
    errors: [402, 502],
    description:
      'Creates account, membership, athletes, enrollments, the paid registration invoice and the payment in one transaction, after checking the payment intent with the provider (402 "Payment not completed"; 409 when already used). payment_method "cash" is for staff with the Add Member page and admins. The confirmation e-mail is sent by the server after commit.',
    tags,
  }),
};
