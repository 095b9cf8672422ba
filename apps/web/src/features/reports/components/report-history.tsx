// The club's previous reports, newest first and paged by the server: type, what was asked, when, by
// whom and how many rows, each with an Open button (the row itself opens it too).
import { useMemo } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@springboard/contract/reports';
import { programOperations } from '@springboard/contract/operations/programs';
import { reportOperations } from '@springboard/contract/operations/reports';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/server-messages';
import { useOperation } from '../../../lib/operations';
import { filtersText } from '../report-text';

export function ReportHistory({ onOpen, openId }: { onOpen: (id: string) => void; openId: string | null }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.resolvedLanguage ?? 'en';
  const reports = usePagedList(reportOperations.list, {});
  const programs = useOperation(programOperations.withSlots, {});

  const columns = useMemo<DataColumn<ReportSummary>[]>(() => {
    const programName = (id: string) => programs.data?.find((p) => p.id === id)?.label;
    const when = (r: ReportSummary) => formatDateTime(r.created_at, lang);
    return [
      { id: 'type', sortKey: 'type', header: t('history.type'), value: (r) => t(`types.${r.type}`) },
      { id: 'filters', header: t('history.filters'), value: (r) => filtersText(r, t, lang, programName) },
      {
        id: 'created',
        sortKey: 'created_at',
        header: t('history.created'),
        value: (r) => r.created_at,
        text: when,
        nowrap: true,
      },
      { id: 'by', sortKey: 'created_by', header: t('history.by'), value: (r) => r.created_by ?? '' },
      { id: 'rows', sortKey: 'row_count', header: t('history.rows'), value: (r) => r.row_count, align: 'end' },
      {
        id: 'open',
        header: t('history.open'),
        cell: (r) => (
          <Button
            size="xs"
            variant={r.id === openId ? 'filled' : 'default'}
            aria-pressed={r.id === openId}
            aria-label={t('history.openReport', { type: t(`types.${r.type}`), date: formatDate(r.created_at, lang) })}
            onClick={() => onOpen(r.id)}
          >
            {t('history.open')}
          </Button>
        ),
      },
    ];
  }, [t, lang, programs.data, openId, onOpen]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-history">
      <Title order={2} size="h3" id="report-history">
        {t('history.title')}
      </Title>
      <DataTable
        paged={reports}
        columns={columns}
        getRowId={(r) => r.id}
        searchPlaceholder={t('history.search')}
        emptyText={t('history.empty')}
        errorText={reports.failed ? t('loadFailed', { message: errorMessage(reports.error) }) : null}
        csvFileName="reports.csv"
        onRowClick={(r) => onOpen(r.id)}
      />
    </Stack>
  );
}
