// admin/manage-athletes and staff/manage-athletes (permission manage_athletes_page): every family's
// athletes.
import { useTranslation } from 'react-i18next';
import { AthletesScreen } from '../components/athletes-screen';

export default function ManageAthletesPage() {
  const { t } = useTranslation('areas');
  const { t: ta } = useTranslation('athletes');
  return <AthletesScreen title={t('pages.manageAthletes')} lead={ta('list.leadStaff')} />;
}
