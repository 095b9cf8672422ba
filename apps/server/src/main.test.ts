// The server process as `npm start` runs it: Ctrl-C stops it cleanly with exit code 0
// (npm then reports nothing), and a start-up problem the operator can fix is a line, not a stack.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(mode: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'springboard-main-'));
  chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
}

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** Starts main.ts; `whenUp` (if given) runs once /api/health answers, and should stop the process. */
function runServer(env: Record<string, string>, whenUp?: (pid: number, port: number) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...parentEnv, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      clearInterval(poll);
      resolve({ code, signal, stdout, stderr });
    });
    const poll = setInterval(async () => {
      if (!whenUp || !env.PORT) return;
      try {
        if ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok) {
          clearInterval(poll);
          whenUp(child.pid!, Number(env.PORT));
        }
      } catch {
        /* not up yet */
      }
    }, 250);
  });
}

describe('npm start, then Ctrl-C', () => {
  it('closes the app, stops the embedded PostgreSQL and exits 0', async () => {
    const dataDir = tempDir(0o755);
    const port = String(await freePort());
    let address = '';
    const run = await runServer({ DATA_DIR: dataDir, PORT: port }, (pid) => {
      address = readFileSync(join(dataDir, 'server-address'), 'utf8');
      process.kill(pid, 'SIGINT');
    });
    expect(run).toMatchObject({ code: 0, signal: null });
    // The demo's sign-in comes last, in a frame; the address is the one the server answers on.
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^└─+┘$/);
    expect(run.stdout).toMatch(/│ Demo club created: Sunrise Gymnastics +│/);
    expect(run.stdout).toContain(`│ Site:     http://localhost:${port}/club/demo`);
    expect(run.stdout).toMatch(/│ Password: \S{8,} +│/);
    // The CLI reads where the server answers from beside the data; a stopped server leaves nothing.
    expect(address).toBe(`http://localhost:${port}\n`);
    expect(existsSync(join(dataDir, 'server-address'))).toBe(false);
    expect(run.stderr).toBe('');
    // PostgreSQL is gone too: its pid file is removed on a clean stop.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(readFileSync(join(dataDir, 'postgres', 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
  }, 120_000);
});

describe('start-up problems', () => {
  it('names the bad variable in a line or two, without a stack trace', async () => {
    const run = await runServer({ DATA_DIR: tempDir(0o755), PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration:\n\s+PORT: /);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    'as root, says in one line why a private DATA_DIR cannot hold the embedded database and what to do',
    async () => {
      const dataDir = tempDir(0o700);
      const run = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
      expect(lines[0]).toContain(`chmod o+x ${dataDir}`);
      // Following the advice works: the same DATA_DIR, let through, starts.
      chmodSync(dataDir, 0o711);
      const port = String(await freePort());
      const again = await runServer({ DATA_DIR: dataDir, PORT: port }, (pid) => process.kill(pid, 'SIGTERM'));
      expect(again).toMatchObject({ code: 0, stderr: '' });
    },
    120_000,
  );
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
