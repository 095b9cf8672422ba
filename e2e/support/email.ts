// The e-mails the server sent during the run, as the e2e mail catcher received them.
import { inject } from 'vitest';
import type { CapturedEmail } from './mail-catcher.js';

export type { CapturedEmail };

export async function allEmails(): Promise<CapturedEmail[]> {
  const res = await fetch(`${inject('mailUrl')}/messages`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CapturedEmail[];
}

/** Waits for the newest e-mail to `to` that matches `predicate`; fails after `timeoutMs`. */
export async function waitForEmail(
  to: string,
  predicate: (email: CapturedEmail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CapturedEmail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allEmails()).filter((m) => m.to.includes(address) && predicate(m)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail to ${to} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every http(s) link in the e-mail's text (and HTML when it has no text part). */
export function linksIn(email: CapturedEmail): string[] {
  return [...new Set((email.text || email.html).match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}
