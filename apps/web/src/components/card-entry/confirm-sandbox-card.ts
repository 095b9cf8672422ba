// POST /api/payments/sandbox/confirm: the built-in provider's card confirmation,
// used instead of Stripe.js when the club has no Stripe keys.
import type { z } from 'zod';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { sandboxConfirmBody } from '@springboard/contract/payments';
import type { ApiClient } from '../../lib/api-client';

export type SandboxConfirmInput = z.input<typeof sandboxConfirmBody>;

export const confirmSandboxCard = (api: ApiClient, input: SandboxConfirmInput) =>
  api.call(paymentOperations.sandboxConfirm, { body: input });
