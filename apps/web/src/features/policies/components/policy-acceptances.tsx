// Who signed a policy (each signature with a printable copy) and which families have not signed its
// current version.
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { Loading } from '../../../components/loading';

export function PolicyAcceptances({ id }: { id: string }) {
  const { t, i18n } = useTranslation('policies');
  const { club } = useTenant();
  const q = useOperation(policyOperations.acceptances, { params: { id } });
  if (!q.data) return <Loading h={120} />;
  const d = q.data;
  return (
    <Stack gap="md">
      <section>
        <Title order={3} size="h4" mb="xs">
          {t('acceptances.notAccepted', { version: d.current_version, count: d.not_accepted.length })}
        </Title>
        {d.not_accepted.length ? (
          <List size="sm" spacing={4}>
            {d.not_accepted.map((n) => (
              <List.Item key={n.membership_id}>
                {n.family_name} ({n.email}) —{' '}
                {n.accepted_version === null ? t('acceptances.never') : t('acceptances.lastAccepted', { version: n.accepted_version })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('acceptances.none')}</Text>
        )}
      </section>
      <section>
        <Title order={3} size="h4" mb="xs">
          {t('acceptances.accepted', { count: d.acceptances.length })}
        </Title>
        {d.acceptances.length ? (
          <List size="sm" spacing={4}>
            {d.acceptances.map((a) => (
              <List.Item key={a.id}>
                {a.family_name}:{' '}
                {t('acceptances.signedBy', { name: a.signature_name, version: a.version, date: formatDate(a.accepted_at, i18n.resolvedLanguage) })}{' '}
                <Anchor component={Link} to={paths.policyAcceptance.href(club, a.membership_id, a.id)}>
                  {t('acceptances.print')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('acceptances.noneSigned')}</Text>
        )}
      </section>
    </Stack>
  );
}
