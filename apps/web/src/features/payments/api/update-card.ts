// Update Card: the family's provider customer (POST /payments/create-stripe-customer on first use),
// POST /payments/update-card → a setup intent's client secret, the browser confirms the card with
// the provider, then POST /payments/update-payment-method makes it the card charges use. Each step
// fails with its own message: the customer ("Stripe customer creation failed."), the card
// ("Failed to create card." / the provider's reason) and the save ("Failed to update card in the backend.").
import { useMutation } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { CardResult } from '../../../components/card-entry/card-confirmer';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useOperationCache } from '../../../lib/operations';

export type UpdateCardStep = 'customer' | 'card' | 'backend';

/** A failed step, with what went wrong (the server's or the provider's words, when there are any). */
export class UpdateCardFailed extends Error {
  constructor(
    readonly step: UpdateCardStep,
    readonly failure: unknown,
    readonly reason: string | null,
  ) {
    super(reason ?? step);
  }
}

type Input = { customerId: string | null; email: string; confirm: (clientSecret: string) => Promise<CardResult> };

async function step<T>(name: UpdateCardStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UpdateCardFailed) throw err;
    throw new UpdateCardFailed(name, err, err instanceof ApiError ? err.message : null);
  }
}

export async function updateCard(api: ApiClient, input: Input) {
  const customerId =
    input.customerId ??
    (await step('customer', () => api.call(paymentOperations.createCustomer, { body: { email: input.email } }))).id;
  const setup = await step('card', () => api.call(paymentOperations.updateCard, { body: { stripeCustomerId: customerId } }));
  const confirmed = await step('card', () => input.confirm(setup.clientSecret));
  if (confirmed.status !== 'succeeded' || !confirmed.paymentMethodId) {
    throw new UpdateCardFailed('card', null, confirmed.error ?? null);
  }
  const paymentMethodId = confirmed.paymentMethodId;
  return step('backend', () =>
    api.call(paymentOperations.updatePaymentMethod, { body: { stripeCustomerId: customerId, paymentMethodId } }),
  );
}

export function useUpdateCard() {
  const { api } = useAuth();
  const cache = useOperationCache();
  return useMutation({
    mutationFn: (input: Input) => updateCard(api, input),
    // The saved cards, and the family's provider customer (new on first use).
    onSettled: () => cache.invalidate([paymentOperations, membershipOperations]),
  });
}
