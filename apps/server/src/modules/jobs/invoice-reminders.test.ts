// Payment reminders against a real database, the job's clock set by each test (JOBS_TIME_ZONE is
// UTC here): with a schedule of 3 days before, on the due date and every 7 days while overdue, an
// invoice due on Friday 13 June 2031 gets its reminders on the 10th, the 13th, the 20th and the 27th,
// each once however often the job runs, and none once it is paid or cancelled; a Spanish family gets
// them in Spanish. The schedule is Manage Settings' email_schedules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { api, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
});
afterAll(async () => ctx?.close());

async function rows<T extends Record<string, unknown>>(c: ClubFixture, q: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

async function invoice(c: ClubFixture, f: Family, cents: number, due: string, description: string): Promise<string> {
  return addInvoice(ctx, c, { membershipId: f.membershipId, cents, dueDate: due, description });
}

async function schedule(c: TestClub, email_schedules: unknown) {
  const res = await api(ctx.app, {
    method: 'POST',
    url: '/api/settings',
    slug: c.slug,
    token: c.admin.token,
    body: { credit_card_fee: 0, email_schedules },
  });
  expect(res.statusCode).toBe(200);
}

/** The job as the schedule runs it at 08:00 UTC of `day`; answers how many reminders it sent. */
async function remindOn(c: ClubFixture, day: string): Promise<number> {
  const run = await ctx.app.jobs.runNow('invoice-reminders', c.tenantId, { now: new Date(`${day}T08:00:00Z`) });
  expect(run.status).toBe('done');
  return run.counts.reminded ?? 0;
}

type Mail = { to_address: string; subject: string; text: string };
const reminders = (c: ClubFixture) =>
  rows<Mail>(c, sql`select to_address, subject, text from email_outbox where kind = 'reminder' order by created_at, id`);

describe('payment reminders', () => {
  let club: TestClub;
  let fam: Family;
  let inv: string;

  beforeAll(async () => {
    club = await addClub(ctx);
    fam = await addFamily(ctx, club);
    inv = await invoice(club, fam, 4250, '2031-06-13', 'June classes');
  });

  it('sends nothing while the club has no reminder schedule, and the Scheduled Jobs screen says it is off', async () => {
    expect(await remindOn(club, '2031-06-10')).toBe(0);
    const jobs = (await api(ctx.app, { url: '/api/jobs', slug: club.slug, token: club.admin.token })).json().data as {
      job: string;
      enabled: boolean;
    }[];
    expect(jobs.find((j) => j.job === 'invoice-reminders')).toMatchObject({ enabled: false });
    expect(await reminders(club)).toEqual([]);
  });

  it('reminds 3 days before the due date, once however often the job runs', async () => {
    await schedule(club, { before_due_days: 3, on_due_date: true, overdue_every_days: 7 });
    expect(await remindOn(club, '2031-06-09')).toBe(0); // 4 days before
    expect(await remindOn(club, '2031-06-10')).toBe(1);
    expect(await remindOn(club, '2031-06-10')).toBe(0);
    expect(await remindOn(club, '2031-06-11')).toBe(0);
    const [mail] = await reminders(club);
    expect(mail!.to_address).toBe(fam.email);
    expect(mail!.subject).toMatch(/: invoice due in 3 days$/);
    expect(mail!.text).toContain('this invoice is due on June 13, 2031.');
    expect(mail!.text).toContain('Invoice: June classes');
    expect(mail!.text).toContain('Amount: $42.50');
    expect(mail!.text).toContain('Due date: June 13, 2031');
    expect(mail!.text).toContain(`/club/${club.slug}/member/view-invoice`);
  });

  it('reminds on the due date, then every 7 days while overdue, each once', async () => {
    expect(await remindOn(club, '2031-06-13')).toBe(1);
    expect(await remindOn(club, '2031-06-13')).toBe(0);
    expect(await remindOn(club, '2031-06-14')).toBe(0); // 1 day late: the first overdue reminder is at 7
    expect(await remindOn(club, '2031-06-19')).toBe(0);
    expect(await remindOn(club, '2031-06-20')).toBe(1);
    expect(await remindOn(club, '2031-06-20')).toBe(0);
    expect(await remindOn(club, '2031-06-26')).toBe(0);
    expect(await remindOn(club, '2031-06-27')).toBe(1);
    const subjects = (await reminders(club)).map((m) => m.subject.replace(/^.*: /, ''));
    expect(subjects).toEqual(['invoice due in 3 days', 'invoice due today', 'invoice overdue', 'invoice overdue']);
    const last = (await reminders(club)).at(-1)!;
    expect(last.text).toContain('this invoice was due on June 13, 2031 and is 14 days overdue.');
    // The invoice reads overdue in the family's own list, as the e-mail says.
    const mine = (
      await api(ctx.app, { url: `/api/invoices/member/${fam.membershipId}`, slug: club.slug, token: fam.token })
    ).json().data as { id: string; status: string }[];
    expect(mine.find((i) => i.id === inv)?.status).toBe('overdue');
  });

  it('sends nothing more once the invoice is paid, nor for a cancelled one', async () => {
    await rows(club, sql`update invoices set status = 'paid', paid_cents = amount_cents, paid_at = now() where id = ${inv}`);
    const cancelled = await invoice(club, fam, 1000, '2031-06-13', 'Cancelled camp');
    await rows(club, sql`update invoices set status = 'cancelled' where id = ${cancelled}`);
    expect(await remindOn(club, '2031-07-04')).toBe(0); // would be the third overdue reminder
    expect(await reminders(club)).toHaveLength(4);
  });

  it('writes to a family that registered in Spanish in Spanish', async () => {
    const c = await addClub(ctx);
    const es = await addFamily(ctx, c, { language: 'es' });
    const en = await addFamily(ctx, c);
    await invoice(c, es, 9900, '2031-09-15', 'Clases de septiembre');
    await invoice(c, en, 9900, '2031-09-15', 'September classes');
    await schedule(c, { before_due_days: 2, on_due_date: false, overdue_every_days: null });
    expect(await remindOn(c, '2031-09-13')).toBe(2);
    const mails = await reminders(c);
    const spanish = mails.find((m) => m.to_address === es.email)!;
    expect(spanish.subject).toMatch(/: factura que vence en 2 días$/);
    expect(spanish.text).toContain('Hola, Pat Parent:');
    expect(spanish.text).toContain('esta factura vence el 15 de septiembre de 2031.');
    expect(spanish.text).toContain('Factura: Clases de septiembre');
    expect(spanish.text).toMatch(/Importe: \$\s?99\.00/);
    expect(spanish.text).toContain('Páguela en línea:');
    const english = mails.find((m) => m.to_address === en.email)!;
    expect(english.subject).toMatch(/: invoice due in 2 days$/);
    // Neither the due date nor overdue reminders are on: nothing on the 15th or after.
    expect(await remindOn(c, '2031-09-15')).toBe(0);
    expect(await remindOn(c, '2031-10-15')).toBe(0);
  });

  it("never sends another club's family a reminder", async () => {
    const other = await addClub(ctx);
    const theirs = await addFamily(ctx, other);
    await invoice(other, theirs, 500, '2031-06-13', 'Theirs');
    // The first club's schedule is on; the other club has none.
    expect(await remindOn(other, '2031-06-10')).toBe(0);
    expect((await reminders(club)).map((m) => m.to_address)).not.toContain(theirs.email);
  });
});
