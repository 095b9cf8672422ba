// One page of a list as the paged hook asks for it: its key (one per page, order, search and
// filters, never the whole list's), the request it sends, what it reads back, and that a change to
// the operation reaches every cached page. And the CSV download the DataTable's button makes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { attachmentName, createApiClient } from './api-client';
import { fetchPage, invalidateOperations, operationKey, pageInput, pageKey } from './operation-queries';

const alice = { club: 'riverside', user: 'user-alice' };
const page3 = { page: 3, page_size: 5, sort: '-last_name', q: 'benn' };

describe('pageKey', () => {
  it('gives each page, order, search and filter its own key', () => {
    const key = pageKey(membershipOperations.list, alice, { query: {} }, page3);
    expect(pageKey(membershipOperations.list, alice, { query: {} }, { ...page3 })).toEqual(key);
    expect(pageKey(membershipOperations.list, alice, { query: {} }, { ...page3, page: 4 })).not.toEqual(key);
    expect(pageKey(membershipOperations.list, alice, { query: {} }, { ...page3, sort: 'last_name' })).not.toEqual(key);
    expect(pageKey(membershipOperations.list, alice, { query: {} }, { ...page3, q: 'bennett' })).not.toEqual(key);
    expect(pageKey(membershipOperations.list, alice, { query: { negative_balance: 'true' } }, page3)).not.toEqual(key);
  });

  it("is never the key of the operation's whole answer (a page is cached as rows and total)", () => {
    const ask = { page: 1, page_size: 5 };
    expect(pageKey(membershipOperations.list, alice, {}, ask).slice(0, 4)).toEqual(
      operationKey(membershipOperations.list, alice, { query: ask }),
    );
    expect(pageKey(membershipOperations.list, alice, {}, ask)).not.toEqual(operationKey(membershipOperations.list, alice, { query: ask }));
  });

  it('sends no empty search: the unsearched list has one key', () => {
    expect(pageKey(membershipOperations.list, alice, {}, { page: 1, page_size: 5, q: '' })).toEqual(
      pageKey(membershipOperations.list, alice, {}, { page: 1, page_size: 5 }),
    );
  });

  it('is invalidated with its operation, so a change shows on the page on screen', async () => {
    const client = new QueryClient();
    const key = pageKey(invoiceOperations.listUnpaid, alice, {}, page3);
    client.setQueryData(key, { rows: [], meta: { total: 0, page: 3, page_size: 5 } });
    await invalidateOperations(client, 'riverside', [invoiceOperations]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('pageInput', () => {
  it("puts the page's parameters beside the screen's filters and path", () => {
    expect(pageInput<typeof invoiceOperations.listOfMembership>({ params: { id: 'm1' }, query: { q: 'old' } }, page3)).toEqual({
      params: { id: 'm1' },
      query: { q: 'benn', page: 3, page_size: 5, sort: '-last_name' },
    });
  });
});

describe('fetchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serve(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, headers: init.headers as Record<string, string> });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers });
    });
    return asked;
  }
  const tokens = { getAccessToken: async () => 'tok', onFreshToken: () => undefined };

  it("asks for the page and reads the rows with the server's total", async () => {
    const asked = serve({ success: true, data: [{ id: 'm1' }], meta: { total: 132, page: 3, page_size: 5 } });
    const page = await fetchPage(createApiClient('riverside', tokens), membershipOperations.list, { query: { negative_balance: 'true' } }, page3);
    expect(page).toEqual({ rows: [{ id: 'm1' }], meta: { total: 132, page: 3, page_size: 5 } });
    expect(asked[0]?.url).toBe('/api/memberships?negative_balance=true&page=3&page_size=5&sort=-last_name&q=benn');
  });

  it("reads the rows where the list keeps them (due payments' duePayments)", async () => {
    serve({ success: true, data: { duePayments: [{ id: 'i1' }, { id: 'i2' }] }, meta: { total: 2, page: 1, page_size: 5 } });
    const page = await fetchPage(createApiClient('riverside', tokens), paymentOperations.duePayments, {}, { page: 1, page_size: 5 });
    expect(page.rows).toEqual([{ id: 'i1' }, { id: 'i2' }]);
    expect(page.meta.total).toBe(2);
  });
});

describe('download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the CSV of every matching row with the club and the token, and names the file as the server does", async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, headers: init.headers as Record<string, string> });
      return new Response('id,last_name\r\nm1,Bennett\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="memberships.csv"' },
      });
    });
    const api = createApiClient('riverside', { getAccessToken: async () => 'tok', onFreshToken: () => undefined });
    const file = await api.download(membershipOperations.list, { query: { negative_balance: 'true', sort: '-balance', q: 'benn' } });
    expect(file.fileName).toBe('memberships.csv');
    expect(await file.blob.text()).toBe('id,last_name\r\nm1,Bennett\r\n');
    expect(asked[0]?.url).toBe('/api/memberships?negative_balance=true&sort=-balance&q=benn&format=csv');
    expect(asked[0]?.headers).toMatchObject({ 'x-tenant-id': 'riverside', authorization: 'Bearer tok', accept: 'text/csv' });
  });

  it("says the server's words when it refuses the file", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, error: 'Validation failed', details: [{ field: 'sort', message: 'must be one of …' }] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient('riverside', { getAccessToken: async () => 'tok', onFreshToken: () => undefined });
    await expect(api.download(membershipOperations.list, { query: { sort: 'nope' as never } })).rejects.toMatchObject({ status: 400 });
  });

  it('reads the file name of the attachment header, or keeps the fallback', () => {
    expect(attachmentName('attachment; filename="due-payments.csv"', 'x.csv')).toBe('due-payments.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
