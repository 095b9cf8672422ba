import { describe, expect, it } from 'vitest';
import type { Membership } from '@springboard/contract/memberships';
import { profileBody, profileErrors, profileValues } from './family-profile-values';

const profile = { first_name: 'Ana', last_name: 'Lee', phone: '555', address: '1 Main', city: 'Town', state: 'OR', zip: '97477' };

describe('the family profile form', () => {
  it('requires every field but the e-mail, blanks included, and sends them trimmed', () => {
    expect(profileErrors(profile)).toEqual({});
    expect(profileErrors({ ...profile, phone: '  ', zip: '' })).toEqual({ phone: 'required', zip: 'required' });
    expect(profileBody({ ...profile, city: ' Eugene ' })).toEqual({ ...profile, city: 'Eugene' });
  });

  it('holds the profile fields of a membership, not its e-mail', () => {
    const m = { ...profile, id: 'm1', email: 'ana@example.test' } as unknown as Membership;
    expect(profileValues(m)).toEqual(profile);
  });
});
