// Generate Invoice's form apart from how it looks: a member, a description
// and an amount are required, the due date is today unless changed. Pure: tested without a browser.
import type { CreateInvoiceBody } from '@springboard/contract/invoices';

export type GenerateValues = {
  membershipId: string | null;
  description: string;
  amount: number | string;
  dueDate: string | null;
  /** Set by "Use this month's tuition": the month's first day and its total. While the amount is
   *  that total, the invoice is that month's tuition, stored line by line by the server. */
  tuition: { month: string; total: number } | null;
};

export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const emptyGenerate = (now = new Date()): GenerateValues => ({
  membershipId: null,
  description: '',
  amount: '',
  dueDate: todayIso(now),
  tuition: null,
});

/** The fields left blank (an amount that is not a number counts as blank). */
export function generateErrors(v: GenerateValues): (keyof GenerateValues)[] {
  const missing: (keyof GenerateValues)[] = [];
  if (!v.membershipId) missing.push('membershipId');
  if (!v.description.trim()) missing.push('description');
  if (v.amount === '' || v.amount === null || Number.isNaN(Number(v.amount))) missing.push('amount');
  return missing;
}

export function generateBody(v: GenerateValues, now = new Date()): CreateInvoiceBody {
  return {
    membershipId: v.membershipId!,
    description: v.description.trim(),
    amount: Number(v.amount),
    dueDate: v.dueDate ?? todayIso(now),
    ...(v.tuition && Number(v.amount) === v.tuition.total ? { tuition_month: v.tuition.month } : {}),
  };
}
