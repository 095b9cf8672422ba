// The club's programs as cards under their real names (GET /api/programs), as the landing and the
// programs page show them; the three sample programs while the club has none of its own. While
// the list loads, card-sized placeholders hold the place, so the page does not jump.
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { programOperations } from '@springboard/contract/operations/programs';
import { useTenant } from '../../../lib/tenant-context';
import { errorMessage } from '../../../lib/server-messages';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { useOperation } from '../../../lib/operations';
import { ProgramCard, agesLabel } from './program-card';
import { SAMPLE_PROGRAMS } from './sample-programs';

const COLS = { base: 1, sm: 2, md: 3 };

export function ProgramGrid({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('public');
  const { club } = useTenant();
  // The boot code (main.tsx) asked for it already on the landing.
  const programs = useOperation(programOperations.list, {});

  if (programs.isLoading) {
    return (
      <SimpleGrid cols={COLS} spacing="lg" role="status" aria-label={t('loading', { ns: 'common' })}>
        {SAMPLE_PROGRAMS.map((p) => (
          <Skeleton key={p.key} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (programs.isError) {
    return <EmptyState tone="error" text={t('error.withMessage', { ns: 'common', message: errorMessage(programs.error) })} />;
  }
  if (programs.data && programs.data.length > 0) {
    return (
      <SimpleGrid cols={COLS} spacing="lg">
        {programs.data.map((p) => (
          <ProgramCard
            key={p.id}
            headingLevel={headingLevel}
            title={p.label}
            ages={agesLabel(t, p.min_age, p.max_age)}
            description={p.description ?? t('programs.noDescription')}
            to={paths.programDetail.href(club, p.key)}
            image={p.image}
          />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={COLS} spacing="lg">
      {SAMPLE_PROGRAMS.map((p) => (
        <ProgramCard
          key={p.key}
          headingLevel={headingLevel}
          title={t(`samples.${p.key}.title`)}
          ages={t(`samples.${p.key}.ages`)}
          description={t(`samples.${p.key}.description`)}
          to={p.href(club)}
        />
      ))}
    </SimpleGrid>
  );
}
