// /programs: the season offer (10% off the first month, first class free) and the club's programs
// from GET /api/programs; the three sample programs while the club has none of its own.
import { Link } from 'react-router';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { ProgramGrid } from '../components/program-grid';

export function ProgramsPage() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();

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
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('programs.offerText')}</Text>
          <Button component={Link} to={paths.register.href(club)} size="xs" variant="filled">
            {t('programs.offerCta')}
          </Button>
        </Group>
      </Alert>
      <ProgramGrid headingLevel={2} />
    </Container>
  );
}
