// The floor of registration and sign-in: argon2id with the server's own parameters (platform/
// passwords.ts), hashed by as many concurrent callers as the registration bench uses, on the same
// libuv thread pool the server's hashing runs on. A registration hashes once, a sign-in verifies once.
import { hashPassword } from '../apps/server/src/platform/passwords.js';

export async function hashesPerSecond(seconds: number, workers: number): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        await hashPassword(`bench password ${done}`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
