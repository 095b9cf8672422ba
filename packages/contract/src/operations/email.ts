// POST /email/send-email (document 02 §7): staff with the memberships page e-mail one family.
import { sendEmailBody, sentEmail } from '../email.js';
import { access, defineOperation } from '../operation.js';

const tags = ['email'];

export const emailOperations = {
  send: defineOperation({
    method: 'POST',
    path: '/api/email/send-email',
    access: access.staff('show_memberships_page'),
    body: sendEmailBody,
    response: sentEmail,
    description:
      "Queues the e-mail in the club outbox (delivered over SMTP, or written to the server log without SMTP_URL). `to` must be the e-mail of one of the club's memberships (404 otherwise).",
    tags,
  }),
};
