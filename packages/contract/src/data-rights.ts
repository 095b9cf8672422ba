// A family's data rights (GDPR Art. 15, 17 and 20): its data as JSON, and asking
// to be forgotten, which an admin confirms.
import { say } from './messages.js';
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';

export const DATA_RIGHTS_MESSAGES = {
  noFamily: say('family_only'),
  alreadyRequested: say('deletion_already_requested'),
  requested: 'Deletion requested: the club will confirm it',
  notFound: say('deletion_request_not_found'),
  alreadyDone: say('deletion_already_done'),
  confirmed: "The family's personal data was deleted",
} as const;

/** GET /api/data-rights/export: everything the club holds about the caller's family. */
export const familyExport = z.object({
  format: z.literal('springboard-family-export/1'),
  exported_at: z.string(),
  club: z.object({ name: z.string(), slug: z.string() }),
  membership: z.record(z.string(), z.unknown()),
  accounts: z.array(z.record(z.string(), z.unknown())),
  athletes: z.array(z.record(z.string(), z.unknown())),
  enrollments: z.array(z.record(z.string(), z.unknown())),
  attendance: z.array(z.record(z.string(), z.unknown())),
  invoices: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  saved_cards: z.array(z.record(z.string(), z.unknown())),
  waitlist: z.array(z.record(z.string(), z.unknown())),
  consent: z.record(z.string(), z.unknown()),
  emails: z.array(z.record(z.string(), z.unknown())),
  deletion_requests: z.array(z.record(z.string(), z.unknown())),
});
export type FamilyExport = z.infer<typeof familyExport>;

export const DELETION_STATUSES = ['pending', 'completed'] as const;

export const deletionRequest = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  /** The family's name when it asked; "Deleted family" once carried out. */
  family: z.string(),
  status: z.enum(DELETION_STATUSES),
  requested_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequest>;

/** The caller's family: its open or last request, if any. */
export const myDeletionRequest = z.object({ request: deletionRequest.nullable() });

export const deletionRequestParams = z.object({ id: z.string().uuid('id must be a UUID') });

/** GET /data-rights/deletion-requests: open ones first, then newest, by default; `q` matches the family. */
export const deletionRequestList = defineList({
  sort: ['status', 'family', 'requested_at', 'confirmed_at'],
  defaultSort: 'status',
  search: true,
  csv: 'deletion-requests',
});
export const deletionRequestListQuery = listQuery(deletionRequestList);
