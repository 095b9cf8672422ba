import { describe, expect, it } from 'vitest';
import { can } from './can';

describe('can', () => {
  it('lets admins do everything, staff what their role holds, and nobody else anything', () => {
    expect(can('admin', [], 'generate_invoice_page')).toBe(true);
    expect(can('staff', ['add_membership_page'], 'add_membership_page')).toBe(true);
    expect(can('staff', ['add_membership_page'], 'generate_invoice_page')).toBe(false);
    expect(can('member', ['add_membership_page'], 'add_membership_page')).toBe(false);
    expect(can(undefined, [], 'add_membership_page')).toBe(false);
  });

  it('asks nothing more than being signed in when no permission is named', () => {
    expect(can('member', [])).toBe(true);
    expect(can('user', [])).toBe(true);
    expect(can(undefined, [])).toBe(false);
  });
});
