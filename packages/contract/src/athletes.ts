// Athletes (a membership's dependents) and what they are enrolled in.
import { say } from './messages.js';
import { z } from 'zod';
import { enrollment } from './enrollments.js';
import { defineList, listQuery } from './lists.js';
import { isoDate, requiredText } from './memberships.js';

export const GENDERS = ['Male', 'Female', 'Other'] as const;

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export const athleteFields = z.object({
  first_name: requiredText(80),
  middle_name: z.string().trim().max(80).nullish(),
  last_name: requiredText(80),
  gender: z.enum(GENDERS, { error: say('gender_choice') }),
  date_of_birth: isoDate.refine((d) => d <= todayUtc(), say('in_future')),
});

/** The time slots an athlete is enrolled in: at most one per program (the server checks that). */
export const athleteSlotIds = z
  .array(z.string().uuid())
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, say('lists_slot_twice'));

export const createAthleteBody = athleteFields.extend({
  /** Defaults to the signed-in member's own membership. */
  membership_id: z.string().uuid().optional(),
  tenant_id: z.string().optional(),
  /** Slots to enrol the new athlete in, in the same transaction (Athlete Registration). */
  slot_ids: athleteSlotIds.optional(),
  /** Full slots whose waitlist the new athlete joins, in the same transaction. */
  waitlist_slot_ids: athleteSlotIds.optional(),
  /** Staff only: enrol even in a class whose ages the athlete's age is outside of (without it,
   *  409 age_outside_class). */
  confirm_age: z.boolean().optional(),
});
export type CreateAthleteBody = z.infer<typeof createAthleteBody>;

export const updateAthleteBody = athleteFields.extend({
  /** When sent, the athlete's enrollments become exactly these slots, in the same transaction:
   *  slots no longer listed are unenrolled, new ones enrolled (Edit Athlete). */
  slot_ids: athleteSlotIds.optional(),
  /** Staff only: enrol even in a class whose ages the athlete's age is outside of (without it,
   *  409 age_outside_class). */
  confirm_age: z.boolean().optional(),
});
export type UpdateAthleteBody = z.infer<typeof updateAthleteBody>;

export const ATHLETE_MESSAGES = {
  created: 'Athlete registration completed successfully!',
  updated: 'Athlete updated successfully!',
  deleted: 'Athlete deleted',
  notFound: say('athlete_not_found'),
} as const;

export const athlete = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  created_at: z.string(),
  enrollments: z.array(enrollment),
});
export type Athlete = z.infer<typeof athlete>;

/** GET /athletes: by name by default; `q` matches the athlete's name. */
export const athleteList = defineList({
  sort: ['last_name', 'first_name', 'gender', 'date_of_birth', 'created_at'],
  defaultSort: 'last_name',
  search: true,
  csv: 'athletes',
});
export const athleteListQuery = listQuery(athleteList);
