// The club's landing page, in the reading its settings choose (landing_layout: 'club' or
// 'gymnastics'); a link to #testimonials scrolls there once the page has drawn.
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { usePageTitle } from '../../../components/use-page-title';
import { ClubLanding } from '../components/club-landing';
// The gymnastics reading (with its carousel) is fetched only for a club that chose it.
const GymnasticsLanding = lazy(() => import('../components/gymnastics-landing').then((m) => ({ default: m.GymnasticsLanding })));

export function LandingPage() {
  const { t } = useTranslation();
  const { settings, loading } = useTenant();
  const { hash } = useLocation();
  usePageTitle('');

  useEffect(() => {
    if (!hash || loading) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, loading]);

  if (loading) {
    return (
      <Center h="40vh" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  return settings?.landing_layout === 'gymnastics' ? <GymnasticsLanding /> : <ClubLanding />;
}
