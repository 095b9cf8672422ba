// /api/auth/*: sign-in, refresh, sign-out, forgotten/reset/changed passwords, who am I, add staff.
import { z } from 'zod';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  me,
  refreshBody,
  registerStaffBody,
  resetPasswordBody,
  session,
  sessionUser,
} from '../auth.js';
import { access, defineOperation } from '../operation.js';

const tags = ['auth'];
const done = z.null();
const tenantRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const authOperations = {
  login: defineOperation({
    method: 'POST',
    path: '/api/auth/login',
    access: access.visitor,
    body: loginBody,
    response: session,
    tags,
  }),
  refresh: defineOperation({
    method: 'POST',
    path: '/api/auth/refresh',
    access: access.visitor,
    body: refreshBody,
    response: session,
    tags,
  }),
  logout: defineOperation({ method: 'POST', path: '/api/auth/logout', access: access.signedIn, response: done, tags }),
  forgotPassword: defineOperation({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: access.visitor,
    body: forgotPasswordBody,
    response: done,
    tags,
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: access.visitor,
    body: resetPasswordBody,
    response: done,
    description:
      'With `{token, password}` from the e-mailed link (visitor), or `{email, newPassword, isAdmin: true, userId}` with an admin token of the club.',
    tags,
  }),
  changePassword: defineOperation({
    method: 'POST',
    path: '/api/auth/change-password',
    access: access.signedIn,
    body: changePasswordBody,
    response: done,
    tags,
  }),
  me: defineOperation({ method: 'GET', path: '/api/auth/me', access: access.signedIn, response: me, tags }),
  registerStaff: defineOperation({
    method: 'POST',
    path: '/api/auth/register',
    access: access.admin,
    body: registerStaffBody,
    response: sessionUser.extend({ invited: z.boolean() }),
    status: 201,
    description:
      'Add New Staff: with a password, the person signs in with it; without one, they are e-mailed an invitation (in `language`) whose single-use link lets them choose their own password within 7 days (invited: true).',
    tags,
  }),
  currentTenant: defineOperation({
    method: 'GET',
    path: '/api/auth/current-tenant',
    access: access.visitor,
    response: tenantRef,
    tags: ['settings'],
  }),
};
