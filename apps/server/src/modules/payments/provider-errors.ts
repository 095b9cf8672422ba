// Provider failures as the API answers them: a declined card is 402 with the provider's words, a
// provider that does not answer is 502 with a clear message; nothing else leaks.
import { AppError } from '../../platform/app-error.js';
import { ProviderError } from './providers/provider.js';

export function providerToAppError(err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  switch (err.kind) {
    case 'card_declined':
      return new AppError('PAYMENT_FAILED', err.message);
    case 'not_found':
      return new AppError('NOT_FOUND', 'Payment not found');
    case 'invalid':
      return new AppError('BAD_REQUEST', err.message);
    case 'timeout':
      return new AppError('UPSTREAM', 'The payment provider did not respond in time. Please try again.');
    case 'unavailable':
      return new AppError('UPSTREAM', 'The payment provider is not available right now. Please try again.');
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
