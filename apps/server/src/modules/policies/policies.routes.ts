// /api/policies: the club's policies (public texts, admins write), families' signatures and who
// has not signed.
import type { FastifyInstance } from 'fastify';
import { policyOperations } from '@springboard/contract/operations/policies';
import { registerOperations, result } from '../../platform/operations.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { createPolicy, listPolicies, policyVersionsOf, updatePolicy } from './policies.service.js';
import { acceptanceCopy, acceptancesOf, acceptPolicy, familyPolicies } from './acceptances.service.js';
import { recordAudit } from '../audit/audit.js';

export async function policiesRoutes(app: FastifyInstance) {
  registerOperations(app, policyOperations, {
    list: { handle: async ({ run }) => result(await run((tx) => listPolicies(tx))) },
    create: {
      handle: async ({ run, tenant, user, body }) =>
        result(
          await run(async (tx) => {
            const policy = await createPolicy(tx, tenant.id, user.id, body);
            await recordAudit(tx, {
              tenantId: tenant.id,
              actorUserId: user.id,
              action: 'policy_created',
              entity: 'policy',
              entityId: policy.id,
              after: { title: policy.title, slug: policy.slug, required_at_registration: policy.required_at_registration, version: 1 },
            });
            return policy;
          }),
          'Policy saved',
        ),
    },
    update: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(
          await run(async (tx) => {
            const saved = await updatePolicy(tx, tenant.id, user.id, params.id, body);
            await recordAudit(tx, {
              tenantId: tenant.id,
              actorUserId: user.id,
              action: saved.newVersion ? 'policy_new_version' : 'policy_updated',
              entity: 'policy',
              entityId: params.id,
              after: {
                title: saved.policy.title,
                slug: saved.policy.slug,
                required_at_registration: saved.policy.required_at_registration,
                version: saved.policy.current_version,
              },
            });
            return saved.policy;
          }),
          'Policy saved',
        ),
    },
    versions: { handle: async ({ run, params }) => result(await run((tx) => policyVersionsOf(tx, params.id))) },
    accept: {
      handle: async ({ run, user, params, body, req }) =>
        result(await run((tx) => acceptPolicy(tx, user, params.id, body.signature_name, req.ip ?? null)), 'Policy accepted'),
    },
    acceptances: { handle: async ({ run, params }) => result(await run((tx) => acceptancesOf(tx, params.id))) },
    family: {
      handle: async ({ run, scope, query }) => {
        if (scope !== null && query.membership_id && query.membership_id !== scope) {
          throw new AppError('NOT_FOUND', 'membership_not_found');
        }
        const membershipId = scope ?? query.membership_id;
        if (!membershipId) throw fieldError('membership_id', 'required');
        return result(await run((tx) => familyPolicies(tx, membershipId)));
      },
    },
    copy: {
      handle: async ({ run, params, tenant }) =>
        result(await run((tx) => acceptanceCopy(tx, params.id, params.membershipId, tenant.name))),
    },
  });
}
