// /athletes (any signed-in user), in the layout of the user's role: the athletes list the
// role may see. Staff need Manage Athletes, as on their own athletes page.
import { useTranslation } from 'react-i18next';
import { Alert } from '@mantine/core';
import { Can } from '../../../components/can';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { AthletesScreen } from '../components/athletes-screen';

export default function AthletesPage() {
  const { t } = useTranslation(['areas', 'athletes', 'common']);
  const { isStaff, isAdmin } = useAuth();
  const screen = (
    <AthletesScreen
      title={t('areas:pages.athletes')}
      lead={t(isStaff || isAdmin ? 'athletes:list.leadStaff' : 'athletes:list.leadMember')}
    />
  );
  if (!isStaff) return screen;
  return (
    <Can
      permission="manage_athletes_page"
      pending={<Loading h="40vh" />}
      fallback={
        <>
          <PageHeader title={t('areas:pages.athletes')} />
          <Alert variant="light" color="gray">
            {t('common:noAccess')}
          </Alert>
        </>
      }
    >
      {screen}
    </Can>
  );
}
