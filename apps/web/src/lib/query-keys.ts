// Query keys, one factory per domain, so every copy of a piece of server state has one key and an
// invalidation reaches all of them (e.g. a registration refreshes every programs list at once).
// Keys start with the domain, then the club: invalidating `queryKeys.programs.all(club)` refreshes
// every programs query of that club.
export const queryKeys = {
  settings: (club: string) => ['settings', club] as const,
  tenantLookup: (host: string) => ['tenant-lookup', host] as const,
  auth: {
    me: (club: string, userId: string | undefined) => ['auth', club, 'me', userId ?? ''] as const,
  },
  programs: {
    all: (club: string) => ['programs', club] as const,
    list: (club: string) => ['programs', club, 'list'] as const,
    withSlots: (club: string) => ['programs', club, 'with-slots'] as const,
    registrationFee: (club: string) => ['programs', club, 'registration-fee'] as const,
  },
  memberships: {
    all: (club: string) => ['memberships', club] as const,
    mine: (club: string, userId: string) => ['memberships', club, 'mine', userId] as const,
    expiry: (club: string, userId: string) => ['memberships', club, 'expiry', userId] as const,
  },
  athletes: {
    all: (club: string) => ['athletes', club] as const,
    ofMembership: (club: string, membershipId: string) => ['athletes', club, 'membership', membershipId] as const,
  },
  payments: {
    all: (club: string) => ['payments', club] as const,
    due: (club: string) => ['payments', club, 'due'] as const,
  },
};
