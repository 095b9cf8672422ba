// A family that registered in Spanish reads every e-mail the club sends it in Spanish: the welcome,
// a password reset, an autopay that failed, a membership that ended and a waitlist offer; days and
// dates are written the Spanish way ("lunes 16:00 – 17:00", "30 de noviembre de 2026"). A family
// that registered in English keeps English, and a reset asked from a Spanish page is in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { offerEmail } from './waitlist-offers.js';

let ctx: TestContext;
let club: TestClub;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
});
afterAll(async () => ctx?.close());

type Mail = { subject: string; text: string };
async function mailsTo(f: Family): Promise<Mail[]> {
  return withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const r = await tx.execute<Mail>(
      sql`select subject, text from email_outbox where to_address = (select email from memberships where id = ${f.membershipId}) order by created_at`,
    );
    return r.rows as Mail[];
  });
}

const run = (job: string) => api(ctx.app, { method: 'POST', url: `/api/jobs/${job}/run`, slug: club.slug, token: club.admin.token });

describe('e-mails in the family language', () => {
  it('welcomes a Spanish family in Spanish, its class by Spanish day and 24-hour clock', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club); // Mondays, 6:00 PM - 7:00 PM
    const es = await addFamily(ctx, club, { language: 'es', slotIds: [slotId] });
    const [welcome] = await mailsTo(es);
    expect(welcome!.subject).toMatch(/^Bienvenido a .+: inscripción confirmada$/);
    expect(welcome!.text).toContain('Hola, ');
    expect(welcome!.text).toContain('lunes 18:00 – 19:00');
    expect(welcome!.text).not.toMatch(/Hello|Monday|PM/);

    const en = await addFamily(ctx, club, { slotIds: [slotId] });
    const [english] = await mailsTo(en);
    expect(english!.subject).toMatch(/^Welcome to .+: registration confirmed$/);
    expect(english!.text).toContain('Monday 6:00 PM – 7:00 PM');
  });

  it("writes a reset in the page's language, else the family's", async () => {
    const es = await addFamily(ctx, club, { language: 'es' });
    const en = await addFamily(ctx, club);
    const forgot = (f: Family, language?: 'en' | 'es') =>
      api(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', slug: club.slug, body: { email: f.email, ...(language ? { language } : {}) } });
    expect((await forgot(es)).statusCode).toBe(200);
    expect((await forgot(en)).statusCode).toBe(200);
    expect((await forgot(en, 'es')).statusCode).toBe(200);
    const subjects = async (f: Family) => (await mailsTo(f)).map((m) => m.subject).filter((s) => /contraseña|password/.test(s));
    expect(await subjects(es)).toEqual([expect.stringMatching(/^Restablezca su contraseña de /)]);
    expect(await subjects(en)).toEqual([expect.stringMatching(/^Reset your .+ password$/), expect.stringMatching(/^Restablezca su contraseña/)]);
  });

  it('tells a Spanish family in Spanish that autopay was declined and that its membership ended', async () => {
    const f = await addFamily(ctx, club, { language: 'es' });
    const patch = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${f.membershipId}`,
      slug: club.slug,
      token: f.token,
      body: { autoPayment: true },
    });
    expect(patch.statusCode).toBe(200);
    await addInvoice(ctx, club, { membershipId: f.membershipId, cents: 1900, dueDate: today });
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.execute(sql`update sandbox_payment_methods set exp_year = 2020 where id in
        (select provider_payment_method_id from saved_cards where membership_id = ${f.membershipId})`),
    );
    expect((await run('autopay')).json().data.counts).toMatchObject({ declined: 1 });
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.execute(sql`update memberships set expires_on = '2026-01-31' where id = ${f.membershipId}`),
    );
    expect((await run('membership-expiry')).json().data.counts).toMatchObject({ expired: 1 });
    const mails = await mailsTo(f);
    const declined = mails.find((m) => m.subject.endsWith('pago automático rechazado'));
    expect(declined!.text).toContain('Intentamos cobrar 19,00');
    const ended = mails.find((m) => m.subject.endsWith('su membresía ha vencido'));
    expect(ended!.text).toContain('Su membresía terminó el 31 de enero de 2026.');
    expect(mails.filter((m) => /declined|expired/.test(m.subject))).toEqual([]);
  });

  it('offers a waitlist place in the family language, with the Spanish program name', () => {
    const offer = {
      entryId: 'e',
      token: 't',
      expiresAt: new Date('2026-11-30T18:00:00Z'),
      email: 'x@example.org',
      familyFirstName: 'Ana',
      athleteFirstName: 'Sofía',
      programLabel: 'Youth Gymnastics',
      programLabelEs: 'Gimnasia juvenil',
      slotLabel: 'YTH-MON',
      days: ['MON'],
      times: ['4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'],
    };
    const where = { publicUrl: 'https://gym.example.org', timeZone: 'UTC' };
    const es = offerEmail({ ...offer, language: 'es' }, { name: 'Sunrise', slug: 'sunrise' }, where);
    expect(es.subject).toBe('Sunrise: hay una plaza libre para Sofía');
    expect(es.text).toContain('Hay una plaza libre para Sofía en Gimnasia juvenil, lunes 16:00 – 17:00.');
    expect(es.text).toContain('30 de noviembre de 2026');
    const en = offerEmail({ ...offer, language: 'en' }, { name: 'Sunrise', slug: 'sunrise' }, where);
    expect(en.text).toContain('A place is free for Sofía in Youth Gymnastics, Monday 4:00 PM – 5:00 PM.');
  });
});
