// The public site's contact form: a visitor writes to the club.
import { access, defineOperation } from '../operation.js';
import { contactBody, contactResult } from '../contact.js';

export const contactOperations = {
  send: defineOperation({
    method: 'POST',
    path: '/api/contact',
    access: access.visitor,
    body: contactBody,
    response: contactResult,
    description:
      "A visitor's message (name, e-mail, message) to the club's contact address, sent through the outbox with the visitor as Reply-To. " +
      'Rate limited per sender address and per client (429). 409 when the club has published no contact e-mail. A filled honeypot (`website`) is answered as sent and sends nothing.',
    tags: ['contact'],
  }),
};
