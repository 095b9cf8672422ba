// The member area's Policies: what the family signed, newest first, each with a printable copy.
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { formatDate } from '../../../lib/dates';

export default function FamilyPoliciesPage() {
  const { t, i18n } = useTranslation(['policies', 'areas']);
  const { club } = useTenant();
  const q = useOperation(policyOperations.family, { query: {} });
  return (
    <Stack gap="md">
      <PageHeader title={t('areas:pages.memberPolicies')} lead={t('family.lead')} />
      {!q.data ? (
        <Loading h={160} />
      ) : q.data.acceptances.length === 0 ? (
        <EmptyState text={t('family.empty')} />
      ) : (
        q.data.acceptances.map((a) => (
          <Paper key={a.id} withBorder p="md" radius="md">
            <Text fw={600}>{a.policy_title}</Text>
            <Text size="sm">
              {t('acceptances.signedBy', { name: a.signature_name, version: a.version, date: formatDate(a.accepted_at, i18n.resolvedLanguage) })}
            </Text>
            <Anchor component={Link} to={paths.policyAcceptance.href(club, a.membership_id, a.id)} size="sm">
              {t('family.print')}
            </Anchor>
          </Paper>
        ))
      )}
    </Stack>
  );
}
