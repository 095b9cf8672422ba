// The club's registration fee (dollars), the figure shown until the server's quote for this
// registration arrives, from GET /api/programs/program-pricing-config. Its own hook because it adds
// the default fee of a club without a pricing config, and card and cash registration both read it.
import { DEFAULT_REGISTRATION_FEE_CENTS, type PricingConfig } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { useOperation } from '../../../lib/operations';

/** Dollars; 25.00 when the club has no pricing config (its own config is listed first). */
const feeOf = (rows: readonly Pick<PricingConfig, 'registration_fee'>[]): number =>
  rows[0]?.registration_fee ?? toDollars(DEFAULT_REGISTRATION_FEE_CENTS);

export function useRegistrationFee() {
  return useOperation(pricingOperations.configs, {}, { staleTime: 60_000, select: feeOf });
}
