// /programs: the club's banner (its own news, none until written in the Website screen) and its
// programs from GET /api/programs; "Programs open soon" and a link to Contact while it has none.
import { Link } from 'react-router';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { useWebsite } from '../../../lib/website';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { ProgramGrid } from '../components/program-grid';

function ClubBanner() {
  const { t } = useTranslation('public');
  const { club } = useTenant();
  const { texts, text } = useWebsite();
  const title = text(texts?.banner.title);
  const body = text(texts?.banner.text);
  if (!title && !body) return null;
  return (
    <Alert
      variant="light"
      color="club"
      icon={<IconSpeakerphone aria-hidden />}
      title={title || undefined}
      mb="xl"
      radius="md"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        {body ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {body}
          </Text>
        ) : null}
        <Button component={Link} to={paths.register.href(club)} size="xs" variant="filled">
          {t('banner.newsCta')}
        </Button>
      </Group>
    </Alert>
  );
}

export function ProgramsPage() {
  const { t } = useTranslation('public');
  const { clubName } = useTenant();

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('programs.title')} lead={t('programs.lead', { club: clubName })} />
      <ClubBanner />
      <ProgramGrid headingLevel={2} />
    </Container>
  );
}
