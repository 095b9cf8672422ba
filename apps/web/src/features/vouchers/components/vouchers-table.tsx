// The club's vouchers on the shared DataTable: code, kind, value, window, limit, redemptions and
// status, with Deactivate (or Reactivate) per row; on a phone one card per voucher.
import { useMemo } from 'react';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '@springboard/contract/vouchers';
import { formatDate } from '../../../lib/dates';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import type { PagedList } from '../../../components/data-table/use-paged-list';
import { valueText, windowOf } from '../voucher-form';

const rowId = (v: Voucher) => v.id;

type Props = {
  list: PagedList<Voucher>;
  errorText: string | null;
  busy: ReadonlySet<string>;
  onToggle: (v: Voucher) => void;
};

export function VouchersTable({ list, errorText, busy, onToggle }: Props) {
  const { t, i18n } = useTranslation('vouchers');
  const lang = i18n.resolvedLanguage ?? 'en';

  const columns = useMemo(() => {
    const date = (iso: string | undefined) => formatDate(iso, lang);
    const windowText = (v: Voucher) => {
      const w = windowOf(v);
      return w.key === 'always' ? t('always') : t(w.key, { start: date(w.start), end: date(w.end) });
    };
    const columns: DataColumn<Voucher>[] = [
      { id: 'code', sortKey: 'code', header: t('columns.code'), value: (v) => v.code, cell: (v) => <strong>{v.code}</strong> },
      { id: 'kind', sortKey: 'kind', header: t('columns.kind'), value: (v) => v.kind, text: (v) => t(`kinds.${v.kind}`) },
      {
        id: 'value',
        sortKey: 'value',
        header: t('columns.value'),
        value: (v) => v.value,
        text: (v) => valueText(v, lang),
        align: 'end',
        nowrap: true,
      },
      { id: 'window', sortKey: 'starts_at', header: t('columns.window'), value: (v) => v.starts_at ?? v.ends_at ?? '', text: windowText },
      {
        id: 'limit',
        sortKey: 'max_redemptions',
        header: t('columns.limit'),
        value: (v) => v.max_redemptions ?? Number.MAX_SAFE_INTEGER,
        text: (v) => (v.max_redemptions === null ? t('unlimited') : String(v.max_redemptions)),
        align: 'end',
      },
      { id: 'redeemed', sortKey: 'redeemed_count', header: t('columns.redeemed'), value: (v) => v.redeemed_count, align: 'end' },
      {
        id: 'status',
        sortKey: 'active',
        header: t('columns.status'),
        value: (v) => (v.active ? 0 : 1),
        text: (v) => (v.active ? t('active') : t('inactive')),
        cell: (v) => (
          <Badge color={v.active ? 'green' : 'gray'} variant="dot">
            {v.active ? t('active') : t('inactive')}
          </Badge>
        ),
      },
      {
        id: 'action',
        header: t('columns.action'),
        cell: (v) => (
          <Button
            size="xs"
            variant={v.active ? 'default' : 'light'}
            loading={busy.has(v.id)}
            onClick={() => onToggle(v)}
            aria-label={v.active ? t('deactivateAria', { code: v.code }) : t('activateAria', { code: v.code })}
          >
            {v.active ? t('deactivate') : t('activate')}
          </Button>
        ),
      },
    ];
    return columns;
  }, [t, lang, busy, onToggle]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={errorText}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      searchPlaceholder={t('searchPlaceholder')}
      csvFileName="vouchers.csv"
    />
  );
}
