// Club settings readable by anyone on the club's site (GET /api/settings), and the admin update.
import { z } from 'zod';

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #4f46e5');

export const LANDING_LAYOUTS = ['club', 'gymnastics'] as const;
export const AUTO_INVOICE_FREQUENCIES = ['monthly', 'quarterly', 'annually'] as const;

export const publicSettings = z.object({
  tenant_id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  landing_layout: z.enum(LANDING_LAYOUTS),
  logo_url: z.string().nullable(),
  contact_info: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  /** Percent, e.g. 2.5 */
  credit_card_fee: z.number(),
  tax_enabled: z.boolean(),
  auto_invoice_enabled: z.boolean(),
  auto_invoice_frequency: z.enum(AUTO_INVOICE_FREQUENCIES),
  auto_invoice_day: z.enum(['start', 'end']),
  auto_invoice_time: z.string(),
  applied_late_fees: z.boolean(),
  program_to_product_conversion: z.boolean(),
  email_schedules: z.record(z.string(), z.unknown()),
  payment_provider: z.enum(['sandbox', 'stripe']),
  stripe_publishable_key: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const updateSettingsBody = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  landing_layout: z.enum(LANDING_LAYOUTS).optional(),
  logo_url: z.string().max(500_000).nullable().optional(),
  contact_info: z.string().max(2000).nullable().optional(),
  primary_color: color.nullable().optional(),
  secondary_color: color.nullable().optional(),
  credit_card_fee: z.number().min(0).max(100),
  tax_enabled: z.boolean().optional(),
  auto_invoice_enabled: z.boolean().optional(),
  auto_invoice_frequency: z.enum(AUTO_INVOICE_FREQUENCIES).optional(),
  auto_invoice_day: z.enum(['start', 'end']).optional(),
  auto_invoice_time: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time like 09:00').optional(),
  applied_late_fees: z.boolean().optional(),
  program_to_product_conversion: z.boolean().optional(),
  email_schedules: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
