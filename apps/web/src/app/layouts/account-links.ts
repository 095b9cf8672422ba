// Where the public site's account buttons lead for each role (document 01 §2): the top bar's
// Dashboard goes to the invoices of the user's area; an admin has no member area, so the admin area.
import type { SessionUser } from '@springboard/contract/auth';
import { landingFor } from '../../config/role-landing';
import { paths } from '../../config/paths';

export function dashboardHref(club: string, role: SessionUser['role']): string {
  if (role === 'staff') return paths.staff.viewInvoice.href(club);
  if (role === 'admin') return landingFor(club, role);
  return paths.member.viewInvoice.href(club);
}
