// Texts the system writes on an invoice (its description, its lines) are stored with a code next to
// the English, so each reader gets them in their own language: a Spanish family's receipt says
// "Cuota anual de socio", the API answers the code, and an invoice a person wrote keeps its words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Invoice } from '@springboard/contract/invoices';
import { recordTextOf, writeRecordText } from '@springboard/contract/record-texts';
import { withTenant } from '../../db/tenant-tx.js';
import { insertInvoice } from './invoice-insert.js';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
});
afterAll(async () => ctx?.close());

async function invoicesOf(membershipId: string, token: string): Promise<Invoice[]> {
  const res = await api(ctx.app, { method: 'GET', url: `/api/invoices/member/${membershipId}`, slug: club.slug, token });
  expect(res.statusCode).toBe(200);
  const body = res.json().data as Invoice[] | { rows: Invoice[] };
  return Array.isArray(body) ? body : body.rows;
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const r = await withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx.execute<{ subject: string; text: string }>(
      sql`select subject, text from email_outbox where to_address = ${email} order by created_at`,
    ),
  );
  return r.rows;
}

describe('system texts of invoices in the reader language', () => {
  it("answers the registration invoice's code and e-mails a Spanish family its receipt in Spanish", async () => {
    const family = await addFamily(ctx, club, { language: 'es' });
    const [inv] = await invoicesOf(family.membershipId, family.token);
    expect(inv!.description).toBe('Registration fee');
    expect(inv!.description_text).toEqual({ code: 'registration_fee', params: {} });
    const fee = inv!.lines.find((l) => l.kind === 'registration_fee')!;
    expect(fee.description_text?.code).toBe('registration_fee');
    expect(writeRecordText(inv!.description_text, inv!.description, 'es')).toBe('Cuota de inscripción');
    expect(writeRecordText(fee.description_text, fee.description, 'en')).toBe('Registration fee');

    const welcome = await mailsTo(family.email);
    expect(welcome[0]!.text).toContain('Cuota de inscripción pagada');

    // An invoice the system wrote (an annual fee), paid with the saved card: the receipt is Spanish.
    const annual = recordTextOf('annual_fee', { from: '2031-01-01', to: '2031-12-31' });
    const id = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      insertInvoice(tx, {
        tenantId: club.tenantId,
        membershipId: family.membershipId,
        description: annual.english,
        descriptionText: annual.text,
        dueDate: '2030-12-31',
        category: 'annual_fee',
        lines: [
          {
            kind: 'registration_fee',
            description: annual.english,
            descriptionText: annual.text,
            athleteId: null,
            amountCents: 5000,
          },
        ],
      }),
    );
    const paid = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments/charge-manually',
      slug: club.slug,
      token: family.token,
      body: { invoiceId: id },
    });
    expect(paid.statusCode).toBe(200);
    const receipt = (await mailsTo(family.email)).find((m) => m.subject.includes('recibo'));
    expect(receipt?.text).toContain('Cuota anual de socio (del 1 de enero de 2031 al 31 de diciembre de 2031)');
    expect(receipt?.text).not.toContain('Annual membership fee');
  });

  it('keeps the words of an invoice a person wrote, and of a row stored before codes', async () => {
    const family = await addFamily(ctx, club);
    const made = await api(ctx.app, {
      method: 'POST',
      url: '/api/invoices',
      slug: club.slug,
      token: club.admin.token,
      body: { membershipId: family.membershipId, amount: 12, description: 'Leotard', dueDate: '2031-01-15' },
    });
    expect(made.statusCode).toBeLessThan(300);
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.execute(
        sql`update invoices set description_text = null where membership_id = ${family.membershipId} and category = 'registration'`,
      ),
    );
    const invoices = await invoicesOf(family.membershipId, family.token);
    const leotard = invoices.find((i) => i.description === 'Leotard')!;
    expect(leotard.description_text ?? null).toBeNull();
    expect(writeRecordText(leotard.description_text, leotard.description, 'es')).toBe('Leotard');
    const old = invoices.find((i) => i.category === 'registration')!;
    expect(writeRecordText(old.description_text, old.description, 'es')).toBe('Registration fee');
  });
});
