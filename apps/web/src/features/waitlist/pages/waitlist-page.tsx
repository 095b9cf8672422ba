// /club/<slug>/admin/waitlist and /staff/waitlist (manage_athletes_page): every full slot's line in
// order, with Up/Down buttons to reorder it, a page of entries at a time (the server pages and
// searches it; the page and the search are kept in the address); /member/waitlist: the family's own entries with their
// offers, to accept or decline, or to leave the list. A table on wide screens; on a
// phone one card per entry, its buttons within reach rather than behind a sideways scroll.
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@springboard/contract/waitlist';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { useAuth } from '../../../lib/auth-context';
import { toast } from '../../../lib/toast';
import { WAITLIST_CHANGES } from '../../../components/waitlist/waitlist-changes';
import { useOperationMutation } from '../../../lib/operations';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ListPager } from '../../../components/data-table/data-table-view';
import { pageWindow } from '../../../components/data-table/data-table-model';
import { useAnswerEntry } from '../api/waitlist';
import { dateTimeText, groupBySlot } from '../components/slot-text';
import { translateKey } from '../../../lib/i18n';

/** One entry as the page shows it, wherever it sits (a table row or a card); `open`: an offer
 *  waiting for the family's answer. */
type Shown = { entry: WaitlistEntry; name: string; first: boolean; last: boolean; open: boolean };

function useEntryParts() {
  const { t, i18n } = useTranslation('waitlist');
  const { isMember } = useAuth();
  // Staff reorder a slot's line.
  const move = useOperationMutation(waitlistOperations.move, { invalidates: WAITLIST_CHANGES });
  const answer = useAnswerEntry();

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast('success', done, { closeLabel: t('close') });
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close') });
    }
  };

  const status = ({ entry: e, open }: Shown) => (
    <Group gap="xs">
      <Badge variant="light" color={e.status === 'offered' ? 'green' : 'gray'}>
        {t(`status.${e.status}`)}
      </Badge>
      {open && e.offer && <Text size="sm">{t('heldUntil', { when: dateTimeText(e.offer.expires_at, i18n.language) })}</Text>}
    </Group>
  );

  const family = ({ entry: e }: Shown) => (
    <>
      <Text size="sm">{`${e.family.first_name} ${e.family.last_name}`}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {e.family.email}
      </Text>
    </>
  );

  const actions = ({ entry: e, name, first, last, open }: Shown) => {
    if (isMember) {
      return (
        <>
          {open && (
            <>
              <Button size="xs" onClick={() => void run(() => answer.mutateAsync({ id: e.id, action: 'accept' }), t('accepted'))}>
                {t('accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void run(() => answer.mutateAsync({ id: e.id, action: 'decline' }), t('declined'))}
              >
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
      );
    }
    return (
      <>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          aria-label={t('upAria', { name })}
          disabled={first || move.isPending}
          onClick={() => void run(() => move.mutateAsync({ params: { id: e.id }, body: { direction: 'up' } }), t('moved'))}
        >
          {t('up')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          aria-label={t('downAria', { name })}
          disabled={last || move.isPending}
          onClick={() => void run(() => move.mutateAsync({ params: { id: e.id }, body: { direction: 'down' } }), t('moved'))}
        >
          {t('down')}
        </Button>
      </>
    );
  };

  return { isMember, status, family, actions };
}

type Parts = ReturnType<typeof useEntryParts>;

function SlotTable({ shown, parts }: { shown: Shown[]; parts: Parts }) {
  const { t } = useTranslation('waitlist');
  return (
    <Table.ScrollContainer minWidth={parts.isMember ? 520 : 640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.position')}</Table.Th>
            <Table.Th>{t('columns.athlete')}</Table.Th>
            {!parts.isMember && <Table.Th>{t('columns.family')}</Table.Th>}
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((s) => (
            <Table.Tr key={s.entry.id}>
              <Table.Td>{s.entry.position ?? '–'}</Table.Td>
              <Table.Td>{s.name}</Table.Td>
              {!parts.isMember && <Table.Td>{parts.family(s)}</Table.Td>}
              <Table.Td>{parts.status(s)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  {parts.actions(s)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SlotCards({ shown, parts }: { shown: Shown[]; parts: Parts }) {
  const { t } = useTranslation('waitlist');
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {shown.map((s) => (
        <Card key={s.entry.id} component="li" withBorder padding="sm" radius="md">
          <Stack gap={6}>
            <Text fw={600}>
              {s.entry.position !== null && (
                <Text span c="dimmed" fw={600}>
                  {`${t('columns.position')} ${s.entry.position} · `}
                </Text>
              )}
              {s.name}
            </Text>
            {!parts.isMember && <div>{parts.family(s)}</div>}
            {parts.status(s)}
            <Group gap="xs">{parts.actions(s)}</Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Entries a page: a few slots' lines at once. */
const WAITLIST_PAGE_SIZE = 20;

export default function WaitlistPage() {
  const { t, i18n } = useTranslation('waitlist');
  const { t: ta } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const dayName = (day: string) => translateKey(tc, `slotPicker.days.${day}`);
  // A family's own entries, or every family's for staff: a page at a time.
  const list = usePagedList(waitlistOperations.list, { query: {} }, { pageSize: WAITLIST_PAGE_SIZE });
  const parts = useEntryParts();
  // Below the `sm` breakpoint, where the app's lists (DataTable) turn into cards.
  const { breakpoints } = useMantineTheme();
  const phone = useMediaQuery(`(width < ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ?? false;

  const title = parts.isMember ? ta('pages.myWaitlist') : ta('pages.waitlist');
  return (
    <>
      <PageHeader title={title} lead={parts.isMember ? t('memberLead') : t('staffLead')} />
      {!parts.isMember && (list.total > 0 || list.searched) && (
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          maw={420}
          mb="md"
        />
      )}
      {list.loading ? (
        <Loading h={200} />
      ) : list.failed ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(list.error) })} />
      ) : list.rows.length === 0 ? (
        <EmptyState text={list.searched ? t('noMatch') : parts.isMember ? t('emptyMember') : t('emptyStaff')} />
      ) : (
        <Stack gap="xl" aria-busy={list.fetching || undefined}>
          {groupBySlot(list.rows, dayName, i18n.resolvedLanguage).map((g) => {
            // Places in line come from the server, so a line cut by a page still knows its ends.
            const shown = g.entries.map((entry) => ({
              entry,
              name: `${entry.athlete.first_name} ${entry.athlete.last_name}`,
              first: entry.position === 1,
              last: entry.position !== null && entry.position === entry.line_length,
              open: entry.status === 'offered' && entry.offer?.status === 'open',
            }));
            return (
              <section key={g.key} aria-labelledby={`slot-${g.key}`}>
                <Title order={2} size="h3" id={`slot-${g.key}`} mb="sm">
                  {g.title}
                </Title>
                {phone ? <SlotCards shown={shown} parts={parts} /> : <SlotTable shown={shown} parts={parts} />}
              </section>
            );
          })}
          {list.pageCount > 1 && (
            <ListPager window={pageWindow(list.total, list.page - 1, list.pageSize)} onPage={(i) => list.setPage(i + 1)} />
          )}
        </Stack>
      )}
    </>
  );
}
