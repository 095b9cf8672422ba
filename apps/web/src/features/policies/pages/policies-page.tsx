// The admin's Policies screen: the club's policies and waivers, each edited in a dialog (a changed
// text is a new version), with its version history and who has accepted it.
import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@springboard/contract/policies';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PolicyForm } from '../components/policy-form';
import { PolicyHistory } from '../components/policy-history';
import { PolicyAcceptances } from '../components/policy-acceptances';

type Open = { kind: 'edit'; policy: Policy | null } | { kind: 'versions' | 'acceptances'; policy: Policy } | null;

export default function PoliciesPage() {
  const { t } = useTranslation(['policies', 'areas']);
  const list = useOperation(policyOperations.list, {});
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const title =
    open?.kind === 'edit'
      ? open.policy
        ? t('admin.editTitle')
        : t('admin.addTitle')
      : open?.kind === 'versions'
        ? `${t('admin.versions')}: ${open.policy.title}`
        : open?.kind === 'acceptances'
          ? t('acceptances.title', { title: open.policy.title })
          : '';

  return (
    <Stack gap="md">
      <PageHeader title={t('areas:pages.policies')} lead={t('admin.lead')}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ kind: 'edit', policy: null })} w="fit-content">
          {t('admin.add')}
        </Button>
      </PageHeader>
      {!list.data ? (
        <Loading h={160} />
      ) : list.data.length === 0 ? (
        <EmptyState text={t('admin.empty')} />
      ) : (
        list.data.map((p) => (
          <Paper key={p.id} withBorder p="md" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} size="h4">
                  {p.title}
                </Title>
                <Group gap="xs">
                  {/* An address is lower case: the badge's capitals would misspell it. */}
                  <Badge variant="light" color="gray" tt="none">
                    /{p.slug}
                  </Badge>
                  <Badge variant="light">{t('admin.version', { version: p.current_version })}</Badge>
                  {p.required_at_registration ? <Badge color="red.9">{t('admin.required')}</Badge> : null}
                </Group>
              </Group>
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                {p.text}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => setOpen({ kind: 'edit', policy: p })}>
                  {t('admin.edit')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'versions', policy: p })}>
                  {t('admin.versions')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'acceptances', policy: p })}>
                  {t('admin.acceptances')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))
      )}
      <Modal opened={open !== null} onClose={close} title={title} size="lg" closeButtonProps={{ 'aria-label': t('admin.close') }}>
        {open?.kind === 'edit' ? <PolicyForm key={open.policy?.id ?? 'new'} policy={open.policy} onDone={close} /> : null}
        {open?.kind === 'versions' ? <PolicyHistory id={open.policy.id} /> : null}
        {open?.kind === 'acceptances' ? <PolicyAcceptances id={open.policy.id} /> : null}
      </Modal>
    </Stack>
  );
}
