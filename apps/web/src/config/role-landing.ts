// Where a role lands after sign-in: the admin's and the staff's home (an overview of
// the club rather than a form, as add-staff and add-member were), the member's
// dashboard. Read by the sign-in page and the guards.
import { paths } from './paths';

/** null for a role outside the three (a fresh sign-up), so the caller picks where to go. */
export function roleLanding(club: string, role: string): string | null {
  if (role === 'admin') return paths.admin.home.href(club);
  if (role === 'staff') return paths.staff.home.href(club);
  if (role === 'member') return paths.dashboard.href(club);
  return null;
}

export function landingFor(club: string, role: string): string {
  return roleLanding(club, role) ?? paths.dashboard.href(club);
}
