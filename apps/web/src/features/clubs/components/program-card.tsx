// One program as a card: its picture (the one uploaded in the program form, or the designed default
// art in the club's colour), its name, ages, a short description and a link to its page.
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ClubPicture as ClubPictureData } from '@springboard/contract/pictures';
import { ClubPicture } from '../../../components/club-picture';
import { useTenant } from '../../../lib/tenant-context';

export function ProgramCard({
  title,
  ages,
  description,
  to,
  image = null,
  headingLevel = 3,
}: {
  title: string;
  ages: string;
  description: string;
  to: string;
  /** The program's picture; none shows the default art. */
  image?: ClubPictureData | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('public');
  const { clubName } = useTenant();
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Card.Section mb="md">
        <ClubPicture
          picture={image}
          alt={t('picture.programAlt', { program: title, club: clubName })}
          sizes="(min-width: 75em) 360px, (min-width: 62em) 31vw, (min-width: 48em) 48vw, 100vw"
          ratio={16 / 10}
        />
      </Card.Section>
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
