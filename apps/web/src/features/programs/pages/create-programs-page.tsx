// /club/<slug>/admin/create-programs (Create New Program): a new program with its weekly
// slots in one save. Rendered inside the admin layout; its title is the sidebar's name for it.
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { programOperations } from '@springboard/contract/operations/programs';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { useTenant } from '../../../lib/tenant-context';
import { useOperationMutation } from '../../../lib/operations';
import { ProgramForm } from '../components/program-form';
import { emptyProgram } from '../program-form';

const INITIAL = emptyProgram();

export default function CreateProgramsPage() {
  const { t } = useTranslation('programs');
  const { t: ta } = useTranslation('areas');
  const { club } = useTenant();
  // Every programs read of the club (public site, registration, this area) refreshes after it.
  const create = useOperationMutation(programOperations.create, { invalidates: [programOperations] });
  return (
    <>
      <PageHeader title={ta('pages.createPrograms')} lead={t('create.lead')}>
        <Anchor component={Link} to={paths.admin.managePrograms.href(club)} size="sm">
          {t('create.viewAll')}
        </Anchor>
      </PageHeader>
      <ProgramForm mode="create" initialValues={INITIAL} onSave={(body) => create.mutateAsync({ body })} />
    </>
  );
}
