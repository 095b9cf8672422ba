// The payment reminder e-mail, in the family's language (English or Spanish): which invoice, how
// much, when it is or was due, and the link to pay it.
import { formatMoney } from '@springboard/contract/money';
import type { FamilyLanguage } from '@springboard/contract/registrations';

export type ReminderKind = 'before' | 'due' | 'overdue';

export type ReminderFacts = {
  kind: ReminderKind;
  language: FamilyLanguage;
  clubName: string;
  familyName: string;
  description: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Days until the due date (before) or since it (overdue); 0 on the due date. */
  days: number;
  payUrl: string;
};

function longDate(day: string, language: FamilyLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

const WORDS = {
  en: {
    subject: {
      before: (f: ReminderFacts) => `${f.clubName}: invoice due in ${f.days} ${plural(f.days, 'day', 'days')}`,
      due: (f: ReminderFacts) => `${f.clubName}: invoice due today`,
      overdue: (f: ReminderFacts) => `${f.clubName}: invoice overdue`,
    },
    lead: {
      before: (f: ReminderFacts, date: string) => `A reminder from ${f.clubName}: this invoice is due on ${date}.`,
      due: (f: ReminderFacts, date: string) => `A reminder from ${f.clubName}: this invoice is due today, ${date}.`,
      overdue: (f: ReminderFacts, date: string) =>
        `A reminder from ${f.clubName}: this invoice was due on ${date} and is ${f.days} ${plural(f.days, 'day', 'days')} overdue.`,
    },
    hello: (name: string) => `Hello ${name},`,
    invoice: 'Invoice',
    amount: 'Amount',
    due: 'Due date',
    pay: 'Pay it online:',
    paid: 'If you have paid it already, thank you, and please ignore this message.',
  },
  es: {
    subject: {
      before: (f: ReminderFacts) => `${f.clubName}: factura que vence en ${f.days} ${plural(f.days, 'día', 'días')}`,
      due: (f: ReminderFacts) => `${f.clubName}: factura que vence hoy`,
      overdue: (f: ReminderFacts) => `${f.clubName}: factura vencida`,
    },
    lead: {
      before: (f: ReminderFacts, date: string) => `Un recordatorio de ${f.clubName}: esta factura vence el ${date}.`,
      due: (f: ReminderFacts, date: string) => `Un recordatorio de ${f.clubName}: esta factura vence hoy, ${date}.`,
      overdue: (f: ReminderFacts, date: string) =>
        `Un recordatorio de ${f.clubName}: esta factura venció el ${date} y lleva ${f.days} ${plural(f.days, 'día', 'días')} de atraso.`,
    },
    hello: (name: string) => `Hola, ${name}:`,
    invoice: 'Factura',
    amount: 'Importe',
    due: 'Fecha de vencimiento',
    pay: 'Páguela en línea:',
    paid: 'Si ya la pagó, gracias, y no tenga en cuenta este mensaje.',
  },
} as const;

export function reminderEmail(f: ReminderFacts): { subject: string; text: string } {
  const w = WORDS[f.language];
  const date = longDate(f.dueDate, f.language);
  const amount = formatMoney(f.amountCents, f.language === 'es' ? 'es-US' : 'en-US');
  const text = [
    w.hello(f.familyName),
    '',
    w.lead[f.kind](f, date),
    '',
    `${w.invoice}: ${f.description}`,
    `${w.amount}: ${amount}`,
    `${w.due}: ${date}`,
    '',
    w.pay,
    f.payUrl,
    '',
    w.paid,
  ].join('\n');
  return { subject: w.subject[f.kind](f), text };
}
