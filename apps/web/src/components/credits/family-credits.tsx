// A family's credits beside its invoices (staff): each credit with its reason, where it came from
// and what is left of it, the unused total, and for staff holding manage_credits the Give credit
// dialog (amount and reason; the credit pays the family's unpaid invoices at once, then its next ones).
import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import { creditOperations } from '@springboard/contract/operations/credits';
import { ApiError } from '../../lib/api-client';
import { translateKey } from '../../lib/i18n';
import { useOperation, useOperationMutation } from '../../lib/operations';
import { errorMessage, serverMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { useCan } from '../can';
import { formatDate } from '../../lib/dates';
import { MONEY_READS } from '../invoices/money-reads';
import { writeRecordText } from '@springboard/contract/record-texts';

export function FamilyCredits({ membershipId, family }: { membershipId: string; family: string }) {
  const { t, i18n } = useTranslation('credits');
  const lang = i18n.resolvedLanguage;
  const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
  const credits = useOperation(creditOperations.creditsOfMembership, { params: { id: membershipId } });
  const mayGive = useCan('manage_credits');
  const [giving, setGiving] = useState(false);
  const rows = credits.data?.credits ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-credits-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="family-credits-title">
          {t('credit.listTitle')}
        </Title>
        {mayGive ? (
          <Button size="compact-sm" variant="light" onClick={() => setGiving(true)}>
            {t('credit.action')}
          </Button>
        ) : null}
      </Group>
      {credits.data ? (
        <Stack gap={6}>
          <Text size="sm" fw={600} data-testid="unused-credit">
            {t('credit.unused', { amount: money(credits.data.unused) })}
          </Text>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('credit.empty')}
            </Text>
          ) : (
            rows.slice(0, 5).map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {writeRecordText(c.reason_text, c.reason, lang)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(c.created_at, lang)} · {translateKey(t, `credit.source.${c.source}`)}
                  </Text>
                </div>
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {money(c.amount)}
                  </Text>
                  <Badge variant="outline" size="sm" color={c.remaining > 0 ? 'teal.9' : 'gray.7'}>
                    {t('credit.remaining', { amount: money(c.remaining) })}
                  </Badge>
                </Stack>
              </Group>
            ))
          )}
        </Stack>
      ) : credits.isError ? (
        <Text size="sm" c="red.9">
          {errorMessage(credits.error)}
        </Text>
      ) : null}
      {giving ? <GiveCreditDialog membershipId={membershipId} family={family} onClose={() => setGiving(false)} /> : null}
    </Card>
  );
}

function GiveCreditDialog({ membershipId, family, onClose }: { membershipId: string; family: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('credits');
  const money = (dollars: number) => formatMoney(toCents(dollars), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
  const give = useOperationMutation(creditOperations.giveCredit, { invalidates: [...MONEY_READS, creditOperations] });
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: '' as number | string, reason: '' },
    validate: {
      amount: (v) => (typeof v !== 'number' || v <= 0 ? translateKey(t, 'errors:must_be_positive') : null),
      reason: (v) => (v.trim() ? null : t('credit.reasonRequired')),
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await give.mutateAsync({ params: { id: membershipId }, body: { amount: Number(v.amount), reason: v.reason.trim() } });
      toast('success', t('credit.done', { amount: money(Number(v.amount)) }), { closeLabel: t('credit.cancel') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const d of err.details) if (d.field === 'amount' || d.field === 'reason') form.setFieldError(d.field, serverMessage(t, d));
      }
      toast('error', errorMessage(err), { closeLabel: t('credit.cancel'), title: t('credit.failed') });
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('credit.title', { family })} closeButtonProps={{ 'aria-label': t('credit.cancel') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('credit.text')}</Text>
          <NumberInput
            {...form.getInputProps('amount')}
            label={t('credit.amount')}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            withAsterisk
            data-autofocus
          />
          <Textarea {...form.getInputProps('reason')} label={t('credit.reason')} withAsterisk maxLength={500} autosize minRows={2} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('credit.cancel')}
            </Button>
            <Button type="submit" loading={give.isPending}>
              {t('credit.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
