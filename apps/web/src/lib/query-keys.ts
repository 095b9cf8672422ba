// Query keys, one factory per domain, so every copy of a piece of server state has one key and an
// invalidation reaches all of them (e.g. a registration refreshes every programs list at once).
// Keys start with the domain, then the club: invalidating `queryKeys.programs.all(club)` refreshes
// every programs query of that club.
export const queryKeys = {
  settings: (club: string) => ['settings', club] as const,
  /** Manage Settings' admin-only reads, below the settings key: refreshing the settings refreshes them. */
  settingsAdmin: {
    paymentProvider: (club: string) => ['settings', club, 'payment-provider'] as const,
  },
  jobs: {
    all: (club: string) => ['jobs', club] as const,
    /** Below the jobs key: a run refreshes the billing preview too. */
    billingPreview: (club: string) => ['jobs', club, 'billing-preview'] as const,
  },
  reports: {
    all: (club: string) => ['reports', club] as const,
    list: (club: string) => ['reports', club, 'list'] as const,
    detail: (club: string, id: string) => ['reports', club, 'detail', id] as const,
  },
  home: {
    overview: (club: string, userId: string) => ['home', club, userId] as const,
  },
  waitlist: {
    all: (club: string) => ['waitlist', club] as const,
    list: (club: string, userId: string) => ['waitlist', club, 'list', userId] as const,
    offer: (club: string, token: string) => ['waitlist', club, 'offer', token] as const,
  },
  calendar: {
    feed: (club: string, userId: string) => ['calendar', club, 'feed', userId] as const,
  },
  dataRights: {
    all: (club: string) => ['data-rights', club] as const,
    mine: (club: string, userId: string) => ['data-rights', club, 'mine', userId] as const,
    requests: (club: string) => ['data-rights', club, 'requests'] as const,
  },
  vouchers: {
    all: (club: string) => ['vouchers', club] as const,
    list: (club: string) => ['vouchers', club, 'list'] as const,
  },
  tenantLookup: (host: string) => ['tenant-lookup', host] as const,
  auth: {
    me: (club: string, userId: string | undefined) => ['auth', club, 'me', userId ?? ''] as const,
  },
  programs: {
    all: (club: string) => ['programs', club] as const,
    list: (club: string) => ['programs', club, 'list'] as const,
    withSlots: (club: string) => ['programs', club, 'with-slots'] as const,
    registrationFee: (club: string) => ['programs', club, 'registration-fee'] as const,
    pricingConfigs: (club: string) => ['programs', club, 'pricing-configs'] as const,
  },
  memberships: {
    all: (club: string) => ['memberships', club] as const,
    mine: (club: string, userId: string) => ['memberships', club, 'mine', userId] as const,
    expiry: (club: string, userId: string) => ['memberships', club, 'expiry', userId] as const,
    list: (club: string, owing: boolean) => ['memberships', club, 'list', owing ? 'owing' : 'all'] as const,
    detail: (club: string, id: string) => ['memberships', club, 'detail', id] as const,
    options: (club: string) => ['memberships', club, 'options'] as const,
  },
  athletes: {
    all: (club: string) => ['athletes', club] as const,
    ofMembership: (club: string, membershipId: string) => ['athletes', club, 'membership', membershipId] as const,
    list: (club: string) => ['athletes', club, 'list'] as const,
    detail: (club: string, id: string) => ['athletes', club, 'detail', id] as const,
    enrollments: (club: string, id: string) => ['athletes', club, 'enrollments', id] as const,
  },
  attendance: {
    all: (club: string) => ['attendance', club] as const,
    programs: (club: string) => ['attendance', club, 'programs'] as const,
    class: (club: string, slotId: string, date: string) => ['attendance', club, 'class', slotId, date] as const,
    unenrolled: (club: string, slotId: string) => ['attendance', club, 'unenrolled', slotId] as const,
  },
  invoices: {
    all: (club: string) => ['invoices', club] as const,
    ofMembership: (club: string, membershipId: string) => ['invoices', club, 'membership', membershipId] as const,
    /** GET /api/invoices: every invoice the caller may see. */
    list: (club: string) => ['invoices', club, 'list'] as const,
    unpaid: (club: string) => ['invoices', club, 'unpaid'] as const,
    filtered: (club: string, filter: Record<string, string | undefined>) => ['invoices', club, 'filtered', filter] as const,
  },
  payments: {
    all: (club: string) => ['payments', club] as const,
    due: (club: string) => ['payments', club, 'due'] as const,
    ofMembership: (club: string, membershipId: string) => ['payments', club, 'membership', membershipId] as const,
    filtered: (club: string, filter: Record<string, string | undefined>) => ['payments', club, 'filtered', filter] as const,
    /** A family's saved cards, by its provider customer. */
    cards: (club: string, customerId: string) => ['payments', club, 'cards', customerId] as const,
  },
  users: {
    all: (club: string) => ['users', club] as const,
    /** GET /api/users, or one role's (`staff` for Manage Staff). */
    list: (club: string, role?: string) => ['users', club, 'list', role ?? 'all'] as const,
  },
  roles: {
    all: (club: string) => ['roles', club] as const,
    list: (club: string) => ['roles', club, 'list'] as const,
    permissions: (club: string) => ['roles', club, 'permissions'] as const,
    ofRole: (club: string, roleId: string) => ['roles', club, 'role', roleId] as const,
  },
  /** The sidebar's global search: per user, as what it finds depends on their permissions. */
  search: {
    all: (club: string) => ['search', club] as const,
    results: (club: string, userId: string, q: string) => ['search', club, userId, q] as const,
  },
};
