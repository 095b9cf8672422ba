// The API's envelope, as both apps see it: { success: true, data } or
// { success: false, error, code, params?, details? }. `code` (with its `params`) names the refusal in
// the catalogue (messages.ts) and each detail carries its own; `error` and `message` are the English
// sentences, for people reading the API.
import { z } from 'zod';
import { english, MESSAGES, type MessageCode, type ParamValue, type Reason } from './messages.js';

const CODES = Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]];
// Named (an `id` in zod's registry): the API reference holds the catalogue's codes and the error
// envelope once, as components every operation refers to, not 220 codes inlined in each response.
const messageCode = z.enum(CODES).describe('A code of the message catalogue: what went wrong, in any language').meta({ id: 'MessageCode' });
const messageParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .optional()
  .describe("The values the code's sentence names (e.g. { max: 80 } for too_long)");

export const errorDetailSchema = z.object({ field: z.string(), message: z.string(), code: messageCode, params: messageParams });
export type ErrorDetail = { field: string; message: string; code: MessageCode; params?: Record<string, ParamValue> };

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: messageCode,
  params: messageParams,
  details: z.array(errorDetailSchema).optional(),
}).meta({ id: 'ErrorEnvelope' });

export type ApiSuccess<T> = { success: true; data: T; message?: string; token?: string };
export type ApiFailure = {
  success: false;
  error: string;
  code: MessageCode;
  params?: Record<string, ParamValue>;
  details?: ErrorDetail[];
};
export type ApiBody<T> = ApiSuccess<T> | ApiFailure;

/** One field's refusal: the reason's code and params, with its English sentence (or the words given). */
export function detail(field: string, r: Reason, message: string = english(r)): ErrorDetail {
  return r.params ? { field, message, code: r.code, params: r.params } : { field, message, code: r.code };
}

export const TENANT_HEADER = 'x-tenant-id';
