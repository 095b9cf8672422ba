// What the sidebar's global search shows and where a result leads:
// e-mails shortened past 20 characters; a member opens View Memberships on that family,
// an athlete its edit page, a staff member Manage Staff, each in the area of the signed-in role.
import { SEARCH_EMAIL_SHOWN, type SearchKind, type SearchResults } from '@springboard/contract/search';
import { paths } from '../../config/paths';

/** The first 20 characters and an ellipsis, past 20 (the full address goes in a title and the label). */
export function shortenEmail(email: string): string {
  const chars = Array.from(email);
  return chars.length > SEARCH_EMAIL_SHOWN ? `${chars.slice(0, SEARCH_EMAIL_SHOWN).join('')}…` : email;
}

export type SearchArea = 'admin' | 'staff';

/** The kinds a user may open (and so may search): the server decides the same way. */
export function searchableKinds(
  role: string | undefined,
  can: (permission: 'show_memberships_page' | 'manage_athletes_page') => boolean,
): SearchKind[] {
  if (role !== 'admin' && role !== 'staff') return [];
  const kinds: SearchKind[] = [];
  if (can('show_memberships_page')) kinds.push('members');
  if (can('manage_athletes_page')) kinds.push('athletes');
  if (role === 'admin') kinds.push('staff');
  return kinds;
}

/** One result as the list shows it; `value` is unique across kinds. */
export type SearchOption = { kind: SearchKind; value: string; name: string; email: string; href: string };

export function searchOptions(results: SearchResults, club: string, area: SearchArea): Record<SearchKind, SearchOption[]> {
  const name = (h: { first_name: string; last_name: string }) => `${h.first_name} ${h.last_name}`.trim();
  const memberships = area === 'admin' ? paths.admin.viewMemberships : paths.staff.viewMemberships;
  const athleteEdit = area === 'admin' ? paths.admin.athleteEdit : paths.staff.athleteEdit;
  return {
    members: results.members.map((m) => ({
      kind: 'members',
      value: `members:${m.id}`,
      name: name(m),
      email: m.email,
      href: `${memberships.href(club)}?${new URLSearchParams({ membership: m.id }).toString()}`,
    })),
    athletes: results.athletes.map((a) => ({
      kind: 'athletes',
      value: `athletes:${a.id}`,
      name: name(a),
      email: a.family_email,
      href: athleteEdit.href(club, a.id),
    })),
    staff: results.staff.map((s) => ({
      kind: 'staff',
      value: `staff:${s.id}`,
      name: name(s),
      email: s.email,
      href: paths.admin.manageStaff.href(club),
    })),
  };
}
