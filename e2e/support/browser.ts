// One headless system Chromium per test file, and pages that fail the running test on any
// console.error, uncaught page error or 5xx answer (checked after each test by setup.ts).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', '.artifacts');

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export type PageOptions = {
  viewport?: keyof typeof VIEWPORTS;
  /** Console errors a journey expects (e.g. the 401 of a wrong password); anything else fails the test. */
  allowConsoleErrors?: RegExp[];
  /** The browser's time zone (an IANA name); the machine's unless told. */
  timezoneId?: string;
};

type Tracked = { page: Page; context: BrowserContext; allowed: RegExp[]; problems: string[] };
const tracked = new Map<Page, Tracked>();
let browser: Promise<Browser> | null = null;

export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browser;
}

export async function newPage(opts: PageOptions = {}): Promise<Page> {
  const context = await (
    await launchBrowser()
  ).newContext({
    ...VIEWPORTS[opts.viewport ?? 'desktop'],
    locale: 'en-US',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const entry: Tracked = { page, context, allowed: [...(opts.allowConsoleErrors ?? [])], problems: [] };
  tracked.set(page, entry);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const url = msg.location().url;
    if (entry.allowed.some((re) => re.test(text))) return;
    // The browser asks for /favicon.ico on its own (e.g. on a JSON page); that is not the page failing.
    if (url.endsWith('/favicon.ico')) return;
    const at = url ? ` (${url}:${msg.location().lineNumber})` : '';
    entry.problems.push(`console.error: ${text}${at}`);
  });
  page.on('pageerror', (err) => entry.problems.push(`page error: ${err.stack ?? err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500) entry.problems.push(`HTTP ${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return page;
}

/** Allow more expected console errors on a page already open (e.g. before a deliberate wrong login). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]) {
  tracked.get(page)?.allowed.push(...patterns);
}

/** Called after each test: the problems the pages saw since the last call, then forgotten. */
export function takePageProblems(): string[] {
  const all: string[] = [];
  for (const entry of tracked.values()) all.push(...entry.problems.splice(0));
  return all;
}

/** The pages open before a test began (setup.ts marks each test's start). */
let openBefore = new Set<Page>();
export function markTestStart() {
  openBefore = new Set(tracked.keys());
}

/** For a failed test: where each page it opened stood, each with a screenshot in .artifacts. */
export async function describeOpenPages(testName: string): Promise<string[]> {
  const lines: string[] = [];
  const opened = [...tracked.keys()].filter((p) => !openBefore.has(p));
  for (const [i, page] of opened.entries()) {
    if (page.isClosed()) continue;
    const shot = await screenshot(page, `failed-${testName.slice(0, 60)}-${i + 1}`).catch(() => 'no screenshot');
    lines.push(`page ${i + 1} at ${page.url()} (${shot})`);
  }
  return lines;
}

export async function closeBrowser(): Promise<void> {
  for (const entry of tracked.values()) await entry.context.close().catch(() => {});
  tracked.clear();
  const b = browser;
  browser = null;
  if (b) await (await b).close();
}

/** A full-page PNG in e2e/.artifacts/<name>.png, for a person to look at. */
/** The whole page, or with `fullPage: false` what the screen shows (an open dropdown closes when the
 *  page is stretched for a whole-page picture). */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: opts.fullPage ?? true });
  return path;
}
