// The screens of the signed-in areas, one entry each: its area, route, the
// permission staff need, and where the sidebar lists it. The router (app/area-routes.tsx), the
// sidebars (app/layouts/area-sidebar.tsx) and the guards (app/guards.tsx) all read this list.
// Adding a screen: its route in paths.ts, one entry here, its page under features/<domain>/pages
// with one line in app/screen-pages.ts (until then it shows "not available in this version"), and
// its title `areas:pages.<page>` in locales/en and es (typecheck fails without the English one).
import type { Permission } from '@springboard/contract/permissions';
import { paths, type ParamRoute, type Route } from './paths';

/** 'shared': any signed-in user, inside the layout of their own role. */
export type ScreenArea = 'admin' | 'staff' | 'member' | 'shared';
/** The areas with a layout and a sidebar of their own. */
export type LayoutArea = Exclude<ScreenArea, 'shared'>;

/** The admin sidebar's collapsible groups, in order; 'main' is the flat list of the staff and member sidebars. */
export const ADMIN_GROUPS = ['staff', 'membership', 'athlete', 'programs', 'settings', 'reporting'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];
export type SidebarGroup = AdminGroup | 'main';

type ScreenEntry = {
  /** The page shown (app/screen-pages.ts) and its title, `areas:pages.<page>`; the same page may serve two areas. */
  page: string;
  area: ScreenArea;
  route: Route | ParamRoute | { path: string };
  /** Staff need it to open the screen or see it in the sidebar; admins hold every permission. */
  permission?: Permission;
  /** Where the area's sidebar lists it; without one the screen is reached by a link (an athlete's edit page). */
  sidebar?: SidebarGroup;
  /** For a screen outside the sidebar: the page of the sidebar item shown as the current place. */
  under?: string;
  /** A shared screen with a group (admin sidebar) that the staff sidebar lists too, for staff holding its permission. */
  staffSidebar?: true;
};

// One screen a line, read as a table.
// prettier-ignore
export const SCREENS = [
  // Admin area: the sidebar titled Admin Dashboard, the home at the top, then by group.
  { area: 'admin', page: 'home', route: paths.admin.home, sidebar: 'main' },
  { area: 'admin', page: 'addStaff', route: paths.admin.addStaff, sidebar: 'staff' },
  { area: 'admin', page: 'manageStaff', route: paths.admin.manageStaff, sidebar: 'staff' },
  { area: 'admin', page: 'addMember', route: paths.admin.addMember, sidebar: 'membership' },
  { area: 'admin', page: 'viewMemberships', route: paths.admin.viewMemberships, sidebar: 'membership' },
  { area: 'admin', page: 'viewInvoice', route: paths.admin.viewInvoice, sidebar: 'membership' },
  { area: 'admin', page: 'groupEmail', route: paths.admin.groupEmail, sidebar: 'membership' },
  { area: 'admin', page: 'manageAthletes', route: paths.admin.manageAthletes, sidebar: 'athlete' },
  { area: 'admin', page: 'markAttendance', route: paths.admin.markAttendance, sidebar: 'athlete' },
  { area: 'admin', page: 'waitlist', route: paths.admin.waitlist, sidebar: 'athlete' },
  { area: 'admin', page: 'createPrograms', route: paths.admin.createPrograms, sidebar: 'programs' },
  { area: 'admin', page: 'managePrograms', route: paths.admin.managePrograms, sidebar: 'programs' },
  { area: 'admin', page: 'pricingSettings', route: paths.admin.pricingSettings, sidebar: 'programs' },
  { area: 'admin', page: 'vouchers', route: paths.admin.vouchers, sidebar: 'programs' },
  { area: 'admin', page: 'manageSettings', route: paths.admin.manageSettings, sidebar: 'settings' },
  { area: 'admin', page: 'website', route: paths.admin.website, sidebar: 'settings' },
  { area: 'admin', page: 'manageUsers', route: paths.admin.manageUsers, sidebar: 'settings' },
  { area: 'admin', page: 'manageRoles', route: paths.admin.manageRoles, sidebar: 'settings' },
  { area: 'admin', page: 'scheduledJobs', route: paths.admin.scheduledJobs, sidebar: 'settings' },
  { area: 'admin', page: 'dataRequests', route: paths.admin.dataRequests, sidebar: 'settings' },
  { area: 'admin', page: 'invoiceManagement', route: paths.admin.invoices, sidebar: 'reporting' },
  { area: 'admin', page: 'unpaidInvoices', route: paths.admin.unpaidInvoices, sidebar: 'reporting' },
  { area: 'admin', page: 'generateInvoice', route: paths.admin.generateInvoice, sidebar: 'reporting' },
  { area: 'admin', page: 'reconciliation', route: paths.admin.reconciliation, sidebar: 'reporting' },
  { area: 'admin', page: 'editAthlete', route: paths.admin.athleteEdit, under: 'manageAthletes' },
  // Staff area: the home (its figures by permission), then each item only with its permission.
  { area: 'staff', page: 'home', route: paths.staff.home, sidebar: 'main' },
  { area: 'staff', page: 'addMember', route: paths.staff.addMember, permission: 'add_membership_page', sidebar: 'main' },
  { area: 'staff', page: 'viewMemberships', route: paths.staff.viewMemberships, permission: 'show_memberships_page', sidebar: 'main' },
  { area: 'staff', page: 'viewInvoice', route: paths.staff.viewInvoice, permission: 'view_membership_invoices', sidebar: 'main' },
  { area: 'staff', page: 'markAttendance', route: paths.staff.markAttendance, permission: 'mark_attendance_page', sidebar: 'main' },
  { area: 'staff', page: 'manageAthletes', route: paths.staff.manageAthletes, permission: 'manage_athletes_page', sidebar: 'main' },
  { area: 'staff', page: 'waitlist', route: paths.staff.waitlist, permission: 'manage_athletes_page', sidebar: 'main' },
  { area: 'staff', page: 'generateInvoice', route: paths.staff.generateInvoice, permission: 'generate_invoice_page', sidebar: 'main' },
  { area: 'staff', page: 'editAthlete', route: paths.staff.athleteEdit, under: 'manageAthletes' },
  // Member area: the family's home (/dashboard, where a member lands), then its pages.
  { area: 'member', page: 'memberHome', route: paths.dashboard, sidebar: 'main' },
  { area: 'member', page: 'memberInvoices', route: paths.member.viewInvoice, sidebar: 'main' },
  { area: 'member', page: 'viewPayment', route: paths.member.viewPayment, sidebar: 'main' },
  { area: 'member', page: 'memberStatement', route: paths.member.statement, sidebar: 'main' },
  { area: 'member', page: 'updateCard', route: paths.member.updateCard, sidebar: 'main' },
  { area: 'member', page: 'manageProfile', route: paths.member.manageProfile, sidebar: 'main' },
  { area: 'member', page: 'manageAthlete', route: paths.member.manageAthlete, sidebar: 'main' },
  { area: 'member', page: 'myWaitlist', route: paths.member.waitlist, sidebar: 'main' },
  { area: 'member', page: 'myClasses', route: paths.member.classes, sidebar: 'main' },
  { area: 'member', page: 'editAthlete', route: paths.member.athleteEdit, under: 'manageAthlete' },
  // Any signed-in user.
  { area: 'shared', page: 'profile', route: paths.profile },
  { area: 'shared', page: 'athletes', route: paths.athletes },
  { area: 'shared', page: 'invoices', route: paths.invoices },
  { area: 'shared', page: 'invoiceDetail', route: paths.invoiceDetail },
  { area: 'shared', page: 'invoiceReceipt', route: paths.invoiceReceipt },
  // A family's statement, opened from the family's page: staff who see invoices, and admins.
  { area: 'shared', page: 'statement', route: paths.statement, permission: 'view_membership_invoices' },
  // Due payments (/due-payments): charging a family's card, so admins and staff with view_membership_invoices,
  // in the admin's Reporting group and the staff sidebar.
  { area: 'shared', page: 'duePayments', route: paths.duePayments, permission: 'view_membership_invoices', sidebar: 'reporting', staffSidebar: true },
  // Reports: staff with view_membership_invoices (docs/permissions.md), and in the admin's Reporting group.
  { area: 'shared', page: 'reports', route: paths.reports, permission: 'view_membership_invoices', sidebar: 'reporting' },
  // The audit trail: admins only (it shows what staff did).
  { area: 'admin', page: 'activity', route: paths.admin.activity, sidebar: 'reporting' },
  // Front-desk check-in: whoever takes attendance, on a tablet at the door.
  { area: 'admin', page: 'checkIn', route: paths.admin.checkIn, sidebar: 'athlete' },
  { area: 'staff', page: 'checkIn', route: paths.staff.checkIn, permission: 'mark_attendance_page', sidebar: 'main' },
  // Policies and waivers: the admin writes them, a family sees what it signed, and a printable copy of a signature.
  { area: 'admin', page: 'policies', route: paths.adminPolicies, sidebar: 'settings' },
  { area: 'member', page: 'memberPolicies', route: paths.member.policies, sidebar: 'main' },
  { area: 'shared', page: 'policyAcceptance', route: paths.policyAcceptance },
  // Terms and closed dates: when the classes meet.
  { area: 'admin', page: 'terms', route: paths.admin.terms, sidebar: 'programs' },
  { area: 'admin', page: 'closedDates', route: paths.admin.closedDates, sidebar: 'programs' },
  // Skills: the curricula editor (admins), the ready-to-move-up list (offering a place is waitlist work: manage_athletes_page), and a family's progress.
  { area: 'admin', page: 'readyToMoveUp', route: paths.admin.readyToMoveUp, sidebar: 'athlete' },
  { area: 'admin', page: 'curricula', route: paths.admin.curricula, sidebar: 'programs' },
  { area: 'staff', page: 'readyToMoveUp', route: paths.staff.readyToMoveUp, permission: 'manage_athletes_page', sidebar: 'main' },
  { area: 'member', page: 'memberSkills', route: paths.member.skills, sidebar: 'main' },
] as const satisfies readonly ScreenEntry[];

export type Screen = (typeof SCREENS)[number];
/** Every page name of the registry: the keys of app/screen-pages.ts and of `areas:pages`. */
export type ScreenPage = Screen['page'];

/** A screen listed in a sidebar (always a route without parameters). */
export type SidebarItem = Extract<Screen, { sidebar: SidebarGroup }>;
export type SidebarSection = { group: SidebarGroup; items: SidebarItem[] };

const isSidebarItem = (s: Screen): s is SidebarItem => 'sidebar' in s;

/** The sidebar item a screen shows as the current place: its own, or the one it is `under`. */
export const sidebarPageOf = (s: Screen): ScreenPage | undefined =>
  'sidebar' in s ? s.page : 'under' in s ? s.under : undefined;

/** The permission staff need to open the screen, if any. */
export const permissionOf = (s: Screen): Permission | undefined => ('permission' in s ? s.permission : undefined);

/** Unique per screen (the same page may serve two areas): the route's React key. */
export const screenKey = (s: Screen) => `${s.area}:${s.page}`;

/** The sections of an area's sidebar in order: the admin's home then six groups, or the one flat 'main' list. */
export function sidebarOf(area: LayoutArea): SidebarSection[] {
  // A shared screen with a group (Reports) shows in the admin's sidebar, in the staff's too when it says so.
  const items = SCREENS.filter((s) => s.area === area || (area === 'admin' && s.area === 'shared')).filter(isSidebarItem);
  if (area === 'staff') items.push(...SCREENS.filter((s) => s.area === 'shared' && 'staffSidebar' in s).filter(isSidebarItem));
  const groups: readonly SidebarGroup[] = area === 'admin' ? ['main', ...ADMIN_GROUPS] : ['main'];
  // The staff sidebar is one flat list: its shared items join the end of it.
  const groupOf = (s: SidebarItem): SidebarGroup => (area === 'staff' ? 'main' : s.sidebar);
  return groups.map((group) => ({ group, items: items.filter((s) => groupOf(s) === group) }));
}

/** Does a staff member hold any staff page? (The home has no permission of its own: it shows the
 *  parts of the pages held, so it does not count.) */
export function holdsStaffPage(can: (permission?: Permission) => boolean): boolean {
  return sidebarOf('staff').some((section) =>
    section.items.some((item) => permissionOf(item) !== undefined && can(permissionOf(item))),
  );
}

export function screensOf(area: ScreenArea): Screen[] {
  return SCREENS.filter((s) => s.area === area);
}

/** The layout a signed-in user sees for the shared pages: a fresh sign-up ('user') gets the member's. */
export function layoutAreaOf(role: string): LayoutArea {
  return role === 'admin' || role === 'staff' ? role : 'member';
}
