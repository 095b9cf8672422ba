// The forms of the memberships view, apart from how they look (the profile's are in
// components/family-profile): the Send Email panel (subject and message both required after
// trimming) and the manual invoice (description and amount required, due today by default). Pure:
// tested without a browser.

export type EmailValues = { subject: string; message: string };

/** One message for both fields, "Please fill out both subject and message." */
export function emailIsComplete(v: EmailValues): boolean {
  return v.subject.trim() !== '' && v.message.trim() !== '';
}

export type InvoiceValues = { description: string; amount: number | string; due_date: string | null };

export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** As the server: a description and an amount (dollars, not negative: the field takes no minus sign). */
export function invoiceErrors(v: InvoiceValues): Partial<Record<'description' | 'amount', 'required'>> {
  const errors: Partial<Record<'description' | 'amount', 'required'>> = {};
  if (!v.description.trim()) errors.description = 'required';
  if (v.amount === '' || v.amount === null || Number.isNaN(Number(v.amount))) errors.amount = 'required';
  return errors;
}

/** Balance (dollars): zero or above is credit, below zero is owed. */
/** Below zero the family owes, above it has credit; zero is neither (nothing is tagged). */
export function balanceState(balance: number): 'owed' | 'credit' | 'settled' {
  return balance < 0 ? 'owed' : balance > 0 ? 'credit' : 'settled';
}
