// The API's body envelope: { success: true, data, message?, token? } or
// { success: false, error, code, params?, details? } (the contract's errorEnvelopeSchema). Response
// schemas are built with `envelope(schema)`.
import { errorEnvelopeSchema } from '@springboard/contract/api';
import { z } from 'zod';
import { pageMeta, type PageMeta } from '@springboard/contract/lists';

/** `paged`: a list's envelope, which carries `meta` when one page was asked for. */
export function envelope<T extends z.ZodType>(data: T, paged = false) {
  return z.object({
    success: z.literal(true),
    data,
    ...(paged ? { meta: pageMeta.optional() } : {}),
    message: z.string().optional(),
    token: z.string().optional(),
  });
}

export const errorEnvelope = errorEnvelopeSchema;

/** A success body as handlers build it (the response schema drops unknown fields). */
export type Envelope<T> = { success: true; data: T; message?: string; meta?: PageMeta };

export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}

/** Standard error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
} as const;
