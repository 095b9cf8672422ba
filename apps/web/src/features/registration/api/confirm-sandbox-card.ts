// POST /api/payments/sandbox/confirm: the built-in provider's card confirmation (00-decisions §3),
// used instead of Stripe.js when the club has no Stripe keys.
import type { ApiClient } from '../../../lib/api-client';

export type SandboxConfirmInput = {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
};
export type CardResult = { status: 'succeeded' | 'requires_payment_method'; error?: string };

export function confirmSandboxCard(api: ApiClient, input: SandboxConfirmInput): Promise<CardResult> {
  return api.post<CardResult>('/payments/sandbox/confirm', input);
}
