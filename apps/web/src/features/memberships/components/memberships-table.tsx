// The memberships list, paged by the server: search by name, e-mail or phone, rows with id (first 6
// characters), name, e-mail, start date and balance (red when owed), 5 per page, CSV, one card per
// family on a phone; a click on a row (or its Open button) opens the split view.
import { balanceWords } from '../../../components/balance-text';
import { useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { formatMoney, toCents } from '@springboard/contract/money';
import { formatDate } from '../../../lib/dates';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import type { PagedList } from '../../../components/data-table/use-paged-list';

const rowId = (m: Membership) => m.id;
const shortId = (id: string) => id.slice(0, 6);
const name = (m: Membership) => `${m.first_name} ${m.last_name}`;

type Props = {
  list: PagedList<Membership>;
  onlyOwing: boolean;
  onOpen: (m: Membership) => void;
};

export function MembershipsTable({ list, onlyOwing, onOpen }: Props) {
  const { t, i18n } = useTranslation('memberships');
  const { t: tc } = useTranslation('common');
  const lang = i18n.resolvedLanguage;

  const { columns, money, open } = useMemo(() => {
    const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
    const balance = (m: Membership) => (
      <Text
        span
        size="sm"
        fw={m.balance < 0 ? 600 : undefined}
        c={m.balance < 0 ? 'red.9' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {balanceWords(tc, m.balance, lang === 'es' ? 'es-US' : 'en-US', 'staff')}
      </Text>
    );
    const open = (m: Membership) => (
      <Button size="xs" variant="light" onClick={() => onOpen(m)} aria-label={t('list.openAria', { name: name(m) })}>
        {t('list.open')}
      </Button>
    );
    const columns: DataColumn<Membership>[] = [
      {
        id: 'id',
        header: t('list.columns.id'),
        value: (m) => shortId(m.id),
        nowrap: true,
        cell: (m) => (
          <Text span ff="monospace" size="sm">
            {shortId(m.id)}
          </Text>
        ),
      },
      { id: 'name', header: t('list.columns.name'), value: (m) => `${m.last_name} ${m.first_name}`, text: name, sortKey: 'last_name' },
      { id: 'email', header: t('list.columns.email'), value: (m) => m.email, sortKey: 'email' },
      {
        id: 'start_date',
        header: t('list.columns.start_date'),
        value: (m) => m.start_date,
        text: (m) => formatDate(m.start_date, lang),
        nowrap: true,
        sortKey: 'start_date',
      },
      {
        id: 'balance',
        header: t('list.columns.balance'),
        value: (m) => m.balance,
        text: (m) => money(m.balance),
        cell: balance,
        align: 'end',
        sortKey: 'balance',
      },
      { id: 'open', header: t('list.columns.open'), cell: open, align: 'end' },
    ];
    return { columns, money, open };
  }, [t, tc, lang, onOpen]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      onRowClick={onOpen}
      errorText={list.failed ? t('list.loadFailed') : null}
      emptyText={onlyOwing ? t('list.emptyOwing') : t('list.empty')}
      noMatchText={t('list.noMatch')}
      searchPlaceholder={t('list.searchPlaceholder')}
      csvFileName={onlyOwing ? 'memberships-negative-balance.csv' : 'memberships.csv'}
      renderCard={(m) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{name(m)}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
            </div>
            <Text fw={600} c={m.balance < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {money(m.balance)}
            </Text>
          </Group>
          <Group justify="space-between" mt="xs">
            <Text size="sm" c="gray.7">
              {t('list.since', { date: formatDate(m.start_date, lang) })} ·{' '}
              <Text span ff="monospace" size="sm">
                {shortId(m.id)}
              </Text>
            </Text>
            {open(m)}
          </Group>
        </>
      )}
    />
  );
}
