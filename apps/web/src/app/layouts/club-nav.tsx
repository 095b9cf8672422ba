// The club's own navigation (document 01 §2): logo, Home, Programs, About, Contact, and Sign In and
// Register, or a "My Account" menu (Dashboard, Profile, Sign Out) once signed in.
import { Link, NavLink, useNavigate } from 'react-router';
import { Box, Button, Container, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { ClubLogo } from '../../components/club-logo';
import { paths } from '../../config/paths';
import classes from './public-layout.module.css';

function ClubNavLinks() {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  const links = [
    { label: t('nav.home'), to: paths.home.href(club), end: true },
    { label: t('nav.programs'), to: paths.programs.href(club), end: false },
    { label: t('nav.about'), to: paths.about.href(club), end: false },
    { label: t('nav.contact'), to: paths.contact.href(club), end: false },
  ];
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} wrap="wrap">
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.end} className={classes.navLink}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </Group>
  );
}

function AccountMenu() {
  const { t } = useTranslation('layout');
  const { club } = useTenant();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="outline" rightSection={<IconChevronDown size={16} aria-hidden />}>
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

export function ClubNav() {
  const { t } = useTranslation('layout');
  const { club, clubName } = useTenant();
  const { user } = useAuth();
  return (
    <Box component="nav" aria-label={t('nav.label')} className={classes.clubNav}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Link
            to={paths.home.href(club)}
            aria-label={t('nav.homeOf', { club: clubName })}
            style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
          >
            <ClubLogo />
          </Link>
          <Box visibleFrom="md">
            <ClubNavLinks />
          </Box>
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <AccountMenu />
            ) : (
              <>
                <Button component={Link} to={paths.login.href(club)} variant="subtle" px="xs">
                  {t('nav.signIn')}
                </Button>
                <Button component={Link} to={paths.register.href(club)} px="sm">
                  {t('nav.register')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        <Box hiddenFrom="md" mt="xs">
          <ClubNavLinks />
        </Box>
      </Container>
    </Box>
  );
}
