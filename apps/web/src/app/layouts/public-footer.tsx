// The footer: the club's name and its own blurb (none until written), quick links, club life (FAQ,
// Blog, Newsletter, Community, Feedback, Careers…: the pages the club wrote), the contact
// block from settings split into paragraphs at blank lines, and the copyright with this year, the
// legal pages and a small "Powered by Springboard" credit. While the club's settings load, the
// name and contact block are placeholders of the same size, so nothing moves when they arrive.
import { Link } from 'react-router';
import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { contactParagraphs } from '../../lib/contact-info';
import { useWebsite } from '../../lib/website';
import { footerLinks, type HeaderLink } from './header-entries';
import { useSiteContent } from './use-site-content';
import classes from './public-layout.module.css';

function LinkList({ title, links }: { title: string; links: HeaderLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Title order={2} className={classes.footerHeading}>
        {title}
      </Title>
      <ul className={classes.footerList}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={classes.footerLink}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}

export function PublicFooter() {
  const { t } = useTranslation('layout');
  const { club, clubName, settings, loading } = useTenant();
  const links = footerLinks(club, t, useSiteContent());
  const { texts, text } = useWebsite();
  const blurb = text(texts?.footer.blurb);
  const paragraphs = contactParagraphs(settings?.contact_info);
  const contact = paragraphs.length ? paragraphs : [[t('footer.noAddress')], [t('footer.noEmail')], [t('footer.noPhone')]];
  const year = new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" pt={48} pb="lg">
        <div className={classes.footerGrid}>
          <Box className={classes.footerWide}>
            {loading ? (
              <Skeleton h={26} w={200} mb="sm" className={classes.footerSkeleton} />
            ) : (
              <Title order={2} className={classes.footerClub}>
                {clubName}
              </Title>
            )}
            {blurb ? (
              <Text size="sm" maw={320}>
                {blurb}
              </Text>
            ) : null}
          </Box>
          <LinkList title={t('footer.quickLinks')} links={links.quick} />
          {links.life.length ? <LinkList title={t('footer.resources')} links={links.life} /> : null}
          <Box className={classes.footerWide}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.contact')}
            </Title>
            {loading ? (
              <Stack gap="sm">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} h={20} w="80%" className={classes.footerSkeleton} />
                ))}
              </Stack>
            ) : (
              <Stack gap="sm" component="address" style={{ fontStyle: 'normal' }}>
                {contact.map((lines, i) => (
                  <Text key={i} size="sm">
                    {lines.map((line, j) => (
                      <span key={j}>
                        {j > 0 && <br />}
                        {line}
                      </span>
                    ))}
                  </Text>
                ))}
              </Stack>
            )}
          </Box>
        </div>
        <div className={classes.footerBottom}>
          <Text size="sm">{loading ? '\u00a0' : t('footer.copyright', { year, club: clubName })}</Text>
          {links.legal.length ? (
            <Group gap="lg" component="nav" aria-label={t('footer.legal')}>
              {links.legal.map((l) => (
                <Link key={l.to} to={l.to} className={classes.footerLink}>
                  {l.label}
                </Link>
              ))}
            </Group>
          ) : null}
          <Text size="xs" className={classes.poweredBy}>
            {t('footer.poweredBy')}
          </Text>
        </div>
      </Container>
    </Box>
  );
}
