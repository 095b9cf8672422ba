// The admin's setup checklist: what a club does before its first registration, each step read from
// what the club has saved (nothing is ticked by hand), and whether cards are really charged.
import { sql } from 'drizzle-orm';
import { SETUP_STEPS, type SetupChecklist, type SetupStep } from '@springboard/contract/home';
import type { Tx } from '../../db/tenant-tx.js';

/** A pricing config with at least one hourly tier above zero. */
const pricedConfig = (where: string) =>
  `exists (select 1 from pricing_configs pc where ${where} and exists (select 1 from jsonb_each_text(pc.hourly_tiers) t where t.value ~ '^[0-9.]+$' and t.value::numeric > 0))`;

export async function setupChecklist(tx: Tx): Promise<SetupChecklist> {
  const rows = await tx.execute<Record<SetupStep, boolean> & { provider: string | null; publishable: string | null }>(
    sql.raw(`
      select
        coalesce(s.logo_url is not null and s.primary_color is not null, false) as branding,
        coalesce(btrim(s.contact_info), '') <> '' as contact,
        exists (
          select 1 from program_slots ps
          where ps.price_cents > 0 or ${pricedConfig('(pc.program_id is null or pc.program_id = ps.program_id)')}
        ) as programs,
        ${pricedConfig('true')} as pricing,
        coalesce(s.payment_provider = 'stripe' and s.stripe_publishable_key is not null and s.stripe_secret_key_enc is not null, false) as payments,
        exists (select 1 from memberships) as registration,
        s.payment_provider as provider,
        s.stripe_publishable_key as publishable
      from (select 1) one left join club_settings s on true`),
  );
  const row = rows.rows[0]!;
  const steps = SETUP_STEPS.map((key) => ({ key, done: Boolean(row[key]) }));
  // Stripe keys of one mode only are accepted (test with test, live with live), so the publishable
  // key tells the mode.
  const live = row.provider === 'stripe' && (row.publishable ?? '').startsWith('pk_live_');
  return { steps, ready: steps.every((s) => s.done), test_mode: !live };
}
