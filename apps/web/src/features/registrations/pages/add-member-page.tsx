// /club/<slug>/staff/add-member (permission add_membership_page) and /club/<slug>/admin/add-member:
// the registration form of the public page for a family at the desk, paid in cash.
// Rendered inside the area layout, so it brings no container of its own; its
// title is the sidebar's name for the screen.
import { useTranslation } from 'react-i18next';
import { RegistrationFlow } from '../components/registration-flow';

export default function AddMemberPage() {
  const { t } = useTranslation('registration');
  const { t: ta } = useTranslation('areas');
  return <RegistrationFlow mode="cash" title={ta('pages.addMember')} lead={t('addMember.lead')} />;
}
