import { describe, expect, it } from 'vitest';
import type { SearchResults } from '@springboard/contract/search';
import { searchableKinds, searchOptions, shortenEmail } from './search-results';

describe('shortenEmail', () => {
  it('keeps an address of 20 characters or fewer, and shortens a longer one to its first 20 and an ellipsis', () => {
    expect(shortenEmail('ana@example.test')).toBe('ana@example.test');
    expect(shortenEmail('a'.repeat(8) + '@example.com')).toBe('aaaaaaaa@example.com'); // exactly 20
    expect(shortenEmail('ana.garcia.family@example.test')).toBe('ana.garcia.family@ex…');
    // Counted in characters, not UTF-16 units: an accent or an emoji is not cut in half.
    expect(shortenEmail('josé.😀.núñez.family@example.test')).toBe('josé.😀.núñez.family@…');
  });
});

describe('searchableKinds', () => {
  const holding =
    (...held: string[]) =>
    (p: string) =>
      held.includes(p);
  it('gives admins every kind, staff the kinds of their pages, members none', () => {
    expect(searchableKinds('admin', () => true)).toEqual(['members', 'athletes', 'staff']);
    expect(searchableKinds('staff', holding('show_memberships_page'))).toEqual(['members']);
    expect(searchableKinds('staff', holding('manage_athletes_page', 'show_memberships_page'))).toEqual(['members', 'athletes']);
    expect(searchableKinds('staff', holding('mark_attendance_page'))).toEqual([]);
    expect(searchableKinds('member', () => true)).toEqual([]);
  });
});

describe('searchOptions', () => {
  const results: SearchResults = {
    searched: ['members', 'athletes', 'staff'],
    members: [{ id: 'm1', first_name: 'Ana', last_name: 'Garcia', email: 'ana@example.test' }],
    athletes: [{ id: 'a1', first_name: 'Mia', last_name: 'Garcia', membership_id: 'm1', family_email: 'ana@example.test' }],
    staff: [{ id: 's1', first_name: 'Cora', last_name: 'Coach', email: 'cora@example.test' }],
    more: { members: false, athletes: false, staff: false },
  };

  it("leads a member to the area's memberships with that family open, an athlete to its edit page, staff to Manage Staff", () => {
    const admin = searchOptions(results, 'demo', 'admin');
    expect(admin.members[0]).toEqual({
      kind: 'members',
      value: 'members:m1',
      name: 'Ana Garcia',
      email: 'ana@example.test',
      href: '/club/demo/admin/view-memberships?membership=m1',
    });
    expect(admin.athletes[0]!.href).toBe('/club/demo/admin/athlete/edit/a1');
    expect(admin.staff[0]!.href).toBe('/club/demo/admin/manage-staff');
    const staff = searchOptions(results, 'demo', 'staff');
    expect(staff.members[0]!.href).toBe('/club/demo/staff/view-memberships?membership=m1');
    expect(staff.athletes[0]!.href).toBe('/club/demo/staff/athlete/edit/a1');
  });
});
