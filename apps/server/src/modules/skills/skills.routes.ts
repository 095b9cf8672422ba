// Skills and levels: curricula (admins write, staff read), an athlete's progress and its evaluation,
// moving a level by hand, "mastered for everyone present", the ready-to-move-up list and its offer,
// and the family's weekly digest setting.
import type { FastifyInstance } from 'fastify';
import { skillOperations } from '@springboard/contract/operations/skills';
import { registerOperations, result } from '../../platform/operations.js';
import { findAthlete } from '../enrollments/find-athlete.js';
import {
  createLevel,
  createSkill,
  deleteLevel,
  deleteSkill,
  listLevels,
  listSkills,
  orderLevels,
  orderSkills,
  updateLevel,
  updateSkill,
} from './curricula.service.js';
import { digestOf, setDigest } from './digest.service.js';
import { athleteSkills, evaluateSkill, masterForPresent, moveAthleteLevel } from './progress.service.js';
import { offerMoveUp, readyAthletes } from './ready.service.js';

export async function skillsRoutes(app: FastifyInstance) {
  registerOperations(app, skillOperations, {
    levels: { handle: async ({ run }) => result(await run((tx) => listLevels(tx))) },
    createLevel: {
      handle: async ({ run, tenant, body }) => result(await run((tx) => createLevel(tx, tenant.id, body)), 'Level created'),
    },
    updateLevel: {
      handle: async ({ run, params, body }) => result(await run((tx) => updateLevel(tx, params.id, body)), 'Level saved'),
    },
    orderLevels: { handle: async ({ run, body }) => result(await run((tx) => orderLevels(tx, body)), 'Levels ordered') },
    orderSkills: {
      handle: async ({ run, params, body }) => result(await run((tx) => orderSkills(tx, params.id, body)), 'Skills ordered'),
    },
    deleteLevel: { handle: async ({ run, params }) => result(await run((tx) => deleteLevel(tx, params.id)), 'Level deleted') },
    skills: { handle: async ({ run, params }) => result(await run((tx) => listSkills(tx, params.id))) },
    createSkill: {
      handle: async ({ run, tenant, params, body }) =>
        result(await run((tx) => createSkill(tx, tenant.id, params.id, body)), 'Skill created'),
    },
    updateSkill: {
      handle: async ({ run, params, body }) =>
        result(await run((tx) => updateSkill(tx, params.id, params.skillId, body)), 'Skill saved'),
    },
    deleteSkill: {
      handle: async ({ run, params }) => result(await run((tx) => deleteSkill(tx, params.id, params.skillId)), 'Skill deleted'),
    },
    athleteSkills: {
      handle: async ({ run, params, scope }) =>
        result(
          await run(async (tx) => {
            await findAthlete(tx, params.id, scope);
            return athleteSkills(tx, params.id);
          }),
        ),
    },
    evaluate: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(await run((tx) => evaluateSkill(tx, tenant.id, user.id, params.id, params.skillId, body)), 'Skill recorded'),
    },
    setLevel: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(
          await run((tx) => moveAthleteLevel(tx, tenant.id, user.id, params.id, body.level_id, body.reason)),
          'Level changed',
        ),
    },
    masteredPresent: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(await run((tx) => masterForPresent(tx, tenant.id, user.id, params.skillId, body.slot_id, body.date))),
    },
    ready: { handle: async ({ run }) => result(await run((tx) => readyAthletes(tx))) },
    offerMoveUp: {
      handle: async ({ run, tenant, user, params, body }) => {
        const where = { publicUrl: app.config.publicUrl, timeZone: app.config.jobsTimeZone ?? 'UTC' };
        const made = await run((tx) => offerMoveUp(tx, tenant, where, user.id, params.athleteId, body.slot_id));
        if (made.result === 'offered') app.outbox.kick();
        return result(made, made.result === 'offered' ? 'Place offered' : 'Added to the waitlist');
      },
    },
    digest: { handle: async ({ run, params }) => result(await run((tx) => digestOf(tx, params.id))) },
    setDigest: {
      handle: async ({ run, params, body }) => result(await run((tx) => setDigest(tx, params.id, body.enabled)), 'Saved'),
    },
  });
}
