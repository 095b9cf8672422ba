// /club/<slug>/reports (a shared page, in the layout of the user's role; the admin's Reporting group): run a report of
// one of the five types and read it as figures, a chart and a table with CSV download; the
// club's previous reports below, each opened as it was made. Staff need view_membership_invoices.
import { useCallback, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportOperations } from '@springboard/contract/operations/reports';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { useOperation } from '../../../lib/operations';
import { ReportForm } from '../components/report-form';
import { ReportHistory } from '../components/report-history';
import { ReportView } from '../components/report-view';

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { t: ta } = useTranslation('areas');
  const [openId, setOpenId] = useState<string | null>(null);
  // A report is kept as it was made and never changes: once read, never read again.
  const report = useOperation(reportOperations.data, openId ? { params: { id: openId } } : null, { staleTime: Infinity });
  const open = useCallback((id: string) => setOpenId(id), []);

  return (
    <Stack gap="lg">
      <PageHeader title={ta('pages.reports')} lead={t('lead')} />
      <ReportForm onCreated={(r) => setOpenId(r.id)} />
      {openId &&
        (report.isLoading ? (
          <Loading h={240} />
        ) : report.isError ? (
          <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(report.error) })} />
        ) : report.data ? (
          <ReportView report={report.data} />
        ) : null)}
      <ReportHistory onOpen={open} openId={openId} />
    </Stack>
  );
}
