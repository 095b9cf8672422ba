// npm run bench:web: the first load of the public pages. Builds the web app into a temp folder (never
// apps/web/dist, which others serve), starts the real server on a fresh embedded database exactly as
// `npm start` does (apps/server/src/main.ts with WEB_DIST pointing at that build), then per page:
//   - the JS and CSS it loads: every /assets/ script and stylesheet the page requests in Chromium
//     (Playwright, a 390 px phone, until the network is idle), raw and gzip (the .gz files the build
//     wrote, gzip -9) and brotli;
//   - Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU), performance only, on a
//     system Chromium started here with a fresh profile; the median of BENCH_WEB_RUNS runs (default 3).
// Prints the table against LIMITS below and writes bench/results.json `web`, keeping what
// `npm run bench` wrote there. BENCH_WEB_DIST=<folder> measures an existing build instead of building.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { stopProcess } from './processes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const LIMITS = { jsGzKb: 150, cssGzKb: 30, performance: 90, cls: 0.05 };
const PAGES = [
  { name: 'landing', path: '/club/demo' },
  { name: 'login', path: '/club/demo/login' },
] as const;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
// BENCH_WEB_RESULTS=<file> writes the figures elsewhere (a trial run); BENCH_WEB_SAVE=<folder> keeps
// each Lighthouse report (JSON, with its trace's main-thread tasks) for reading.
const resultsFile = process.env.BENCH_WEB_RESULTS ? resolve(process.env.BENCH_WEB_RESULTS) : join(here, 'results.json');
const saveDir = process.env.BENCH_WEB_SAVE ? resolve(process.env.BENCH_WEB_SAVE) : null;

type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number; brotli: number };
/** benchmark_index: Lighthouse's measure of this machine's CPU at the time of the run (a desktop of
 *  2020 scores about 1500; a busy shared machine much less, and its TBT then reads high). */
type Lighthouse = { performance: number; fcp_ms: number; lcp_ms: number; tbt_ms: number; cls: number; speed_index_ms: number; benchmark_index: number };
type PageFigure = {
  page: string;
  path: string;
  js: { files: number; raw_kb: number; gzip_kb: number; brotli_kb: number };
  css: { files: number; raw_kb: number; gzip_kb: number; brotli_kb: number };
  assets: Asset[];
  lighthouse: Lighthouse & { runs: Lighthouse[] };
};

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'springboard-bench-web-'));
chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must reach the folder
const children: ChildProcess[] = [];

try {
  const dist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : build(join(dir, 'dist'));
  const baseUrl = await startServer(dist);
  console.log(`Serving ${dist} at ${baseUrl}`);

  const figures: PageFigure[] = [];
  const sizes = new Map<string, Asset[]>();
  for (const page of PAGES) sizes.set(page.name, await loadedAssets(dist, baseUrl + page.path));

  const { port, stop } = await launchChromium(join(dir, 'chromium-profile'));
  try {
    for (const page of PAGES) {
      const runs: Lighthouse[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`  Lighthouse ${page.name} (${i + 1}/${RUNS})…\n`);
        const save = saveDir ? join(saveDir, `${page.name}-${i + 1}.json`) : null;
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART on a busy machine): once more.
        runs.push(await runLighthouse(baseUrl + page.path, port, save).catch(() => runLighthouse(baseUrl + page.path, port, save)));
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      const assets = sizes.get(page.name) ?? [];
      figures.push({ page: page.name, path: page.path, js: total(assets, 'js'), css: total(assets, 'css'), assets, lighthouse: { ...median, runs } });
    }
  } finally {
    await stop();
  }

  printAssets(figures);
  printTable(figures);
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const web = {
    measured_at: new Date().toISOString(),
    lighthouse: { version: '12', preset: 'mobile (simulated throttling)', runs: RUNS, chromium: CHROMIUM },
    limits: { js_gzip_kb: LIMITS.jsGzKb, css_gzip_kb: LIMITS.cssGzKb, performance: LIMITS.performance, cls: LIMITS.cls },
    pages: figures,
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, web }, null, 2)}\n`);
  console.log(`\nWritten to bench/results.json (web). Done in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  for (const child of children.reverse()) await stopProcess(child);
  rmSync(dir, { recursive: true, force: true });
}

function build(outDir: string): string {
  console.log(`Building the web app into ${outDir}…`);
  const res = spawnSync(process.execPath, [join(root, 'apps/web/node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status})`);
  return outDir;
}

/** apps/server/src/main.ts, as `npm start` runs it, on a fresh embedded database; resolves once /api/health answers. */
async function startServer(webDist: string): Promise<string> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...env } = process.env; // always a fresh embedded database
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), WEB_DIST: webDist, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return baseUrl;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start within 120 s:\n${output}`);
}

/** Every /assets/ script and stylesheet the page requests, in a phone-sized Chromium, until the network is idle. */
async function loadedAssets(dist: string, url: string): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    const seen = new Set<string>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/assets/') && /\.(js|css)$/.test(path)) seen.add(path);
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
    return [...seen].map((path) => sizeOf(dist, path));
  } finally {
    await browser.close();
  }
}

function sizeOf(dist: string, path: string): Asset {
  const file = join(dist, path);
  const body = readFileSync(file);
  // The build writes .gz/.br beside files over 1 kB (what the server sends); smaller ones are compressed here alike.
  const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(body, { level: 9 }).length;
  const brotli = existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { url: path, kind: path.endsWith('.css') ? 'css' : 'js', raw: body.length, gzip, brotli };
}

function total(assets: Asset[], kind: Asset['kind']) {
  const of = assets.filter((a) => a.kind === kind);
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  const sum = (key: 'raw' | 'gzip' | 'brotli') => kb(of.reduce((s, a) => s + a[key], 0));
  return { files: of.length, raw_kb: sum('raw'), gzip_kb: sum('gzip'), brotli_kb: sum('brotli') };
}

/** The system Chromium with a fresh profile and a DevTools port for Lighthouse. */
async function launchChromium(profile: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop: () => stopProcess(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s:\n${output}`);
}

async function runLighthouse(url: string, port: number, saveTo: string | null): Promise<Lighthouse> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (saveTo) {
    mkdirSync(dirname(saveTo), { recursive: true });
    writeFileSync(saveTo, JSON.stringify(lhr, null, 1));
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(saveTo.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speed_index_ms: Math.round(audit('speed-index')),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
  };
}

function printAssets(figures: PageFigure[]) {
  for (const f of figures) {
    console.log(`\n${f.page} (${f.path}): ${f.js.files} JS files, ${f.css.files} CSS files`);
    for (const a of [...f.assets].sort((x, y) => y.gzip - x.gzip)) {
      console.log(`  ${(a.gzip / 1024).toFixed(1).padStart(6)} kB gz  ${(a.raw / 1024).toFixed(1).padStart(6)} kB raw  ${a.url}`);
    }
  }
}

function printTable(figures: PageFigure[]) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const header = ['page', 'JS gz kB', 'JS raw kB', 'CSS gz kB', 'CSS raw kB', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'CPU index'];
  // The size limits are the landing's (the first page a visitor loads); the sign-in page also loads its form kit.
  const sized = (f: PageFigure) => f.page === 'landing';
  const lines = figures.map((f) => [
    f.page,
    `${f.js.gzip_kb}${sized(f) ? mark(f.js.gzip_kb <= LIMITS.jsGzKb) : ''}`,
    String(f.js.raw_kb),
    `${f.css.gzip_kb}${sized(f) ? mark(f.css.gzip_kb <= LIMITS.cssGzKb) : ''}`,
    String(f.css.raw_kb),
    `${f.lighthouse.performance}${mark(f.lighthouse.performance >= LIMITS.performance)}`,
    (f.lighthouse.fcp_ms / 1000).toFixed(1),
    (f.lighthouse.lcp_ms / 1000).toFixed(1),
    String(f.lighthouse.tbt_ms),
    `${f.lighthouse.cls}${mark(f.lighthouse.cls <= LIMITS.cls)}`,
    String(f.lighthouse.benchmark_index),
  ]);
  lines.push(['(limit)', `≤ ${LIMITS.jsGzKb} (landing)`, '', `≤ ${LIMITS.cssGzKb} (landing)`, '', `≥ ${LIMITS.performance}`, '', '', '', `≤ ${LIMITS.cls}`, '']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile preset; ✗ = over the limit; CPU index = Lighthouse's benchmarkIndex (load on the machine lowers it and raises TBT)`);
  console.log(`${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(fmt(line));
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

