// The public header's phone and tablet menu (below 1024 px): everything of the header, as a list in a
// drawer, with the club's phone. Its own module, loaded the first time the menu button is pressed, so
// the Drawer, its overlay, focus trap and scroll lock stay out of the landing's first load.
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Anchor, Box, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { contactDetails, telHref } from '../../lib/contact-info';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import type { HeaderEntry } from './header-entries';
import { useSignOut } from './use-sign-out';
import classes from './public-layout.module.css';

/** Phone and tablet: everything of the header, as a list in a drawer. */
export default function PhoneMenu({
  entries,
  opened,
  onClose,
  id,
}: {
  entries: HeaderEntry[];
  opened: boolean;
  onClose: () => void;
  id: string;
}) {
  const { t } = useTranslation('layout');
  const { club, clubName, settings } = useTenant();
  const { user } = useAuth();
  const logout = useSignOut();
  const phone = contactDetails(settings?.contact_info).phone;
  // Mounted closed, then opened, so the drawer slides in the first time too.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
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
      opened={opened && mounted}
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
