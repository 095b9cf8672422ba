// What the web build ships of an operation declaration (vite.config.ts): enough for the API client and
// for the DataTable of a list the server pages, and no zod schema.
import { describe, expect, it } from 'vitest';
import { membershipList } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { lightOperationsSource } from '../../vite.config';

type Shipped = Record<string, Record<string, Record<string, unknown>>>;

function shipped(exports: Record<string, unknown>): Shipped {
  const out: Record<string, unknown> = {};
  for (const line of lightOperationsSource(exports).split('\n')) {
    const [, name, json] = /^export const (\w+) = \/\* @__PURE__ \*\/ JSON\.parse\((.*)\);$/.exec(line)!;
    out[name!] = JSON.parse(JSON.parse(json!) as string);
  }
  return out as never;
}

describe('lightOperationsSource', () => {
  it("keeps a list's sortable columns, default order and CSV name, so the web can page it", () => {
    const ops = shipped({ membershipOperations }).membershipOperations!;
    expect(ops.list?.list).toEqual({ sort: [...membershipList.sort], defaultSort: 'last_name', search: true, csv: 'memberships' });
    expect(shipped({ paymentOperations }).paymentOperations!.duePayments?.list).toMatchObject({ rowsAt: 'duePayments' });
  });

  it('leaves the schemas out', () => {
    const ops = shipped({ membershipOperations }).membershipOperations!;
    expect(Object.keys(ops.list!).sort()).toEqual(['access', 'list', 'method', 'path']);
    expect(ops.options?.list).toBeUndefined();
  });
});
