// The sandbox card form's own checks (the Stripe card element checks itself): a number must pass
// the Luhn check before we ask the server, the expiry must not be in the past, the CVC is 3-4 digits.
// Pure functions, so the rules are tested without a browser.

/** Digits only: spaces and dashes a person types (or pastes) are ignored. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Groups of four for display: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function luhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or "MM/YYYY", "MMYY") as month and four-digit year; null when unreadable. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Formats what is typed into the expiry field as "MM/YY" while typing. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good through the last day of its expiry month. */
export function expiryPassed(expiry: { month: number; year: number }, now = new Date()): boolean {
  const y = now.getFullYear();
  const mo = now.getMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < mo);
}

export type CardValues = { number: string; expiry: string; cvc: string; name: string };

/** Error keys (registration namespace) per card field, empty when the card may be sent. */
export function cardErrors(card: CardValues, now = new Date()): Partial<Record<keyof CardValues, string>> {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  if (!card.name.trim()) errors.name = 'validation.cardNameRequired';
  if (!cardDigits(card.number)) errors.number = 'validation.cardNumberRequired';
  else if (!luhnValid(card.number)) errors.number = 'validation.cardNumberInvalid';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'validation.cardExpiryRequired';
  else if (!expiry) errors.expiry = 'validation.cardExpiryInvalid';
  else if (expiryPassed(expiry, now)) errors.expiry = 'validation.cardExpired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'validation.cardCvcInvalid';
  return errors;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people write it: the providers answer "visa", "amex", … */
export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : brand);
}
