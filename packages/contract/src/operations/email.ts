// POST /email/send-email: staff with the memberships page e-mail one family;
// POST /email/send-group-email: the admin e-mails every family of some slots (Send Group Email), after
// its preview (POST /email/group-email/preview); GET /email/group-emails is what was sent.
import { z } from 'zod';
import {
  GROUP_EMAIL_HISTORY_LIMIT,
  groupEmailPreview,
  groupEmailRecord,
  sendEmailBody,
  sendGroupEmailBody,
  sentEmail,
  sentGroupEmail,
} from '../email.js';
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
  sendGroup: defineOperation({
    method: 'POST',
    path: '/api/email/send-group-email',
    access: access.admin,
    body: sendGroupEmailBody,
    response: sentGroupEmail,
    description:
      "Send Group Email (admin): one e-mail to each family with an athlete enrolled in any of the program's slotIds (Select All Slots sends them all), queued in the club outbox. A slot not of the program is 404; slots nobody is enrolled in are 400.",
    tags,
  }),
  previewGroup: defineOperation({
    method: 'POST',
    path: '/api/email/group-email/preview',
    access: access.admin,
    body: sendGroupEmailBody,
    response: groupEmailPreview,
    description:
      'What send-group-email would send with the same body, without sending: how many families it goes to and the message as they receive it. The same refusals as sending (404 for a slot not of the program, 400 when nobody is enrolled).',
    tags,
  }),
  groupHistory: defineOperation({
    method: 'GET',
    path: '/api/email/group-emails',
    access: access.admin,
    response: z.array(groupEmailRecord),
    description: `The group e-mails sent, newest first (at most ${GROUP_EMAIL_HISTORY_LIMIT}): when, the subject and message, the program and how many of its classes, how many families, and who sent it.`,
    tags,
  }),
};
