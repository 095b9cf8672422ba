// The page behind each screen of the registry (config/screens.ts), each its own chunk fetched with
// the locale namespaces it reads, by page name (the admin's and the staff's Add Member are one page).
// Every screen has one (config/screens.test.ts walks the registry): a menu never leads to a dead end.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenPage } from '../config/screens';
import { withNamespaces } from '../lib/i18n';

export const SCREEN_PAGES: { readonly [P in ScreenPage]?: LazyExoticComponent<ComponentType> } = {
  home: lazy(withNamespaces(() => import('../features/home/pages/home-page'), 'home')),
  addMember: lazy(withNamespaces(() => import('../features/registrations/pages/add-member-page'), 'registration', 'payments', 'medical')),
  addStaff: lazy(withNamespaces(() => import('../features/users/pages/add-staff-page'), 'staff')),
  manageStaff: lazy(withNamespaces(() => import('../features/users/pages/manage-staff-page'), 'staff')),
  manageUsers: lazy(withNamespaces(() => import('../features/roles/pages/manage-users-page'), 'roles')),
  manageRoles: lazy(withNamespaces(() => import('../features/roles/pages/manage-roles-page'), 'roles')),
  createPrograms: lazy(withNamespaces(() => import('../features/programs/pages/create-programs-page'), 'programs')),
  managePrograms: lazy(withNamespaces(() => import('../features/programs/pages/manage-programs-page'), 'programs')),
  pricingSettings: lazy(withNamespaces(() => import('../features/pricing/pages/pricing-settings-page'), 'pricing')),
  manageSettings: lazy(withNamespaces(() => import('../features/settings/pages/manage-settings-page'), 'settings', 'medical')),
  website: lazy(withNamespaces(() => import('../features/website/pages/website-page'), 'website')),
  vouchers: lazy(withNamespaces(() => import('../features/vouchers/pages/vouchers-page'), 'vouchers')),
  viewMemberships: lazy(
    withNamespaces(() => import('../features/memberships/pages/view-memberships-page'), 'memberships', 'invoices', 'payments', 'credits', 'policies'),
  ),
  manageAthletes: lazy(withNamespaces(() => import('../features/athletes/pages/manage-athletes-page'), 'athletes')),
  manageAthlete: lazy(withNamespaces(() => import('../features/athletes/pages/my-athletes-page'), 'athletes')),
  athletes: lazy(withNamespaces(() => import('../features/athletes/pages/athletes-page'), 'athletes')),
  editAthlete: lazy(withNamespaces(() => import('../features/athletes/pages/edit-athlete-page'), 'athletes', 'medical', 'skills')),
  manageProfile: lazy(
    withNamespaces(() => import('../features/profile/pages/manage-profile-page'), 'profile', 'calendar', 'data-rights', 'policies'),
  ),
  profile: lazy(withNamespaces(() => import('../features/profile/pages/profile-page'), 'profile')),
  markAttendance: lazy(
    withNamespaces(() => import('../features/attendance/pages/mark-attendance-page'), 'attendance', 'medical', 'skills'),
  ),
  groupEmail: lazy(withNamespaces(() => import('../features/email/pages/group-email-page'), 'email')),
  memberInvoices: lazy(withNamespaces(() => import('../features/invoices/pages/member-invoices-page'), 'invoices', 'payments')),
  viewInvoice: lazy(withNamespaces(() => import('../features/invoices/pages/view-invoice-page'), 'invoices')),
  invoices: lazy(withNamespaces(() => import('../features/invoices/pages/invoices-page'), 'invoices', 'payments')),
  invoiceDetail: lazy(withNamespaces(() => import('../features/invoices/pages/invoice-detail-page'), 'invoices', 'payments')),
  invoiceReceipt: lazy(withNamespaces(() => import('../features/invoices/pages/invoice-receipt-page'), 'invoices', 'payments')),
  unpaidInvoices: lazy(withNamespaces(() => import('../features/invoices/pages/unpaid-invoices-page'), 'invoices')),
  generateInvoice: lazy(withNamespaces(() => import('../features/invoices/pages/generate-invoice-page'), 'invoices')),
  invoiceManagement: lazy(
    withNamespaces(() => import('../features/invoices/pages/invoice-management-page'), 'invoices', 'payments', 'credits'),
  ),
  viewPayment: lazy(
    withNamespaces(() => import('../features/payments/pages/billing-history-page'), 'payments', 'invoices', 'credits'),
  ),
  reconciliation: lazy(withNamespaces(() => import('../features/reconciliation/pages/reconciliation-page'), 'reconciliation')),
  statement: lazy(withNamespaces(() => import('../features/credits/pages/statement-page'), 'credits')),
  memberStatement: lazy(withNamespaces(() => import('../features/credits/pages/statement-page'), 'credits')),
  scheduledJobs: lazy(withNamespaces(() => import('../features/jobs/pages/scheduled-jobs-page'), 'jobs')),
  dataRequests: lazy(withNamespaces(() => import('../features/data-rights/pages/data-requests-page'), 'data-rights')),
  waitlist: lazy(withNamespaces(() => import('../features/waitlist/pages/waitlist-page'), 'waitlist')),
  myWaitlist: lazy(withNamespaces(() => import('../features/waitlist/pages/waitlist-page'), 'waitlist')),
  reports: lazy(withNamespaces(() => import('../features/reports/pages/reports-page'), 'reports')),
  memberHome: lazy(withNamespaces(() => import('../features/home/pages/member-home-page'), 'member', 'check-in')),
  duePayments: lazy(withNamespaces(() => import('../features/payments/pages/due-payments-page'), 'payments')),
  myClasses: lazy(withNamespaces(() => import('../features/makeups/pages/my-classes-page'), 'makeups')),
  updateCard: lazy(withNamespaces(() => import('../features/payments/pages/update-card-page'), 'payments', 'invoices')),
  activity: lazy(withNamespaces(() => import('../features/audit/pages/activity-page'), 'audit')),
  checkIn: lazy(withNamespaces(() => import('../features/check-in/pages/check-in-page'), 'check-in', 'medical')),
  policies: lazy(withNamespaces(() => import('../features/policies/pages/policies-page'), 'policies')),
  memberPolicies: lazy(withNamespaces(() => import('../features/policies/pages/family-policies-page'), 'policies')),
  policyAcceptance: lazy(withNamespaces(() => import('../features/policies/pages/policy-acceptance-page'), 'policies')),
  terms: lazy(withNamespaces(() => import('../features/terms/pages/terms-page'), 'week')),
  closedDates: lazy(withNamespaces(() => import('../features/closures/pages/closures-page'), 'week')),
  readyToMoveUp: lazy(withNamespaces(() => import('../features/skills/pages/ready-page'), 'skills')),
  curricula: lazy(withNamespaces(() => import('../features/skills/pages/curricula-page'), 'skills')),
  memberSkills: lazy(withNamespaces(() => import('../features/skills/pages/progress-page'), 'skills')),
};
