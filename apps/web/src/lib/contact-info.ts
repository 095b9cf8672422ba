// The club's free-text contact block (settings.contact_info) read the ways the site needs it: as
// paragraphs split at blank lines (footer), and as address, e-mail and phone (contact page, top bar).
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/;

export type ContactDetails = {
  /** Lines that are neither the e-mail nor the phone, in order. */
  address: string[];
  email: string | null;
  phone: string | null;
};

/** Paragraphs of the block, split at blank lines; each paragraph keeps its lines. */
export function contactParagraphs(info: string | null | undefined): string[][] {
  if (!info?.trim()) return [];
  return info
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
}

export function contactDetails(info: string | null | undefined): ContactDetails {
  const lines = contactParagraphs(info).flat();
  let email: string | null = null;
  let phone: string | null = null;
  const address: string[] = [];
  for (const line of lines) {
    const e = EMAIL.exec(line);
    if (e && !email) {
      email = e[0];
      continue;
    }
    const p = PHONE.exec(line);
    // A line that is mostly a number is the phone; "120 Sunrise Avenue" is not.
    if (p && !phone && p[0].replace(/\D/g, '').length >= 7 && p[0].length >= line.replace(/^[^:]*:\s*/, '').length - 2) {
      phone = p[0].trim();
      continue;
    }
    address.push(line);
  }
  return { address, email, phone };
}

/** The tel: address of a phone as written ("(541) 555-0142" → "tel:+5415550142" keeps only digits and a leading +). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
