// Where a role lands after sign-in (document 01 §4): the admin's add-staff page, the staff's
// add-member page, the member's dashboard. Read by the sign-in page and the guards.
import { paths } from './paths';

/** null for a role outside the three (a fresh sign-up), so the caller picks where to go. */
export function roleLanding(club: string, role: string): string | null {
  if (role === 'admin') return paths.admin.addStaff.href(club);
  if (role === 'staff') return paths.staff.addMember.href(club);
  if (role === 'member') return paths.dashboard.href(club);
  return null;
}

export function landingFor(club: string, role: string): string {
  return roleLanding(club, role) ?? paths.dashboard.href(club);
}
