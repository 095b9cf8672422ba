// Child processes of the benchmark: each server under test runs in its own Node process (the load
// generator keeps the parent's), started through tsx and ready once it prints "READY <payload>".
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export type Started = {
  payload: string;
  pid: number | undefined;
  stop: () => Promise<void>;
  /** The last 20 kB the process printed (stdout and stderr): its log, to show what went wrong. */
  output: () => string;
};

export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Started> {
  // BENCH_CPU_PROF=<dir>: each child writes a V8 CPU profile there when it ends, to see where the time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, ...(process.env.BENCH_CPU_PROF_INTERVAL ? [`--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL}`] : [])]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(here, script), ...args], {
    cwd: join(here, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopProcess(child);
      reject(new Error(`${script} was not ready within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    let ready = false;
    // Keep draining both pipes for the whole run: a full pipe would stall the server under test.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stderr.on('data', keep);
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      const line = ready ? null : /^READY (.*)$/m.exec(output);
      if (!line) return;
      ready = true;
      clearTimeout(timer);
      resolve({ payload: line[1] ?? '', pid: child.pid, stop: () => stopProcess(child), output: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM (the server stops its embedded PostgreSQL cleanly), SIGKILL if it hangs. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
