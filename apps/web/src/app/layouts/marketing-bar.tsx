// The marketing bar (document 01 §2): Gymnastics Training (Smart Start, Development Training), About
// (Testimonials, FAQ), Blog, Contact, and Profile and Dashboard for a signed-in user; its generic
// paths resolve under the club. Below 1024 px the entries fold behind a menu button.
import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Burger, Button, Collapse, Container, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';
import classes from './public-layout.module.css';

type Entry = { label: string; to?: string; items?: { label: string; to: string }[] };

function useEntries(): Entry[] {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  const { user } = useAuth();
  const entries: Entry[] = [
    {
      label: t('marketing.training'),
      items: [
        { label: t('marketing.smartStart'), to: paths.programYouth.href(club) },
        { label: t('marketing.development'), to: paths.programTeen.href(club) },
      ],
    },
    {
      label: t('marketing.about'),
      items: [
        { label: t('marketing.testimonials'), to: `${paths.home.href(club)}#testimonials` },
        { label: t('marketing.faq'), to: paths.faq.href(club) },
      ],
    },
    { label: t('marketing.blog'), to: paths.blog.href(club) },
    { label: t('marketing.contact'), to: paths.contact.href(club) },
  ];
  if (user) {
    entries.push({ label: t('marketing.profile'), to: paths.profile.href(club) });
    entries.push({ label: t('marketing.dashboard'), to: paths.dashboard.href(club) });
  }
  return entries;
}

function DesktopEntries({ entries }: { entries: Entry[] }) {
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} ml={-12}>
      {entries.map((e) => (
        <li key={e.label}>
          {e.items ? (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="subtle" color="dark" size="sm" rightSection={<IconChevronDown size={14} aria-hidden />}>
                  {e.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {e.items.map((i) => (
                  <Menu.Item key={i.to} component={Link} to={i.to}>
                    {i.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Button component={Link} to={e.to!} variant="subtle" color="dark" size="sm">
              {e.label}
            </Button>
          )}
        </li>
      ))}
    </Group>
  );
}

function CollapsedEntries({ entries, onPick }: { entries: Entry[]; onPick: () => void }) {
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} pb="sm">
      {entries.map((e) => (
        <li key={e.label}>
          {e.items ? (
            <>
              <Text className={classes.marketingItem} py={6} fw={700}>
                {e.label}
              </Text>
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0 }} pl="md">
                {e.items.map((i) => (
                  <li key={i.to}>
                    <Anchor component={Link} to={i.to} className={classes.marketingItem} display="block" py={6} onClick={onPick}>
                      {i.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </>
          ) : (
            <Anchor component={Link} to={e.to!} className={classes.marketingItem} display="block" py={6} onClick={onPick}>
              {e.label}
            </Anchor>
          )}
        </li>
      ))}
    </Stack>
  );
}

export function MarketingBar() {
  const { t } = useTranslation('layout');
  const entries = useEntries();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The documents' mobile breakpoint: 1024 px.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const listId = useId();
  return (
    <Box component="nav" aria-label={t('marketing.label')} className={classes.marketingBar}>
      <Container size="lg" py={4}>
        {wide ? (
          <DesktopEntries entries={entries} />
        ) : (
          <>
            <Group gap="xs" py={4}>
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={opened ? t('marketing.closeMenu') : t('marketing.openMenu')}
                aria-expanded={opened}
                aria-controls={listId}
              />
              <Text component="span" className={classes.marketingItem} aria-hidden onClick={toggle} style={{ cursor: 'pointer' }}>
                {t('marketing.menu')}
              </Text>
            </Group>
            <Collapse expanded={opened} id={listId}>
              <CollapsedEntries entries={entries} onPick={close} />
            </Collapse>
          </>
        )}
      </Container>
    </Box>
  );
}
