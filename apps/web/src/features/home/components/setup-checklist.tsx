// The admin home's "Get ready for your first registration" card: each step of setting up a club,
// ticked from what the club has saved (GET /api/home/setup), with a link to where it is done.
// Gone once every step is done.
import { Link } from 'react-router';
import { Anchor, Card, Group, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SetupStep } from '@springboard/contract/home';
import { homeOperations } from '@springboard/contract/operations/home';
import { paths } from '../../../config/paths';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';

/** Where each step is done; registration opens the public registration page in a new tab. */
function stepLink(step: SetupStep, club: string): { to: string; external?: boolean } {
  switch (step) {
    case 'branding':
    case 'contact':
    case 'payments':
      return { to: paths.admin.manageSettings.href(club) };
    case 'programs':
      return { to: paths.admin.createPrograms.href(club) };
    case 'pricing':
      return { to: paths.admin.pricingSettings.href(club) };
    case 'registration':
      return { to: paths.register.href(club), external: true };
  }
}

export function SetupChecklistCard() {
  const { t } = useTranslation('home');
  const { club } = useTenant();
  const setup = useOperation(homeOperations.setup, {});
  const data = setup.data;
  if (!data || data.ready) return null;
  const done = data.steps.filter((s) => s.done).length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="setup-title" data-testid="setup-checklist">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="setup-title">
            {t('setup.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('setup.progress', { done, count: data.steps.length })}
          </Text>
        </div>
        <Progress value={(done / data.steps.length) * 100} aria-label={t('setup.progress', { done, count: data.steps.length })} />
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.steps.map((step) => {
            const link = stepLink(step.key, club);
            return (
              <Group
                component="li"
                key={step.key}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                data-testid={`setup-${step.key}`}
                data-done={step.done}
              >
                <ThemeIcon
                  size={24}
                  radius="xl"
                  color={step.done ? '#1f6a2d' : 'gray.6'}
                  variant={step.done ? 'filled' : 'light'}
                >
                  {step.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} td={step.done ? 'line-through' : undefined} c={step.done ? 'dimmed' : undefined}>
                    <VisuallyHidden>{step.done ? t('setup.doneLabel') : t('setup.todoLabel')} </VisuallyHidden>
                    {t(`setup.steps.${step.key}.title`)}
                  </Text>
                  {!step.done && (
                    <Text size="sm" c="gray.7">
                      {t(`setup.steps.${step.key}.text`)}{' '}
                      <Anchor
                        component={Link}
                        to={link.to}
                        underline="always"
                        fw={600}
                        {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
                      >
                        {t(`setup.steps.${step.key}.action`)}
                      </Anchor>
                    </Text>
                  )}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
