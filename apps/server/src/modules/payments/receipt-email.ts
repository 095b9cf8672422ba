// The receipt a family receives for each payment of an invoice, in the family's language (English
// or Spanish): the invoice's number and lines, the amount paid, how, and what is left to pay.
import { invoiceNumberLabel, type InvoiceLineKind } from '@springboard/contract/invoice-lines';
import { formatMoney } from '@springboard/contract/money';

export type ReceiptFacts = {
  language: 'en' | 'es';
  clubName: string;
  parentFirstName: string;
  invoiceNumber: number;
  description: string;
  lines: { kind: InvoiceLineKind; description: string; amountCents: number }[];
  totalCents: number;
  paidCents: number;
  method: 'card' | 'cash' | 'check' | 'other';
  paidOn: Date;
  leftCents: number;
  invoiceUrl: string;
};

const WORDS = {
  en: {
    subject: (club: string, n: string) => `${club}: receipt for invoice ${n}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (amount: string, n: string) => `We received your payment of ${amount} for invoice ${n}. Thank you!`,
    invoice: 'Invoice',
    total: 'Total',
    paid: 'Paid now',
    method: { card: 'card', cash: 'cash', check: 'check', other: 'other' },
    paidWith: (method: string, date: string) => `Paid by ${method} on ${date}.`,
    left: (amount: string) => `Left to pay on this invoice: ${amount}.`,
    settled: 'This invoice is paid in full.',
    see: 'See the invoice and print this receipt:',
    locale: 'en-US',
  },
  es: {
    subject: (club: string, n: string) => `${club}: recibo de la factura ${n}`,
    hello: (name: string) => `Hola ${name}:`,
    thanks: (amount: string, n: string) => `Recibimos su pago de ${amount} de la factura ${n}. ¡Gracias!`,
    invoice: 'Factura',
    total: 'Total',
    paid: 'Pagado ahora',
    method: { card: 'tarjeta', cash: 'efectivo', check: 'cheque', other: 'otro medio' },
    paidWith: (method: string, date: string) => `Pagado con ${method} el ${date}.`,
    left: (amount: string) => `Pendiente de esta factura: ${amount}.`,
    settled: 'Esta factura está pagada por completo.',
    see: 'Vea la factura e imprima este recibo:',
    locale: 'es-US',
  },
} as const;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function receiptEmail(f: ReceiptFacts): { subject: string; text: string; html: string } {
  const w = WORDS[f.language];
  const money = (cents: number) => formatMoney(cents, w.locale);
  const n = invoiceNumberLabel(f.invoiceNumber);
  const date = new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(f.paidOn);
  const rest = f.leftCents > 0 ? w.left(money(f.leftCents)) : w.settled;
  const text = [
    w.hello(f.parentFirstName),
    '',
    w.thanks(money(f.paidCents), n),
    '',
    `${w.invoice} ${n}: ${f.description}`,
    ...f.lines.map((l) => `  ${l.description}: ${money(l.amountCents)}`),
    `  ${w.total}: ${money(f.totalCents)}`,
    '',
    `${w.paid}: ${money(f.paidCents)}. ${w.paidWith(w.method[f.method], date)}`,
    rest,
    '',
    `${w.see} ${f.invoiceUrl}`,
  ].join('\n');
  const html = [
    `<p>${esc(w.hello(f.parentFirstName))}</p>`,
    `<p>${esc(w.thanks(money(f.paidCents), n))}</p>`,
    `<p><strong>${esc(`${w.invoice} ${n}`)}</strong>: ${esc(f.description)}</p>`,
    '<table>',
    ...f.lines.map((l) => `<tr><td>${esc(l.description)}</td><td align="right">${esc(money(l.amountCents))}</td></tr>`),
    `<tr><td><strong>${esc(w.total)}</strong></td><td align="right"><strong>${esc(money(f.totalCents))}</strong></td></tr>`,
    '</table>',
    `<p>${esc(`${w.paid}: ${money(f.paidCents)}. ${w.paidWith(w.method[f.method], date)}`)}</p>`,
    `<p>${esc(rest)}</p>`,
    `<p><a href="${esc(f.invoiceUrl)}">${esc(w.see)}</a></p>`,
  ].join('\n');
  return { subject: w.subject(f.clubName, n), text, html };
}
