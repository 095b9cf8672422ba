// One report as it was made: what was asked, its headline figures, a bar chart (Mantine Charts over
// Recharts) and the table of its rows, searchable, paged and downloadable as CSV. The chart is a
// picture of the table's numbers, so the table is what a screen reader reads.
import '@mantine/charts/styles.css';
import { useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import type { Report, ReportCell, ReportColumn, ReportFigure } from '@springboard/contract/reports';
import { programOperations } from '@springboard/contract/operations/programs';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { formatDate } from '../../../lib/dates';
import { translateKey } from '../../../lib/i18n';
import { useOperation } from '../../../lib/operations';
import { filtersText } from '../report-text';

type Row = Record<string, ReportCell> & { __id: string };

/** Dark enough to stand 3:1 against white (WCAG 1.4.11), and told apart by the legend's words too. */
const SERIES_COLORS = ['indigo.7', 'teal.8', 'orange.8', 'grape.7'];

export function ReportView({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.resolvedLanguage ?? 'en';
  const locale = lang === 'es' ? 'es-US' : 'en-US';
  const label = (key: string) => translateKey(t, `columns.${key}`);
  const money = (dollars: number) => formatMoney(toCents(dollars), locale);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const figure = (f: ReportFigure) => (f.kind === 'money' ? money(f.value) : number(f.value));
  const type = t(`types.${report.type}`);
  const programs = useOperation(programOperations.withSlots, {});
  const programName = (id: string) => programs.data?.find((p) => p.id === id)?.label;

  const rows = useMemo<Row[]>(() => report.result.rows.map((r, i) => ({ ...r, __id: String(i) })), [report]);
  const columns = useMemo<DataColumn<Row>[]>(
    () =>
      report.result.columns.map((c: ReportColumn) => ({
        id: c.key,
        header: translateKey(t, `columns.${c.key}`),
        value: (r: Row) => {
          const v = r[c.key];
          return typeof v === 'boolean' ? String(v) : (v ?? null);
        },
        // The CSV gets plain values a spreadsheet can add up; the screen the reader's formats.
        text: (r: Row) => {
          const v = r[c.key];
          if (v === null || v === undefined) return '';
          if (c.kind === 'money') return Number(v).toFixed(2);
          if (c.kind === 'boolean') return v ? t('result.yes') : t('result.no');
          return String(v);
        },
        cell: (r: Row) => {
          const v = r[c.key];
          if (v === null || v === undefined) return '';
          if (c.kind === 'money') return money(Number(v));
          if (c.kind === 'date') return formatDate(String(v), lang);
          if (c.kind === 'number') return number(Number(v));
          if (c.kind === 'boolean') return v ? t('result.yes') : t('result.no');
          return String(v);
        },
        align: c.kind === 'money' || c.kind === 'number' ? 'end' : 'start',
        nowrap: c.kind !== 'text',
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report, lang],
  );

  const chart = report.result.chart;
  const moneyChart = chart ? report.result.columns.find((c) => c.key === chart.series[0])?.kind === 'money' : false;
  const made = formatDate(report.created_at, lang);
  const headingId = `report-${report.id}`;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {t('result.heading', { type })}
          </Title>
          <Text size="sm" c="gray.7">
            {filtersText(report, t, lang, programName)}
          </Text>
          <Text size="sm" c="gray.7">
            {report.created_by
              ? t('result.made', { date: made, name: report.created_by })
              : t('result.madeNoName', { date: made })}
          </Text>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={`${headingId}-figures`}>
          <Title order={3} size="h4" id={`${headingId}-figures`}>
            {t('result.figures')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
            {report.result.summary.map((f) => (
              <Paper key={f.key} withBorder p="sm" radius="md" data-testid={`figure-${f.key}`}>
                <Text component="dt" size="sm" c="gray.7">
                  {translateKey(t, `figures.${f.key}`)}
                </Text>
                <Text component="dd" m={0} fw={700} size="lg">
                  {figure(f)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        {chart && rows.length > 0 && (
          <figure style={{ margin: 0 }}>
            <figcaption>
              <Text size="sm" fw={600}>
                {t('result.chart', { series: chart.series.map(label).join(', '), x: label(chart.x) })}
              </Text>
              <Text size="xs" c="gray.7">
                {t('result.chartTable')}
              </Text>
            </figcaption>
            <div aria-hidden>
              <BarChart
                h={280}
                mt="sm"
                data={rows}
                dataKey={chart.x}
                series={chart.series.map((s, i) => ({
                  name: s,
                  label: label(s),
                  color: SERIES_COLORS[i % SERIES_COLORS.length]!,
                }))}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                valueFormatter={(n) => (moneyChart ? money(n) : number(n))}
                tickLine="y"
                barChartProps={{ accessibilityLayer: false }}
              />
            </div>
          </figure>
        )}

        {report.result.truncated && (
          <Text size="sm" c="orange.9" role="status">
            {t('result.truncated', { count: report.result.rows.length })}
          </Text>
        )}
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={(r) => r.__id}
          // The fixed reports come in the order of their first column (month, program); a custom
          // report keeps the server's order (names, newest invoice or payment first).
          {...(chart ? { initialSort: { id: report.result.columns[0]!.key } } : {})}
          pageSize={12}
          searchPlaceholder={t('result.search')}
          emptyText={t('result.empty')}
          csvFileName={`${report.type}-report-${report.created_at.slice(0, 10)}.csv`}
        />
      </Stack>
    </Paper>
  );
}
