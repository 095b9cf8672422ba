// The billing preview: before the automatic charge, the invoices it would charge now
// (autopay families, unpaid, due) and their total, charging nothing; "Charge these N invoices" (or
// the automatic charging job's Run now) charges exactly that preview, kept by the server under its id:
// an invoice added since is not charged, one paid, changed or no longer due since is skipped, and
// the result says how many and why.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import { homeOperations } from '@springboard/contract/operations/home';
import {
  jobOperations,
  type AutopayPreview,
  type AutopayPreviewInvoice,
  type ChargePreviewedResult,
} from '@springboard/contract/operations/jobs';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { previewResultText as resultText } from '../job-text';

const moneyLocale = (lang: string) => (lang === 'es' ? 'es-US' : 'en-US');

type Props = {
  /** The preview whose charge is being confirmed (the page opens it from the job's Run now too). */
  confirming: AutopayPreview | null;
  onConfirming: (preview: AutopayPreview | null) => void;
};

export function BillingPreview({ confirming, onConfirming: setConfirming }: Props) {
  const { t, i18n } = useTranslation('jobs');
  const lang = i18n.resolvedLanguage ?? 'en';
  const preview = useOperation(jobOperations.previewAutomatic, {});
  // Charges the previewed invoices still due (one paid meanwhile is skipped): the jobs, the money
  // screens and the home's unpaid total change.
  const charge = useOperationMutation(jobOperations.chargePreviewed, {
    invalidates: [jobOperations, ...MONEY_READS, homeOperations],
  });
  const [last, setLast] = useState<ChargePreviewedResult | null>(null);
  const money = (dollars: number) => formatMoney(toCents(dollars), moneyLocale(lang));

  const columns = useMemo<DataColumn<AutopayPreviewInvoice>[]>(
    () => [
      { id: 'family', header: t('preview.columns.family'), value: (r) => r.family },
      { id: 'description', header: t('preview.columns.description'), value: (r) => r.description },
      {
        id: 'due',
        header: t('preview.columns.due'),
        value: (r) => r.due_date,
        text: (r) => formatDate(r.due_date, lang),
        nowrap: true,
      },
      {
        id: 'amount',
        header: t('preview.columns.amount'),
        value: (r) => r.amount,
        text: (r) => formatMoney(toCents(r.amount), moneyLocale(lang)),
        align: 'end',
        nowrap: true,
      },
      { id: 'card', header: t('preview.columns.card'), value: (r) => r.card, text: (r) => t(`preview.card.${r.card}`) },
    ],
    [t, lang],
  );

  const onConfirm = async () => {
    const p = confirming;
    if (!p) return;
    setConfirming(null);
    try {
      const res = await charge.mutateAsync({ body: { preview_id: p.preview_id } });
      setLast(res);
      toast('success', t('preview.done', { result: resultText(t, res) }), { closeLabel: t('close') });
    } catch (err) {
      toast('error', t('preview.failed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };

  const data = preview.data;
  const families = data ? new Set(data.invoices.map((i) => i.membership_id)).size : 0;
  const notCharged = data ? data.count - data.chargeable_count : 0;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-preview-title" mb="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id="billing-preview-title">
            {t('preview.title')}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void preview.refetch()}
            loading={preview.isFetching}
          >
            {t('preview.refresh')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('preview.lead')}
        </Text>

        {last && (
          <Alert
            variant="light"
            color={last.counts.charged ? 'green' : 'gray'}
            role="status"
            data-testid="billing-preview-result"
          >
            {t('preview.lastRun', { count: last.previewed, result: resultText(t, last) })}
          </Alert>
        )}

        {preview.isError ? (
          <Alert color="red" role="alert">
            {t('preview.loadFailed', { message: errorMessage(preview.error) })}
          </Alert>
        ) : data ? (
          <>
            <Text fw={600} data-testid="billing-preview-summary" aria-live="polite">
              {data.count === 0
                ? t('preview.none', { date: formatDate(data.as_of, lang) })
                : t('preview.summary', {
                    count: data.count,
                    families: t('preview.families', { count: families }),
                    total: money(data.total),
                    date: formatDate(data.as_of, lang),
                  })}
              {notCharged > 0
                ? ` ${t('preview.notCharged', { count: notCharged, total: money(data.total - data.chargeable_total) })}`
                : ''}
            </Text>
            {data.count > 0 && (
              <DataTable
                rows={data.invoices}
                columns={columns}
                getRowId={(r) => r.invoice_id}
                initialSort={{ id: 'due' }}
                emptyText={t('preview.none', { date: formatDate(data.as_of, lang) })}
                csvFileName="billing-preview.csv"
                searchPlaceholder={t('preview.search')}
                rowTone={(r) => (r.card === 'on_file' ? undefined : 'bad')}
              />
            )}
            <Group>
              <Button
                id="billing-preview-charge"
                onClick={() => setConfirming(data)}
                disabled={data.count === 0}
                loading={charge.isPending}
              >
                {t('preview.charge', { count: data.count })}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">{t('preview.loading')}</Text>
        )}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('preview.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {confirming && (
          <Stack>
            <Text>{t('preview.confirmText', { count: confirming.count, total: money(confirming.total) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('preview.cancel')}
              </Button>
              <Button onClick={() => void onConfirm()}>{t('preview.confirm', { count: confirming.count })}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
