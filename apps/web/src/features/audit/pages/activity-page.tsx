// admin/activity (admin, Reporting group): the club's audit trail, newest first. Filters: who (a
// person of the trail, or the system), what (the kind of row) and the days from and to; each row is
// one sentence that starts with who did it, its before and after shown when opened, and "Download CSV" saves every matching row.
import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@springboard/contract/audit';
import { auditOperations } from '@springboard/contract/operations/audit';
import { formatDateTime } from '../../../lib/dates';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { DayInput } from '../../../components/form-inputs';
import { useOperation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import { activityLine, changeRows } from '../activity-line';

const ENTITIES = [
  'invoice',
  'payment',
  'credit',
  'voucher',
  'user',
  'role',
  'permission',
  'settings',
  'pricing_config',
  'membership',
  'athlete',
] as const;

type Filters = { actor: string; entity: string; from: string; to: string };
const NO_FILTERS: Filters = { actor: '', entity: '', from: '', to: '' };

const when = (iso: string, lang: string) => formatDateTime(iso, lang);

export default function ActivityPage() {
  const { t, i18n } = useTranslation('audit');
  const { t: ta } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const actors = useOperation(auditOperations.actors, {});
  // A date typed halfway is not sent; "to" before "from" is the server's to refuse, by field.
  const query = useMemo(
    () => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<Filters>,
    [filters],
  );
  const list = usePagedList(auditOperations.list, { query }, { pageSize: 10 });
  const set = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    list.setPage(1);
  };

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'when',
        sortKey: 'created_at',
        header: t('when'),
        value: (r) => r.created_at,
        text: (r) => when(r.created_at, lang),
        nowrap: true,
      },
      { id: 'activity', header: t('activity'), value: (r) => activityLine(r, t, lang) },
      {
        id: 'details',
        header: t('details'),
        cell: (r) => {
          const rows = changeRows(r, t, lang);
          if (rows.length === 0) return null;
          return (
            <details>
              <summary style={{ cursor: 'pointer' }}>{t('showDetails')}</summary>
              <Table withTableBorder mt="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('field')}</Table.Th>
                    <Table.Th>{t('before')}</Table.Th>
                    <Table.Th>{t('after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Td>
                        <code>{c.field}</code>
                      </Table.Td>
                      <Table.Td>{c.before}</Table.Td>
                      <Table.Td>{c.after}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </details>
          );
        },
      },
    ],
    [t, lang],
  );

  const filtered = Object.keys(query).length > 0;
  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.activity')} lead={t('lead')} />
      <Group component="section" aria-label={t('filters')} gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('who')}
          value={filters.actor}
          onChange={(e) => set({ actor: e.currentTarget.value })}
          data={[
            { value: '', label: t('anyone') },
            { value: 'system', label: t('system') },
            ...(actors.data ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <NativeSelect
          label={t('what')}
          value={filters.entity}
          onChange={(e) => set({ entity: e.currentTarget.value })}
          data={[{ value: '', label: t('everything') }, ...ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) }))]}
          w={{ base: '100%', xs: 260 }}
        />
        <DayInput
          label={t('from')}
          value={filters.from || null}
          onChange={(d) => set({ from: d ?? '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <DayInput
          label={t('to')}
          value={filters.to || null}
          onChange={(d) => set({ to: d ?? '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        {filtered ? (
          <Button variant="default" onClick={() => set(NO_FILTERS)}>
            {t('clear')}
          </Button>
        ) : null}
      </Group>
      <DataTable
        paged={list}
        columns={columns}
        getRowId={(r) => r.id}
        errorText={list.failed ? t('loadFailed', { message: errorText(list.error, tc) }) : null}
        emptyText={filtered ? t('noMatch') : t('empty')}
      />
    </Stack>
  );
}
