// The confirmation e-mail a family receives once its registration is committed.
import { formatMoney } from '@springboard/contract/money';

export type RegistrationEmailFacts = {
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

export function registrationEmail(f: RegistrationEmailFacts): { subject: string; text: string; html: string } {
  const paid = `${formatMoney(f.amountCents)} (${f.paymentMethod === 'cash' ? 'cash' : 'card'})`;
  const lines = f.athletes.map((a) => {
    const slots = a.slots.length
      ? a.slots.map((s) => `    - ${s.program}${s.when ? `: ${s.when}` : ''}`).join('\n')
      : '    - no program chosen yet';
    return `  ${a.name}\n${slots}`;
  });
  const text = [
    `Hello ${f.parentFirstName},`,
    '',
    `Welcome to ${f.clubName}! Your membership and athlete registration is complete.`,
    '',
    'Athletes and programs:',
    ...lines,
    '',
    `Registration fee paid: ${paid}`,
    '',
    `Sign in to see your invoices, payments and athletes: ${f.signInUrl}`,
  ].join('\n');
  const html = [
    `<p>Hello ${esc(f.parentFirstName)},</p>`,
    `<p>Welcome to ${esc(f.clubName)}! Your membership and athlete registration is complete.</p>`,
    '<ul>',
    ...f.athletes.map(
      (a) =>
        `<li>${esc(a.name)}<ul>${a.slots.map((s) => `<li>${esc(s.program)}${s.when ? `: ${esc(s.when)}` : ''}</li>`).join('')}</ul></li>`,
    ),
    '</ul>',
    `<p>Registration fee paid: ${esc(paid)}</p>`,
    `<p><a href="${esc(f.signInUrl)}">Sign in</a> to see your invoices, payments and athletes.</p>`,
  ].join('\n');
  return { subject: `Welcome to ${f.clubName}: registration confirmed`, text, html };
}
