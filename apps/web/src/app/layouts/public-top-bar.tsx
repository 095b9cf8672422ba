// The public top bar (document 01 §2): Login or Logout, the Feedback/Careers/Newsletter/Community
// links, the language selector, Join Now or Dashboard, and the club's phone on small screens.
import { Link, useNavigate } from 'react-router';
import { Anchor, Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { contactDetails, telHref } from '../../lib/contact-info';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { dashboardHref } from './account-links';
import classes from './public-layout.module.css';

export function PublicTopBar() {
  const { t } = useTranslation('layout');
  const { club, settings } = useTenant();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const phone = contactDetails(settings?.contact_info).phone;
  const wide = useMediaQuery('(min-width: 64em)', true);

  const links = [
    { label: t('top.feedback'), to: paths.feedback.href(club) },
    { label: t('top.careers'), to: paths.careers.href(club) },
    { label: t('top.newsletter'), to: paths.newsletter.href(club) },
    { label: t('top.community'), to: paths.community.href(club) },
  ];

  const logout = async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };

  return (
    <Box className={classes.topBar}>
      <Container size="lg" py={6} px={{ base: 10, sm: 'md' }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            {phone && (
              <Anchor
                href={telHref(phone)}
                className={classes.topLink}
                fz="xs"
                hiddenFrom="md"
                aria-label={t('top.call', { phone })}
              >
                <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                  <IconPhone size={13} aria-hidden />
                  {phone}
                </Group>
              </Anchor>
            )}
            <Box component="nav" aria-label={t('top.navLabel')} visibleFrom="md">
              <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {links.map((l) => (
                  <li key={l.to}>
                    <Anchor component={Link} to={l.to} className={classes.topLink}>
                      {l.label}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Box>
          </Group>
          <Group gap={wide ? 'xs' : 6} wrap="nowrap">
            <LanguageSelect w={wide ? 112 : 88} compact={!wide} />
            {user ? (
              <UnstyledButton className={classes.topLink} onClick={() => void logout()} px={wide ? 4 : 0}>
                {t('top.logout')}
              </UnstyledButton>
            ) : (
              <Anchor component={Link} to={paths.login.href(club)} className={classes.topLink} px={wide ? 4 : 0}>
                {t('top.login')}
              </Anchor>
            )}
            {user ? (
              <Button component={Link} to={dashboardHref(club, user.role)} size="compact-sm">
                {t('top.dashboard')}
              </Button>
            ) : (
              <Button component={Link} to={paths.register.href(club)} size="compact-sm">
                {t('top.joinNow')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
