// Vouchers: percent or fixed discounts on the registration fee, with an active window and an
// optional redemption limit.
import { z } from 'zod';

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export const VOUCHER_INVALID_MESSAGE = 'This voucher code is not valid';
export const VOUCHER_USED_UP_MESSAGE = 'This voucher has been used up';

export const voucher = z.object({
  id: z.string().uuid(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  /** Whole percent for percent vouchers, dollars for fixed ones. */
  value: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redeemed_count: z.number().int(),
  active: z.boolean(),
});
export type Voucher = z.infer<typeof voucher>;

export const createVoucherBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'use letters, digits, dashes or underscores'),
    kind: z.enum(VOUCHER_KINDS),
    value: z.number().finite().positive('must be more than 0'),
    starts_at: z.string().datetime({ offset: true }).nullish(),
    ends_at: z.string().datetime({ offset: true }).nullish(),
    max_redemptions: z.number().int().positive().nullish(),
    active: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, { path: ['value'], message: 'a percentage cannot exceed 100' });
export type CreateVoucherBody = z.infer<typeof createVoucherBody>;
