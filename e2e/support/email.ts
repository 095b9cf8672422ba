// The e-mails the server sent during the run, as the e2e mail catcher received them.
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { CapturedEmail } from './mail-catcher.js';

export type { CapturedEmail };

export async function allEmails(): Promise<CapturedEmail[]> {
  const res = await fetch(`${inject('mailUrl')}/messages`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CapturedEmail[];
}

/** Waits for the newest e-mail to `to` that matches `predicate` (the catcher is asked again until it
 *  has one); fails after `timeoutMs`. */
export async function waitForEmail(
  to: string,
  predicate: (email: CapturedEmail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CapturedEmail> {
  const address = to.toLowerCase();
  const newest = async () => (await allEmails()).filter((m) => m.to.includes(address) && predicate(m)).at(-1);
  let found: CapturedEmail | undefined;
  await expect
    .poll(async () => (found = await newest()), { timeout: timeoutMs, interval: 100, message: `No matching e-mail to ${to} within ${timeoutMs / 1000} s` })
    .toBeDefined();
  return found as CapturedEmail;
}

/** Every http(s) link in the e-mail's text (and HTML when it has no text part). */
export function linksIn(email: CapturedEmail): string[] {
  return [...new Set((email.text || email.html).match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

/**
 * Resolves once the server's e-mail queue is empty. A message leaves the queue in the transaction that
 * records its delivery, after the mail catcher has taken it; so from here on, every e-mail caused so
 * far is in allEmails(), and one that is not there was never sent.
 */
export async function outboxDrained(timeoutMs = 20_000): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const queued = async () => Number((await client.query<{ n: string }>('select count(*) as n from email_queue')).rows[0]?.n);
    await expect.poll(queued, { timeout: timeoutMs }).toBe(0);
  } finally {
    await client.end();
  }
}
