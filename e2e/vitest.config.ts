// The browser journeys: one real server for the whole run (global-setup.ts), files one after the
// other in a single process so they share it without racing, with timeouts fit for a browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
    // expect.poll waits as long as a Playwright locator does (browser.ts: 10 s): vitest's own default
    // of 1 s gave up on pages that were still drawing while the machine was busy.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
