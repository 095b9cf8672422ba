// What the due-payments table shows: rows matching the search, sorted by the chosen column, cut into
// pages of 5 (document 01 §9). Pure, so paging and sorting are tested without a browser.
import type { DuePayment } from '@springboard/contract/payments';

export const PAGE_SIZE = 5;
export type SortKey = 'member_name' | 'description' | 'amount' | 'due_date' | 'status';
export type Sort = { key: SortKey; dir: 'asc' | 'desc' };

/** Case-insensitive match on member, description, status, due date or the amount as shown. */
export function filterDuePayments(rows: DuePayment[], query: string, money: (cents: number) => string): DuePayment[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) =>
    [r.member_name, r.description, r.status, r.due_date, money(r.amount), (r.amount / 100).toFixed(2)].some((v) =>
      v.toLowerCase().includes(q),
    ),
  );
}

export function sortDuePayments(rows: DuePayment[], sort: Sort): DuePayment[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * sign || a.id.localeCompare(b.id);
  });
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` (1-based), clamped to the last page when rows went away (e.g. after a charge). */
export function pageOf<T>(rows: T[], page: number, size = PAGE_SIZE): { rows: T[]; page: number } {
  const p = Math.min(Math.max(1, page), pageCount(rows.length, size));
  return { rows: rows.slice((p - 1) * size, p * size), page: p };
}

/** Clicking a column sorts by it ascending; clicking it again flips the direction. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}
