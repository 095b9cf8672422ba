// /club/<slug>/admin/reconciliation (admin, Reporting group): the club's card payments and refunds
// against the payment provider's records of the last days. The last check (GET
// /api/billing/reconciliation: stored, the provider is not asked on a view), Check now (POST …/check)
// and Record it for a charge or refund the club never recorded (POST …/items/{id}/record).
import { useCallback, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isMessageCode } from '@springboard/contract/messages';
import {
  reconciliationOperations,
  type Reconciliation,
  type ReconciliationItem,
} from '@springboard/contract/operations/reconciliation';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { PageHeader } from '../../../components/page-header';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage, serverMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { FindingsTable } from '../components/findings-table';
import { formatDateTime, formatDay } from '../reconciliation-text';

const MISMATCH_KINDS: readonly ReconciliationItem['kind'][] = [
  'payment_not_at_provider',
  'refund_not_at_provider',
  'charge_amount_differs',
  'refund_amount_differs',
];

export default function ReconciliationPage() {
  const { t, i18n } = useTranslation('reconciliation');
  const { t: ta } = useTranslation('areas');
  const lang = i18n.resolvedLanguage ?? 'en';
  const state = useOperation(reconciliationOperations.get, {});
  const invalidates = [reconciliationOperations, ...MONEY_READS] as const;
  const check = useOperationMutation(reconciliationOperations.check, { invalidates });
  const record = useOperationMutation(reconciliationOperations.record, { invalidates });
  const [recording, setRecording] = useState<string | null>(null);
  const close = { closeLabel: t('close') };

  const onCheck = async () => {
    try {
      const r = await check.mutateAsync({});
      const found = r.items.length;
      toast(
        found ? 'info' : 'success',
        found ? t('checked', { result: t('found', { count: found }) }) : t('checkedClean'),
        close,
      );
    } catch (err) {
      toast('error', t('checkFailed', { message: errorMessage(err) }), close);
    }
  };

  const { mutateAsync: recordAsync } = record;
  const onRecord = useCallback(
    async (item: ReconciliationItem) => {
      setRecording(item.id);
      try {
        await recordAsync({ params: { id: item.id } });
        toast('success', t('recorded'), { closeLabel: t('close') });
      } catch (err) {
        toast('error', t('recordFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
      } finally {
        setRecording(null);
      }
    },
    [recordAsync, t],
  );
  const onRecordClick = useCallback((item: ReconciliationItem) => void onRecord(item), [onRecord]);

  const data: Reconciliation | undefined = state.data;
  const last = data?.last_check ?? null;
  const items = data?.items ?? [];

  return (
    <>
      <PageHeader title={ta('pages.reconciliation')} lead={t('lead', { count: data?.window_days ?? 7 })} />
      {state.isLoading ? (
        <Loading h={240} />
      ) : state.isError || !data ? (
        <EmptyState tone="error" text={errorMessage(state.error)} />
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <dl
                style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem', rowGap: '0.35rem' }}
              >
                <Text component="dt" size="sm" fw={600}>
                  {t('lastChecked')}
                </Text>
                <Text component="dd" size="sm" m={0} data-testid="reconciliation-last">
                  {last
                    ? `${formatDateTime(last.finished_at ?? last.started_at, lang)} ${t(`by.${last.trigger}`)}`
                    : t('notChecked', { count: data.window_days })}
                </Text>
                {last && (
                  <>
                    <Text component="dt" size="sm" fw={600}>
                      {t('window')}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {t('windowValue', { count: last.window_days, since: formatDay(last.since, lang) })}
                    </Text>
                    <Text component="dt" size="sm" fw={600}>
                      {t('provider')}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {last.provider === 'stripe' ? t('providers.stripe') : t('providers.sandbox')}
                    </Text>
                  </>
                )}
              </dl>
              <Stack gap="xs" align="flex-end">
                <Button onClick={() => void onCheck()} loading={check.isPending} disabled={data.running}>
                  {t('checkNow')}
                </Button>
                {data.running && (
                  <Badge color="blue" variant="dot">
                    {t('checking')}
                  </Badge>
                )}
              </Stack>
            </Group>
          </Card>

          {last?.status === 'failed' ? (
            <Alert color="red" role="alert">
              {t('failed', {
                message: serverMessage(ta, {
                  code: last.error && isMessageCode(last.error) ? last.error : 'reconciliation_interrupted',
                }),
              })}
            </Alert>
          ) : last && items.length === 0 ? (
            <EmptyState text={t('everythingMatches')} />
          ) : last ? (
            <>
              <FindingsTable
                group="charges"
                items={items.filter((i) => i.kind === 'charge_not_recorded')}
                recording={recording}
                onRecord={onRecordClick}
              />
              <FindingsTable
                group="refunds"
                items={items.filter((i) => i.kind === 'refund_not_recorded')}
                recording={recording}
                onRecord={onRecordClick}
              />
              <FindingsTable
                group="mismatches"
                items={items.filter((i) => MISMATCH_KINDS.includes(i.kind))}
                recording={recording}
                onRecord={onRecordClick}
              />
            </>
          ) : null}
        </Stack>
      )}
    </>
  );
}
