// E-mail a member from the memberships view, and Send Group Email.
import { say } from './messages.js';
import { z } from 'zod';
import { emailSchema } from './auth.js';
import { requiredText } from './memberships.js';

export const EMAIL_MESSAGES = {
  sent: 'Email sent successfully!',
  failed: 'Failed to send email.',
  /** The member panel's words when the subject or the message is blank. */
  bothRequired: 'Please fill out both subject and message.',
  /** `to` must be the e-mail of one of the club's families. */
  unknownRecipient: say('unknown_recipient'),
  /** Send Group Email's words. */
  groupRequired: 'Subject and message are required',
  groupFailed: 'Failed to send email',
  groupError: 'An error occurred while sending the email',
  programNotFound: say('program_not_found'),
  slotNotFound: say('slot_not_found'),
  chooseSlot: say('choose_a_slot'),
  noFamilies: say('no_families_in_slots'),
} as const;

export const sendEmailBody = z.object({
  to: emailSchema,
  subject: requiredText(200),
  message: requiredText(10_000),
});
export type SendEmailBody = z.infer<typeof sendEmailBody>;

export const sentEmail = z.object({ id: z.string().uuid() });

/** POST /email/send-group-email: every family with an athlete in one of the slots, once each. */
export const sendGroupEmailBody = z.object({
  programId: z.string().uuid(),
  slotIds: z.array(z.string().uuid()).min(1, EMAIL_MESSAGES.chooseSlot).max(200),
  subject: requiredText(200),
  message: requiredText(10_000),
});
export type SendGroupEmailBody = z.infer<typeof sendGroupEmailBody>;

/** How many families the e-mail was queued for. */
export const sentGroupEmail = z.object({ recipients: z.number().int() });

/** What Send Group Email would send, before it is sent: to how many families, and the message as
 *  they will receive it (the club's name as the sender, the subject and the text). */
export const groupEmailPreview = z.object({
  recipients: z.number().int(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type GroupEmailPreview = z.infer<typeof groupEmailPreview>;

/** One group e-mail sent, for the history: when, what, to how many families, by whom. */
export const groupEmailRecord = z.object({
  id: z.string().uuid(),
  sent_at: z.string(),
  subject: z.string(),
  message: z.string(),
  program: z.string(),
  slots: z.number().int(),
  recipients: z.number().int(),
  sent_by: z.string(),
});
export type GroupEmailRecord = z.infer<typeof groupEmailRecord>;

/** The history's length: the newest group e-mails. */
export const GROUP_EMAIL_HISTORY_LIMIT = 100;
