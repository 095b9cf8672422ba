// The staff's and admin's changes to an invoice, shared by every screen that lists invoices (the
// membership split view, View Invoice, Unpaid Invoices): edit and delete (admins), Accept Payment in
// cash (staff who may view invoices, admins). Each refreshes every invoice, payment and membership
// query of the club, so a balance, a list and a family's history agree at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, UpdateInvoiceBody } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { ApiClient } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { queryKeys } from '../../lib/query-keys';
import { useTenant } from '../../lib/tenant-context';

export const updateInvoice = (api: ApiClient, body: UpdateInvoiceBody) => api.call(invoiceOperations.update, { body });
export const deleteInvoice = (api: ApiClient, id: string) => api.call(invoiceOperations.remove, { params: { id } });
/** One call: the server records the cash payment (its own transaction id, the invoice's amount),
 *  marks the invoice paid and adds the paid charge invoice, once. */
export const acceptCash = (api: ApiClient, i: Invoice) =>
  api.call(paymentOperations.record, {
    body: { membershipId: i.membership_id, invoiceId: i.id, amount: i.amount, paymentMethod: 'cash' },
  });

export function useRefreshMoney() {
  const { club } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all(club) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.payments.all(club) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.memberships.all(club) }),
    ]);
}

export function useUpdateInvoice() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: (body: UpdateInvoiceBody) => updateInvoice(api, body), onSuccess: refresh });
}

export function useDeleteInvoice() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: (id: string) => deleteInvoice(api, id), onSettled: refresh });
}

export function useAcceptCash() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  // Refreshed either way: a 409 means someone else was first, and the list should show it paid.
  return useMutation({ mutationFn: (i: Invoice) => acceptCash(api, i), onSettled: refresh });
}
