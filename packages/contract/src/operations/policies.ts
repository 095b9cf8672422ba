// The club's policies and waivers. Their current texts are public (anyone may read what they would
// sign); admins write them; a signed-in family signs them; staff see who signed which version.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import {
  acceptPolicyBody,
  createPolicyBody,
  familyPolicies,
  policy,
  policyAcceptance,
  policyAcceptanceCopy,
  policyAcceptances,
  policyWithVersions,
  updatePolicyBody,
} from '../policies.js';

const tags = ['policies'];
const idParams = z.object({ id: z.string().uuid() });

export const policyOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/policies',
    access: access.visitor,
    response: z.array(policy),
    description:
      "The club's policies (privacy, terms, waivers) with the text of their current version, by title. Public: a visitor reads what registration will ask them to sign, and the public site's /privacy and /terms show the policy of that slug.",
    tags,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/policies',
    access: access.admin,
    body: createPolicyBody,
    response: policy,
    status: 201,
    description:
      'A new policy at version 1. `slug` (its address, e.g. privacy) is made from the title when left out; a slug the club already uses is 409 naming `slug`.',
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/policies/:id',
    access: access.admin,
    params: idParams,
    body: updatePolicyBody,
    response: policy,
    description:
      'Saves a policy. A text that differs from the current version (leading and trailing spaces and line endings aside) makes a new version, which every family must accept if the policy is required; the same text keeps the version.',
    tags,
  }),
  versions: defineOperation({
    method: 'GET',
    path: '/api/policies/:id/versions',
    access: access.admin,
    params: idParams,
    response: policyWithVersions,
    description: "A policy with every version's text, newest first, and who saved it.",
    tags,
  }),
  accept: defineOperation({
    method: 'POST',
    path: '/api/policies/:id/accept',
    access: access.signedIn,
    params: idParams,
    body: acceptPolicyBody,
    response: policyAcceptance,
    status: 201,
    description:
      "A guardian signs the current version of a policy for their family, typing their full name: it must be the signed-in guardian's first and last name (in either order; case, accents, punctuation and extra spaces aside), else 400 naming `signature_name`. The signature keeps the name, the time, the version and the client address. Signing a version the family signed already answers that signature. Only a family's guardian signs (403 `family_only` otherwise).",
    tags,
  }),
  acceptances: defineOperation({
    method: 'GET',
    path: '/api/policies/:id/acceptances',
    access: access.staff('show_memberships_page'),
    params: idParams,
    response: policyAcceptances,
    description:
      "Who signed which version of a policy (newest first), and every family that has not signed its current version (with the last version they signed, if any).",
    tags,
  }),
  family: defineOperation({
    method: 'GET',
    path: '/api/policies/family',
    access: access.family('show_memberships_page'),
    query: z.object({ membership_id: z.string().uuid().optional() }),
    response: familyPolicies,
    description:
      "A family's signatures, and the required policies whose current version it has not signed (with the text it signed before, to show what changed). A guardian gets their own family; staff name the family with `membership_id`. The member area stays behind a dialog until `pending` is empty.",
    tags,
  }),
  copy: defineOperation({
    method: 'GET',
    path: '/api/policies/family/:membershipId/acceptances/:id',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'membershipId' }),
    params: z.object({ membershipId: z.string().uuid(), id: z.string().uuid() }),
    response: policyAcceptanceCopy,
    description:
      'A printable copy of one signature of a family: the text of the version signed, the typed name, the time and the address. A family reaches its own only (another family\'s is 404).',
    tags,
  }),
};
