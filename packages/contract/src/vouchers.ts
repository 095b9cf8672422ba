// Vouchers: percent or fixed discounts on the registration fee, with an active window and an
// optional redemption limit.
import { say } from './messages.js';
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export const VOUCHER_INVALID_MESSAGE = say('voucher_invalid');
export const VOUCHER_USED_UP_MESSAGE = say('voucher_used_up');

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
  codeLength: say('voucher_code_length'),
  codeChars: say('voucher_code_chars'),
  value: say('must_be_positive'),
  percentMax: say('voucher_percent_max'),
  percentWhole: say('voucher_percent_whole'),
  fixedCents: say('voucher_fixed_cents'),
  fixedMax: say('voucher_fixed_max'),
  window: say('voucher_window'),
  limit: say('voucher_limit'),
  taken: say('voucher_code_taken'),
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
    max_redemptions: z
      .number({ error: VOUCHER_MESSAGES.limit })
      .int(VOUCHER_MESSAGES.limit)
      .positive(VOUCHER_MESSAGES.limit)
      .max(1_000_000)
      .nullish(),
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
