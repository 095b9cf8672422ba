// The frame of the admin, staff and member areas: a header (menu button on phones, the club, the
// language selector, a link to the public site) and the sidebar, which becomes a drawer below
// 768 px (document 02 §2); the page in <main>.
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { ClubLogo } from '../../../components/club-logo';
import { LanguageSelect } from '../../../components/language-select';
import { Loading } from '../../../components/loading';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import type { LayoutArea } from '../../../config/screens';
import { AreaSidebar } from './area-sidebar';

export function AreaLayout({ area }: { area: LayoutArea }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  useEffect(() => close(), [pathname, close]);

  const logout = async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('closeMenu') : t('openMenu')}
              aria-expanded={opened}
              aria-controls="area-sidebar"
            />
            <Link
              to={paths.home.href(club)}
              style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
              aria-label={t('clubSite')}
            >
              <ClubLogo size={32} />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSelect w={112} />
            <Button
              component={Link}
              to={paths.home.href(club)}
              variant="subtle"
              size="xs"
              leftSection={<IconWorld size={16} aria-hidden />}
              visibleFrom="sm"
            >
              {t('clubSite')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="area-sidebar" aria-label={t(`dashboard.${area}`)}>
        <AreaSidebar area={area} onNavigate={close} onLogout={() => void logout()} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" style={{ outline: 'none' }}>
        <Suspense fallback={<Loading h="40vh" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
