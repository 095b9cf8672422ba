// /club/<slug>/admin/manage-settings (Manage Settings): the logo and the home page's hero image
// (each saved at once), the settings
// form, and the Payments section with the club's payment provider and its keys.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { errorMessage } from '../../../lib/server-messages';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useOperation } from '../../../lib/operations';
import { LogoSection } from '../components/logo-section';
import { HeroImageSection } from '../components/hero-image-section';
import { PaymentProviderForm } from '../components/payment-provider-form';
import { MedicalSettingsCard } from '../components/medical-settings-card';
import { SettingsForm } from '../components/settings-form';
import { settingsToValues } from '../settings-form';

export default function ManageSettingsPage() {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('areas');
  // The settings the club's pages are themed from, read fresh when the screen opens.
  const settings = useOperation(settingsOperations.get, {}, { staleTime: 0 });
  const provider = useOperation(settingsOperations.paymentProvider, {});

  let body;
  if (settings.isLoading) body = <Loading h="40vh" />;
  else if (!settings.data) body = <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(settings.error) })} />;
  else {
    const s = settings.data;
    let payments;
    if (provider.isLoading) payments = <Loading h={120} />;
    else if (!provider.data)
      payments = <EmptyState tone="error" text={t('payments.loadFailed', { message: errorMessage(provider.error) })} />;
    // Keyed on what is saved: after a save the form starts again from the server's answer.
    else payments = <PaymentProviderForm key={JSON.stringify(provider.data)} saved={provider.data} />;
    body = (
      <Stack gap="lg" maw={820}>
        <LogoSection logoUrl={s.logo_url} clubName={s.name} />
        <HeroImageSection heroImage={s.hero_image} clubName={s.name} layout={s.landing_layout} />
        {/* Mounted once with the settings read when the screen opened; a save keeps what was typed. */}
        <SettingsForm initialValues={settingsToValues(s)} coloursSaved={s.primary_color !== null || s.secondary_color !== null} />
        {payments}
        <MedicalSettingsCard />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={ta('pages.manageSettings')} lead={t('lead')} />
      {body}
    </>
  );
}
