// The Activity screen's sentences: a refund with its reason, a job's payment, a role change of a
// person named now, a removed user, and an action of no sentence of its own, in English and Spanish.
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@springboard/contract/audit';
import enAudit from '../../locales/en/audit.json';
import esAudit from '../../locales/es/audit.json';
import { activityLine, changeRows } from './activity-line';

async function tIn(lng: 'en' | 'es') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, ns: ['audit'], defaultNS: 'audit', resources: { en: { audit: enAudit }, es: { audit: esAudit } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lng, 'audit') as unknown as TFunction<'audit'>;
}

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  created_at: '2030-01-02T10:00:00.000Z',
  actor_user_id: 'u1',
  actor_name: 'Ana Lopez',
  actor_role: 'admin',
  by: null,
  action: 'x',
  entity: 'payment',
  entity_id: '3f2a9c1b-0000-4000-8000-000000000000',
  subject_name: null,
  before: null,
  after: null,
  data: {},
  ...e,
});

describe('activityLine', () => {
  it('says who refunded how much of which payment, and why', async () => {
    const refund = entry({ action: 'payment_refunded', before: { refunded: 0 }, after: { refunded: 25 }, data: { amount: 25, reason: 'Missed two days' } });
    expect(activityLine(refund, await tIn('en'), 'en')).toBe('Ana Lopez refunded $25.00 of payment #3f2a9c1b — reason: Missed two days');
    expect(activityLine(refund, await tIn('es'), 'es')).toBe('Ana Lopez reembolsó $25.00 del pago #3f2a9c1b — motivo: Missed two days');
  });

  it('names the job for a change no person made, and a removed user as such', async () => {
    const t = await tIn('en');
    const autopay = entry({ action: 'payment_received', actor_user_id: null, actor_name: null, by: 'autopay', data: { amount: 80, method: 'card' } });
    expect(activityLine(autopay, t, 'en')).toBe('System (autopay) recorded a card payment of $80.00');
    const gone = entry({ action: 'invoice_voided', actor_name: null, data: { number: 12, reason: 'Twice' } });
    expect(activityLine(gone, t, 'en')).toBe('A removed user voided invoice INV-000012 — reason: Twice');
  });

  it('says whose role changed, from what to what, and reads an unknown action as words', async () => {
    const t = await tIn('es');
    const role = entry({ action: 'user_role_changed', entity: 'user', subject_name: 'Cora Coach', before: { role: 'member' }, after: { role: 'staff' } });
    expect(activityLine(role, t, 'es')).toBe('Ana Lopez cambió el rol de Cora Coach de miembro a personal');
    expect(activityLine(entry({ action: 'guardian_added' }), t, 'es')).toBe('Ana Lopez: guardian added');
  });
});

describe('changeRows', () => {
  it('lists each field before and after, amounts as money and missing sides empty', async () => {
    const t = await tIn('en');
    const edit = entry({ action: 'invoice_updated', before: { amount: 40, status: 'pending' }, after: { amount: 35, status: 'pending', due_date: '2031-01-31' } });
    expect(changeRows(edit, t, 'en')).toEqual([
      { field: 'amount', before: '$40.00', after: '$35.00' },
      { field: 'status', before: 'pending', after: 'pending' },
      { field: 'due_date', before: '', after: '2031-01-31' },
    ]);
  });
});
