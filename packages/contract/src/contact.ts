// The contact form of the public site: a visitor's message to the club's contact address,
// sent through the club's e-mail outbox with the visitor as Reply-To.
import { say } from './messages.js';
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  nameRequired: say('contact_name_required'),
  nameTooLong: say('contact_name_too_long'),
  emailInvalid: say('email_invalid'),
  messageRequired: say('contact_message_required'),
  messageTooLong: say('contact_message_too_long'),
  noAddress: say('contact_no_address'),
  sent: 'Thank you — your message was sent',
  tooMany: say('too_many_messages'),
} as const;

export const CONTACT_LIMITS = { name: 120, message: 5000 } as const;

/** The one e-mail address of a club's free-text contact block (settings.contact_info): the first found. */
const EMAIL_IN_TEXT = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
export function contactAddressOf(contactInfo: string | null | undefined): string | null {
  return contactInfo ? (EMAIL_IN_TEXT.exec(contactInfo)?.[0] ?? null) : null;
}

export const contactBody = z.object({
  name: z
    .string(CONTACT_MESSAGES.nameRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string(CONTACT_MESSAGES.emailInvalid)
    .trim()
    .toLowerCase()
    .max(254, CONTACT_MESSAGES.emailInvalid)
    .email(CONTACT_MESSAGES.emailInvalid),
  message: z
    .string(CONTACT_MESSAGES.messageRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  /** The honeypot: hidden from people, filled by form-filling robots. A filled one is accepted and sends nothing. */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactResult = z.object({ sent: z.literal(true) });
