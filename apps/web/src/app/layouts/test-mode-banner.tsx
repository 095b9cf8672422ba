// Across the top of every admin screen while cards are not really charged: the built-in test
// provider, or Stripe with test keys (the server accepts keys of one mode only, so the publishable
// key tells the mode). Gone once live keys are saved.
import { Link } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '@springboard/contract/settings';
import { paths } from '../../config/paths';
import { useTenant } from '../../lib/tenant-context';

export function isTestMode(settings: Pick<PublicSettings, 'payment_provider' | 'stripe_publishable_key'>): boolean {
  return !(settings.payment_provider === 'stripe' && (settings.stripe_publishable_key ?? '').startsWith('pk_live_'));
}

export function TestModeBanner() {
  const { t } = useTranslation('areas');
  const { club, settings } = useTenant();
  if (!settings || !isTestMode(settings)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={18} aria-hidden />}
      mb="md"
      p="xs"
      data-testid="test-mode-banner"
    >
      <Text size="sm" c="dark.8">
        <strong>{t('testMode')}</strong>{' '}
        <Anchor component={Link} to={paths.admin.manageSettings.href(club)} c="dark.8" td="underline">
          {t('testModeAction')}
        </Anchor>
      </Text>
    </Alert>
  );
}
