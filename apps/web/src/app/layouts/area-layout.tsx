// The frame of the admin, staff and member areas: a header (menu button on phones, the club, the
// language selector, a link to the public site) and the sidebar, which becomes a drawer up to 768 px;
// the page in <main>.
//
// The drawer behaves as a panel over the page: opening it moves focus to its title, Escape closes it
// and gives focus back to the menu button, the page behind cannot be reached while it is open (and
// the closed drawer cannot be tabbed into), and choosing a page closes it and starts at that page.
import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconUserCircle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';
import { ClubLogo } from '../../components/club-logo';
import { LanguageSelect } from '../../components/language-select';
import { Loading } from '../../components/loading';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import type { LayoutArea } from '../../config/screens';
import { AreaSidebar } from './area-sidebar';
import { TestModeBanner } from './test-mode-banner';
import { PendingPoliciesGate } from '../../features/policies/components/pending-policies-gate';
import classes from './area-layout.module.css';

/** The sidebar is a drawer up to and including 768 px, a
 *  column from 769 px. Mantine's breakpoint 'sm' (48em) makes 768 px itself a desktop width. */
const DESKTOP_FROM_PX = 769;
/** The AppShell's own query for that breakpoint (it stops 0.1 px short of it); area-layout.module.css agrees. */
const DRAWER_QUERY = `(max-width: ${(DESKTOP_FROM_PX - 0.1) / 16}em)`;

export function AreaLayout({ area }: { area: LayoutArea }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery(DRAWER_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const drawerOpen = phone && opened;
  const burgerRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Any change of page (a link, the search, the back button) closes the drawer.
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (drawerOpen) titleRef.current?.focus();
  }, [drawerOpen]);

  const leaveDrawer = () => {
    if (!drawerOpen) return;
    // Closed at once, so <main> is no longer inert when it takes the focus.
    flushSync(close);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // A list open inside the drawer (the search's) takes its Escape first.
    if (e.key !== 'Escape' || !drawerOpen || (e.target as HTMLElement).closest('[data-mantine-stop-propagation]')) return;
    close();
    burgerRef.current?.focus();
  };

  const logout = async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: DESKTOP_FROM_PX, collapsed: { mobile: !opened } }}
      padding="md"
      onKeyDown={onKeyDown}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              ref={burgerRef}
              className={classes.burger}
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={opened ? t('closeMenu') : t('openMenu')}
              aria-expanded={opened}
              aria-controls="area-sidebar"
            />
            <Link
              to={paths.site.href(club)}
              style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
              aria-label={t('clubSite')}
            >
              <ClubLogo size={32} />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSelect w={112} />
            <OwnProfileLink area={area} />
            <Button
              component={Link}
              to={paths.site.href(club)}
              variant="subtle"
              size="xs"
              leftSection={<IconWorld size={16} aria-hidden />}
              className={classes.siteLink}
            >
              {t('clubSite')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="area-sidebar" aria-label={t(`dashboard.${area}`)} inert={phone && !opened}>
        <AreaSidebar area={area} onNavigate={leaveDrawer} onLogout={() => void logout()} titleRef={titleRef} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" style={{ outline: 'none' }} inert={drawerOpen}>
        {area === 'admin' && <TestModeBanner />}
        <Suspense fallback={<Loading h="40vh" />}>
          {/* A family with a required policy to sign sees it before anything else of its area. */}
          {area === 'member' && <PendingPoliciesGate onSignOut={() => void logout()} />}
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** The signed-in person's own profile, in every area: their name and password (a family's is
 *  Manage Profile). From 769 px, where the header has room beside the site link; on a phone the
 *  header's right side sits under the toasts, and a family's drawer has Manage Profile. */
function OwnProfileLink({ area }: { area: LayoutArea }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const to = area === 'member' ? paths.member.manageProfile.href(club) : paths.profile.href(club);
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="xs"
      leftSection={<IconUserCircle size={16} aria-hidden />}
      className={classes.siteLink}
    >
      {t('myProfile')}
    </Button>
  );
}
