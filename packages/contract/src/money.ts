// The one place amounts change units: integer cents inside, dollars where the API speaks dollars.
import { numberFormat } from './intl.js';

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatMoney(cents: number, locale = 'en-US', currency = 'USD'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** The card fee on `cents` at `bps` basis points (2.5 % = 250), rounded half up to the cent: what
 *  the server adds when a card pays, and what a pay screen shows before the family confirms. */
export function cardFeeCents(cents: number, bps: number): number {
  return cents > 0 && bps > 0 ? Math.floor((cents * bps * 2 + 10_000) / 20_000) : 0;
}
