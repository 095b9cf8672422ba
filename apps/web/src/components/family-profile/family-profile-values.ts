// A family's profile as a form holds it: every field but the e-mail required, blanks
// included; sent trimmed. Pure: tested without a browser.
import type { Membership, UpdateMembershipBody } from '@springboard/contract/memberships';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'address', 'city', 'state', 'zip'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(m: Membership): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, m[f]])) as ProfileValues;
}

/** Field → 'required' for each blank field. */
export function profileErrors(v: ProfileValues): Partial<Record<ProfileField, 'required'>> {
  return Object.fromEntries(PROFILE_FIELDS.filter((f) => !v[f].trim()).map((f) => [f, 'required']));
}

export function profileBody(v: ProfileValues): UpdateMembershipBody {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, v[f].trim()])) as UpdateMembershipBody;
}
