// Loaded into every e2e test file: a test fails when a page it drove logged an error, and the
// browser closes with the file.
import { afterAll, afterEach } from 'vitest';
import { closeBrowser, takePageProblems } from './browser.js';

afterEach(() => {
  const problems = takePageProblems();
  if (problems.length) throw new Error(`The page reported ${problems.length} problem(s):\n${problems.join('\n')}`);
});

afterAll(async () => {
  await closeBrowser();
});
