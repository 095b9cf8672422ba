// The due-payments list: search, sortable columns, 5 per page, and a Charge button per row. A table
// on wide screens, one card per payment on a phone (the same rows and buttons).
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DuePayment } from '@springboard/contract/payments';
import { formatMoney } from '@springboard/contract/money';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { filterDuePayments, nextSort, pageCount, pageOf, sortDuePayments, type Sort, type SortKey } from '../due-payments-view';

const COLUMNS: SortKey[] = ['member_name', 'description', 'amount', 'due_date', 'status'];

/** Document 01 §9: paid green, pending yellow, overdue red, anything else grey. */
export function statusColor(status: string): string {
  return status === 'paid' ? 'green' : status === 'pending' ? 'yellow' : status === 'overdue' ? 'red' : 'gray';
}

type Props = { rows: DuePayment[]; charging: Set<string>; onCharge: (row: DuePayment) => void };

export function DuePaymentsTable({ rows, charging, onCharge }: Props) {
  const { t, i18n } = useTranslation('payments');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'due_date', dir: 'asc' });
  const [page, setPage] = useState(1);
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');

  const shown = sortDuePayments(filterDuePayments(rows, query, money), sort);
  const current = pageOf(shown, page);
  const status = (s: string) => (
    <Badge color={statusColor(s)} variant="dot">
      {t(`status.${s}`, { defaultValue: s })}
    </Badge>
  );
  const charge = (r: DuePayment) => (
    <Button
      size="xs"
      onClick={() => onCharge(r)}
      loading={charging.has(r.id)}
      disabled={charging.has(r.id)}
      aria-label={t('chargeAria', { member: r.member_name, amount: money(r.amount) })}
    >
      {t('charge')}
    </Button>
  );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {shown.length === 0 ? (
        <EmptyState text={query ? t('noMatch') : t('empty')} />
      ) : (
        <>
          <Table visibleFrom="sm" striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((key) => (
                  <Table.Th
                    key={key}
                    aria-sort={sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                    ta={key === 'amount' ? 'right' : undefined}
                  >
                    <UnstyledButton onClick={() => setSort(nextSort(sort, key))} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap" justify={key === 'amount' ? 'flex-end' : undefined}>
                        {t(`columns.${key}`)}
                        {sort.key !== key ? (
                          <IconSelector size={14} aria-hidden />
                        ) : sort.dir === 'asc' ? (
                          <IconChevronUp size={14} aria-hidden />
                        ) : (
                          <IconChevronDown size={14} aria-hidden />
                        )}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>
                  <Text fw={600} fz="sm">
                    {t('columns.action')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.member_name}</Table.Td>
                  <Table.Td>{r.description}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(r.amount)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateText value={r.due_date} />
                  </Table.Td>
                  <Table.Td>{status(r.status)}</Table.Td>
                  <Table.Td>{charge(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="xs">
            <NativeSelect
              label={t('sortBy')}
              value={`${sort.key}:${sort.dir}`}
              onChange={(e) => {
                const [key, dir] = e.currentTarget.value.split(':') as [SortKey, 'asc' | 'desc'];
                setSort({ key, dir });
              }}
              data={COLUMNS.flatMap((key) =>
                (['asc', 'desc'] as const).map((dir) => ({
                  value: `${key}:${dir}`,
                  label: `${t(`columns.${key}`)} (${t(`dir.${dir}`)})`,
                })),
              )}
            />
            {current.rows.map((r) => (
              <Card key={r.id} withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{r.member_name}</Text>
                    <Text size="sm" c="gray.7">
                      {r.description}
                    </Text>
                  </div>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {money(r.amount)}
                  </Text>
                </Group>
                <Group justify="space-between" mt="xs">
                  <Group gap="xs">
                    <Text size="sm">
                      {t('due')} <DateText value={r.due_date} />
                    </Text>
                    {status(r.status)}
                  </Group>
                  {charge(r)}
                </Group>
              </Card>
            ))}
          </Stack>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.7">
              {t('showing', {
                from: (current.page - 1) * 5 + 1,
                to: (current.page - 1) * 5 + current.rows.length,
                total: shown.length,
              })}
            </Text>
            {pageCount(shown.length) > 1 ? (
              <Pagination
                total={pageCount(shown.length)}
                value={current.page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
                getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
              />
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
