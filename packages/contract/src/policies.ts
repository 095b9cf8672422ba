// The club's policies and waivers: versioned texts families sign at registration and again after
// each new version of a required one.
import { z } from 'zod';
import { say } from './messages.js';

export const POLICY_TITLE_MAX = 120;
export const POLICY_TEXT_MAX = 50_000;
export const SIGNATURE_NAME_MAX = 200;

/** A policy's name in addresses: lower-case letters, digits and hyphens (privacy, terms, waiver). */
export const policySlug = z
  .string()
  .trim()
  .min(1, say('required'))
  .max(60, say('too_long', { max: 60 }))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, say('policy_slug_format'));

export const policy = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  required_at_registration: z.boolean(),
  current_version: z.number().int(),
  /** The current version's text. */
  text: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof policy>;

const title = z
  .string()
  .trim()
  .min(1, say('required'))
  .max(POLICY_TITLE_MAX, say('too_long', { max: POLICY_TITLE_MAX }));
const text = z
  .string()
  .trim()
  .min(1, say('required'))
  .max(POLICY_TEXT_MAX, say('too_long', { max: POLICY_TEXT_MAX }));

export const createPolicyBody = z.object({
  title,
  /** Left out: made from the title. */
  slug: policySlug.optional(),
  text,
  required_at_registration: z.boolean().default(false),
});
export type CreatePolicyBody = z.infer<typeof createPolicyBody>;

export const updatePolicyBody = z.object({
  title,
  slug: policySlug.optional(),
  text,
  required_at_registration: z.boolean(),
});
export type UpdatePolicyBody = z.infer<typeof updatePolicyBody>;

export const policyVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** Who saved it (null once their account is gone). */
  created_by_name: z.string().nullable(),
});
export type PolicyVersion = z.infer<typeof policyVersion>;

export const policyWithVersions = policy.extend({ versions: z.array(policyVersion) });
export type PolicyWithVersions = z.infer<typeof policyWithVersions>;

export const signatureName = z
  .string()
  .trim()
  .min(1, say('required'))
  .max(SIGNATURE_NAME_MAX, say('too_long', { max: SIGNATURE_NAME_MAX }));

export const acceptPolicyBody = z.object({ signature_name: signatureName });
export type AcceptPolicyBody = z.infer<typeof acceptPolicyBody>;

/** One family's signature of one version of a policy. */
export const policyAcceptance = z.object({
  id: z.string().uuid(),
  policy_id: z.string().uuid(),
  policy_title: z.string(),
  version: z.number().int(),
  membership_id: z.string().uuid(),
  family_name: z.string(),
  /** The name the guardian typed. */
  signature_name: z.string(),
  /** The account that signed (null once it is gone). */
  signed_by_email: z.string().nullable(),
  accepted_at: z.string(),
  /** The client address the signature came from. */
  ip_address: z.string().nullable(),
});
export type PolicyAcceptance = z.infer<typeof policyAcceptance>;

/** A printable copy: the signature with the text of the version signed. */
export const policyAcceptanceCopy = policyAcceptance.extend({ text: z.string(), club_name: z.string() });
export type PolicyAcceptanceCopy = z.infer<typeof policyAcceptanceCopy>;

/** Who accepted a policy and which families have not accepted its current version. */
export const policyAcceptances = z.object({
  policy_id: z.string().uuid(),
  title: z.string(),
  current_version: z.number().int(),
  acceptances: z.array(policyAcceptance),
  not_accepted: z.array(
    z.object({
      membership_id: z.string().uuid(),
      family_name: z.string(),
      email: z.string(),
      /** The last version this family accepted, or null: never. */
      accepted_version: z.number().int().nullable(),
    }),
  ),
});
export type PolicyAcceptances = z.infer<typeof policyAcceptances>;

/** A required policy the signed-in family must accept before using the member area. */
export const pendingPolicy = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  current_version: z.number().int(),
  text: z.string(),
  /** The version the family accepted before and its text, to show what changed; null: never. */
  accepted_version: z.number().int().nullable(),
  accepted_text: z.string().nullable(),
});
export type PendingPolicy = z.infer<typeof pendingPolicy>;

export const familyPolicies = z.object({
  pending: z.array(pendingPolicy),
  acceptances: z.array(policyAcceptance),
});
export type FamilyPolicies = z.infer<typeof familyPolicies>;

/**
 * The rule a typed signature follows: it must be the signing guardian's own first and last name.
 * Both are compared without case, accents, punctuation or extra spaces ("José  O'Neil" signs
 * "jose oneil"); the first and last names may be given in either order. The server and the form
 * use this one function.
 */
export function normalizedName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`-]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function signatureMatches(signature: string, firstName: string, lastName: string): boolean {
  const typed = normalizedName(signature);
  const first = normalizedName(firstName);
  const last = normalizedName(lastName);
  if (!typed || (!first && !last)) return false;
  return typed === `${first} ${last}`.trim() || typed === `${last} ${first}`.trim();
}
