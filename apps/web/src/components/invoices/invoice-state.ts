// What an invoice's state means on screen (what can be paid, what counts as owed, the
// balance), apart from how it looks. Pure: tested without a browser.
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import { toCents, toDollars } from '@springboard/contract/money';

type InvoiceState = Pick<Invoice, 'status'>;
type WithDue = InvoiceState & Pick<Invoice, 'amount_due' | 'amount_paid'>;

/** Paid: its payments cover it. Green rows. */
export function isPaid(i: InvoiceState): boolean {
  return i.status === 'paid';
}

/** Voided (status cancelled, with its reason). */
export function isVoid(i: InvoiceState): boolean {
  return i.status === 'cancelled';
}

/** Still owed: pending or overdue. What the balance sums (what is left of each). */
export function isUnpaid(i: InvoiceState): boolean {
  return i.status === 'pending' || i.status === 'overdue';
}

/** Money was received for it (paid, or partly): it is voided, never deleted or reopened. */
export function hasPayment(i: WithDue): boolean {
  return i.status === 'paid' || i.amount_paid > 0;
}

/** Partly paid: something received, the rest still due. */
export function isPartlyPaid(i: WithDue): boolean {
  return isUnpaid(i) && i.amount_paid > 0 && i.amount_due > 0;
}

/** Pay (and Accept Payment) show only for an invoice that is still owed and has something to pay. */
export function canPay(i: WithDue): boolean {
  return isUnpaid(i) && i.amount_due > 0;
}

/** What a status cell says: its status (cancelled reads "Void"), or partly paid while something
 *  was received and the rest is still due. */
export function displayStatus(i: WithDue): Invoice['status'] | 'partlyPaid' {
  return isPartlyPaid(i) ? 'partlyPaid' : i.status;
}

/** The balance, in dollars: minus what is left to pay on the unpaid invoices, or 0. Summed in
 *  cents, so 0.1 + 0.2 owed reads -0.30. */
export function balanceOf(invoices: readonly WithDue[]): number {
  const owedCents = invoices.filter(isUnpaid).reduce((sum, i) => sum + toCents(i.amount_due), 0);
  return owedCents > 0 ? -toDollars(owedCents) : 0;
}

/** Zero or above is credit, below zero is owed. */
/** Below zero the family owes, above it has credit; zero is neither (nothing is tagged). */
export function balanceState(balance: number): 'owed' | 'credit' | 'settled' {
  return balance < 0 ? 'owed' : balance > 0 ? 'credit' : 'settled';
}

/** The number people read on every screen and document: INV-000123. */
export const invoiceLabel = (i: Pick<Invoice, 'number'>) => invoiceNumberLabel(i.number);
