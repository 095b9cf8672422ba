// /programs: the season offer (10% off the first month, first class free) and the club's programs
// from GET /api/programs; the three sample programs while the club has none of its own.
import { Link } from 'react-router';
import { Alert, Button, Center, Container, Loader, SimpleGrid } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { usePrograms } from '../api/get-programs';
import { ProgramCard, agesLabel } from '../components/program-card';
import { SAMPLE_PROGRAMS } from '../components/sample-programs';

export function ProgramsPage() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  const programs = usePrograms();

  let list;
  if (programs.isLoading) {
    list = (
      <Center py="xl" role="status" aria-label={t('loading', { ns: 'common' })}>
        <Loader />
      </Center>
    );
  } else if (programs.isError) {
    list = <EmptyState tone="error" text={t('error.withMessage', { ns: 'common', message: errorMessage(programs.error) })} />;
  } else if (programs.data && programs.data.length > 0) {
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {programs.data.map((p) => (
          <ProgramCard
            key={p.id}
            headingLevel={2}
            title={p.label}
            ages={agesLabel(t, p.min_age, p.max_age)}
            description={p.description ?? t('programs.noDescription')}
            to={paths.programDetail.href(club, p.key)}
          />
        ))}
      </SimpleGrid>
    );
  } else {
    list = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {SAMPLE_PROGRAMS.map((p) => (
          <ProgramCard
            key={p.key}
            headingLevel={2}
            title={t(`samples.${p.key}.title`)}
            ages={t(`samples.${p.key}.ages`)}
            description={t(`samples.${p.key}.description`)}
            to={p.href(club)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('programs.title')} lead={t('programs.lead', { club: clubName })} />
      <Alert
        variant="light"
        color="club"
        icon={<IconDiscount2 aria-hidden />}
        title={t('programs.offerTitle')}
        mb="xl"
        radius="md"
      >
        {t('programs.offerText')}
        <Button component={Link} to={paths.register.href(club)} size="xs" ml="sm" variant="filled">
          {t('programs.offerCta')}
        </Button>
      </Alert>
      {list}
    </Container>
  );
}
