// The make-up e-mails, in the family's language (English or Spanish): a make-up booked, and a
// class the club cancelled (with the make-up token it gave).
import type { FamilyLanguage } from '@springboard/contract/registrations';

function longDate(day: string, language: FamilyLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export type BookedFacts = {
  language: FamilyLanguage;
  clubName: string;
  athleteName: string;
  program: string;
  date: string;
  time: string;
  cutoffHours: number;
  link: string;
};

export function makeupBookedEmail(f: BookedFacts): { subject: string; text: string } {
  const when = `${longDate(f.date, f.language)}${f.time ? `, ${f.time}` : ''}`;
  if (f.language === 'es')
    return {
      subject: `${f.clubName}: clase de recuperación reservada para ${f.athleteName}`,
      text: [
        `Hola:`,
        '',
        `${f.athleteName} tiene una clase de recuperación reservada:`,
        `${f.program}, ${when}.`,
        '',
        `Puede cancelarla hasta ${f.cutoffHours} horas antes de que empiece la clase; el vale de recuperación vuelve a estar disponible.`,
        f.link,
      ].join('\n'),
    };
  return {
    subject: `${f.clubName}: make-up class booked for ${f.athleteName}`,
    text: [
      `Hello,`,
      '',
      `${f.athleteName} has a make-up class booked:`,
      `${f.program}, ${when}.`,
      '',
      `You can cancel it until ${f.cutoffHours} hours before the class starts, and the make-up token is yours to use again.`,
      f.link,
    ].join('\n'),
  };
}

export type CancelledFacts = {
  language: FamilyLanguage;
  clubName: string;
  athleteNames: string[];
  program: string;
  date: string;
  time: string;
  reason: string | null;
  expiresOn: string;
  link: string;
};

export function classCancelledEmail(f: CancelledFacts): { subject: string; text: string } {
  const when = `${longDate(f.date, f.language)}${f.time ? `, ${f.time}` : ''}`;
  const names = f.athleteNames.join(', ');
  if (f.language === 'es')
    return {
      subject: `${f.clubName}: clase cancelada el ${longDate(f.date, 'es')}`,
      text: [
        `Hola:`,
        '',
        `La clase ${f.program} del ${when} está cancelada${f.reason ? ` (${f.reason})` : ''}.`,
        `${names} ${f.athleteNames.length > 1 ? 'reciben' : 'recibe'} un vale de recuperación, válido hasta el ${longDate(f.expiresOn, 'es')}, para reservar otra clase:`,
        f.link,
      ].join('\n'),
    };
  return {
    subject: `${f.clubName}: class cancelled on ${longDate(f.date, 'en')}`,
    text: [
      `Hello,`,
      '',
      `The ${f.program} class on ${when} is cancelled${f.reason ? ` (${f.reason})` : ''}.`,
      `${names} ${f.athleteNames.length > 1 ? 'get' : 'gets'} a make-up token, valid until ${longDate(f.expiresOn, 'en')}, to book another class:`,
      f.link,
    ].join('\n'),
  };
}
