// /about: the club's name, its mission and its core values.
import { Link } from 'react-router';
import { Button, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeart, IconShieldCheck, IconStairsUp, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';

const VALUES = [
  { key: 'safety', icon: IconShieldCheck },
  { key: 'growth', icon: IconStairsUp },
  { key: 'respect', icon: IconUsersGroup },
  { key: 'joy', icon: IconHeart },
] as const;

export function AboutPage() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('about.title', { club: clubName })} lead={t('about.lead', { club: clubName })} />
      <Title order={2} size="h3" mb="xs">
        {t('about.missionTitle')}
      </Title>
      <Text mb="xl" maw={760}>
        {t('about.mission', { club: clubName })}
      </Text>
      <Title order={2} size="h3" mb="md">
        {t('about.valuesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {VALUES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={3} size="h4">
                  {t(`about.values.${key}.title`)}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {t(`about.values.${key}.text`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group mt="xl">
        <Button component={Link} to={paths.programs.href(club)}>
          {t('about.seePrograms')}
        </Button>
        <Button component={Link} to={paths.contact.href(club)} variant="default">
          {t('about.contactUs')}
        </Button>
      </Group>
    </Container>
  );
}
