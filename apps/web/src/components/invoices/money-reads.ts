// What a change to an invoice or a payment makes stale, for every screen that makes one (the staff's
// row actions, Generate Invoice, paying, the scheduled charges): every invoice, payment and
// membership read of the club, so a balance, a list and a family's history agree at once.
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';

export const MONEY_READS = [invoiceOperations, paymentOperations, membershipOperations] as const;
