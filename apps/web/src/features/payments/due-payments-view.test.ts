// The due-payments columns run through the DataTable's TanStack model, as the page runs them.
import { describe, expect, it } from 'vitest';
import { constructTable } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import type { DuePayment } from '@springboard/contract/payments';
import { recordTextOf, writeRecordText } from '@springboard/contract/record-texts';
import { dataTableFeatures, pageWindow, tableOptionsFor } from '../../components/data-table/data-table-model';
import { duePaymentColumns, isKnownStatus, statusColor } from './due-payments-view';

const row = (id: string, member_name: string, amount: number, due_date: string, status = 'pending'): DuePayment => ({
  id,
  number: id.charCodeAt(0),
  athlete_id: null,
  membership_id: 'm',
  member_name,
  member_email: `${member_name.split(' ')[0]!.toLowerCase()}@example.com`,
  description: 'Monthly fee',
  amount,
  due_date,
  status,
  payment_date: null,
});
const rows = [
  row('1', 'Ana Diaz', 2500, '2030-01-03'),
  row('2', 'Ben Ng', 12000, '2030-01-01', 'overdue'),
  row('3', 'Cy Park', 900, '2030-01-02'),
];
const columns = duePaymentColumns({
  header: (id) => id,
  status: (s) => (s === 'overdue' ? 'Vencida' : s),
  money: (c) => `$${(c / 100).toFixed(2)}`,
  date: (d) => `on ${d}`,
  description: (r) => writeRecordText(r.description_text, r.description, 'es'),
});

// What useTable adds in the browser; in node the plain store bindings.
const features = { coreReactivityFeature: storeReactivityBindings(), ...dataTableFeatures };

function table(data: DuePayment[]) {
  return constructTable({
    features,
    ...tableOptionsFor(columns),
    data,
    getRowId: (r: DuePayment) => r.id,
    initialState: { sorting: [{ id: 'due_date', desc: false }], pagination: { pageIndex: 0, pageSize: 5 } },
  });
}
const ids = (t: ReturnType<typeof table>) => t.getPrePaginatedRowModel().rows.map((r) => r.id);

describe('due payments columns', () => {
  it('start sorted by due date', () => {
    expect(ids(table(rows))).toEqual(['2', '3', '1']);
  });

  it('search member, status (raw or as shown) and the amount as shown', () => {
    const t = table(rows);
    for (const [query, expected] of [
      ['ben', ['2']],
      ['OVERDUE', ['2']],
      ['vencida', ['2']],
      ['$25.00', ['1']],
      ['120.00', ['2']],
      ['2030-01-02', ['3']],
      ['  ', ['2', '3', '1']],
    ] as const) {
      t.setGlobalFilter(query);
      expect(ids(t), query).toEqual(expected);
    }
  });

  it('show and search an invoice the system wrote in the reader language, and one a person wrote as written', () => {
    const fee = recordTextOf('registration_fee');
    const t = table([
      ...rows,
      { ...row('4', 'Di Roe', 2500, '2030-01-04'), description: fee.english, description_text: fee.text },
    ]);
    expect(t.getRow('4').getValue('description')).toBe('Cuota de inscripción');
    expect(t.getRow('1').getValue('description')).toBe('Monthly fee');
    t.setGlobalFilter('cuota');
    expect(ids(t)).toEqual(['4']);
  });

  it('tell two families of the same name apart by their e-mail, searchable too', () => {
    const twins = [
      { ...row('a', 'Ana Diaz', 100, '2030-01-01'), member_email: 'ana.diaz@example.com' },
      { ...row('b', 'Ana Diaz', 200, '2030-01-02'), member_email: 'diaz.family@example.org' },
    ];
    expect(columns.map((c) => c.id).slice(0, 3)).toEqual(['number', 'member_name', 'member_email']);
    const t = table(twins);
    t.setGlobalFilter('example.org');
    expect(ids(t)).toEqual(['b']);
  });

  it('sort the amount as a number, and flip on a second click', () => {
    const t = table(rows);
    t.getColumn('amount')!.toggleSorting(false);
    expect(ids(t)).toEqual(['3', '1', '2']);
    t.getColumn('amount')!.getToggleSortingHandler()!({});
    expect(ids(t)).toEqual(['2', '1', '3']);
  });

  it('page by 5', () => {
    const many = Array.from({ length: 12 }, (_, i) => row(String(i).padStart(2, '0'), `M${i}`, i, '2030-01-01'));
    expect(pageWindow(table(many).getPrePaginatedRowModel().rows.length, 2)).toMatchObject({ pageCount: 3, from: 11, to: 12 });
  });

  it('colour and name the statuses', () => {
    expect(['paid', 'pending', 'overdue', 'refunded'].map(statusColor)).toEqual(['green', 'yellow', 'red', 'gray']);
    expect(isKnownStatus('overdue')).toBe(true);
    expect(isKnownStatus('refunded')).toBe(false);
  });
});
