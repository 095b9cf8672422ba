// What an invoice's state means on screen (what can be paid, what counts as owed, the
// balance), apart from how it looks. Pure: tested without a browser.
import type { Invoice } from '@springboard/contract/invoices';
import { toCents, toDollars } from '@springboard/contract/money';

type InvoiceState = Pick<Invoice, 'status' | 'post_status'>;

/** Settled: paid, or marked paid through its charge invoice (post_status). Green rows. */
export function isPaid(i: InvoiceState): boolean {
  return i.status === 'paid' || i.post_status === 'paid';
}

/** Still owed: pending or overdue, and not settled through a charge. What the balance sums. */
export function isUnpaid(i: InvoiceState): boolean {
  return (i.status === 'pending' || i.status === 'overdue') && i.post_status !== 'paid';
}

/** Pay (and Accept Payment) show only for an invoice that is still owed and has something to pay. */
export function canPay(i: InvoiceState & Pick<Invoice, 'amount'>): boolean {
  return isUnpaid(i) && i.amount > 0;
}

/** What a status cell says: 'paid' for a settled invoice whatever its status, else its status. */
export function displayStatus(i: InvoiceState): Invoice['status'] {
  return isPaid(i) ? 'paid' : i.status;
}

/** The balance, in dollars: minus the sum of the unpaid invoices' amounts, or 0. Summed in
 *  cents, so 0.1 + 0.2 owed reads -0.30. */
export function balanceOf(invoices: readonly (InvoiceState & Pick<Invoice, 'amount'>)[]): number {
  const owedCents = invoices.filter(isUnpaid).reduce((sum, i) => sum + toCents(i.amount), 0);
  return owedCents > 0 ? -toDollars(owedCents) : 0;
}

/** Zero or above is credit, below zero is owed. */
export function balanceState(balance: number): 'owed' | 'credit' {
  return balance < 0 ? 'owed' : 'credit';
}

/** Ids show as their first 8 characters in invoice tables. */
export const shortInvoiceId = (id: string) => id.slice(0, 8);

/** "Charged Payment for invoice - {id}" (the paid record of a settled invoice) names the invoice by
 *  its first 8 characters on screen, as the tables do; other descriptions read as written. */
export function displayDescription(description: string): string {
  return description.replace(/(Charged Payment for invoice - )([0-9a-f]{8})-[0-9a-f-]{27}\b/i, '$1$2');
}
