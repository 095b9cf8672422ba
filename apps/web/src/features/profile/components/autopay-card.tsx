// Manage Payments: the autopay switch flips the membership's autoPayment, and shows
// what the server saved. Turning it on first shows what it authorises (AutopayConfirm) and waits
// for the family's confirmation; turning it off needs none.
import { useState } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { AutopayConfirm } from './autopay-confirm';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';

export function AutopayCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation('profile');
  // The answer is the saved value, which the membership's cached copies then show.
  const autopay = useOperationMutation(membershipOperations.setAutopay, { invalidates: [membershipOperations] });
  const stored = membership.settings.autoPayment;
  // The value just chosen, set in the click itself: a controlled switch whose value came only from
  // the mutation's state (notified a tick later) sprang back for a moment after the click.
  // It holds while the membership read is the one it was chosen over; once read again, the
  // membership is what the switch shows.
  const [chosen, setChosen] = useState<{ value: boolean; over: boolean } | null>(null);
  const on = chosen && chosen.over === stored ? chosen.value : stored;
  const [confirming, setConfirming] = useState(false);

  const flip = async (next: boolean) => {
    setChosen({ value: next, over: stored });
    try {
      const saved = await autopay.mutateAsync({ params: { membershipId: membership.id }, body: { autoPayment: next } });
      setChosen({ value: saved.autoPayment, over: stored });
      toast('success', saved.autoPayment ? t('autopay.turnedOn') : t('autopay.turnedOff'), { closeLabel: t('close') });
    } catch (err) {
      setChosen(null);
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('autopay.failed') });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-title">
          {t('autopay.title')}
        </Title>
        <Switch
          label={t('autopay.label')}
          description={t('autopay.description')}
          checked={on}
          disabled={autopay.isPending}
          onChange={(e) => {
            if (e.currentTarget.checked) setConfirming(true);
            else void flip(false);
          }}
        />
        <Text size="sm" role="status">
          {on ? t('autopay.isOn') : t('autopay.isOff')}
        </Text>
      </Stack>
      {confirming ? (
        <AutopayConfirm
          membership={membership}
          pending={autopay.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void flip(true).finally(() => setConfirming(false))}
        />
      ) : null}
    </Card>
  );
}
