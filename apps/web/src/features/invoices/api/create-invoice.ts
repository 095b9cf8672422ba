// POST /api/payments/manual-invoice (Generate Invoice: staff with the page, admins); answers the new invoice's id.
import { useMutation } from '@tanstack/react-query';
import type { CreateInvoiceBody } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useRefreshMoney } from '../../../components/invoices/invoice-mutations';

export const createInvoice = (api: ApiClient, body: CreateInvoiceBody) => api.call(invoiceOperations.createManual, { body });

export function useCreateInvoice() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: (body: CreateInvoiceBody) => createInvoice(api, body), onSuccess: refresh });
}
