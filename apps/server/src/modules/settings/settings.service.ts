// Reads and updates a club's settings row (created with the club, so it always exists).
import { eq } from 'drizzle-orm';
import {
  emailSchedules,
  NO_REMINDERS,
  TAXABLE_KINDS,
  type EmailSchedules,
  type PublicSettings,
  type UpdateSettingsBody,
} from '@springboard/contract/settings';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { clubSettings, tenants } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { checkLogoUrl, forgetUnusedLogos } from '../pictures/logo.service.js';
import { pictureFromRow, pictureSubquery, type PictureRow } from '../pictures/pictures.service.js';
import { changedFields, recordAudit } from '../audit/audit.js';

/** The columns the public settings show (getSettings). */
const SHOWN = [
  'landingLayout',
  'logoUrl',
  'contactInfo',
  'primaryColor',
  'secondaryColor',
  'creditCardFeeBps',
  'taxEnabled',
  'taxRateMilli',
  'taxableKinds',
  'chargeFirstMonthAtRegistration',
  'autoInvoiceEnabled',
  'autoInvoiceFrequency',
  'autoInvoiceDay',
  'autoInvoiceTime',
  'appliedLateFees',
  'emailSchedules',
  'paymentProvider',
  'stripePublishableKey',
  'timeZone',
  'waitlistOfferHours',
  'makeupTokensPerTerm',
  'makeupTokenValidDays',
  'absenceCutoffHours',
  'makeupBookingCutoffHours',
] as const;
type SettingsRow = Selected<typeof clubSettings, (typeof SHOWN)[number]> & { name: string; hero: PictureRow | null };

/** The club's settings, name and hero picture: a read every page makes, written out in SQL
 *  (db/select-list.ts). */
const SETTINGS = `select ${selectList(clubSettings, 's', SHOWN)}, t.name as "name", ${pictureSubquery('hero')} as hero
  from club_settings s join tenants t on t.id = s.tenant_id where s.tenant_id = $1 limit 1`;

export async function getSettings(tx: Tx, tenant: { id: string; slug: string }): Promise<PublicSettings> {
  const [s] = await rowsOf<SettingsRow>(tx, { text: SETTINGS, values: [tenant.id] });
  if (!s) throw new AppError('NOT_FOUND', 'club_not_found');
  return {
    tenant_id: tenant.id,
    slug: tenant.slug,
    name: s.name,
    landing_layout: s.landingLayout === 'gymnastics' ? 'gymnastics' : 'club',
    logo_url: s.logoUrl,
    hero_image: pictureFromRow(s.hero),
    contact_info: s.contactInfo,
    primary_color: s.primaryColor,
    secondary_color: s.secondaryColor,
    credit_card_fee: s.creditCardFeeBps / 100,
    tax_enabled: s.taxEnabled,
    tax_rate: s.taxRateMilli / 1000,
    taxable_kinds: TAXABLE_KINDS.filter((k) => s.taxableKinds.includes(k)),
    charge_first_month_at_registration: s.chargeFirstMonthAtRegistration,
    auto_invoice_enabled: s.autoInvoiceEnabled,
    auto_invoice_frequency:
      (['monthly', 'quarterly', 'annually'] as const).find((f) => f === s.autoInvoiceFrequency) ?? 'monthly',
    auto_invoice_day: s.autoInvoiceDay === 'end' ? 'end' : 'start',
    auto_invoice_time: s.autoInvoiceTime,
    applied_late_fees: s.appliedLateFees,
    email_schedules: schedulesOf(s.emailSchedules),
    payment_provider: s.paymentProvider === 'stripe' ? 'stripe' : 'sandbox',
    stripe_publishable_key: s.stripePublishableKey,
    time_zone: s.timeZone,
    waitlist_offer_hours: s.waitlistOfferHours,
    makeup_tokens_per_term: s.makeupTokensPerTerm,
    makeup_token_valid_days: s.makeupTokenValidDays,
    absence_cutoff_hours: s.absenceCutoffHours,
    makeup_booking_cutoff_hours: s.makeupBookingCutoffHours,
  };
}

/** The stored reminder schedule; a value of another shape (none since migration 0021) sends none. */
export function schedulesOf(stored: unknown): EmailSchedules {
  const parsed = emailSchedules.safeParse(stored);
  return parsed.success ? parsed.data : NO_REMINDERS;
}

/** The club's payment reminder schedule (the invoice-reminders job). */
export async function reminderSchedule(tx: Tx, tenantId: string): Promise<EmailSchedules> {
  const [row] = await tx.select({ s: clubSettings.emailSchedules }).from(clubSettings).where(eq(clubSettings.tenantId, tenantId));
  return schedulesOf(row?.s);
}

/** The fields sent change, the others stay. */
export async function updateSettings(
  tx: Tx,
  tenant: { id: string; slug: string },
  body: UpdateSettingsBody,
  by: string,
): Promise<void> {
  const tenantId = tenant.id;
  const [[prev], [club]] = await Promise.all([
    tx.select().from(clubSettings).where(eq(clubSettings.tenantId, tenantId)).for('update'),
    tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
  ]);
  const set: Partial<typeof clubSettings.$inferInsert> = { updatedAt: new Date() };
  if (body.landing_layout !== undefined) set.landingLayout = body.landing_layout;
  if (body.logo_url !== undefined) {
    await checkLogoUrl(tx, tenant, body.logo_url);
    set.logoUrl = body.logo_url;
  }
  if (body.contact_info !== undefined) set.contactInfo = body.contact_info;
  if (body.primary_color !== undefined) set.primaryColor = body.primary_color;
  if (body.secondary_color !== undefined) set.secondaryColor = body.secondary_color;
  if (body.credit_card_fee !== undefined) set.creditCardFeeBps = Math.round(body.credit_card_fee * 100);
  if (body.tax_enabled !== undefined) set.taxEnabled = body.tax_enabled;
  if (body.tax_rate !== undefined) set.taxRateMilli = Math.round(body.tax_rate * 1000);
  if (body.taxable_kinds !== undefined) set.taxableKinds = [...body.taxable_kinds];
  if (body.charge_first_month_at_registration !== undefined)
    set.chargeFirstMonthAtRegistration = body.charge_first_month_at_registration;
  if (body.auto_invoice_enabled !== undefined) set.autoInvoiceEnabled = body.auto_invoice_enabled;
  if (body.auto_invoice_frequency !== undefined) set.autoInvoiceFrequency = body.auto_invoice_frequency;
  if (body.auto_invoice_day !== undefined) set.autoInvoiceDay = body.auto_invoice_day;
  if (body.auto_invoice_time !== undefined) set.autoInvoiceTime = body.auto_invoice_time;
  if (body.applied_late_fees !== undefined) set.appliedLateFees = body.applied_late_fees;
  if (body.email_schedules !== undefined) set.emailSchedules = body.email_schedules;
  if (body.time_zone !== undefined) set.timeZone = body.time_zone;
  if (body.waitlist_offer_hours !== undefined) set.waitlistOfferHours = body.waitlist_offer_hours;
  if (body.makeup_tokens_per_term !== undefined) set.makeupTokensPerTerm = body.makeup_tokens_per_term;
  if (body.makeup_token_valid_days !== undefined) set.makeupTokenValidDays = body.makeup_token_valid_days;
  if (body.absence_cutoff_hours !== undefined) set.absenceCutoffHours = body.absence_cutoff_hours;
  if (body.makeup_booking_cutoff_hours !== undefined) set.makeupBookingCutoffHours = body.makeup_booking_cutoff_hours;
  await tx.update(clubSettings).set(set).where(eq(clubSettings.tenantId, tenantId));
  if (body.logo_url !== undefined) await forgetUnusedLogos(tx, tenantId, body.logo_url, tenant.slug);
  if (body.name !== undefined) await tx.update(tenants).set({ name: body.name }).where(eq(tenants.id, tenantId));
  // Which settings changed, each before and after (the payment keys are not among them: payment-provider.service.ts).
  const change = changedFields({ ...prev, name: club?.name }, { ...set, name: body.name });
  if (change)
    await recordAudit(tx, {
      tenantId,
      actorUserId: by,
      action: 'settings_changed',
      entity: 'settings',
      entityId: tenantId,
      ...change,
      data: { fields: Object.keys(change.after) },
    });
}

/** The trail of the club's logo or website picture replaced or removed (the picture itself is not kept there). */
export async function auditPicture(
  tx: Tx,
  tenantId: string,
  by: string,
  action: 'logo_changed' | 'logo_removed' | 'hero_image_changed' | 'hero_image_removed',
): Promise<void> {
  await recordAudit(tx, { tenantId, actorUserId: by, action, entity: 'settings', entityId: tenantId });
}

/** Two saves of the same picture at once wait for each other: the club's settings row is the lock. */
export async function lockHero(tx: Tx, tenantId: string): Promise<void> {
  await tx.select({ id: clubSettings.tenantId }).from(clubSettings).where(eq(clubSettings.tenantId, tenantId)).for('update');
}
