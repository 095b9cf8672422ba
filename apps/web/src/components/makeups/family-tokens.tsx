// A family's make-up tokens on its membership page (staff holding manage_makeups): each token with
// its athlete, where it came from, its expiry date and status; "Grant a token" (athlete and reason)
// and, on an available token, "Void" (reason). The server refuses a used or voided token and
// names a missing reason; both show here.
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Loader, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MakeupToken } from '@springboard/contract/makeups';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { makeupOperations } from '@springboard/contract/operations/makeups';
import { formatDate } from '../../lib/dates';
import { EmptyState } from '../empty-state';
import { ApiError } from '../../lib/api-client';
import { translateKey } from '../../lib/i18n';
import { useOperation, useOperationMutation } from '../../lib/operations';
import { errorMessage, serverMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { classDate } from './makeup-text';

const STATUS_COLOR = { available: '#1f6a2d', used: 'blue.9', voided: 'gray.7', expired: 'gray.7' } as const;
const CHANGES = [makeupOperations.tokens, makeupOperations.coming, makeupOperations.availability];

export function FamilyTokens({ membershipId }: { membershipId: string }) {
  const { t, i18n } = useTranslation('makeups');
  const lang = i18n.resolvedLanguage;
  const tokens = useOperation(makeupOperations.tokens, { query: { membership_id: membershipId } });
  const [granting, setGranting] = useState(false);
  const [voiding, setVoiding] = useState<MakeupToken | null>(null);

  const origin = (token: MakeupToken) =>
    token.source === 'granted'
      ? t('tokens.granted', { reason: token.reason ?? '' })
      : t(token.source === 'absence' ? 'tokens.fromAbsence' : 'tokens.fromCancellation', {
          program: token.program ?? '',
          date: token.class_date ? classDate(token.class_date, lang) : '',
        });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-tokens-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="family-tokens-title">
          {t('tokens.title')}
        </Title>
        <Button size="compact-sm" variant="light" onClick={() => setGranting(true)}>
          {t('staff.grant')}
        </Button>
      </Group>
      {tokens.isLoading ? (
        <Loader size="sm" aria-label={t('staff.loading')} />
      ) : tokens.isError ? (
        <EmptyState tone="error" text={errorMessage(tokens.error)} />
      ) : !tokens.data?.length ? (
        <Text size="sm">{t('staff.none')}</Text>
      ) : (
        <Stack gap="sm">
          {tokens.data.map((token) => (
            <Group key={token.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="family-token">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {token.athlete_name}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {origin(token)}
                </Text>
                {token.makeup && (
                  <Text size="sm">
                    {t('tokens.bookedFor', {
                      program: token.makeup.program,
                      date: classDate(token.makeup.date, lang),
                      time: token.makeup.time,
                    })}
                  </Text>
                )}
                {token.status === 'voided' && token.voided_reason && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('tokens.voidedBecause', { reason: token.voided_reason })}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('staff.expires', { date: formatDate(token.expires_on, lang) })}
                </Text>
              </div>
              <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge color={STATUS_COLOR[token.status]} variant="outline" size="sm">
                  {translateKey(t, `makeups:tokens.status.${token.status}`)}
                </Badge>
                {token.status === 'available' && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setVoiding(token)}
                    aria-label={t('staff.voidAria', { name: token.athlete_name, date: formatDate(token.expires_on, lang) })}
                  >
                    {t('staff.void')}
                  </Button>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {granting && <GrantDialog membershipId={membershipId} onClose={() => setGranting(false)} />}
      {voiding && <VoidDialog token={voiding} onClose={() => setVoiding(null)} />}
    </Card>
  );
}

function GrantDialog({ membershipId, onClose }: { membershipId: string; onClose: () => void }) {
  const { t } = useTranslation('makeups');
  const athletes = useOperation(athleteOperations.listOfMembership, { params: { id: membershipId } });
  const grant = useOperationMutation(makeupOperations.grantToken, { invalidates: CHANGES });
  const options = (athletes.data ?? []).map((a) => ({ value: a.id, label: `${a.first_name} ${a.last_name}` }));
  const form = useForm({
    mode: 'controlled',
    initialValues: { athlete_id: options.length === 1 ? options[0]!.value : '', reason: '' },
    validate: {
      athlete_id: (v) => (v ? null : t('staff.athleteRequired')),
      reason: (v) => (v.trim() ? null : t('staff.reasonRequired')),
    },
  });
  // The family's only athlete is picked once the list arrives.
  const only = options.length === 1 ? options[0]!.value : null;
  const { setFieldValue } = form;
  useEffect(() => {
    if (only) setFieldValue('athlete_id', only);
  }, [only, setFieldValue]);
  const submit = form.onSubmit(async (v) => {
    try {
      const token = await grant.mutateAsync({ body: { athlete_id: v.athlete_id, reason: v.reason.trim() } });
      toast('success', t('staff.granted', { name: token.athlete_name }), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        for (const d of err.details)
          if (d.field === 'athlete_id' || d.field === 'reason') form.setFieldError(d.field, serverMessage(t, d));
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('staff.grantFailed') });
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('staff.grantTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('staff.grantText')}</Text>
          <Select
            {...form.getInputProps('athlete_id')}
            label={t('staff.athlete')}
            data={options}
            withAsterisk
            allowDeselect={false}
            disabled={athletes.isLoading}
            nothingFoundMessage={t('staff.noAthletes')}
          />
          <Textarea
            {...form.getInputProps('reason')}
            label={t('staff.reason')}
            withAsterisk
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={grant.isPending}>
              {t('staff.grantConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function VoidDialog({ token, onClose }: { token: MakeupToken; onClose: () => void }) {
  const { t, i18n } = useTranslation('makeups');
  const voidToken = useOperationMutation(makeupOperations.voidToken, { invalidates: CHANGES });
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim() ? null : t('staff.reasonRequired')) },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await voidToken.mutateAsync({ params: { id: token.id }, body: { reason: v.reason.trim() } });
      toast('success', t('staff.voided', { name: token.athlete_name }), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        for (const d of err.details) if (d.field === 'reason') form.setFieldError('reason', serverMessage(t, d));
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('staff.voidFailed') });
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('staff.voidTitle', { name: token.athlete_name })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('staff.voidText', { date: formatDate(token.expires_on, i18n.resolvedLanguage) })}</Text>
          <Textarea
            {...form.getInputProps('reason')}
            label={t('staff.reason')}
            withAsterisk
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('staff.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={voidToken.isPending}>
              {t('staff.voidConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
