// How a reconciliation finding reads: dates and times in the reader's language, a family that may be
// unknown, an invoice's number.
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

export const invoiceLabel = (n: number | null) => (n === null ? null : invoiceNumberLabel(n));
