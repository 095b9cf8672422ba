// A printable copy of one signature: the policy's text of the version signed, the typed name, the
// account, the time and the address it came from. The family and staff open it; it prints alone
// (components/print-document.module.css).
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import { formatExactDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../components/use-page-title';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import css from '../../../components/print-document.module.css';

export default function PolicyAcceptancePage() {
  const { t, i18n } = useTranslation('policies');
  const navigate = useNavigate();
  const { membershipId = '', acceptanceId = '' } = useParams();
  usePageTitle(t('copy.title'));
  const q = useOperation(policyOperations.copy, { params: { membershipId, id: acceptanceId } }, { retry: false });
  if (q.isError) return <EmptyState tone="error" text={t('copy.notFound')} />;
  if (!q.data) return <Loading h={200} />;
  const a = q.data;
  const when = formatExactDateTime(a.accepted_at, i18n.resolvedLanguage);
  const facts: [string, string][] = [
    [t('copy.family'), a.family_name],
    [t('copy.signature'), a.signature_name],
    [t('copy.account'), a.signed_by_email ?? '—'],
    [t('copy.time'), when],
    [t('copy.address'), a.ip_address ?? '—'],
    [t('copy.version'), String(a.version)],
  ];
  return (
    <Stack gap="md">
      <Group className={css.noPrint} gap="xs">
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('copy.back')}
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('copy.print')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" className={css.document}>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {a.club_name} · {t('copy.title')}
            </Text>
            <Title order={1} size="h2">
              {a.policy_title}
            </Title>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {a.text}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
