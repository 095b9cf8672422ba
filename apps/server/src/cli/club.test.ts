import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

type Run = { code: number; stdout: string; stderr: string };

/** Runs the CLI as `npm run club` does (tsx), against this file's database. */
function club(...args: string[]): Promise<Run> {
  return clubWith({}, ...args);
}

/** The CLI with more environment (undefined removes a variable) and what is piped into it. */
function clubWith(opts: { env?: Record<string, string | undefined>; input?: string }, ...args: string[]): Promise<Run> {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: ctx.databaseUrl, LOG_LEVEL: 'silent' };
  delete env.CLUB_ADMIN_PASSWORD;
  delete env.PUBLIC_URL;
  delete env.PORT;
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/club.ts', ...args],
      { cwd: serverDir, env, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(opts.input ?? '');
  });
}

async function signsIn(slug: string, email: string, password: string): Promise<boolean> {
  const res = await api(ctx.app, { method: 'POST', url: '/api/auth/login', slug, body: { email, password } });
  return res.statusCode === 200;
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
    expect(missing.stderr).toContain('Missing --name, --admin-email');
    expect(missing.stderr).toContain('npm run club -- create --slug <slug>');

    const unknown = await club('delete', '--slug', 'x-club');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "delete"');

    const typo = await club('create', '--slug', 'x-club', '--nmae', 'X');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Unknown option '--nmae'/);
  });

  it('takes the password from CLUB_ADMIN_PASSWORD, a file or piped input, and never prints it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-cli-'));
    const file = join(dir, 'password');
    writeFileSync(file, 'from-a-file-123\nsecond line ignored\n', { mode: 0o600 });
    const ways = [
      { opts: { env: { CLUB_ADMIN_PASSWORD: 'from-the-env-123' } }, args: [], password: 'from-the-env-123' },
      { opts: {}, args: ['--admin-password-file', file], password: 'from-a-file-123' },
      { opts: { input: 'piped-in-123\n' }, args: [], password: 'piped-in-123' },
    ];
    for (const way of ways) {
      const slug = uniq('pw-');
      const email = uniqueEmail('owner');
      const res = await clubWith(way.opts, 'create', '--slug', slug, '--name', 'Quiet Club', '--admin-email', email, ...way.args);
      expect(res.code).toBe(0);
      expect(res.stdout + res.stderr).not.toContain(way.password);
      expect(res.stderr).not.toContain('Warning');
      expect(await signsIn(slug, email, way.password)).toBe(true);
    }
  });

  it('warns that a password typed as --admin-password is printed by npm', async () => {
    const res = await club(
      'create',
      '--slug',
      uniq('warn-'),
      '--name',
      'W',
      '--admin-email',
      uniqueEmail(),
      '--admin-password',
      'typed-in-clear',
    );
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('Warning: a password given as --admin-password is printed by npm');
  });

  it('with no password anywhere, says where to give one (exit code 2) and creates nothing', async () => {
    const slug = uniq('nopw-');
    const res = await club('create', '--slug', slug, '--name', 'N', '--admin-email', uniqueEmail());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('No password');
    expect((await api(ctx.app, { url: '/api/settings', slug })).statusCode).toBe(404);
  });

  it('refuses, in one line naming the folder, to create a database where there is none', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'club-cli-')), 'typo-data');
    const res = await clubWith(
      { env: { DATABASE_URL: undefined, DATA_DIR: dataDir, CLUB_ADMIN_PASSWORD: 'password-123' } },
      'create',
      '--slug',
      uniq('nodb-'),
      '--name',
      'Nowhere',
      '--admin-email',
      uniqueEmail(),
    );
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain(`no database under ${dataDir}`);
    expect(res.stderr).toContain('--new-database');
    expect(existsSync(dataDir)).toBe(false);
  });

  it("prints the site's address the running server wrote beside its data, unless PUBLIC_URL or PORT say otherwise", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-cli-'));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'server-address'), 'http://localhost:4123\n');
    const env = { DATA_DIR: dataDir, CLUB_ADMIN_PASSWORD: 'password-123' };
    const slug = uniq('addr-');
    const fromServer = await clubWith({ env }, 'create', '--slug', slug, '--name', 'A', '--admin-email', uniqueEmail());
    expect(fromServer.stdout).toContain(`Site:    http://localhost:4123/club/${slug}`);

    const other = uniq('addr-');
    const fromPort = await clubWith(
      { env: { ...env, PORT: '5055' } },
      'create',
      '--slug',
      other,
      '--name',
      'B',
      '--admin-email',
      uniqueEmail(),
    );
    expect(fromPort.stdout).toContain(`Site:    http://localhost:5055/club/${other}`);

    const third = uniq('addr-');
    const fromUrl = await clubWith(
      { env: { ...env, PUBLIC_URL: 'https://gyms.example.org' } },
      'create',
      '--slug',
      third,
      '--name',
      'C',
      '--admin-email',
      uniqueEmail(),
    );
    expect(fromUrl.stdout).toContain(`Site:    https://gyms.example.org/club/${third}`);
  });
});
