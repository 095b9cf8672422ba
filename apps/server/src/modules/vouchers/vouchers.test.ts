import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_INVALID_MESSAGE, VOUCHER_MESSAGES } from '@springboard/contract/vouchers';
import { api } from '../../../test/factories.js';
import { addClub, clubWithCallers, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { vouchers } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let admin: string;
let staff: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  ({ club, admin, staff, member } = await clubWithCallers(ctx));
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });
const create = (body: unknown, token = admin) => call({ method: 'POST', url: '/api/vouchers', token, body });
const rows = () => withTenant(ctx.database.db, club.tenantId, (tx) => tx.select().from(vouchers));
const discount = (code: string) => call({ method: 'POST', url: '/api/payments/apply/discount', body: { code, amount: 25 } });

describe('the admin’s vouchers', () => {
  it('creates percent and fixed vouchers with a window and a limit, and lists them', async () => {
    const spring = await create({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2099-12-31T23:59:59Z',
      max_redemptions: 50,
    });
    expect(spring.statusCode).toBe(201);
    expect(spring.json().message).toBe('Voucher created');
    const five = await create({ code: 'FIVEOFF', kind: 'fixed', value: 5.5 });
    expect(five.statusCode).toBe(201);

    const list = await call({ url: '/api/vouchers', token: admin });
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        {
          id: spring.json().data.id,
          code: 'SPRING10',
          kind: 'percent',
          value: 10,
          starts_at: '2020-01-01T00:00:00.000Z',
          ends_at: '2099-12-31T23:59:59.000Z',
          max_redemptions: 50,
          redeemed_count: 0,
          active: true,
        },
        expect.objectContaining({
          code: 'FIVEOFF',
          kind: 'fixed',
          value: 5.5,
          max_redemptions: null,
          starts_at: null,
          ends_at: null,
        }),
      ]),
    );
    expect((await discount('spring10')).json().data.finalAmount).toBe(22.5);
    expect((await discount('FIVEOFF')).json().data.finalAmount).toBe(19.5);
  });

  it('deactivates a voucher: it stays listed, and registration no longer takes it', async () => {
    const v = (await create({ code: 'GONESOON', kind: 'percent', value: 20 })).json().data;
    const res = await call({ method: 'PATCH', url: `/api/vouchers/${v.id}`, token: admin, body: { active: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'GONESOON', active: false });
    const listed = (await call({ url: '/api/vouchers', token: admin })).json().data.find((x: { id: string }) => x.id === v.id);
    expect(listed.active).toBe(false);
    const refused = await discount('GONESOON');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(VOUCHER_INVALID_MESSAGE);
  });

  it.each([
    ['a percentage over 100', { code: 'TOOMUCH', kind: 'percent', value: 150 }, 'value', VOUCHER_MESSAGES.percentMax],
    ['a fractional percentage', { code: 'HALFPCT', kind: 'percent', value: 12.5 }, 'value', VOUCHER_MESSAGES.percentWhole],
    ['a zero value', { code: 'NOTHING', kind: 'fixed', value: 0 }, 'value', VOUCHER_MESSAGES.value],
    ['an amount with 3 decimals', { code: 'ODDCENT', kind: 'fixed', value: 1.255 }, 'value', VOUCHER_MESSAGES.fixedCents],
    ['a code with a space', { code: 'TWO WORDS', kind: 'fixed', value: 5 }, 'code', VOUCHER_MESSAGES.codeChars],
    ['a one-letter code', { code: 'X', kind: 'fixed', value: 5 }, 'code', VOUCHER_MESSAGES.codeLength],
    [
      'a window ending before it starts',
      { code: 'BACKWARD', kind: 'fixed', value: 5, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
      'ends_at',
      VOUCHER_MESSAGES.window,
    ],
    ['a limit of 0', { code: 'NOUSES', kind: 'fixed', value: 5, max_redemptions: 0 }, 'max_redemptions', VOUCHER_MESSAGES.limit],
    [
      'a fractional limit',
      { code: 'HALFUSE', kind: 'fixed', value: 5, max_redemptions: 1.5 },
      'max_redemptions',
      VOUCHER_MESSAGES.limit,
    ],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_, body, field, message) => {
    const before = await rows();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await rows()).toEqual(before);
  });

  it('refuses a code already taken, whatever its case', async () => {
    await create({ code: 'UNIQUE1', kind: 'fixed', value: 5 });
    const before = await rows();
    const res = await create({ code: 'unique1', kind: 'percent', value: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'code', message: VOUCHER_MESSAGES.taken, code: 'voucher_code_taken' }]);
    expect(await rows()).toEqual(before);
  });

  it('refuses staff and members with 403, and changes nothing', async () => {
    const v = (await create({ code: 'ADMINONLY', kind: 'fixed', value: 5 })).json().data;
    const before = await rows();
    for (const token of [staff, member]) {
      expect((await call({ url: '/api/vouchers', token })).statusCode).toBe(403);
      expect((await create({ code: 'SNEAKY', kind: 'percent', value: 100 }, token)).statusCode).toBe(403);
      expect((await call({ method: 'PATCH', url: `/api/vouchers/${v.id}`, token, body: { active: false } })).statusCode).toBe(
        403,
      );
    }
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for another club's voucher", async () => {
    const other = await addClub(ctx);
    const otherAdmin = other.admin.token;
    const theirs = (
      await api(ctx.app, {
        method: 'POST',
        url: '/api/vouchers',
        slug: other.slug,
        token: otherAdmin,
        body: { code: 'THEIRS', kind: 'fixed', value: 5 },
      })
    ).json().data;
    const res = await call({ method: 'PATCH', url: `/api/vouchers/${theirs.id}`, token: admin, body: { active: false } });
    expect(res.statusCode).toBe(404);
  });
});
