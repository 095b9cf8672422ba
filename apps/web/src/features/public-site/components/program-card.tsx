// One program as a card: its name, ages, a short description and a link to its page.
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

export function ProgramCard({
  title,
  ages,
  description,
  to,
  headingLevel = 3,
}: {
  title: string;
  ages: string;
  description: string;
  to: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('public');
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Title order={headingLevel} size="h4">
          {title}
        </Title>
        <Badge variant="light" style={{ flex: 'none' }}>
          {ages}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm" style={{ flex: 1 }}>
        {description}
      </Text>
      <Button component={Link} to={to} variant="light" mt="md" aria-label={t('programs.learnMoreAbout', { program: title })}>
        {t('programs.learnMore')}
      </Button>
    </Card>
  );
}

/** "Ages 5-12", or "Ages 18+" for an open-ended top age. */
export function agesLabel(t: TFunction<'public'>, min: number, max: number): string {
  return max >= 99 ? t('programs.agesFrom', { min }) : t('programs.agesRange', { min, max });
}
