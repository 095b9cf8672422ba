// E-mail a member from the memberships view (document 02 §7 "E-mail", §5 "Send email").
import { z } from 'zod';
import { emailSchema } from './auth.js';
import { requiredText } from './memberships.js';

export const EMAIL_MESSAGES = {
  sent: 'Email sent successfully!',
  failed: 'Failed to send email.',
  /** 02 §5: the member panel's words when the subject or the message is blank. */
  bothRequired: 'Please fill out both subject and message.',
  /** `to` must be the e-mail of one of the club's families. */
  unknownRecipient: 'No membership of this club uses this e-mail address',
} as const;

export const sendEmailBody = z.object({
  to: emailSchema,
  subject: requiredText(200),
  message: requiredText(10_000),
});
export type SendEmailBody = z.infer<typeof sendEmailBody>;

export const sentEmail = z.object({ id: z.string().uuid() });
