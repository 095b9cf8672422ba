// admin/data-requests: families' requests to have their data deleted; the admin confirms
// one, which erases the family's personal data (invoices and payments stay, without names).
import { useMemo } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { DeletionRequest } from '@springboard/contract/data-rights';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { dataRightsOperations } from '@springboard/contract/operations/data-rights';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { formatDate } from '../../../lib/dates';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';

export default function DataRequestsPage() {
  const { t, i18n } = useTranslation('data-rights');
  const { t: ta } = useTranslation('areas');
  const requests = usePagedList(dataRightsOperations.list, {});
  // The family's data goes: its membership and athletes with it.
  const confirm = useOperationMutation(dataRightsOperations.confirm, {
    invalidates: [dataRightsOperations, membershipOperations, athleteOperations],
  });
  const lang = i18n.resolvedLanguage;

  const columns = useMemo<DataColumn<DeletionRequest>[]>(() => {
    const ask = (row: DeletionRequest) =>
      modals.openConfirmModal({
        title: t('admin.confirmTitle'),
        children: <Text size="sm">{t('admin.confirmText', { family: row.family })}</Text>,
        labels: { confirm: t('admin.confirmButton'), cancel: t('cancel') },
        confirmProps: { color: 'red.9' },
        closeButtonProps: { 'aria-label': t('close') },
        onConfirm: () =>
          void confirm.mutateAsync({ params: { id: row.id } }).then(
            () => toast('success', t('admin.done'), { closeLabel: t('close') }),
            (err: unknown) => toast('error', errorMessage(err), { closeLabel: t('close'), title: t('admin.failed') }),
          ),
      });
    return [
      {
        id: 'family',
        sortKey: 'family',
        header: t('admin.family'),
        value: (r) => (r.status === 'completed' ? t('admin.deletedFamily') : r.family),
      },
      {
        id: 'requested',
        sortKey: 'requested_at',
        header: t('admin.requestedAt'),
        value: (r) => r.requested_at,
        text: (r) => formatDate(r.requested_at, lang),
        nowrap: true,
      },
      {
        id: 'status',
        sortKey: 'status',
        header: t('admin.status'),
        value: (r) => r.status,
        text: (r) => (r.status === 'pending' ? t('admin.pending') : t('admin.completed')),
        cell: (r) => (
          <Badge color={r.status === 'pending' ? 'dark' : 'gray.7'} variant="outline">
            {r.status === 'pending' ? t('admin.pending') : t('admin.completed')}
          </Badge>
        ),
      },
      {
        id: 'confirmed',
        sortKey: 'confirmed_at',
        header: t('admin.confirmedAt'),
        value: (r) => r.confirmed_at ?? '',
        text: (r) => formatDate(r.confirmed_at, lang),
        nowrap: true,
      },
      {
        id: 'actions',
        header: t('admin.actions'),
        cell: (r) =>
          r.status === 'pending' ? (
            <Button size="xs" color="red.9" onClick={() => ask(r)} aria-label={`${t('admin.confirm')}: ${r.family}`}>
              {t('admin.confirm')}
            </Button>
          ) : null,
      },
    ];
  }, [t, lang, confirm]);

  return (
    <>
      <PageHeader title={ta('pages.dataRequests')} lead={t('admin.lead')} />
      <DataTable
        paged={requests}
        columns={columns}
        getRowId={(r) => r.id}
        errorText={requests.failed ? t('admin.loadFailed') : null}
        emptyText={t('admin.empty')}
        csvFileName="data-requests.csv"
      />
    </>
  );
}
