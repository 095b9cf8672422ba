// A screen of the signed-in areas that the user's role may not open: its title and one sentence
// saying who can grant it, inside the area's real layout and navigation.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenPage } from '../../../config/screens';
import { PageHeader } from '../../../components/page-header';

export function NoAccessPage({ page }: { page: ScreenPage }) {
  const { t } = useTranslation(['areas', 'common']);
  return (
    <>
      <PageHeader title={t(`pages.${page}`)} />
      <Alert variant="light" color="gray">
        {t('common:noAccess')}
      </Alert>
    </>
  );
}
