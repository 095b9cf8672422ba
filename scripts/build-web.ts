// `npm start`'s build step: builds the web app only when what it is built from changed since the last
// build (a fingerprint of those files is kept in the build folder), and quietly: Vite's list of
// written files shows only with LOG_LEVEL=debug. `npm run build` still always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const FINGERPRINT = join(dist, '.built-from');

/** Everything the web build reads: its sources, the contract it derives its client from, and the lock file. */
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json'];
INPUTS.push('apps/web/tsconfig.json', 'apps/web/postcss.config.cjs', 'packages/contract/src', 'package-lock.json');

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const built = existsSync(FINGERPRINT) && existsSync(join(dist, 'index.html')) ? readFileSync(FINGERPRINT, 'utf8').trim() : null;
if (built === wanted) {
  console.log('Web app unchanged since its last build.');
} else {
  const started = Date.now();
  console.log('Building the web app…');
  const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['run', '--silent', 'build', '-w', '@springboard/web', '--', '--logLevel', debug ? 'info' : 'warn'];
  const run = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(FINGERPRINT, wanted + '\n');
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
