// Membership calls. Members reach their own family only (declared with
// the operations); staff need the Memberships page's permission.
import type { FastifyInstance } from 'fastify';
import { EMAIL_TAKEN_MESSAGE } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { AppError } from '../../platform/app-error.js';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { hashPassword } from '../../platform/passwords.js';
import { listFamilyAthletes } from '../athletes/athletes.service.js';
import {
  checkExpiry,
  createMembershipWithAccount,
  getMembership,
  isEmailTaken,
  listMemberships,
  membershipOptions,
  membershipsPage,
  setAutopay,
  setRegistrationFeePaid,
  updateMembership,
} from './memberships.service.js';
import { callerIsFirstGuardian, inviteGuardian, listGuardians, removeGuardian } from './guardians.service.js';
import { randomToken } from '../../platform/tokens.js';

export async function membershipsRoutes(app: FastifyInstance) {
  registerOperations(app, membershipOperations, {
    create: {
      handle: async ({ run, tenant, body }) => {
        const { password, tenant_id: _ignored, ...fields } = body;
        const passwordHash = await hashPassword(password);
        const data = await run(async (tx) => {
          const { membershipId } = await createMembershipWithAccount(tx, tenant.id, { ...fields, passwordHash });
          return getMembership(tx, membershipId);
        });
        return result(data, 'Membership created');
      },
    },
    list: {
      readsWithLookup: true,
      handle: async ({ run, query, list }) =>
        listResult(await run((tx) => membershipsPage(tx, list, { owing: query.negative_balance === 'true' }))),
    },
    options: { handle: async ({ run }) => result(await run((tx) => membershipOptions(tx))) },
    listWithAthletes: {
      handle: async ({ run }) =>
        result(
          await run(async (tx) => {
            const all = await listMemberships(tx, null);
            return Promise.all(all.map(async (m) => ({ ...m, athletes: await listFamilyAthletes(tx, m.id) })));
          }),
        ),
    },
    mine: {
      handle: async ({ run, user }) => {
        const id = user.membershipId;
        if (!id) throw new AppError('NOT_FOUND', 'membership_not_found');
        return result(await run((tx) => getMembership(tx, id)));
      },
    },
    checkExpiry: { handle: async ({ run, user }) => result(await run((tx) => checkExpiry(tx, user.membershipId))) },
    checkEmail: {
      handle: async ({ run, body, reply }) => {
        if (await run((tx) => isEmailTaken(tx, body.email))) {
          reply.code(226);
          return result({ available: false }, EMAIL_TAKEN_MESSAGE);
        }
        return result({ available: true });
      },
    },
    setRegistrationFeePaid: {
      handle: async ({ run, body }) =>
        result(
          await run(async (tx) => {
            await setRegistrationFeePaid(tx, body.membership_id, body.registration_fee_paid);
            return getMembership(tx, body.membership_id);
          }),
        ),
    },
    setAutopay: {
      handle: async ({ run, params, body }) => {
        const on = await run((tx) => setAutopay(tx, params.membershipId, body.autoPayment));
        return result({ autoPayment: on }, on ? 'Autopay turned on' : 'Autopay turned off');
      },
    },
    get: { readsWithLookup: true, handle: async ({ run, params }) => result(await run((tx) => getMembership(tx, params.id))) },
    update: {
      handle: async ({ run, user, params, body }) => {
        const data = await run(async (tx) => {
          if (!(await callerIsFirstGuardian(tx, user, params.id))) throw new AppError('FORBIDDEN', 'first_guardian_only');
          await updateMembership(tx, params.id, body);
          return getMembership(tx, params.id);
        });
        return result(data, 'Profile updated successfully!');
      },
    },
    guardians: {
      readsWithLookup: true,
      handle: async ({ run, params }) => result(await run((tx) => listGuardians(tx, params.id))),
    },
    inviteGuardian: {
      handle: async ({ run, tenant, user, params, body }) => {
        // Unusable until the invited guardian follows the link and chooses their own.
        const passwordHash = await hashPassword(randomToken());
        const data = await run((tx) =>
          inviteGuardian(
            tx,
            { club: tenant, publicUrl: app.config.publicUrl, me: user, membershipId: params.id, passwordHash },
            body,
          ),
        );
        app.outbox.kick();
        return result(data, 'Invitation sent');
      },
    },
    removeGuardian: {
      handle: async ({ run, user, params }) => {
        await run((tx) => removeGuardian(tx, user, params.id, params.userId));
        return result(null, 'Guardian removed');
      },
    },
  });
}
