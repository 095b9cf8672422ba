import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniq, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Runs the CLI as `npm run club` does (tsx), against this file's database. */
function club(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/club.ts', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: ctx.databaseUrl, LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run club -- create', () => {
  it('creates a club whose admin can sign in, and prints its id', async () => {
    const slug = uniq('gym-');
    const email = uniqueEmail('owner');
    const res = await club(
      'create',
      '--slug',
      slug,
      '--name',
      'Riverside Gymnastics',
      '--admin-email',
      email,
      '--admin-password',
      'a-long-password',
    );
    expect(res.code).toBe(0);
    const id = /Club id: ([0-9a-f-]{36})/.exec(res.stdout)?.[1];
    expect(id).toBeDefined();

    const settings = await api(ctx.app, { url: '/api/settings', slug });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toMatchObject({ tenant_id: id, slug, name: 'Riverside Gymnastics' });

    const login = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      slug,
      body: { email, password: 'a-long-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, role: 'admin', tenant_id: id });
    expect(res.stdout + res.stderr).not.toContain('a-long-password');
  });

  it('refuses a slug that is already taken, with exit code 1', async () => {
    const slug = uniq('taken-');
    const first = await club(
      'create',
      '--slug',
      slug,
      '--name',
      'First',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'password-1',
    );
    expect(first.code).toBe(0);
    const again = await club(
      'create',
      '--slug',
      slug,
      '--name',
      'Second',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'password-2',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`The slug "${slug}" is already taken`);
    expect(again.stdout).not.toContain('Club id');
    expect((await api(ctx.app, { url: '/api/settings', slug })).json().data.name).toBe('First');
  });

  it('refuses a domain another club uses', async () => {
    const domain = `${uniq('d')}.example.org`;
    const ok = await club(
      'create',
      '--slug',
      uniq('a-'),
      '--name',
      'A',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'password-1',
      '--domain',
      domain,
    );
    expect(ok.code).toBe(0);
    const clash = await club(
      'create',
      '--slug',
      uniq('b-'),
      '--name',
      'B',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'password-2',
      '--domain',
      domain,
    );
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(`The domain "${domain}" is already used by another club`);
  });

  it('names every bad field by its flag and creates nothing', async () => {
    const slug = uniq('bad-');
    const res = await club('create', '--slug', slug, '--name', ' ', '--admin-email', 'not-an-email', '--admin-password', 'short');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--name: name is required');
    expect(res.stderr).toContain('--admin-email: Please enter a valid email address');
    expect(res.stderr).toMatch(/--admin-password: Password must be at least 8 characters/);
    expect((await api(ctx.app, { url: '/api/settings', slug })).statusCode).toBe(404);

    const badSlug = await club(
      'create',
      '--slug',
      'no spaces!',
      '--name',
      'X',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'password-1',
    );
    expect(badSlug.code).toBe(1);
    expect(badSlug.stderr).toContain('--slug: use 2-63 lowercase letters, digits or dashes');
  });

  it('explains its usage on a missing flag or an unknown command (exit code 2)', async () => {
    const missing = await club('create', '--slug', 'x-club');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --name, --admin-email, --admin-password');
    expect(missing.stderr).toContain('npm run club -- create --slug <slug>');

    const unknown = await club('delete', '--slug', 'x-club');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "delete"');

    const typo = await club('create', '--slug', 'x-club', '--nmae', 'X');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Unknown option '--nmae'/);
  });
});
