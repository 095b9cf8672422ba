// A screen of the signed-in areas that this version does not have yet: its title and one honest
// sentence, inside the area's real layout and navigation.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScreenPage } from '../config/screens';
import { PageHeader } from '../components/page-header';

export function UnavailablePage({ page }: { page: ScreenPage }) {
  const { t } = useTranslation('areas');
  return (
    <>
      <PageHeader title={t(`pages.${page}`)} />
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
        {t('unavailable')}
      </Alert>
    </>
  );
}
