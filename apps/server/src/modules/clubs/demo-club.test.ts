// The demo club made on an empty database shows skills at work: a family's athletes with recorded
// progress, one of them ready to move up to the level the teen classes teach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txSource } from '../../db/tenant-tx.js';
import { api } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { DEMO_SLUG, seedDemoClubIfEmpty } from './demo-club.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const credentials = await seedDemoClubIfEmpty(txSource(ctx.database.db));
  expect(credentials).not.toBeNull();
  const login = await api(ctx.app, { method: 'POST', url: '/api/auth/login', slug: DEMO_SLUG, body: credentials });
  token = login.json().data.access_token as string;
});
afterAll(async () => {
  await ctx?.close();
});

describe('the demo club', () => {
  it('lists an athlete ready to move up, with the next level and its classes', async () => {
    const res = await api(ctx.app, { url: '/api/skills/ready', slug: DEMO_SLUG, token });
    expect(res.statusCode).toBe(200);
    const ready = res.json().data as {
      athlete: { first_name: string };
      level: { name: string };
      next_level: { name: string };
      programs: { label: string }[];
    }[];
    expect(ready.map((r) => r.athlete.first_name)).toEqual(['Leo']);
    expect(ready[0]).toMatchObject({
      level: { name: 'Level 1' },
      next_level: { name: 'Level 2' },
      programs: [{ label: 'Teen Competitive' }],
    });
  });

  it("shows a teen's progress part-way through her level, with the coach's comments", async () => {
    const athletes = (await api(ctx.app, { url: '/api/athletes', slug: DEMO_SLUG, token })).json().data as {
      id: string;
      first_name: string;
    }[];
    const maya = athletes.find((a) => a.first_name === 'Maya')!;
    const progress = (await api(ctx.app, { url: `/api/athletes/${maya.id}/skills`, slug: DEMO_SLUG, token })).json().data;
    expect(progress.level.name).toBe('Level 2');
    expect(progress.mastered).toBe(2);
    expect(progress.ready).toBe(false);
    expect(progress.skills.some((s: { history: { comment: string | null }[] }) => s.history.some((h) => h.comment))).toBe(true);
  });
});
