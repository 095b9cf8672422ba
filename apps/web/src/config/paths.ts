// Every route of the product in one typed table, below the features so
// every layer may read it. Components build links with `paths.x.href(club)`, never by hand, so a
// renamed route is one edit.
const clubPath = (club: string, rest = '') => `/club/${encodeURIComponent(club)}${rest ? `/${rest}` : ''}`;

export type Route = { path: string; href: (club: string) => string };
const route = (rest: string): Route => ({ path: rest, href: (club) => clubPath(club, rest) });
export type ParamRoute = { path: string; href: (club: string, id: string) => string };
const athleteEdit = (prefix: string): ParamRoute => ({
  path: `${prefix}athlete/edit/:athleteId`,
  href: (club, id) => clubPath(club, `${prefix}athlete/edit/${encodeURIComponent(id)}`),
});

export const paths = {
  home: route(''),
  /** The landing page as the public sees it, also for an admin (whom the plain landing sends to the
   *  admin home): the areas' "Club website". */
  site: { path: '', href: (club: string) => `${clubPath(club)}?view=site` } satisfies Route,
  // Public site
  programs: route('programs'),
  /** Any program of the club by its key (the landing's and the programs page's cards link here). */
  programDetail: {
    path: 'programs/:programKey',
    href: (club: string, key: string) => clubPath(club, `programs/${encodeURIComponent(key)}`),
  } satisfies ParamRoute,
  about: route('about'),
  contact: route('contact'),
  faq: route('faq'),
  privacy: route('privacy'),
  terms: route('terms'),
  support: route('support'),
  privacyPolicy: route('privacy-policy'),
  termsOfService: route('terms-of-service'),
  accessibilityPolicy: route('accessibility-policy'),
  feedback: route('feedback'),
  careers: route('careers'),
  newsletter: route('newsletter'),
  community: route('community'),
  blog: route('blog'),
  training: route('training'),
  membership: route('membership'),
  camps: route('camps'),
  // Sign-in and registration
  login: route('login'),
  register: route('register'),
  forgotPassword: route('forgot-password'),
  resetPassword: route('reset-password'),
  /** The waitlist offer e-mail's link (the token in the fragment). */
  waitlistOffer: route('waitlist-offer'),
  membersSummary: route('members-summary'),
  duePayments: route('due-payments'),
  dashboard: route('dashboard'),
  profile: route('profile'),
  // Shared pages: any signed-in user, in the layout of their own role
  athletes: route('athletes'),
  invoices: route('invoices'),
  /** One invoice with its lines and payments, printable. */
  /** A family's statement (staff): its membership id. */
  statement: {
    path: 'statements/:membershipId',
    href: (club: string, id: string) => clubPath(club, `statements/${encodeURIComponent(id)}`),
  } satisfies ParamRoute,
  invoiceDetail: {
    path: 'invoices/:invoiceId',
    href: (club: string, id: string) => clubPath(club, `invoices/${encodeURIComponent(id)}`),
  } satisfies ParamRoute,
  /** The printable receipt of one payment of the invoice. */
  invoiceReceipt: {
    path: 'invoices/:invoiceId/receipts/:paymentId',
    href: (club: string, invoiceId: string, paymentId: string) =>
      clubPath(club, `invoices/${encodeURIComponent(invoiceId)}/receipts/${encodeURIComponent(paymentId)}`),
  },
  reports: route('reports'),
  // Admin area
  admin: {
    home: route('admin/home'),
    addStaff: route('admin/add-staff'),
    manageStaff: route('admin/manage-staff'),
    addMember: route('admin/add-member'),
    viewMemberships: route('admin/view-memberships'),
    viewInvoice: route('admin/view-invoice'),
    markAttendance: route('admin/mark-attendance'),
    manageAthletes: route('admin/manage-athletes'),
    athleteEdit: athleteEdit('admin/'),
    generateInvoice: route('admin/generate-invoice'),
    createPrograms: route('admin/create-programs'),
    managePrograms: route('admin/manage-programs'),
    manageSettings: route('admin/manage-settings'),
    website: route('admin/website'),
    vouchers: route('admin/vouchers'),
    pricingSettings: route('admin/pricing-settings'),
    unpaidInvoices: route('admin/unpaid-invoices'),
    invoices: route('admin/invoices'),
    groupEmail: route('admin/group-email'),
    manageUsers: route('admin/manage-users'),
    manageRoles: route('manage-roles'),
    scheduledJobs: route('admin/scheduled-jobs'),
    dataRequests: route('admin/data-requests'),
    waitlist: route('admin/waitlist'),
    reconciliation: route('admin/reconciliation'),
    activity: route('admin/activity'),
    checkIn: route('admin/check-in'),
    terms: route('admin/terms'),
    closedDates: route('admin/closed-dates'),
    readyToMoveUp: route('admin/ready-to-move-up'),
    curricula: route('admin/curricula'),
  },
  // Staff area (sidebar items by permission)
  staff: {
    home: route('staff/home'),
    addMember: route('staff/add-member'),
    viewMemberships: route('staff/view-memberships'),
    viewInvoice: route('staff/view-invoice'),
    markAttendance: route('staff/mark-attendance'),
    manageAthletes: route('staff/manage-athletes'),
    generateInvoice: route('staff/generate-invoice'),
    waitlist: route('staff/waitlist'),
    athleteEdit: athleteEdit('staff/'),
    checkIn: route('staff/check-in'),
    readyToMoveUp: route('staff/ready-to-move-up'),
  },
  // Member area
  member: {
    viewInvoice: route('member/view-invoice'),
    viewPayment: route('member/view-payment'),
    statement: route('member/statement'),
    updateCard: route('member/update-card'),
    manageProfile: route('member/manage-profile'),
    manageAthlete: route('member/manage-athlete'),
    waitlist: route('member/waitlist'),
    classes: route('member/classes'),
    athleteEdit: athleteEdit('member/'),
    policies: route('member/policies'),
    skills: route('member/skills'),
  },
  adminPolicies: route('admin/policies'),
  /** A printable copy of one signature of a policy: the family's id and the signature's. */
  policyAcceptance: {
    path: 'policies/:membershipId/acceptances/:acceptanceId',
    href: (club: string, membershipId: string, acceptanceId: string) =>
      clubPath(club, `policies/${encodeURIComponent(membershipId)}/acceptances/${encodeURIComponent(acceptanceId)}`),
  },
} as const;

/** The club segment of a path like /club/demo/login, or null. */
export function clubFromPath(pathname: string): string | null {
  const m = /^\/club\/([^/]+)/.exec(pathname);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}
