// The server's group e-mail refusals in the reader's language (by their name in the contract's table).
import { EMAIL_MESSAGES } from '@springboard/contract/email';
import { translateKey, type KeyedT } from '../../lib/i18n';

const REFUSALS = [
  'programNotFound',
  'slotNotFound',
  'chooseSlot',
  'noFamilies',
  'groupRequired',
] as const satisfies readonly (keyof typeof EMAIL_MESSAGES)[];

const KEYS = new Map<string, string>(REFUSALS.map((name): [string, string] => [EMAIL_MESSAGES[name], `messages.${name}`]));

/** The key of every sentence this table translates (email-messages.test.ts checks they exist). */
export const EMAIL_MESSAGE_KEYS = [...KEYS.values()];

export function localMessage(message: string, t: KeyedT): string {
  const key = KEYS.get(message);
  return key ? translateKey(t, key) : message;
}

/** Both are required after trimming. */
export const groupEmailComplete = (v: { subject: string; message: string }) => v.subject.trim() !== '' && v.message.trim() !== '';
