// The registry keeps every screen of the signed-in areas: the admin sidebar's six groups with their items, the
// staff items each behind its permission, a title in both languages for every page.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@springboard/contract/permissions';
import enAreas from '../locales/en/areas.json';
import esAreas from '../locales/es/areas.json';
import { SCREENS, layoutAreaOf, permissionOf, screenKey, screensOf, sidebarOf, sidebarPageOf } from './screens';

const labels = (area: 'admin' | 'staff' | 'member') =>
  sidebarOf(area).map((s) => [s.group, s.items.map((i) => enAreas.pages[i.page])]);

describe('screens registry', () => {
  it('gives the admin sidebar its home at the top, then its six groups in order', () => {
    expect(labels('admin')).toEqual([
      ['main', ['Home']],
      ['staff', ['Add New Staff', 'Manage Staff']],
      ['membership', ['Add Member', 'Memberships', 'Member Invoices', 'Send Group Email']],
      ['athlete', ['Manage Athletes', 'Mark Attendance', 'Waitlist', 'Check-in', 'Ready to move up']],
      ['programs', ['Create New Program', 'Programs Management', 'Program Pricing Settings', 'Vouchers', 'Terms', 'Closed dates', 'Skills curricula']],
      ['settings', ['Manage Settings', 'Website', 'Manage User Roles', 'Role Permission Management', 'Scheduled Jobs', 'Data Requests', 'Policies']],
      ['reporting', ['Invoice & Payment Management', 'Unpaid Invoices', 'Generate Invoice', 'Reconciliation', 'Due Payments', 'Reports', 'Activity']],
    ]);
  });

  it('puts every staff item behind one permission of the list (the waitlist with the athletes one, due payments with the invoices one)', () => {
    const [home, ...items] = sidebarOf('staff').flatMap((s) => s.items);
    // The home first, without a permission of its own: it shows the parts of the pages held.
    expect(home?.route.path).toBe('staff/home');
    expect(home && permissionOf(home)).toBeUndefined();
    // manage_credits, view_medical_info, manage_makeups, all_classes and evaluate_skills have no page of their own:
    // refunds, credits and tokens are actions on a family's page, medical details a part of the
    // athlete's page, all_classes widens Mark Attendance and a coach evaluates skills from the attendance sheet and the athlete's page. Check-in goes with attendance.
    const expected: string[] = PERMISSIONS.filter((p) => !['manage_credits', 'view_medical_info', 'manage_makeups', 'all_classes', 'evaluate_skills'].includes(p));
    expected.splice(expected.indexOf('manage_athletes_page') + 1, 0, 'manage_athletes_page');
    expected.push('mark_attendance_page', 'manage_athletes_page', 'view_membership_invoices');
    expect(items.map(permissionOf)).toEqual(expected);
    expect(items.map((i) => i.route.path)).toEqual([
      'staff/add-member',
      'staff/view-memberships',
      'staff/view-invoice',
      'staff/mark-attendance',
      'staff/manage-athletes',
      'staff/waitlist',
      'staff/generate-invoice',
      'staff/check-in',
      'staff/ready-to-move-up',
      'due-payments',
    ]);
  });

  it('lists the member items (member home first) and keeps the edit pages and the other shared pages out of the staff and member sidebars', () => {
    expect(labels('member')).toEqual([
      ['main', ['Home', 'Invoices', 'Billing History', 'Statement', 'Update Card', 'Manage Profile', 'Athletes', 'Waitlist', 'Classes & Make-ups', 'Policies', 'Progress']],
    ]);
    expect(screensOf('shared').map((s) => s.route.path)).toEqual([
      'profile',
      'athletes',
      'invoices',
      'invoices/:invoiceId',
      'invoices/:invoiceId/receipts/:paymentId',
      'statements/:membershipId',
      'due-payments',
      'reports',
      'policies/:membershipId/acceptances/:acceptanceId',
    ]);
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
