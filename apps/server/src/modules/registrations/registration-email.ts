// The confirmation e-mail a family receives once its registration is committed, in the language
// the family registered in (English or Spanish; Spanish addresses the parent as usted).
import { formatMoney } from '@springboard/contract/money';
import type { FamilyLanguage } from '@springboard/contract/registrations';

export type RegistrationEmailFacts = {
  language: FamilyLanguage;
  clubName: string;
  signInUrl: string;
  parentFirstName: string;
  amountCents: number;
  paymentMethod: 'card' | 'cash';
  /** Each class by program and day and time ("Monday 4:00 PM – 5:00 PM"), never the club's slot code. */
  athletes: { name: string; slots: { program: string; when: string }[] }[];
};

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const WORDS = {
  en: {
    subject: (club: string) => `Welcome to ${club}: registration confirmed`,
    hello: (name: string) => `Hello ${name},`,
    welcome: (club: string) => `Welcome to ${club}! Your membership and athlete registration is complete.`,
    athletes: 'Athletes and programs:',
    noProgram: 'no program chosen yet',
    method: { cash: 'cash', card: 'card' },
    paid: 'Registration fee paid:',
    signIn: 'Sign in to see your invoices, payments and athletes:',
    signInLink: 'Sign in',
    signInRest: 'to see your invoices, payments and athletes.',
  },
  es: {
    subject: (club: string) => `Bienvenido a ${club}: inscripción confirmada`,
    hello: (name: string) => `Hola, ${name}:`,
    welcome: (club: string) => `¡Bienvenido a ${club}! La inscripción de su familia y de sus atletas está completa.`,
    athletes: 'Atletas y programas:',
    noProgram: 'todavía sin programa',
    method: { cash: 'efectivo', card: 'tarjeta' },
    paid: 'Cuota de inscripción pagada:',
    signIn: 'Inicie sesión para ver sus facturas, pagos y atletas:',
    signInLink: 'Inicie sesión',
    signInRest: 'para ver sus facturas, pagos y atletas.',
  },
} as const;

export function registrationEmail(f: RegistrationEmailFacts): { subject: string; text: string; html: string } {
  const w = WORDS[f.language];
  const paid = `${formatMoney(f.amountCents)} (${w.method[f.paymentMethod]})`;
  const lines = f.athletes.map((a) => {
    const slots = a.slots.length
      ? a.slots.map((s) => `    - ${s.program}${s.when ? `: ${s.when}` : ''}`).join('\n')
      : `    - ${w.noProgram}`;
    return `  ${a.name}\n${slots}`;
  });
  const text = [
    w.hello(f.parentFirstName),
    '',
    w.welcome(f.clubName),
    '',
    w.athletes,
    ...lines,
    '',
    `${w.paid} ${paid}`,
    '',
    `${w.signIn} ${f.signInUrl}`,
  ].join('\n');
  const html = [
    `<p>${esc(w.hello(f.parentFirstName))}</p>`,
    `<p>${esc(w.welcome(f.clubName))}</p>`,
    '<ul>',
    ...f.athletes.map(
      (a) =>
        `<li>${esc(a.name)}<ul>${a.slots.map((s) => `<li>${esc(s.program)}${s.when ? `: ${esc(s.when)}` : ''}</li>`).join('')}</ul></li>`,
    ),
    '</ul>',
    `<p>${esc(w.paid)} ${esc(paid)}</p>`,
    `<p><a href="${esc(f.signInUrl)}">${esc(w.signInLink)}</a> ${esc(w.signInRest)}</p>`,
  ].join('\n');
  return { subject: w.subject(f.clubName), text, html };
}
