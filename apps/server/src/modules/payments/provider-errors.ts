// Provider failures as the API answers them: a declined card is 402 with the provider's words, a
// provider that does not answer is 502 with a clear message; nothing else leaks.
import { reason } from '@springboard/contract/messages';
import { AppError } from '../../platform/app-error.js';
import { ProviderError } from './providers/provider.js';

export function providerToAppError(err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  switch (err.kind) {
    case 'card_declined':
      return new AppError('PAYMENT_FAILED', reason('payment_declined', { reason: err.message }));
    case 'not_found':
      return new AppError('NOT_FOUND', 'payment_not_found');
    case 'invalid':
      return new AppError('BAD_REQUEST', reason('provider_refused', { reason: err.message }));
    case 'timeout':
      return new AppError('UPSTREAM', 'provider_timeout');
    case 'unavailable':
      return new AppError('UPSTREAM', 'provider_unavailable');
  }
}

/** Runs a provider call, answering its failures as AppErrors. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw providerToAppError(err);
  }
}
