// A policy's versions, newest first, each with its full text and who saved it.
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import { formatDate } from '../../../lib/dates';
import { Loading } from '../../../components/loading';

export function PolicyHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation('policies');
  const q = useOperation(policyOperations.versions, { params: { id } });
  if (!q.data) return <Loading h={120} />;
  const lang = i18n.resolvedLanguage;
  return (
    <Accordion variant="separated" defaultValue={String(q.data.current_version)} order={3}>
      {q.data.versions.map((v) => (
        <Accordion.Item key={v.version} value={String(v.version)}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{t('admin.version', { version: v.version })}</Text>
              {v.version === q.data.current_version ? <Badge variant="light">{t('admin.current')}</Badge> : null}
              <Text size="sm" c="dimmed">
                {v.created_by_name
                  ? t('admin.savedBy', { date: formatDate(v.created_at, lang), name: v.created_by_name })
                  : t('admin.savedAt', { date: formatDate(v.created_at, lang) })}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {v.text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
