// The club's information pages (FAQ, policies, support, feedback, careers, newsletter, community,
// blog, training, membership, camps) as the club wrote them in the Website screen, with the links a
// reader of that page needs next. A page the club has not written says it is not available, except
// the accessibility statement: until the club writes its own, the software's statement (what this
// website aims for and its known gaps) is shown, which is true of every club's site.
import { Link } from 'react-router';
import { Accordion, Button, Center, Container, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebsitePageKey } from '@springboard/contract/website';
import { useTenant } from '../../../lib/tenant-context';
import { useWebsite } from '../../../lib/website';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { Paragraphs } from '../components/paragraphs';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';

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

/** Which of the club's pages a route shows (privacy and privacy-policy are one policy, so are terms
 *  and terms-of-service; the FAQ is the club's questions) and which links follow it. */
const PAGES: Record<InfoPageKey, { content: WebsitePageKey | 'faq'; actions: ActionKey[] }> = {
  faq: { content: 'faq', actions: ['register', 'contact'] },
  privacy: { content: 'privacy', actions: ['contact'] },
  'privacy-policy': { content: 'privacy', actions: ['contact'] },
  terms: { content: 'terms', actions: ['contact'] },
  'terms-of-service': { content: 'terms', actions: ['contact'] },
  support: { content: 'support', actions: ['forgotPassword', 'login', 'contact'] },
  'accessibility-policy': { content: 'accessibility', actions: ['contact'] },
  feedback: { content: 'feedback', actions: ['contact'] },
  careers: { content: 'careers', actions: ['contact'] },
  newsletter: { content: 'newsletter', actions: ['register', 'contact'] },
  community: { content: 'community', actions: ['register', 'contact'] },
  blog: { content: 'blog', actions: ['programs', 'register'] },
  training: { content: 'training', actions: ['programs', 'register'] },
  membership: { content: 'membership', actions: ['register', 'contact'] },
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

function Actions({ actions }: { actions: ActionKey[] }) {
  const { t } = useTranslation('info');
  const { club } = useTenant();
  return (
    <Group mt="xl">
      {actions.map((a, i) => (
        <Button key={a} component={Link} to={ACTION_HREF[a](club)} variant={i === 0 ? 'filled' : 'default'}>
          {t(`actions.${a}`)}
        </Button>
      ))}
    </Group>
  );
}

function NotAvailable() {
  const { t } = useTranslation('info');
  const { club, clubName } = useTenant();
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('notAvailableTitle')} lead={t('notAvailableText', { club: clubName })} />
      <Button component={Link} to={paths.home.href(club)}>
        {t('home')}
      </Button>
    </Container>
  );
}

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation(['info', 'common']);
  const { texts, loading, text } = useWebsite();
  const { content, actions } = PAGES[page];
  // A policy the club wrote in its Policies screen under this page's name (privacy, terms, or the
  // route's own, e.g. terms-of-service) is the page: its current version, as families sign it.
  const policies = useOperation(policyOperations.list, {});
  const policy = (policies.data ?? []).find((p) => p.slug === content || p.slug === page);

  if (loading || policies.isLoading) {
    return (
      <Center h="40vh" role="status" aria-label={t('common:loading')}>
        <Loader />
      </Center>
    );
  }
  if (content === 'faq') {
    const entries = (texts?.faq ?? []).map((e) => ({ question: text(e.question), answer: text(e.answer) }));
    if (!entries.length) return <NotAvailable />;
    return (
      <Container size="md" py="xl">
        <PageHeader title={t('faqTitle')} />
        <Accordion variant="separated" radius="md" multiple order={2}>
          {/* Values become element ids: the index, not the question's words. */}
          {entries.map((e, i) => (
            <Accordion.Item key={i} value={`q${i}`}>
              <Accordion.Control>
                <Text component="span" fw={600}>
                  {e.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Paragraphs text={e.answer} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Actions actions={actions} />
      </Container>
    );
  }
  if (policy) {
    return (
      <Container size="md" py="xl">
        <PageHeader title={policy.title} />
        <Paragraphs text={policy.text} />
        <Actions actions={actions} />
      </Container>
    );
  }
  const written = texts?.pages[content];
  if (!written && content === 'accessibility') return <SoftwareAccessibilityStatement />;
  if (!written) return <NotAvailable />;
  return (
    <Container size="md" py="xl">
      <PageHeader title={text(written.title)} />
      <Paragraphs text={text(written.body)} />
      <Actions actions={actions} />
    </Container>
  );
}

type Section = { heading: string; body: string };

/** The accessibility statement of the software itself, for a club that has not written its own. */
function SoftwareAccessibilityStatement() {
  const { t } = useTranslation('info');
  const { clubName } = useTenant();
  const vars = { club: clubName };
  const sections = t('accessibility.sections', { returnObjects: true, ...vars }) as Section[];
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('accessibility.title', vars)} lead={t('accessibility.lead', vars)} />
      {sections.map((s) => (
        <section key={s.heading}>
          <Title order={2} size="h3" mt="lg" mb="xs">
            {s.heading}
          </Title>
          <Paragraphs text={s.body} />
        </section>
      ))}
      <Actions actions={['contact']} />
    </Container>
  );
}
