// Loaded into every e2e test file: a test fails when a page it drove logged an error, a failed test
// prints where its pages stood (a screenshot of each in .artifacts), and the browser closes with the file.
import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeBrowser, describeOpenPages, markTestStart, takePageProblems } from './browser.js';

beforeEach(({ task, onTestFailed }) => {
  markTestStart();
  onTestFailed(async () => {
    const pages = await describeOpenPages(task.name);
    if (pages.length) console.error(`"${task.name}" failed with:\n${pages.join('\n')}`);
  });
});

afterEach(() => {
  const problems = takePageProblems();
  if (problems.length) throw new Error(`The page reported ${problems.length} problem(s):\n${problems.join('\n')}`);
});

afterAll(async () => {
  await closeBrowser();
});
