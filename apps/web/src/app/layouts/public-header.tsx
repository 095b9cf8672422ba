// The one public header (issue 11; every entry of document 01 §2's three bars, none twice): the
// club's logo, Home, Programs, the Gymnastics Training and About menus, Contact, the language
// selector, and Sign In and Register, or the "My Account" menu (Dashboard, Profile, Sign Out).
// Feedback, Careers, Newsletter, Community and Blog live in the footer. Below 1024 px a menu
// button opens a drawer that holds all of it, with the club's phone. Always 64 px tall, whatever
// is still loading, so nothing below it moves.
import { useId } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { contactDetails, telHref } from '../../lib/contact-info';
import { ClubLogo } from '../../components/club-logo';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { headerEntries, type HeaderEntry } from './header-entries';
import classes from './public-layout.module.css';

function useEntries(): HeaderEntry[] {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  return headerEntries(club, t);
}

/** Desktop: links and the two menus in one row. */
function DesktopNav({ entries }: { entries: HeaderEntry[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.desktopOnly}>
      <ul className={classes.navList}>
        {entries.map((e) => (
          <li key={e.label}>
            {e.items ? (
              <Menu position="bottom-start" offset={4} withinPortal withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <UnstyledButton className={classes.navLink} data-current={e.items.some((i) => i.to === pathname) || undefined}>
                    <Group gap={4} wrap="nowrap" component="span">
                      {e.label}
                      <IconChevronDown size={14} aria-hidden />
                    </Group>
                  </UnstyledButton>
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
              <NavLink to={e.to!} end={e.end} className={classes.navLink}>
                {e.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useSignOut() {
  const { club } = useTenant();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };
}

function AccountMenu() {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  const logout = useSignOut();
  return (
    <Menu position="bottom-end" offset={6} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          {t('nav.myAccount')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.dashboard.href(club)} leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile.href(club)} leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item onClick={() => void logout()} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Phone and tablet: everything of the header, as a list in a drawer. */
function PhoneMenu({ entries, opened, onClose, id }: { entries: HeaderEntry[]; opened: boolean; onClose: () => void; id: string }) {
  const { t } = useTranslation('layout');
  const { club, clubName, settings } = useTenant();
  const { user } = useAuth();
  const logout = useSignOut();
  const phone = contactDetails(settings?.contact_info).phone;
  // A link to a part of a page (#testimonials) is never "the current page".
  const link = (to: string, label: string, end = false) =>
    to.includes('#') ? (
      <Link to={to} className={classes.drawerLink} onClick={onClose}>
        {label}
      </Link>
    ) : (
      <NavLink to={to} end={end} className={classes.drawerLink} onClick={onClose}>
        {label}
      </NavLink>
    );
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 22rem)"
      title={<Text fw={700}>{clubName}</Text>}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      classNames={{ body: classes.drawerBody }}
    >
      <Stack gap="lg">
        <nav aria-label={t('nav.label')}>
          <ul className={classes.drawerList}>
            {entries.map((e) =>
              e.items ? (
                <li key={e.label}>
                  <Text className={classes.drawerGroup} id={`${id}-${e.key}`}>
                    {e.label}
                  </Text>
                  <ul className={classes.drawerSubList} aria-labelledby={`${id}-${e.key}`}>
                    {e.items.map((i) => (
                      <li key={i.to}>{link(i.to, i.label)}</li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={e.label}>{link(e.to!, e.label, e.end)}</li>
              ),
            )}
          </ul>
        </nav>
        <Divider />
        {user ? (
          <Box component="section" aria-label={t('nav.account')}>
            <Text className={classes.drawerGroup}>{t('nav.myAccount')}</Text>
            <ul className={classes.drawerSubList}>
              <li>{link(paths.dashboard.href(club), t('nav.dashboard'))}</li>
              <li>{link(paths.profile.href(club), t('nav.profile'))}</li>
            </ul>
            <Button
              variant="default"
              fullWidth
              mt="sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t('nav.signOut')}
            </Button>
          </Box>
        ) : (
          <Group grow gap="sm">
            <Button component={Link} to={paths.login.href(club)} variant="default" onClick={onClose}>
              {t('nav.signIn')}
            </Button>
            <Button component={Link} to={paths.register.href(club)} onClick={onClose}>
              {t('nav.register')}
            </Button>
          </Group>
        )}
        <LanguageSelect size="sm" />
        {phone && (
          <Anchor href={telHref(phone)} aria-label={t('nav.call', { phone })} fw={600}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconPhone size={16} aria-hidden />
              {phone}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Drawer>
  );
}

export function PublicHeader() {
  const { t } = useTranslation('layout');
  const { club, clubName } = useTenant();
  const { user } = useAuth();
  const entries = useEntries();
  const [opened, { open, close }] = useDisclosure(false);
  const drawerId = useId();
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Link to={paths.home.href(club)} aria-label={t('nav.homeOf', { club: clubName })} className={classes.logoLink}>
              <ClubLogo />
            </Link>
            <DesktopNav entries={entries} />
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.desktopOnly}>
            <LanguageSelect w={108} />
            {user ? (
              <AccountMenu />
            ) : (
              <>
                <Button component={Link} to={paths.login.href(club)} variant="subtle" color="dark" px="sm">
                  {t('nav.signIn')}
                </Button>
                <Button component={Link} to={paths.register.href(club)}>
                  {t('nav.register')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            className={classes.phoneOnly}
            opened={opened}
            onClick={opened ? close : open}
            aria-label={t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls={drawerId}
          />
        </Group>
      </Container>
      <PhoneMenu entries={entries} opened={opened} onClose={close} id={drawerId} />
    </header>
  );
}
