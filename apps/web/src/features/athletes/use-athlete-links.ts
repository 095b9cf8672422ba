// Where an athlete screen links to, by the area of the signed-in role: the admin's, the staff's or
// the member's list and edit pages: the athlete edit route depends on the role.
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';

export type AthleteLinks = { list: string; edit: (athleteId: string) => string };

export function athleteLinks(club: string, role: string | undefined): AthleteLinks {
  if (role === 'admin')
    return { list: paths.admin.manageAthletes.href(club), edit: (id) => paths.admin.athleteEdit.href(club, id) };
  if (role === 'staff')
    return { list: paths.staff.manageAthletes.href(club), edit: (id) => paths.staff.athleteEdit.href(club, id) };
  return { list: paths.member.manageAthlete.href(club), edit: (id) => paths.member.athleteEdit.href(club, id) };
}

export function useAthleteLinks(): AthleteLinks {
  const { club } = useTenant();
  const { user } = useAuth();
  return athleteLinks(club, user?.role);
}
