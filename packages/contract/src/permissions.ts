// Permission names staff can hold, what each lets a staff member do, and the roles of a club.
export const PERMISSIONS = [
  'add_membership_page',
  'show_memberships_page',
  'view_membership_invoices',
  'mark_attendance_page',
  'manage_athletes_page',
  'generate_invoice_page',
  'manage_credits',
  'view_medical_info',
  'manage_makeups',
  'all_classes',
  'evaluate_skills',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets a staff member do (admins can do all of it). docs/permissions.md is
 *  generated from these and from the access rule of every operation (npm run docs). */
export const PERMISSION_DESCRIPTIONS = {
  add_membership_page: 'Add a family at the desk: the Add Member page, which registers a family paying in cash.',
  show_memberships_page:
    "See and edit every family's membership: the memberships list, a family's details and athletes, its registration fee and autopay, e-mailing one family, and finding members in the search.",
  view_membership_invoices:
    "See every family's invoices and payments and take their money: a family's invoices, accepting a cash or card payment, charging a saved card, updating a family's card, due payments and reports.",
  mark_attendance_page:
    "Take a class's attendance, and enrol an athlete into the class from the same page (which invoices the family).",
  manage_athletes_page:
    "See and edit every family's athletes, their enrolments and the waitlist (reordering it too), and find athletes in the search.",
  generate_invoice_page: 'Create an invoice for any family: the Generate Invoice page and the manual invoice of a membership.',
  manage_credits:
    "Give money back and give credit: refund a family's payment (by card through the payment provider, or paid out by hand) and give a family a credit that its next invoices use.",
  view_medical_info:
    "See and edit every athlete's medical and emergency details (notes, allergies, medications, photo consent, emergency contacts), on the athlete's page and from the attendance sheet's marker; each look is written to the audit log.",
  manage_makeups:
    "See every family's make-up tokens and make-ups, grant a token or void one (with a reason), and report an absence or book a make-up for a family.",
  all_classes:
    'See every class in attendance and on the home page; without it, a staff member taking attendance sees only the classes they coach.',
  evaluate_skills:
    "Evaluate athletes' skills: mark each skill of an athlete's level (from the attendance sheet or the athlete's page), see every athlete's progress and the ready-to-move-up list, and move an athlete's level by hand.",
} as const satisfies Record<Permission, string>;

export const ROLES = ['admin', 'staff', 'member'] as const;
export type Role = (typeof ROLES)[number];
/** 'user' is the role of a fresh sign-up that has not been given one of the three. */
export type UserRole = Role | 'user';
