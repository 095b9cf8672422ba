// Manage Payments (02 §2, §4 "Autopay"): the switch flips the membership's autoPayment, and shows
// what the server saved.
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetAutopay } from '../api/set-autopay';

export function AutopayCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation('profile');
  const autopay = useSetAutopay(membership.id);
  const on = autopay.isPending ? !!autopay.variables : membership.settings.autoPayment;

  const flip = async (next: boolean) => {
    try {
      const saved = await autopay.mutateAsync(next);
      toast('success', saved.autoPayment ? t('autopay.turnedOn') : t('autopay.turnedOff'), { closeLabel: t('close') });
    } catch (err) {
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
          onChange={(e) => void flip(e.currentTarget.checked)}
        />
        <Text size="sm" role="status">
          {on ? t('autopay.isOn') : t('autopay.isOff')}
        </Text>
      </Stack>
    </Card>
  );
}
