// /club/<slug>/admin/waitlist and /staff/waitlist (manage_athletes_page): every full slot's line in
// order, with Up/Down buttons to reorder it; /member/waitlist: the family's own entries with their
// offers, to accept or decline, or to leave the list (issue 9 item 2).
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@springboard/contract/waitlist';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { toast } from '../../../lib/toast';
import { useAnswerEntry, useMoveEntry } from '../api/waitlist';
import { useWaitlist } from '../../../components/waitlist/waitlist-queries';
import { dateTimeText, groupBySlot } from '../components/slot-text';
import { translateKey } from '../../../lib/i18n';

export default function WaitlistPage() {
  const { t, i18n } = useTranslation('waitlist');
  const { t: ta } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const dayName = (day: string) => translateKey(tc, `slotPicker.days.${day}`);
  const { isMember } = useAuth();
  const list = useWaitlist();
  const move = useMoveEntry();
  const answer = useAnswerEntry();

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast('success', done, { closeLabel: t('close') });
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close') });
    }
  };

  const status = (e: WaitlistEntry) => (
    <Badge variant="light" color={e.status === 'offered' ? 'green' : 'gray'}>
      {t(`status.${e.status}`)}
    </Badge>
  );

  const title = isMember ? ta('pages.myWaitlist') : ta('pages.waitlist');
  return (
    <>
      <PageHeader title={title} lead={isMember ? t('memberLead') : t('staffLead')} />
      {list.isLoading ? (
        <Loading h={200} />
      ) : list.isError ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(list.error) })} />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState text={isMember ? t('emptyMember') : t('emptyStaff')} />
      ) : (
        <Stack gap="xl">
          {groupBySlot(list.data ?? [], dayName, i18n.resolvedLanguage).map((g) => (
            <section key={g.key} aria-labelledby={`slot-${g.key}`}>
              <Title order={2} size="h3" id={`slot-${g.key}`} mb="sm">
                {g.title}
              </Title>
              <Table.ScrollContainer minWidth={isMember ? 520 : 640}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.position')}</Table.Th>
                      <Table.Th>{t('columns.athlete')}</Table.Th>
                      {!isMember && <Table.Th>{t('columns.family')}</Table.Th>}
                      <Table.Th>{t('columns.status')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.entries.map((e, i) => {
                      const name = `${e.athlete.first_name} ${e.athlete.last_name}`;
                      const open = e.status === 'offered' && e.offer?.status === 'open';
                      return (
                        <Table.Tr key={e.id}>
                          <Table.Td>{e.position ?? '–'}</Table.Td>
                          <Table.Td>{name}</Table.Td>
                          {!isMember && (
                            <Table.Td>
                              <Text size="sm">{`${e.family.first_name} ${e.family.last_name}`}</Text>
                              <Text size="xs" c="dimmed">
                                {e.family.email}
                              </Text>
                            </Table.Td>
                          )}
                          <Table.Td>
                            <Group gap="xs">
                              {status(e)}
                              {open && e.offer && (
                                <Text size="sm">{t('heldUntil', { when: dateTimeText(e.offer.expires_at, i18n.language) })}</Text>
                              )}
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap" justify="flex-end">
                              {isMember ? (
                                <>
                                  {open && (
                                    <>
                                      <Button size="xs" onClick={() => void run(() => answer.mutateAsync({ id: e.id, action: 'accept' }), t('accepted'))}>
                                        {t('accept')}
                                      </Button>
                                      <Button size="xs" variant="default" onClick={() => void run(() => answer.mutateAsync({ id: e.id, action: 'decline' }), t('declined'))}>
                                        {t('decline')}
                                      </Button>
                                    </>
                                  )}
                                  <Button
                                    size="xs"
                                    variant="subtle"
                                    color="red"
                                    aria-label={t('leaveAria', { name })}
                                    onClick={() => void run(() => answer.mutateAsync({ id: e.id, action: 'leave' }), t('left'))}
                                  >
                                    {t('leave')}
                                  </Button>
                                </>
                              ) : (
                                <>
                                  <Button
                                    size="xs"
                                    variant="default"
                                    leftSection={<IconArrowUp size={14} aria-hidden />}
                                    aria-label={t('upAria', { name })}
                                    disabled={i === 0 || move.isPending}
                                    onClick={() => void run(() => move.mutateAsync({ id: e.id, direction: 'up' }), t('moved'))}
                                  >
                                    {t('up')}
                                  </Button>
                                  <Button
                                    size="xs"
                                    variant="default"
                                    leftSection={<IconArrowDown size={14} aria-hidden />}
                                    aria-label={t('downAria', { name })}
                                    disabled={i === g.entries.length - 1 || move.isPending}
                                    onClick={() => void run(() => move.mutateAsync({ id: e.id, direction: 'down' }), t('moved'))}
                                  >
                                    {t('down')}
                                  </Button>
                                </>
                              )}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </section>
          ))}
        </Stack>
      )}
    </>
  );
}
