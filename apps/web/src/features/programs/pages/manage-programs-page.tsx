// /club/<slug>/admin/manage-programs (Programs Management): the club's programs, and one of
// them open for editing (?program=<id>, so the browser's back button returns to the list), with
// the coaches of each of its slots.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { programOperations } from '@springboard/contract/operations/programs';
import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { ProgramForm } from '../components/program-form';
import { ProgramsTable } from '../components/programs-table';
import { SlotCoaches } from '../components/slot-coaches';
import { programToValues } from '../program-form';

const NO_ROWS: ProgramWithSlots[] = [];

export default function ManageProgramsPage() {
  const { t } = useTranslation('programs');
  const { t: ta } = useTranslation('areas');
  const { club } = useTenant();
  const [params, setParams] = useSearchParams();
  const editing = params.get('program');
  // The public site's query, fetched afresh on opening: the places taken in each slot decide what
  // may be deleted.
  const programs = useOperation(programOperations.withSlots, {}, { staleTime: 0 });
  const onEdit = useCallback((p: ProgramWithSlots) => setParams({ program: p.id }), [setParams]);
  const title = ta('pages.managePrograms');

  if (!editing) {
    return (
      <>
        <PageHeader title={title} lead={t('manage.lead')}>
          <Anchor component={Link} to={paths.admin.createPrograms.href(club)} size="sm">
            {t('manage.createFirst')}
          </Anchor>
        </PageHeader>
        <ProgramsTable rows={programs.data ?? NO_ROWS} loading={programs.isLoading} failed={programs.isError} onEdit={onEdit} />
      </>
    );
  }

  const back = (
    <Button
      component={Link}
      to={paths.admin.managePrograms.href(club)}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('manage.back')}
    </Button>
  );
  const program = programs.data?.find((p) => p.id === editing);
  let body;
  if (programs.isLoading) body = <Loading h="40vh" />;
  else if (programs.isError)
    body = (
      <Alert color="red" role="alert">
        {t('manage.loadFailed')}
      </Alert>
    );
  else if (!program) body = <Alert color="gray">{t('manage.notFound')}</Alert>;
  else body = <EditProgram key={program.id} program={program} />;

  return (
    <>
      <PageHeader title={title}>
        <Group>{back}</Group>
      </PageHeader>
      {body}
    </>
  );
}

function EditProgram({ program }: { program: ProgramWithSlots }) {
  const { t } = useTranslation('programs');
  // Refreshed whether it saved or not: a refusal may come from places taken meanwhile.
  const update = useOperationMutation(programOperations.update, { invalidates: [programOperations] });
  return (
    <>
      <Title order={2} size="h2" mb="md">
        {t('manage.editTitle', { program: program.label })}
      </Title>
      <ProgramForm
        mode="update"
        image={program.image}
        initialValues={programToValues(program)}
        onSave={(body) => update.mutateAsync({ params: { id: program.id }, body })}
      />
      <SlotCoaches program={program} />
    </>
  );
}
