// /club/<slug>/admin/pricing-settings (Program Pricing Settings): the club's pricing config,
// in dollars: registration fee and referral credit, the hourly tiers, and the late fee.
import { useTranslation } from 'react-i18next';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { errorMessage } from '../../../lib/server-messages';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useOperation } from '../../../lib/operations';
import { PricingForm } from '../components/pricing-form';
import { configToValues } from '../pricing-form';

export default function PricingSettingsPage() {
  const { t } = useTranslation('pricing');
  const { t: ta } = useTranslation('areas');
  const configs = useOperation(pricingOperations.configs, {});
  // The club's own config (no program) is listed first: its fee is the one registration charges.
  const clubConfig = configs.data?.find((c) => c.program_id === null);

  let body;
  if (configs.isLoading) body = <Loading h="40vh" />;
  else if (configs.isError) body = <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(configs.error) })} />;
  else body = <PricingForm key={clubConfig?.id ?? 'new'} initialValues={configToValues(clubConfig)} />;

  return (
    <>
      <PageHeader title={ta('pages.pricingSettings')} lead={t('lead')} />
      {body}
    </>
  );
}
