// The server's attendance refusals in the reader's language (by their name in the contract's table).
import { ATTENDANCE_MESSAGES } from '@springboard/contract/attendance';
import { SLOT_FULL_MESSAGE } from '@springboard/contract/enrollments';
import { translateKey, type KeyedT } from '../../lib/i18n';

const REFUSALS = [
  'programNotFound',
  'slotNotFound',
  'athleteNotFound',
  'notClassDay',
  'future',
  'listedTwice',
  'enrolledNotMakeup',
  'alreadyEnrolled',
  'noPrice',
] as const satisfies readonly (keyof typeof ATTENDANCE_MESSAGES)[];

const KEYS = new Map<string, string>([
  ...REFUSALS.map((name): [string, string] => [ATTENDANCE_MESSAGES[name], `messages.${name}`]),
  [SLOT_FULL_MESSAGE, 'messages.slotFull'],
]);

/** The key of every sentence this table translates (attendance-messages.test.ts checks they exist). */
export const ATTENDANCE_MESSAGE_KEYS = [...KEYS.values()];

export function localMessage(message: string, t: KeyedT): string {
  const key = KEYS.get(message);
  return key ? translateKey(t, key) : message;
}
