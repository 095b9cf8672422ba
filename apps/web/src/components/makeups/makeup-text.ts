// How the make-up screens write a class date: "Mon, Dec 7" in the reader's language (the API's
// YYYY-MM-DD never shifts across time zones), and a program's name in Spanish when the club wrote one.
export { formatClassDay as classDate } from '../../lib/dates';

export function programName(c: { program: string; program_es?: string | null }, language: string | undefined): string {
  return language === 'es' && c.program_es ? c.program_es : c.program;
}
