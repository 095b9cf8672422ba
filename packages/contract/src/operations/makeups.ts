// Absences, make-up tokens and make-ups: a family for its own athletes (404 for another family's),
// staff holding manage_makeups for every family (and, for absences, staff taking attendance).
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import {
  availabilityQuery,
  bookMakeupBody,
  comingClass,
  comingQuery,
  grantTokenBody,
  makeupBooking,
  makeupOpening,
  makeupToken,
  reportAbsenceBody,
  reportedAbsence,
  tokensQuery,
  voidTokenBody,
} from '../makeups.js';

const tags = ['makeups'];
const family = 'manage_makeups';

export const makeupOperations = {
  reportAbsence: defineOperation({
    method: 'POST',
    path: '/api/absences',
    access: access.family(['manage_makeups', 'mark_attendance_page'], { entity: 'athlete', in: 'body', key: 'athlete_id' }),
    body: reportAbsenceBody,
    response: reportedAbsence,
    status: 201,
    description:
      "The athlete will not attend the class of the slot on that date: the place is free for a make-up that day, and the family gets a make-up token unless the athlete already has the club's cap of absence tokens for the term (for a class outside terms, the calendar year), in which case the absence is recorded without one and no_token_reason says so. The athlete must be enrolled in the slot (400 naming slot_id), the class must meet that day (400 naming date) and it must be before the club's absence cut-off, in hours before the class starts in the club's time zone (400 naming date). Once per athlete, slot and date (409).",
    tags,
  }),
  coming: defineOperation({
    method: 'GET',
    path: '/api/absences/coming',
    access: access.family(family, { entity: 'membership', in: 'query', key: 'membership_id' }),
    query: comingQuery,
    response: z.array(comingClass),
    description:
      "The family's athletes' class dates of the next three weeks, in date order: each class they are enrolled in (with the absence reported, and whether one may still be) and each make-up booked (and whether it may still be cancelled).",
    tags,
  }),
  tokens: defineOperation({
    method: 'GET',
    path: '/api/makeup-tokens',
    access: access.family(family, { entity: 'membership', in: 'query', key: 'membership_id' }),
    query: tokensQuery,
    response: z.array(makeupToken),
    description:
      "The family's make-up tokens, usable ones first (soonest expiry first), then the rest, newest first: where each came from, its expiry date, its status (available, used, voided, or expired: available but past its expiry date) and the make-up booked with it.",
    tags,
  }),
  grantToken: defineOperation({
    method: 'POST',
    path: '/api/makeup-tokens',
    access: access.staff('manage_makeups'),
    body: grantTokenBody,
    response: makeupToken,
    status: 201,
    description:
      "Gives the athlete's family a make-up token, with a reason (required), valid until expires_on (default: today plus the club's days a token stays valid). Granted tokens do not count in the cap of absence tokens.",
    tags,
  }),
  voidToken: defineOperation({
    method: 'POST',
    path: '/api/makeup-tokens/:id/void',
    access: access.staff('manage_makeups'),
    params: z.object({ id: z.string().uuid() }),
    body: voidTokenBody,
    response: makeupToken,
    description: 'Voids an available token, with a reason (required): it can no longer be used. 409 for a used or voided token.',
    tags,
  }),
  availability: defineOperation({
    method: 'GET',
    path: '/api/makeups/availability',
    access: access.family(family, { entity: 'athlete', in: 'query', key: 'athlete_id' }),
    query: availabilityQuery,
    response: z.array(makeupOpening),
    description:
      "The class dates from `from` to `to` (default: today and the next four weeks; at most 62 days) on which the athlete may make up a class: classes of a program the athlete is enrolled in or of one the club marks as equivalent (same make-up group), for the athlete's age, not a class the athlete is in, meeting on that date, still before the club's booking cut-off, with places = capacity − enrolled + absences reported for the date − make-ups booked for the date above 0.",
    tags,
  }),
  book: defineOperation({
    method: 'POST',
    path: '/api/makeups',
    access: access.family(family),
    body: bookMakeupBody,
    response: makeupBooking,
    status: 201,
    description:
      "Spends the token on the class of the slot on that date, in one transaction that holds the class date's lock, so two families asking for the last place get one 201 and one 409 (the loser keeps the token). 404 for a token of another family; 409 for a used, voided or expired token or a full date; 400 naming slot_id for a class that is not equivalent or not for the athlete's age, naming date for a date the class does not meet, after the token's expiry or past the booking cut-off. The family gets a confirmation e-mail in its language.",
    tags,
  }),
  cancel: defineOperation({
    method: 'DELETE',
    path: '/api/makeups/:id',
    access: access.family(family),
    params: z.object({ id: z.string().uuid() }),
    response: makeupBooking,
    description:
      "Cancels a booked make-up before the club's booking cut-off: the place is free again and the token can be used again. 404 for another family's; 409 when already cancelled; 400 after the cut-off.",
    tags,
  }),
};
