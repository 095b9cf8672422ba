// The one public header (every entry of the former three bars, none twice): the
// club's logo, Home, Programs, the training menu (the club's programs) and About, Contact, the language
// selector, and Sign In and Register, or the "My Account" menu (Dashboard, Profile, Sign Out).
// Feedback, Careers, Newsletter, Community and Blog live in the footer. Below 1024 px a menu
// button opens a drawer that holds all of it, with the club's phone. Always 64 px tall, whatever
// is still loading, so nothing below it moves. The dropdowns are the light menu buttons of
// header-menu.tsx and the drawer (phone-menu.tsx) is loaded on first use: the landing's first load
// stays under 150 kB gz of JS (the limit bench/web.ts checks).
import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { ClubLogo } from '../../components/club-logo';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { headerEntries, type HeaderEntry } from './header-entries';
import { useSiteContent } from './use-site-content';
import { HeaderMenu } from './header-menu';
import { useSignOut } from './use-sign-out';
import classes from './public-layout.module.css';

// The phone menu's drawer is loaded the first time the menu button is pressed (or hovered/focused,
// a head start), never on the first load of the page.
const loadPhoneMenu = () => import('./phone-menu');
const PhoneMenu = lazy(loadPhoneMenu);

function useEntries(): HeaderEntry[] {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  return headerEntries(club, t, useSiteContent());
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
              <HeaderMenu
                items={e.items.map((i) => ({ key: i.to, label: i.label, to: i.to }))}
                trigger={(props) => (
                  <UnstyledButton
                    {...props}
                    className={classes.navLink}
                    data-current={e.items!.some((i) => i.to === pathname) || undefined}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      {e.label}
                      <IconChevronDown size={14} aria-hidden />
                    </Group>
                  </UnstyledButton>
                )}
              />
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

function AccountMenu() {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  const logout = useSignOut();
  return (
    <HeaderMenu
      align="end"
      offset={6}
      items={[
        {
          key: 'dashboard',
          label: t('nav.dashboard'),
          to: paths.dashboard.href(club),
          icon: <IconLayoutDashboard size={16} aria-hidden />,
        },
        { key: 'profile', label: t('nav.profile'), to: paths.profile.href(club), icon: <IconUser size={16} aria-hidden /> },
        { key: 'signOut', label: t('nav.signOut'), onSelect: () => void logout(), icon: <IconLogout size={16} aria-hidden /> },
      ]}
      trigger={(props) => (
        <Button {...props} variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          {t('nav.myAccount')}
        </Button>
      )}
    />
  );
}

export function PublicHeader() {
  const { t } = useTranslation('layout');
  const { club, clubName } = useTenant();
  const { user } = useAuth();
  const entries = useEntries();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false); // the drawer's code is asked for once the button is pressed
  const drawerId = useId();
  const close = () => setOpened(false);
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
            onClick={() => {
              setWanted(true);
              setOpened((o) => !o);
            }}
            onPointerEnter={() => void loadPhoneMenu()}
            onFocus={() => void loadPhoneMenu()}
            aria-label={t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls={opened ? drawerId : undefined}
          />
        </Group>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <PhoneMenu entries={entries} opened={opened} onClose={close} id={drawerId} />
        </Suspense>
      )}
    </header>
  );
}
