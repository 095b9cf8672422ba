// The club's information pages (FAQ, policies, support, feedback, careers, newsletter, community,
// blog, training, membership, camps): text from the 'info' locale under <content>, written
// for the club by name, with the links a reader of that page needs next.
import { Link } from 'react-router';
import { Accordion, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';

export type InfoPageKey =
  | 'faq'
  | 'privacy'
  | 'terms'
  | 'support'
  | 'privacy-policy'
  | 'terms-of-service'
  | 'accessibility-policy'
  | 'feedback'
  | 'careers'
  | 'newsletter'
  | 'community'
  | 'blog'
  | 'training'
  | 'membership'
  | 'camps';

type ActionKey = 'register' | 'contact' | 'programs' | 'login' | 'forgotPassword' | 'faq' | 'privacyPolicy';

/** The texts under <content> in the 'info' locale (its own file: the landing does not load it). */
type InfoContent =
  | 'faq'
  | 'privacy'
  | 'terms'
  | 'support'
  | 'accessibility'
  | 'feedback'
  | 'careers'
  | 'newsletter'
  | 'community'
  | 'blog'
  | 'training'
  | 'membership'
  | 'camps';

/** Which text a route shows (privacy and privacy-policy are one policy, so are terms and
 *  terms-of-service) and which links follow it. */
const PAGES: Record<InfoPageKey, { content: InfoContent; actions: ActionKey[]; faqStyle?: boolean }> = {
  faq: { content: 'faq', actions: ['register', 'contact'], faqStyle: true },
  privacy: { content: 'privacy', actions: ['contact'] },
  'privacy-policy': { content: 'privacy', actions: ['contact'] },
  terms: { content: 'terms', actions: ['privacyPolicy', 'contact'] },
  'terms-of-service': { content: 'terms', actions: ['privacyPolicy', 'contact'] },
  support: { content: 'support', actions: ['forgotPassword', 'login', 'contact'] },
  'accessibility-policy': { content: 'accessibility', actions: ['contact'] },
  feedback: { content: 'feedback', actions: ['contact'] },
  careers: { content: 'careers', actions: ['contact'] },
  newsletter: { content: 'newsletter', actions: ['register', 'contact'] },
  community: { content: 'community', actions: ['register', 'contact'] },
  blog: { content: 'blog', actions: ['programs', 'register'] },
  training: { content: 'training', actions: ['programs', 'register'] },
  membership: { content: 'membership', actions: ['register', 'faq'] },
  camps: { content: 'camps', actions: ['contact', 'programs'] },
};

const ACTION_HREF: Record<ActionKey, (club: string) => string> = {
  register: paths.register.href,
  contact: paths.contact.href,
  programs: paths.programs.href,
  login: paths.login.href,
  forgotPassword: paths.forgotPassword.href,
  faq: paths.faq.href,
  privacyPolicy: paths.privacyPolicy.href,
};

type Section = { heading: string; body: string };

function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {text.split('\n\n').map((p, i) => (
        <Text key={i}>{p}</Text>
      ))}
    </Stack>
  );
}

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation('info');
  const { club, clubName } = useTenant();
  const { content, actions, faqStyle } = PAGES[page];
  const vars = { club: clubName };
  const sections = t(`${content}.sections`, { returnObjects: true, ...vars }) as Section[];

  return (
    <Container size="md" py="xl">
      <PageHeader title={t(`${content}.title`, vars)} lead={t(`${content}.lead`, vars)} />
      {faqStyle ? (
        <Accordion variant="separated" radius="md" multiple order={2}>
          {/* Values become element ids: the index, not the question's words. */}
          {sections.map((s, i) => (
            <Accordion.Item key={s.heading} value={`q${i}`}>
              <Accordion.Control>
                <Text component="span" fw={600}>
                  {s.heading}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Paragraphs text={s.body} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <Stack gap="xl">
          {sections.map((s) => (
            <section key={s.heading}>
              <Title order={2} size="h3" mb="xs">
                {s.heading}
              </Title>
              <Paragraphs text={s.body} />
            </section>
          ))}
        </Stack>
      )}
      <Group mt="xl">
        {actions.map((a, i) => (
          <Button key={a} component={Link} to={ACTION_HREF[a](club)} variant={i === 0 ? 'filled' : 'default'}>
            {t(`actions.${a}`)}
          </Button>
        ))}
      </Group>
    </Container>
  );
}
