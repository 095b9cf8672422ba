// /api/auth/*: sign-in, refresh, sign-out, forgotten/reset/changed passwords, who am I, add staff.
// Rate limits run before the request's
// transaction opens (`before`), so a throttled caller costs no database connection of the club's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@springboard/contract/auth';
import { authOperations } from '@springboard/contract/operations/auth';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { decoyHash } from '../../platform/passwords.js';
import { login, registerStaff, toMe } from './auth.service.js';
import {
  adminResetPassword,
  changePassword,
  queueStaffInvitation,
  requestPasswordReset,
  resetWithToken,
} from './passwords.service.js';
import { revokeUserSessions, rotateRefreshToken } from './sessions.service.js';

const REFRESH_FAILURES = {
  reused: 'refresh_token_used',
  expired: 'refresh_token_expired',
  invalid: 'refresh_token_invalid',
} as const;

/** The e-mail of a body not validated yet, as the schema would normalise it (for rate-limit keys). */
function bodyEmail(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

export async function authRoutes(app: FastifyInstance) {
  // The first unknown-address sign-in must not be slower than the rest (it would reveal the miss).
  await decoyHash();
  const limits = app.rateLimiter.limits;

  registerOperations(app, authOperations, {
    login: {
      before: async (req, reply) => {
        await app.rateLimiter.signIn(reply, { tenantId: req.tenant.id, email: bodyEmail(req), ip: req.ip });
      },
      handle: async ({ run, body }) => result(await login(run, app.tokens, body)),
    },
    refresh: {
      handle: async ({ run, body }) => {
        const outcome = await run((tx) => rotateRefreshToken(tx, app.tokens, body.refresh_token));
        if (outcome.kind !== 'ok') throw new AppError('UNAUTHORIZED', REFRESH_FAILURES[outcome.kind]);
        return result(outcome.session);
      },
    },
    logout: {
      handle: async ({ run, user }) => {
        await run((tx) => revokeUserSessions(tx, user.id, 'logout'));
        return result(null, AUTH_MESSAGES.signedOut);
      },
    },
    forgotPassword: {
      before: async (req, reply) => {
        await app.rateLimiter.enforce(reply, [
          { key: `forgot:addr:${req.tenant.id}:${bodyEmail(req)}`, rule: limits.forgotPerAddress },
          { key: `forgot:ip:${req.ip}`, rule: limits.forgotPerIp },
        ]);
      },
      handle: async ({ run, tenant, body }) => {
        await run((tx) => requestPasswordReset(tx, tenant, app.config.publicUrl, body.email, body.language));
        app.outbox.kick();
        return result(null, AUTH_MESSAGES.resetLinkSent);
      },
    },
    resetPassword: {
      handle: async ({ run, user, body }) => {
        if ('isAdmin' in body) {
          // One path, two callers: the admin variant needs an admin token of this club.
          if (!user) throw new AppError('UNAUTHORIZED', 'authentication_required');
          if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'forbidden');
          await run((tx) => adminResetPassword(tx, body, { id: user.id, tenantId: user.tenantId }));
        } else {
          await run((tx) => resetWithToken(tx, body.token, body.password));
        }
        return result(null, AUTH_MESSAGES.passwordUpdated);
      },
    },
    changePassword: {
      // A stolen access token must not become a fast way to guess the current password.
      before: async (req, reply, claims) => {
        if (claims)
          await app.rateLimiter.enforce(reply, [
            { key: `change:${req.tenant.id}:${claims.userId}`, rule: limits.loginPerAddressAndIp },
          ]);
      },
      handle: async ({ run, user, body }) => {
        await changePassword(run, user, body);
        return result(null, AUTH_MESSAGES.passwordUpdated);
      },
    },
    me: { answersFromCaller: true, handle: async ({ user }) => result(toMe(user)) },
    registerStaff: {
      handle: async ({ run, tenant, user: admin, body }) => {
        const invited = body.password === undefined;
        const user = await run(async (tx) => {
          const made = await registerStaff(tx, tenant.id, body, admin.id);
          if (invited) {
            const invitee = { id: made.id, email: made.email, firstName: made.first_name, role: made.role };
            await queueStaffInvitation(tx, tenant, app.config.publicUrl, invitee, body.language);
          }
          return made;
        });
        if (invited) app.outbox.kick();
        return result({ ...user, invited }, invited ? AUTH_MESSAGES.staffInvited : AUTH_MESSAGES.staffRegistered);
      },
    },
    currentTenant: { handle: async ({ tenant }) => result(tenant) },
  });
}
