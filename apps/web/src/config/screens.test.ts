// The registry keeps document 02 §2's screens: the admin sidebar's six groups with their items, the
// staff items each behind its permission, a title in both languages for every page.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@springboard/contract/permissions';
import enAreas from '../locales/en/areas.json';
import esAreas from '../locales/es/areas.json';
import { SCREENS, layoutAreaOf, permissionOf, screenKey, screensOf, sidebarOf, sidebarPageOf } from './screens';

const labels = (area: 'admin' | 'staff' | 'member') =>
  sidebarOf(area).map((s) => [s.group, s.items.map((i) => enAreas.pages[i.page])]);

describe('screens registry', () => {
  it('gives the admin sidebar its six groups in order', () => {
    expect(labels('admin')).toEqual([
      ['staff', ['Add New Staff', 'Manage Staff']],
      ['membership', ['Add Member', 'Memberships', 'Member Invoices', 'Send Group Email']],
      ['athlete', ['Manage Athletes', 'Mark Attendance']],
      ['programs', ['Create New Program', 'Programs Management', 'Program Pricing Settings', 'Vouchers']],
      ['settings', ['Manage Settings', 'Manage User Roles', 'Role Permission Management', 'Scheduled Jobs']],
      ['reporting', ['Invoice & Payment Management', 'Unpaid Invoices', 'Generate Invoice']],
    ]);
  });

  it('puts every staff item behind one permission of the list, each used once', () => {
    const items = sidebarOf('staff').flatMap((s) => s.items);
    expect(items.map(permissionOf)).toEqual([...PERMISSIONS]);
    expect(items.map((i) => i.route.path)).toEqual([
      'staff/add-member',
      'staff/view-memberships',
      'staff/view-invoice',
      'staff/mark-attendance',
      'staff/manage-athletes',
      'staff/generate-invoice',
    ]);
  });

  it('lists the member items and keeps the edit pages and shared pages out of the sidebars', () => {
    expect(labels('member')).toEqual([
      ['main', ['My Invoices', 'Billing History', 'Update Card', 'Manage Profile', 'My Athletes']],
    ]);
    expect(screensOf('shared').map((s) => s.route.path)).toEqual(['profile', 'athletes', 'invoices', 'reports']);
    for (const area of ['admin', 'staff', 'member'] as const) {
      expect(screensOf(area).find((s) => s.page === 'editAthlete')?.route.path).toBe(`${area}/athlete/edit/:athleteId`);
    }
  });

  it('has one route and one key per screen, and a title in English and Spanish for every page', () => {
    expect(new Set(SCREENS.map((s) => s.route.path)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map(screenKey)).size).toBe(SCREENS.length);
    for (const s of SCREENS) {
      expect(enAreas.pages[s.page], s.page).toBeTruthy();
      expect(esAreas.pages[s.page], s.page).toBeTruthy();
    }
  });

  it("marks a page outside the sidebar under an item of its own area's sidebar (an athlete's edit page under the athletes list)", () => {
    for (const area of ['admin', 'staff', 'member'] as const) {
      const items = sidebarOf(area).flatMap((s) => s.items.map((i) => i.page as string));
      for (const s of screensOf(area)) {
        const place = sidebarPageOf(s);
        if (place !== undefined) expect(items, `${area}:${s.page}`).toContain(place);
      }
      const edit = screensOf(area).find((s) => s.page === 'editAthlete')!;
      expect(sidebarPageOf(edit)).toBe(area === 'member' ? 'manageAthlete' : 'manageAthletes');
    }
  });

  it('shows a fresh sign-up the member layout', () => {
    expect([layoutAreaOf('admin'), layoutAreaOf('staff'), layoutAreaOf('member'), layoutAreaOf('user')]).toEqual([
      'admin',
      'staff',
      'member',
      'member',
    ]);
  });
});
