// Keys are typed (i18next.d.ts): these lines compile only while a wrong key is a type error, so
// `npm run typecheck` fails the day the typing stops catching them.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';

function typedKeys(t: TFunction, tPayments: TFunction<'payments'>, tAreas: TFunction<['areas', 'common']>) {
  return [
    t('loading'),
    t('table.pager.pageOf', { page: 2, count: 3 }),
    tPayments('chargeAria', { member: 'Ana', amount: '$1.00' }),
    tAreas('pages.addMember'),
    tAreas('common:noAccess'),
    // @ts-expect-error a key that is in no locale file
    t('missing.key'),
    // @ts-expect-error a key of another namespace without its prefix
    t('chargeAria'),
    // @ts-expect-error a misspelt namespace prefix
    tAreas('comon:noAccess'),
  ];
}

describe('typed translation keys', () => {
  it('are checked by the compiler (see the @ts-expect-error lines)', () => {
    expect(typeof typedKeys).toBe('function');
  });
});
