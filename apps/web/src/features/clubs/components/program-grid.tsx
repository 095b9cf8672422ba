// The club's programs as cards under their real names (GET /api/programs), in the reader's
// language, as the landing and the programs page show them; "Programs open soon" and a link to
// Contact while the club has none. While the list loads, card-sized placeholders hold the place.
import { Link } from 'react-router';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { programOperations } from '@springboard/contract/operations/programs';
import { useTenant } from '../../../lib/tenant-context';
import { errorMessage } from '../../../lib/server-messages';
import { useWebsite } from '../../../lib/website';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { useOperation } from '../../../lib/operations';
import { ProgramCard, agesLabel } from './program-card';

const COLS = { base: 1, sm: 2, md: 3 };

/** What a club without programs shows where they would be. */
export function ProgramsOpenSoon({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <Title order={headingLevel} size="h3">
          {t('programs.soonTitle')}
        </Title>
        <Text>{t('programs.soonText', { club: clubName })}</Text>
        <Button component={Link} to={paths.contact.href(club)} variant="light">
          {t('programs.soonContact')}
        </Button>
      </Stack>
    </Card>
  );
}

export function ProgramGrid({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('public');
  const { club } = useTenant();
  const { programText } = useWebsite();
  // The boot code (main.tsx) asked for it already on the landing.
  const programs = useOperation(programOperations.list, {});

  if (programs.isLoading) {
    return (
      <SimpleGrid cols={COLS} spacing="lg" role="status" aria-label={t('loading', { ns: 'common' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (programs.isError) {
    return <EmptyState tone="error" text={t('error.withMessage', { ns: 'common', message: errorMessage(programs.error) })} />;
  }
  if (!programs.data?.length) return <ProgramsOpenSoon headingLevel={headingLevel} />;
  return (
    <SimpleGrid cols={COLS} spacing="lg">
      {programs.data.map((p) => (
        <ProgramCard
          key={p.id}
          headingLevel={headingLevel}
          title={programText(p.label, p.label_es)}
          ages={agesLabel(t, p.min_age, p.max_age)}
          description={programText(p.description, p.description_es) ?? ''}
          to={paths.programDetail.href(club, p.key)}
          image={p.image}
        />
      ))}
    </SimpleGrid>
  );
}
