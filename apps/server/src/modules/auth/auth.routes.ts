// /api/auth/*: sign-in, refresh, sign-out, forgotten/reset/changed passwords, who am I, add staff
// (00-decisions.md §2 "Auth"; 02 §7 "Users and staff").
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  me,
  refreshBody,
  registerStaffBody,
  resetPasswordBody,
  session,
  sessionUser,
} from '@springboard/contract/auth';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { decoyHash } from '../../platform/passwords.js';
import { login, registerStaff, toMe } from './auth.service.js';
import { adminResetPassword, changePassword, requestPasswordReset, resetWithToken } from './passwords.service.js';
import { revokeUserSessions, rotateRefreshToken, type TenantRun } from './sessions.service.js';

const tags = ['auth'];
const done = envelope(z.null());
const inClub = (req: FastifyRequest): TenantRun => (fn) => req.tenantTx(fn);

const REFRESH_FAILURES = {
  reused: 'Invalid Refresh Token: Already Used',
  expired: 'Refresh token expired',
  invalid: 'Invalid Refresh Token',
} as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first unknown-address sign-in must not be slower than the rest (it would reveal the miss).
  await decoyHash();
  const limits = app.rateLimiter.limits;

  app.post(
    '/api/auth/login',
    { config: { access: access.visitor }, schema: { tags, body: loginBody, response: { 200: envelope(session), ...errorResponses } } },
    async (req, reply) => {
      await app.rateLimiter.enforce(reply, [
        { key: `login:addr:${req.tenant.id}:${req.body.email}`, rule: limits.loginPerAddress },
        { key: `login:ip:${req.ip}`, rule: limits.loginPerIp },
      ]);
      return ok(await login(inClub(req), app.tokens, req.body));
    },
  );

  app.post(
    '/api/auth/refresh',
    { config: { access: access.visitor }, schema: { tags, body: refreshBody, response: { 200: envelope(session), ...errorResponses } } },
    async (req) => {
      const outcome = await req.tenantTx((tx) => rotateRefreshToken(tx, app.tokens, req.body.refresh_token));
      if (outcome.kind !== 'ok') throw new AppError('UNAUTHORIZED', REFRESH_FAILURES[outcome.kind]);
      return ok(outcome.session);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: access.member }, schema: { tags, response: { 200: done, ...errorResponses } } },
    async (req) => {
      const user = req.user!;
      await req.tenantTx((tx) => revokeUserSessions(tx, user.id, 'logout'));
      return ok(null, AUTH_MESSAGES.signedOut);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: { access: access.visitor }, schema: { tags, body: forgotPasswordBody, response: { 200: done, ...errorResponses } } },
    async (req, reply) => {
      await app.rateLimiter.enforce(reply, [
        { key: `forgot:addr:${req.tenant.id}:${req.body.email}`, rule: limits.forgotPerAddress },
        { key: `forgot:ip:${req.ip}`, rule: limits.forgotPerIp },
      ]);
      await req.tenantTx((tx) => requestPasswordReset(tx, req.tenant, app.config.publicUrl, req.body.email));
      app.outbox.kick();
      return ok(null, AUTH_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: access.visitor },
      schema: {
        tags,
        description: 'With `{token, password}` from the e-mailed link (visitor), or `{email, newPassword, isAdmin: true, userId}` with an admin token of the club.',
        body: resetPasswordBody,
        response: { 200: done, ...errorResponses },
      },
    },
    async (req) => {
      const body = req.body;
      if ('isAdmin' in body) {
        if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
        if (req.user.role !== 'admin') throw new AppError('FORBIDDEN', 'You do not have permission to do this');
        await req.tenantTx((tx) => adminResetPassword(tx, body));
      } else {
        await req.tenantTx((tx) => resetWithToken(tx, body.token, body.password));
      }
      return ok(null, AUTH_MESSAGES.passwordUpdated);
    },
  );

  app.post(
    '/api/auth/change-password',
    { config: { access: access.member }, schema: { tags, body: changePasswordBody, response: { 200: done, ...errorResponses } } },
    async (req, reply) => {
      const user = req.user!;
      // A stolen access token must not become a fast way to guess the current password.
      await app.rateLimiter.enforce(reply, [{ key: `change:${req.tenant.id}:${user.id}`, rule: limits.loginPerAddress }]);
      await changePassword(inClub(req), user, req.body);
      return ok(null, AUTH_MESSAGES.passwordUpdated);
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: access.member }, schema: { tags, response: { 200: envelope(me), ...errorResponses } } },
    async (req) => ok(toMe(req.user!)),
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: access.admin },
      schema: { tags, body: registerStaffBody, response: { 201: envelope(sessionUser), ...errorResponses } },
    },
    async (req, reply) => {
      const user = await req.tenantTx((tx) => registerStaff(tx, req.tenant.id, req.body));
      return reply.status(201).send(ok(user, AUTH_MESSAGES.staffRegistered));
    },
  );
};
