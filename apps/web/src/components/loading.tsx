// A page or screen that is still loading: a centred spinner announced as "Loading…".
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Loading({ h = '60vh' }: { h?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center h={h} role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
