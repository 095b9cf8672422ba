// The athletes list of every area: staff and admins see every family's
// athletes, a member their own. A table with paging, Edit and Delete (after a confirmation), and an
// Add New Athlete toggle that opens Athlete Registration above the list.
import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Athlete } from '@springboard/contract/athletes';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { programOperations } from '@springboard/contract/operations/programs';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { useAuth } from '../../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { toast } from '../../../lib/toast';
import { fullName } from '../athlete-form';
import { useAthleteLinks } from '../use-athlete-links';
import { AddAthletePanel } from './add-athlete-panel';
import { AthletesTable } from './athletes-table';

export function AthletesScreen({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('athletes');
  const { isAdmin, isStaff } = useAuth();
  const manager = isAdmin || isStaff;
  const athletes = usePagedList(athleteOperations.list, {});
  const programs = useOperation(programOperations.withSlots, {});
  // The families' names, for staff and admins (a member's athletes are all their own).
  const families = useOperation(membershipOperations.options, {}, { enabled: manager, staleTime: 30_000 });
  const links = useAthleteLinks();
  // Its enrollments and their places go with it (its invoices stay).
  const { mutateAsync: remove } = useOperationMutation(athleteOperations.remove, {
    invalidates: [athleteOperations, programOperations],
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Set<string>>(() => new Set());

  const familyNames = useMemo(
    () => (manager && families.data ? new Map(families.data.map((f) => [f.id, `${f.first_name} ${f.last_name}`])) : null),
    [manager, families.data],
  );

  const run = useCallback(
    async (a: Athlete) => {
      setDeleting((s) => new Set(s).add(a.id));
      try {
        await remove({ params: { id: a.id } });
        toast('success', t('toast.deleted', { name: fullName(a) }), { closeLabel: t('close') });
      } catch (err) {
        toast('error', t('toast.deleteFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
      } finally {
        setDeleting((s) => {
          const next = new Set(s);
          next.delete(a.id);
          return next;
        });
      }
    },
    [remove, t],
  );

  const confirmDelete = useCallback(
    (a: Athlete) =>
      modals.openConfirmModal({
        title: t('delete.title'),
        children: <Text size="sm">{t('delete.text', { name: fullName(a) })}</Text>,
        labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
        confirmProps: { color: 'red' },
        closeButtonProps: { 'aria-label': t('close') },
        onConfirm: () => void run(a),
      }),
    [run, t],
  );

  return (
    <Stack gap="md">
      <PageHeader title={title} lead={lead} />
      <Group>
        <Button
          leftSection={adding ? <IconX size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
          variant={adding ? 'default' : 'filled'}
          aria-expanded={adding}
          onClick={() => setAdding((v) => !v)}
        >
          {adding ? t('add.close') : t('add.toggle')}
        </Button>
      </Group>
      {adding ? (
        programs.isError ? (
          <Text c="red.9" role="alert">
            {t('form.programsFailed')}
          </Text>
        ) : (
          <AddAthletePanel programs={programs.data ?? []} chooseFamily={manager} onDone={() => setAdding(false)} />
        )
      ) : null}
      <AthletesTable list={athletes} families={familyNames} editHref={links.edit} deleting={deleting} onDelete={confirmDelete} />
    </Stack>
  );
}
