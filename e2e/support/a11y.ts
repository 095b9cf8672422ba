// Accessibility is part of done: axe-core over the current page, failing on serious or critical
// violations of WCAG 2.x A/AA (colour contrast included).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function atRest(page: Page): Promise<void> {
  // Judge the page at rest: a menu or dialog half-way through its closing transition is not what a
  // person meets. Endless animations (a spinner) only delay this by the timeout.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      {
        timeout: 2000,
      },
    )
    .catch(() => {});
}

async function seriousViolations(page: Page, exclude: string[]) {
  await atRest(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  // Axe judges the whole document, but measures a control partly under the sticky header by its
  // uncovered sliver: a program checkbox with 6 px to its neighbour then "lacks space", depending
  // only on where an earlier click happened to scroll the page. Judge the page from its top, where
  // the header covers nothing, and give the journey back the scroll position it had.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  try {
    const results = await builder.analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  } finally {
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  }
}

export async function checkA11y(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  let bad = await seriousViolations(page, opts.exclude ?? []);
  // A toast whose auto-close timer fires while axe reads the page fades out under it (its text is
  // measured half-transparent). Read again once that fade has ended (seriousViolations waits for the
  // page's animations): a real violation is still there, a fade is not.
  if (bad.length) bad = await seriousViolations(page, opts.exclude ?? []);
  if (!bad.length) return;
  const lines = bad.map((v) => {
    // The element's own HTML too: a generated id alone does not say which control it was.
    const where = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}\n      ${n.html.slice(0, 300)}`);
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${where.join('\n')}`;
  });
  throw new Error(`Accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
}
