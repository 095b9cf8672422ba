// A paged list's place in the address: what a reload or a shared link reads back, and what is left
// out when it is the default.
import { describe, expect, it } from 'vitest';
import { membershipList } from '@springboard/contract/memberships';
import { invoiceList } from '@springboard/contract/invoices';
import { askedSort, effectiveSort, FIRST_PAGE, listParamNames, readListAddress, shownSort, writeListAddress } from './list-address';

const read = (search: string, prefix?: string) => readListAddress(new URLSearchParams(search), membershipList, prefix);

describe('readListAddress', () => {
  it('reads the page, the order and the search of a shared link', () => {
    expect(read('page=3&sort=-last_name&q=benn')).toEqual({ page: 3, sort: '-last_name', q: 'benn' });
  });

  it('reads nothing as the first page in the default order, unsearched', () => {
    expect(read('')).toEqual(FIRST_PAGE);
  });

  it('takes a page that is no whole number from 1 as the first page', () => {
    for (const page of ['0', '-2', 'abc', '2.5', '', '99999999']) expect(read(`page=${page}`).page, page).toBe(1);
  });

  it('leaves a column the list does not sort by in the default order', () => {
    expect(read('sort=password_hash').sort).toBeNull();
    expect(read('sort=-id').sort).toBeNull();
    expect(read('sort=balance').sort).toBe('balance');
  });

  it('reads the default order as no order asked', () => {
    expect(read('sort=last_name').sort).toBeNull();
    expect(read('sort=-last_name').sort).toBe('-last_name');
  });

  it('trims the search and cuts it at what the server takes', () => {
    expect(read('q=%20%20garc%C3%ADa%20').q).toBe('garcía');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it("reads a second list's parameters under its prefix, not the first list's", () => {
    const params = 'page=4&invoices_page=2&invoices_sort=amount';
    expect(readListAddress(new URLSearchParams(params), invoiceList, 'invoices')).toEqual({ page: 2, sort: 'amount', q: '' });
    expect(read(params).page).toBe(4);
    expect(listParamNames('invoices')).toEqual({ page: 'invoices_page', sort: 'invoices_sort', q: 'invoices_q' });
  });
});

describe('writeListAddress', () => {
  it("writes the list's state and keeps the address's other parameters", () => {
    const out = writeListAddress(new URLSearchParams('membership=abc&owing=1'), { page: 3, sort: '-balance', q: 'benn' }, membershipList);
    expect(Object.fromEntries(out)).toEqual({ membership: 'abc', owing: '1', page: '3', sort: '-balance', q: 'benn' });
  });

  it('leaves out the first page, the default order and an empty search', () => {
    const out = writeListAddress(new URLSearchParams('page=5&sort=-email&q=x'), { page: 1, sort: 'last_name', q: '  ' }, membershipList);
    expect(out.toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const state = { page: 7, sort: '-start_date', q: 'ana benn' };
    expect(read(writeListAddress(new URLSearchParams(), state, membershipList).toString())).toEqual(state);
  });

  it("takes a screen's own default order as the one left out", () => {
    const oldestFirst = { ...invoiceList, defaultSort: 'due_date' as const };
    expect(writeListAddress(new URLSearchParams(), { page: 1, sort: 'due_date', q: '' }, oldestFirst).toString()).toBe('');
    expect(writeListAddress(new URLSearchParams(), { page: 1, sort: '-due_date', q: '' }, oldestFirst).toString()).toBe('sort=-due_date');
  });
});

describe('effectiveSort', () => {
  it("is the address's order, else the list's default", () => {
    expect(effectiveSort(FIRST_PAGE, invoiceList)).toEqual({ column: 'due_date', desc: true });
    expect(effectiveSort({ ...FIRST_PAGE, sort: 'amount' }, invoiceList)).toEqual({ column: 'amount', desc: false });
  });
});

describe('askedSort and shownSort', () => {
  it("asks for the reader's order, else the screen's own default, else leaves it to the server", () => {
    expect(askedSort({ ...FIRST_PAGE, sort: 'amount' }, '-due_date', 'due_date')).toBe('amount');
    expect(askedSort(FIRST_PAGE, '-due_date', 'due_date')).toBe('due_date');
    expect(askedSort(FIRST_PAGE, '-due_date', '-due_date')).toBeUndefined();
  });

  it('marks no column sorted while a search is shown best match first', () => {
    const searched = { ...FIRST_PAGE, q: 'benn' };
    expect(shownSort(searched, membershipList, askedSort(searched, 'last_name', 'last_name'))).toBeNull();
    expect(shownSort(FIRST_PAGE, membershipList, undefined)).toEqual({ column: 'last_name', desc: false });
    const chosen = { ...searched, sort: '-email' };
    expect(shownSort(chosen, membershipList, askedSort(chosen, 'last_name', 'last_name'))).toEqual({ column: 'email', desc: true });
  });
});
