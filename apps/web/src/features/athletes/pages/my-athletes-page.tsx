// member/manage-athlete: the family's own athletes, with Add New Athlete for a brother or sister.
import { useTranslation } from 'react-i18next';
import { AthletesScreen } from '../components/athletes-screen';

export default function MyAthletesPage() {
  const { t } = useTranslation('areas');
  const { t: ta } = useTranslation('athletes');
  return <AthletesScreen title={t('pages.manageAthlete')} lead={ta('list.leadMember')} />;
}
