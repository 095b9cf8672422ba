// Skills and levels: the club's curricula (admins write them; staff who evaluate, take attendance or
// manage athletes read them), an athlete's progress (their family and staff read it; staff holding
// evaluate_skills record it), the ready-to-move-up list and its offers, and the family's digest.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import {
  athleteSkills,
  evaluateBody,
  level,
  levelBody,
  levelOrderBody,
  masteredPresent,
  masteredPresentBody,
  offeredMoveUp,
  offerMoveUpBody,
  readyAthlete,
  setLevelBody,
  skill,
  skillBody,
  skillOrderBody,
  skillsDigest,
  skillsDigestBody,
} from '../skills.js';

const tags = ['skills'];
const readers = access.staff(['evaluate_skills', 'manage_athletes_page', 'mark_attendance_page']);
const idParams = z.object({ id: z.string().uuid() });
const skillParams = z.object({ id: z.string().uuid(), skillId: z.string().uuid() });

export const skillOperations = {
  levels: defineOperation({
    method: 'GET',
    path: '/api/levels',
    access: readers,
    response: z.array(level),
    description: "The club's levels by curriculum and position, each with its skills in order and the programs that teach it.",
    tags,
  }),
  createLevel: defineOperation({
    method: 'POST',
    path: '/api/levels',
    access: access.admin,
    body: levelBody,
    response: level,
    status: 201,
    description:
      'A new level of a curriculum; without position it goes last. A position another level of the curriculum has is 409 naming position. program_ids: the programs that teach it.',
    tags,
  }),
  updateLevel: defineOperation({
    method: 'PUT',
    path: '/api/levels/:id',
    access: access.admin,
    params: idParams,
    body: levelBody,
    response: level,
    description:
      "Renames, moves or reorders a level; program_ids, when sent, become exactly the programs that teach it. Another club's level is 404.",
    tags,
  }),
  orderLevels: defineOperation({
    method: 'PUT',
    path: '/api/levels/order',
    access: access.admin,
    body: levelOrderBody,
    response: z.array(level),
    description:
      "Puts a curriculum's levels in the order given (positions 1, 2, …) in one step. level_ids must list every level of the curriculum once (400 naming level_ids).",
    tags,
  }),
  deleteLevel: defineOperation({
    method: 'DELETE',
    path: '/api/levels/:id',
    access: access.admin,
    params: idParams,
    response: z.object({ id: z.string().uuid() }),
    description:
      'Removes an unused level with its skills. A level a program teaches, an athlete is on, or whose skills were evaluated is kept (409 level_in_use): its history stays.',
    tags,
  }),
  skills: defineOperation({
    method: 'GET',
    path: '/api/levels/:id/skills',
    access: readers,
    params: idParams,
    response: z.array(skill),
    description: "The level's skills in order.",
    tags,
  }),
  createSkill: defineOperation({
    method: 'POST',
    path: '/api/levels/:id/skills',
    access: access.admin,
    params: idParams,
    body: skillBody,
    response: skill,
    status: 201,
    description:
      'A new skill of the level; without position it goes last. A position another skill of the level has is 409 naming position.',
    tags,
  }),
  orderSkills: defineOperation({
    method: 'PUT',
    path: '/api/levels/:id/skills/order',
    access: access.admin,
    params: idParams,
    body: skillOrderBody,
    response: z.array(skill),
    description:
      "Puts the level's skills in the order given (positions 1, 2, …) in one step. skill_ids must list every skill of the level once (400 naming skill_ids).",
    tags,
  }),
  updateSkill: defineOperation({
    method: 'PUT',
    path: '/api/levels/:id/skills/:skillId',
    access: access.admin,
    params: skillParams,
    body: skillBody,
    response: skill,
    description: 'Changes a skill of the level (its evaluations are kept). A skill of another level or club is 404.',
    tags,
  }),
  deleteSkill: defineOperation({
    method: 'DELETE',
    path: '/api/levels/:id/skills/:skillId',
    access: access.admin,
    params: skillParams,
    response: z.object({ id: z.string().uuid() }),
    description: 'Deletes a skill of the level and its evaluations.',
    tags,
  }),
  athleteSkills: defineOperation({
    method: 'GET',
    path: '/api/athletes/:id/skills',
    access: access.family(['evaluate_skills', 'manage_athletes_page'], { entity: 'athlete', in: 'params', key: 'id' }),
    params: idParams,
    response: athleteSkills,
    description:
      "The athlete's current level (the one staff set, else the level of a program they are enrolled in), each of its skills with its state, date and history, the share mastered, what to practise next and whether they are ready to move up. A family reads its own athletes only.",
    tags,
  }),
  evaluate: defineOperation({
    method: 'PUT',
    path: '/api/athletes/:id/skills/:skillId',
    access: access.staff('evaluate_skills'),
    params: skillParams,
    body: evaluateBody,
    response: athleteSkills,
    description:
      "Records the skill's state (not_started, introduced, in_progress or mastered) with an optional comment of at most 500 characters, by the caller, now; earlier states are kept as history. The skill must be of the athlete's current level or of the level of a program they are enrolled in (400 naming skillId). Another club's skill or athlete is 404.",
    tags,
  }),
  setLevel: defineOperation({
    method: 'PUT',
    path: '/api/athletes/:id/level',
    access: access.staff('evaluate_skills'),
    params: idParams,
    body: setLevelBody,
    response: athleteSkills,
    description:
      "Moves the athlete to a level by hand (or off every level with null), with the reason; the change is kept in the athlete's level history.",
    tags,
  }),
  masteredPresent: defineOperation({
    method: 'POST',
    path: '/api/skills/:skillId/mastered-present',
    access: access.staff('evaluate_skills'),
    params: z.object({ skillId: z.string().uuid() }),
    body: masteredPresentBody,
    response: masteredPresent,
    description:
      "Mastered for everyone present: records the skill mastered for each athlete marked present (or make-up) in the slot's class on date whose level it is, unless already mastered. Answers the athletes it recorded.",
    tags,
  }),
  ready: defineOperation({
    method: 'GET',
    path: '/api/skills/ready',
    access: access.staff(['evaluate_skills', 'manage_athletes_page']),
    response: z.array(readyAthlete),
    description:
      'Athletes who mastered every required skill of their level, with the next level (the next position of the same curriculum), its programs and their slots, and any move-up offer already made.',
    tags,
  }),
  offerMoveUp: defineOperation({
    method: 'POST',
    path: '/api/skills/ready/:athleteId/offer',
    access: access.staff('manage_athletes_page'),
    params: z.object({ athleteId: z.string().uuid() }),
    body: offerMoveUpBody,
    response: offeredMoveUp,
    status: 201,
    description:
      "Offers the family a place in a slot of a program of the athlete's next level: with a free place, the waitlist's timed offer is made and e-mailed at once; when full, the athlete joins the slot's waitlist and is offered the next free place. Accepting moves the athlete: their enrollments in the lower level's programs are dropped, the new slot added, and their level becomes the next one. 400 naming slot_id for a slot of another level.",
    tags,
  }),
  digest: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id/skills-digest',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    response: skillsDigest,
    description: "Whether the family gets the weekly e-mail of its athletes' new masteries.",
    tags,
  }),
  setDigest: defineOperation({
    method: 'PUT',
    path: '/api/memberships/:id/skills-digest',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    body: skillsDigestBody,
    response: skillsDigest,
    description: "Turns the family's weekly e-mail of new masteries on or off (sent in the family's language).",
    tags,
  }),
};
