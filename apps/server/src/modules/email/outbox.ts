// Delivers queued e-mail. Each message is claimed with FOR UPDATE SKIP LOCKED inside a transaction
// that stays open while it is sent, so several server processes never send the same message, and
// a process that dies mid-send releases it for another. All state lives in PostgreSQL.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import { clubSetting } from '../../db/tenant-tx.js';
import type { Mailer } from '../../platform/mailer.js';

export const MAX_ATTEMPTS = 5;
export const DEFAULT_POLL_MS = 5_000;

export type OutboxLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type Outbox = {
  /** Deliver what is due now, in the background (call after the queuing transaction commits). */
  kick: () => void;
  /** Deliver everything due and resolve with the number of messages handled (tests, shutdown). */
  drain: () => Promise<number>;
};

/** Wait before retry n (1-based): 1, 2, 4, 8 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return 60 * 2 ** Math.max(0, attempt - 1);
}

type Claimed = { email_id: string; club_id: string; more: boolean };
type Message = {
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  attempts: number;
};

/** What a pass did: nothing was due, or it handled one message and others may be due (`more`). */
export type Delivered = 'none' | 'more' | 'last';

/** Claims and handles one due message. The claim tells too whether another message was due then,
 *  so a pass after the last one is not needed to find the queue empty. */
export async function deliverOne(
  noClub: Runner,
  mailer: Mailer | null,
  log: OutboxLog,
  onGivenUp: () => void = () => {},
): Promise<Delivered> {
  return noClub(async (tx) => {
    const claimed = await tx.execute<Claimed>(sql`
      select q.email_id, q.club_id,
        exists (select 1 from email_queue o where o.ready_at <= now() and o.email_id <> q.email_id) as more
      from email_queue q where q.ready_at <= now()
      order by q.ready_at limit 1 for update of q skip locked`);
    const item = claimed.rows[0];
    if (!item) return 'none';
    const handled = item.more ? 'more' : 'last';
    // The club, then its message, in one round trip.
    const [, found] = await Promise.all([
      tx.execute(clubSetting(item.club_id)),
      tx.execute<Message>(
        sql`select to_address, subject, text, html, reply_to, attempts from email_outbox where id = ${item.email_id}`,
      ),
    ]);
    const msg = found.rows[0];
    if (!msg) {
      await tx.execute(sql`delete from email_queue where email_id = ${item.email_id}`);
      return handled;
    }
    if (!mailer) {
      // No SMTP_URL: the log is the mailbox, so a reset link can be followed on a bare machine.
      log.info(
        { emailId: item.email_id, to: msg.to_address, subject: msg.subject, text: msg.text },
        `e-mail to ${msg.to_address}: ${msg.subject}`,
      );
      await finish(tx, item.email_id, 'logged', null);
      return handled;
    }
    try {
      await mailer.send({
        to: msg.to_address,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? undefined,
        replyTo: msg.reply_to ?? undefined,
      });
      await finish(tx, item.email_id, 'sent', null);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const attempts = msg.attempts + 1;
      log.error({ emailId: item.email_id, attempts, error }, 'e-mail delivery failed');
      if (attempts >= MAX_ATTEMPTS) {
        await finish(tx, item.email_id, 'failed', error);
        onGivenUp();
      } else {
        await Promise.all([
          tx.execute(sql`update email_outbox set attempts = ${attempts}, last_error = ${error} where id = ${item.email_id}`),
          tx.execute(sql`
            update email_queue set attempts = ${attempts},
              ready_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}::int)
            where email_id = ${item.email_id}`),
        ]);
      }
    }
    return handled;
  });
}

async function finish(tx: Tx, emailId: string, status: 'sent' | 'logged' | 'failed', error: string | null) {
  const delivered = status !== 'failed';
  await Promise.all([
    tx.execute(sql`
      update email_outbox set status = ${status}, attempts = attempts + 1,
        last_error = coalesce(${error}, last_error),
        sent_at = case when ${delivered} then now() else sent_at end
      where id = ${emailId}`),
    tx.execute(sql`delete from email_queue where email_id = ${emailId}`),
  ]);
}

/** The process-local driver: one delivery pass at a time here; other processes coordinate in SQL. */
export function createOutbox(opts: {
  noClub: Runner;
  mailer: () => Mailer | null;
  log: OutboxLog;
  pollMs: number;
  /** An e-mail given up after its last attempt (counted in the metrics). */
  onGivenUp?: () => void;
}) {
  let chain: Promise<unknown> = Promise.resolve();
  let kickPending = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  }

  async function deliverDue(): Promise<number> {
    let handled = 0;
    for (let pass: Delivered = 'more'; !stopped && pass === 'more';) {
      pass = await deliverOne(opts.noClub, opts.mailer(), opts.log, opts.onGivenUp);
      if (pass !== 'none') handled++;
    }
    return handled;
  }

  function schedule() {
    if (stopped || opts.pollMs <= 0) return;
    timer = setTimeout(() => {
      exclusive(deliverDue)
        .catch((err: unknown) => opts.log.error({ err }, 'e-mail polling failed'))
        .finally(schedule);
    }, opts.pollMs);
    timer.unref();
  }

  const outbox: Outbox = {
    kick() {
      if (stopped || kickPending) return;
      kickPending = true;
      exclusive(() => {
        kickPending = false;
        return deliverDue();
      }).catch((err: unknown) => opts.log.error({ err }, 'e-mail delivery failed'));
    },
    drain: () => exclusive(deliverDue),
  };

  return {
    outbox,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

async function outboxPlugin(app: FastifyInstance, opts: { pollMs?: number | undefined }) {
  const driver = createOutbox({
    noClub: app.tx.noClub,
    mailer: () => app.mailer,
    log: app.log,
    pollMs: opts.pollMs ?? DEFAULT_POLL_MS,
    onGivenUp: () => app.metrics.emailGivenUp(),
  });
  app.decorate('outbox', driver.outbox);
  // Starts once the app is ready: mail left queued by a crashed process goes out on the first tick.
  app.addHook('onReady', async () => driver.start());
  app.addHook('onClose', async () => driver.stop());
}

export const outbox = fp(outboxPlugin, { name: 'outbox' });
