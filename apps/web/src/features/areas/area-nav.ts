// The signed-in areas' screens (document 02 §2): the admin sidebar's groups, the staff items with
// the permission each needs, the member items, and the routes outside the sidebar.
import type { Permission } from '@springboard/contract/permissions';
import { paths } from '../../app/paths';

export type AreaName = 'admin' | 'staff' | 'member';
type Route = { path: string; href: (club: string) => string };

/** One screen: `key` names its title (areas:pages.<key>) and, later, its component. */
export type AreaScreen = { key: string; route: Route; permission?: Permission };
export type AreaGroup = { key: string; items: AreaScreen[] };

export const ADMIN_GROUPS: AreaGroup[] = [
  {
    key: 'staff',
    items: [
      { key: 'addStaff', route: paths.admin.addStaff },
      { key: 'manageStaff', route: paths.admin.manageStaff },
    ],
  },
  {
    key: 'membership',
    items: [
      { key: 'addMember', route: paths.admin.addMember },
      { key: 'viewMemberships', route: paths.admin.viewMemberships },
      { key: 'viewInvoice', route: paths.admin.viewInvoice },
      { key: 'groupEmail', route: paths.admin.groupEmail },
    ],
  },
  {
    key: 'athlete',
    items: [
      { key: 'manageAthletes', route: paths.admin.manageAthletes },
      { key: 'markAttendance', route: paths.admin.markAttendance },
    ],
  },
  {
    key: 'programs',
    items: [
      { key: 'createPrograms', route: paths.admin.createPrograms },
      { key: 'managePrograms', route: paths.admin.managePrograms },
      { key: 'pricingSettings', route: paths.admin.pricingSettings },
    ],
  },
  {
    key: 'settings',
    items: [
      { key: 'manageSettings', route: paths.admin.manageSettings },
      { key: 'manageUsers', route: paths.admin.manageUsers },
      { key: 'manageRoles', route: paths.admin.manageRoles },
    ],
  },
  {
    key: 'reporting',
    items: [
      { key: 'invoiceManagement', route: paths.admin.invoices },
      { key: 'unpaidInvoices', route: paths.admin.unpaidInvoices },
      { key: 'generateInvoice', route: paths.admin.generateInvoice },
    ],
  },
];

export const STAFF_ITEMS: AreaScreen[] = [
  { key: 'addMember', route: paths.staff.addMember, permission: 'add_membership_page' },
  { key: 'viewMemberships', route: paths.staff.viewMemberships, permission: 'show_memberships_page' },
  { key: 'viewInvoice', route: paths.staff.viewInvoice, permission: 'view_membership_invoices' },
  { key: 'markAttendance', route: paths.staff.markAttendance, permission: 'mark_attendance_page' },
  { key: 'manageAthletes', route: paths.staff.manageAthletes, permission: 'manage_athletes_page' },
  { key: 'generateInvoice', route: paths.staff.generateInvoice, permission: 'generate_invoice_page' },
];

export const MEMBER_ITEMS: AreaScreen[] = [
  { key: 'memberInvoices', route: paths.member.viewInvoice },
  { key: 'viewPayment', route: paths.member.viewPayment },
  { key: 'updateCard', route: paths.member.updateCard },
  { key: 'manageProfile', route: paths.member.manageProfile },
  { key: 'manageAthlete', route: paths.member.manageAthlete },
];

/** Pages every signed-in user may open (02 §2 "Other wrapped pages"), in the layout of their role. */
export const SHARED_SCREENS: AreaScreen[] = [
  { key: 'profile', route: paths.profile },
  { key: 'athletes', route: paths.athletes },
  { key: 'invoices', route: paths.invoices },
  { key: 'reports', route: paths.reports },
];

/** The area whose layout a signed-in user sees: a fresh sign-up ('user') is shown the member's. */
export function areaOf(role: string): AreaName {
  return role === 'admin' || role === 'staff' ? role : 'member';
}
