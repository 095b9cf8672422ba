// /about: the club's name, and its mission and values as it wrote them in the Website screen; the
// club's contact details from its settings. A club that wrote nothing gets one line saying so.
import { Link } from 'react-router';
import { Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { useWebsite } from '../../../lib/website';
import { contactParagraphs } from '../../../lib/contact-info';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { Paragraphs } from '../components/paragraphs';

export function AboutPage() {
  const { t } = useTranslation('public');
  const { club, clubName, settings } = useTenant();
  const { texts, text } = useWebsite();
  const mission = text(texts?.about.mission);
  const values = text(texts?.about.values);
  const contact = contactParagraphs(settings?.contact_info);
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('about.title', { club: clubName })} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: contact.length ? 8 : 12 }}>
          <Stack gap="xl" maw={760}>
            {mission ? (
              <section aria-labelledby="mission-title">
                <Title order={2} size="h3" mb="xs" id="mission-title">
                  {t('about.missionTitle')}
                </Title>
                <Paragraphs text={mission} />
              </section>
            ) : null}
            {values ? (
              <section aria-labelledby="values-title">
                <Title order={2} size="h3" mb="xs" id="values-title">
                  {t('about.valuesTitle')}
                </Title>
                <Paragraphs text={values} />
              </section>
            ) : null}
            {texts && !mission && !values ? <Text>{t('about.nothingYet', { club: clubName })}</Text> : null}
          </Stack>
        </Grid.Col>
        {contact.length ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('about.contactTitle')}
              </Title>
              <Stack gap="sm" component="address" style={{ fontStyle: 'normal' }}>
                {contact.map((lines, i) => (
                  <Text key={i}>
                    {lines.map((line, j) => (
                      <span key={j}>
                        {j > 0 && <br />}
                        {line}
                      </span>
                    ))}
                  </Text>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        ) : null}
      </Grid>
      <Group mt="xl">
        <Button component={Link} to={paths.programs.href(club)}>
          {t('about.seePrograms')}
        </Button>
        <Button component={Link} to={paths.contact.href(club)} variant="default">
          {t('about.contactUs')}
        </Button>
      </Group>
    </Container>
  );
}
