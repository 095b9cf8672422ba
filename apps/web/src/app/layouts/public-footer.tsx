// The footer (document 01 §2): the club's name with "Platform", quick links, resources, the contact
// block from settings split into paragraphs at blank lines, and the copyright with this year.
import { Link } from 'react-router';
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { contactParagraphs } from '../../lib/contact-info';
import { paths } from '../../config/paths';
import classes from './public-layout.module.css';

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Title order={2} size="h5" c="white" mb="sm">
        {title}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((l) => (
          <li key={l.to}>
            <Anchor component={Link} to={l.to} className={classes.footerLink}>
              {l.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function PublicFooter() {
  const { t } = useTranslation('layout');
  const { club, clubName, settings } = useTenant();
  const paragraphs = contactParagraphs(settings?.contact_info);
  const contact = paragraphs.length ? paragraphs : [[t('footer.noAddress')], [t('footer.noEmail')], [t('footer.noPhone')]];

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Box>
            <Title order={2} size="h4" c="white" mb="sm">
              {t('footer.platform', { club: clubName })}
            </Title>
            <Text size="sm">{t('footer.about')}</Text>
          </Box>
          <LinkList
            title={t('footer.quickLinks')}
            links={[
              { label: t('nav.home'), to: paths.home.href(club) },
              { label: t('nav.programs'), to: paths.programs.href(club) },
              { label: t('nav.about'), to: paths.about.href(club) },
              { label: t('nav.contact'), to: paths.contact.href(club) },
              { label: t('nav.register'), to: paths.register.href(club) },
              { label: t('top.feedback'), to: paths.feedback.href(club) },
              { label: t('top.careers'), to: paths.careers.href(club) },
            ]}
          />
          <LinkList
            title={t('footer.resources')}
            links={[
              { label: t('footer.faq'), to: paths.faq.href(club) },
              { label: t('footer.support'), to: paths.support.href(club) },
              { label: t('top.newsletter'), to: paths.newsletter.href(club) },
              { label: t('top.community'), to: paths.community.href(club) },
              { label: t('footer.privacyPolicy'), to: paths.privacyPolicy.href(club) },
              { label: t('footer.termsOfService'), to: paths.termsOfService.href(club) },
              { label: t('footer.accessibility'), to: paths.accessibilityPolicy.href(club) },
            ]}
          />
          <Box>
            <Title order={2} size="h5" c="white" mb="sm">
              {t('footer.contact')}
            </Title>
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
          </Box>
        </SimpleGrid>
        <Divider my="lg" color="dark.4" />
        <Text size="sm" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear(), club: clubName })}
        </Text>
      </Container>
    </Box>
  );
}
