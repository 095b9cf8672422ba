// GET /api/payments/stripe/payment-methods/{customerId}: the family's saved cards (none without a customer),
// read by Pay (invoices) and Update Card (payments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { ApiClient } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';

export const getSavedCards = (api: ApiClient, customerId: string) =>
  api.call(paymentOperations.savedCards, { params: { id: customerId } });

export function savedCardsQueryOptions(club: string, customerId: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.payments.cards(club, customerId), queryFn: () => getSavedCards(api, customerId) });
}

export function useSavedCards(customerId: string | null | undefined, enabled = true) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...savedCardsQueryOptions(club, customerId ?? '', api), enabled: enabled && !!customerId });
}
