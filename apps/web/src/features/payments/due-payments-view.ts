// The columns of the due-payments list for the shared DataTable: the invoice's number, member, the
// family's e-mail beside the name (two families may share a name), description, amount left to pay (cents, sorted as a number, shown and searched as money), due date (sorted as
// the ISO date, shown in the reader's language) and status. The page adds the badge and Charge button.
import type { DuePayment } from '@springboard/contract/payments';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import type { DataColumn } from '../../components/data-table/data-table-model';

export const DUE_PAYMENT_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type DuePaymentStatus = (typeof DUE_PAYMENT_STATUSES)[number];
export const isKnownStatus = (s: string): s is DuePaymentStatus => (DUE_PAYMENT_STATUSES as readonly string[]).includes(s);

/** Paid green, pending yellow, overdue red, anything else grey. */
export function statusColor(status: string): string {
  return status === 'paid' ? 'green' : status === 'pending' ? 'yellow' : status === 'overdue' ? 'red' : 'gray';
}

export type DuePaymentColumnId = 'number' | 'member_name' | 'member_email' | 'description' | 'amount' | 'due_date' | 'status';

type Texts = {
  header: (id: DuePaymentColumnId) => string;
  status: (status: string) => string;
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  /** The invoice's description in the reader's language. */
  description: (r: DuePayment) => string;
};

export function duePaymentColumns({
  header,
  status,
  money,
  date,
  description,
}: Texts): (DataColumn<DuePayment> & { id: DuePaymentColumnId })[] {
  return [
    { id: 'number', header: header('number'), value: (r) => invoiceNumberLabel(r.number), nowrap: true },
    { id: 'member_name', sortKey: 'member_name', header: header('member_name'), value: (r) => r.member_name },
    { id: 'member_email', header: header('member_email'), value: (r) => r.member_email },
    { id: 'description', sortKey: 'description', header: header('description'), value: description },
    { id: 'amount', sortKey: 'amount', header: header('amount'), value: (r) => r.amount, text: (r) => money(r.amount), align: 'end', nowrap: true },
    { id: 'due_date', sortKey: 'due_date', header: header('due_date'), value: (r) => r.due_date, text: (r) => date(r.due_date), nowrap: true },
    { id: 'status', sortKey: 'status', header: header('status'), value: (r) => r.status, text: (r) => status(r.status) },
  ];
}
