// Permission names staff can hold (document 02 §6), and the roles of a club.
export const PERMISSIONS = [
  'add_membership_page',
  'show_memberships_page',
  'view_membership_invoices',
  'mark_attendance_page',
  'manage_athletes_page',
  'generate_invoice_page',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'staff', 'member'] as const;
export type Role = (typeof ROLES)[number];
/** 'user' is the role of a fresh sign-up that has not been given one of the three. */
export type UserRole = Role | 'user';
