// The admin's and staff's home: the club at a glance after sign-in. Each part is
// present only when the caller may open the list it links to (admins: every part); null otherwise.
import { z } from 'zod';

/** A class of today: one slot meeting on the club's day, with how far its attendance is marked. */
export const homeClass = z.object({
  program_id: z.string(),
  program: z.string(),
  /** The slot's uuid (what the attendance screen is opened with) and the club's label for it. */
  slot_id: z.string(),
  slot: z.string(),
  /** As the slot's schedule says for today, e.g. "6:00 PM - 7:00 PM". */
  time: z.string(),
  enrolled: z.number().int().min(0),
  /** Athletes with an attendance record for today's class (present, absent or makeup). */
  marked: z.number().int().min(0),
});
export type HomeClass = z.infer<typeof homeClass>;

export const homeRegistration = z.object({
  membership_id: z.string(),
  family: z.string(),
  athletes: z.number().int().min(0),
  created_at: z.string(),
});
export type HomeRegistration = z.infer<typeof homeRegistration>;

/** Recent registrations shown: the latest this many, of the last RECENT_DAYS days. */
export const HOME_RECENT_LIMIT = 5;
export const HOME_RECENT_DAYS = 30;

export const homeOverview = z.object({
  /** The club's day the figures are of (YYYY-MM-DD). */
  as_of: z.string(),
  /** Memberships (families) of the club, and those not expired (no end date, or ending today or later): show_memberships_page. */
  members: z.object({ total: z.number().int().min(0), active: z.number().int().min(0) }).nullable(),
  /** Athletes of the club: manage_athletes_page. */
  athletes: z.object({ total: z.number().int().min(0) }).nullable(),
  /** Unpaid (pending or overdue) invoices, dollars: view_membership_invoices. */
  unpaid: z.object({ count: z.number().int().min(0), total: z.number(), overdue: z.number().int().min(0) }).nullable(),
  /** Today's classes: mark_attendance_page. */
  classes_today: z.array(homeClass).nullable(),
  /** The latest registrations: show_memberships_page. */
  recent_registrations: z.array(homeRegistration).nullable(),
  /** Waitlist offers sent and not yet answered or expired: manage_athletes_page. */
  open_offers: z.number().int().min(0).nullable(),
  /** classes_today holds only the classes the caller coaches (staff without all_classes): "My classes today". */
  my_classes_only: z.boolean(),
});
export type HomeOverview = z.infer<typeof homeOverview>;

/** What a club does before its first registration, in order (GET /api/home/setup). */
export const SETUP_STEPS = ['branding', 'contact', 'programs', 'pricing', 'payments', 'registration'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The admin's setup checklist: each step done or not, and whether cards are really charged. */
export const setupChecklist = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done. */
  ready: z.boolean(),
  /** Cards are not charged: the built-in test provider, or Stripe test keys (pk_test_/sk_test_). */
  test_mode: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;
