// Vouchers: percent or fixed discounts on the registration fee, with an active window and an
// optional redemption limit.
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';

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

/** The words of a refused voucher, shown by the web form too (translated). */
export const VOUCHER_MESSAGES = {
  codeLength: 'must be 2 to 40 characters',
  codeChars: 'use letters, digits, dashes or underscores',
  value: 'must be more than 0',
  percentMax: 'a percentage cannot exceed 100',
  percentWhole: 'a percentage must be a whole number',
  fixedCents: 'an amount has at most 2 decimals',
  fixedMax: 'an amount cannot exceed 100,000',
  window: 'must be after the start',
  limit: 'must be a whole number of 1 or more',
  taken: 'A voucher with this code already exists',
} as const;

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const createVoucherBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(2, VOUCHER_MESSAGES.codeLength)
      .max(40, VOUCHER_MESSAGES.codeLength)
      .regex(/^[A-Za-z0-9_-]+$/, VOUCHER_MESSAGES.codeChars),
    kind: z.enum(VOUCHER_KINDS),
    /** Whole percent for percent vouchers, dollars for fixed ones. */
    value: z.number({ error: VOUCHER_MESSAGES.value }).finite().positive(VOUCHER_MESSAGES.value),
    starts_at: z.string().datetime({ offset: true }).nullish(),
    ends_at: z.string().datetime({ offset: true }).nullish(),
    max_redemptions: z.number({ error: VOUCHER_MESSAGES.limit }).int(VOUCHER_MESSAGES.limit).positive(VOUCHER_MESSAGES.limit).max(1_000_000).nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'percent' && v.value > 100) issue('value', VOUCHER_MESSAGES.percentMax);
    else if (v.kind === 'percent' && !Number.isInteger(v.value)) issue('value', VOUCHER_MESSAGES.percentWhole);
    if (v.kind === 'fixed' && !hasCents(v.value)) issue('value', VOUCHER_MESSAGES.fixedCents);
    else if (v.kind === 'fixed' && v.value > 100_000) issue('value', VOUCHER_MESSAGES.fixedMax);
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) issue('ends_at', VOUCHER_MESSAGES.window);
  });
export type CreateVoucherBody = z.infer<typeof createVoucherBody>;

/** GET /vouchers: by code by default; `q` matches the code. */
export const voucherList = defineList({
  sort: ['code', 'kind', 'value', 'starts_at', 'ends_at', 'max_redemptions', 'redeemed_count', 'active'],
  defaultSort: 'code',
  search: true,
  csv: 'vouchers',
});
export const voucherListQuery = listQuery(voucherList);
