// The API's envelope, as both apps see it: { success: true, data } or { success: false, error, details }.
import { z } from 'zod';

export const errorDetailSchema = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export type ApiSuccess<T> = { success: true; data: T; message?: string; token?: string };
export type ApiFailure = { success: false; error: string; details?: ErrorDetail[] };
export type ApiBody<T> = ApiSuccess<T> | ApiFailure;

export const TENANT_HEADER = 'x-tenant-id';
