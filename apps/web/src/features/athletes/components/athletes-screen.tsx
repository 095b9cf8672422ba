// The athletes list of every area: staff and admins see every family's
// athletes, a member their own. A table with paging, Edit and Delete (after a confirmation), and an
// Add New Athlete toggle that opens Athlete Registration above the list.
import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Athlete } from '@springboard/contract/athletes';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useProgramsWithSlots } from '../../../lib/programs-query';
import { toast } from '../../../lib/toast';
import { useAthletes } from '../api/get-athletes';
import { useDeleteAthlete } from '../api/delete-athlete';
import { useFamilyOptions } from '../api/get-family-options';
import { fullName } from '../athlete-form';
import { useAthleteLinks } from '../use-athlete-links';
import { AddAthletePanel } from './add-athlete-panel';
import { AthletesTable } from './athletes-table';

const NO_ROWS: Athlete[] = [];

export function AthletesScreen({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('athletes');
  const { isAdmin, isStaff } = useAuth();
  const manager = isAdmin || isStaff;
  const athletes = useAthletes();
  const programs = useProgramsWithSlots();
  const families = useFamilyOptions(manager);
  const links = useAthleteLinks();
  const { mutateAsync: remove } = useDeleteAthlete();
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
        await remove(a.id);
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
      <AthletesTable
        rows={athletes.data ?? NO_ROWS}
        loading={athletes.isLoading}
        failed={athletes.isError}
        families={familyNames}
        editHref={links.edit}
        deleting={deleting}
        onDelete={confirmDelete}
      />
    </Stack>
  );
}
