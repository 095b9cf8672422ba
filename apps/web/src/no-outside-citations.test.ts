// The repository stands alone: whoever clones it has no product documents, no decisions file
// outside it and no issue tracker, so no comment, doc or string may send them to one (a numbered
// section, a planning file, a ticket number). A rule is written where it applies, in plain words;
// a file that IS in the repository (docs/decisions/0001-….md, ARCHITECTURE.md) may be cited. The
// sample lines below are what the guard must catch: the test's own input, skipped by the scan.
// Scans the source and docs of every workspace, not only the web app's.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..', '..', '..');

const SCANNED = ['e2e', 'bench', 'scripts', 'docs', 'README.md', 'ARCHITECTURE.md'];
const WORKSPACES = ['apps', 'packages'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.artifacts']);
const TEXT = new Set('.ts .tsx .js .mjs .cjs .json .md .css .sql .html .conf .yml .yaml .sh'.split(' '));

/** Each way of pointing outside the repository, with what it looks like. */
const CITATIONS: { what: string; pattern: RegExp; skipLocales?: true }[] = [
  {
    what: 'a decisions or conventions file',
    pattern: /\b00-decisions\b|\bdecisions\.md\b|\bconventions\.md\b|\bdecisions file\b/i,
  },
  // "§" alone could be law in a user-facing legal text, so locale strings are left to the other rules.
  { what: 'a numbered section', pattern: /§\s?\d/, skipLocales: true },
  { what: 'a numbered document', pattern: /\bdocuments?\s+0\d\b/i },
  { what: 'the documents', pattern: /\bthe documents\b|\bdocuments['’]/i },
  { what: 'the spec', pattern: /\bthe spec(?:ification)?\b|\bspec(?:ification)? says\b|\bspec'd\b/i },
  // "issue" as a word or a verb ("issue a refund", zod's `issue.path`) is fine; a numbered one is a ticket.
  { what: 'an issue number', pattern: /\bissues?\s+#?\d+\b/i },
];

function files(path: string, out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return out; // a folder this checkout does not have
  }
  for (const e of entries) {
    const full = join(path, e.name);
    if (e.isDirectory()) {
      if (!SKIPPED_DIRS.has(e.name)) files(full, out);
    } else if (TEXT.has(extname(e.name)) && full !== here) out.push(full);
  }
  return out;
}

function scannedFiles(): string[] {
  const out: string[] = [];
  for (const top of WORKSPACES)
    for (const ws of readdirSync(join(root, top), { withFileTypes: true }))
      if (ws.isDirectory()) files(join(root, top, ws.name, 'src'), out);
  for (const p of SCANNED) {
    if (extname(p)) out.push(join(root, p));
    else files(join(root, p), out);
  }
  return out;
}

/** `file:line  what: the line`, for every line that points outside the repository. */
function outsideCitations(paths: readonly string[]): string[] {
  const hits: string[] = [];
  for (const path of paths) {
    const name = relative(root, path).split('\\').join('/');
    const locale = name.includes('/locales/') && name.endsWith('.json');
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const found = CITATIONS.find((c) => !(locale && c.skipLocales) && c.pattern.test(line));
        if (found) hits.push(`${name}:${i + 1}  ${found.what}: ${line.trim().slice(0, 140)}`);
      });
  }
  return hits;
}

describe('the repository stands alone', () => {
  it('finds the source and docs it scans', () => {
    const names = scannedFiles().map((p) => relative(root, p).split('\\').join('/'));
    expect(names).toContain('README.md');
    expect(names.some((n) => n.startsWith('apps/server/src/'))).toBe(true);
    expect(names.some((n) => n.startsWith('packages/contract/src/'))).toBe(true);
    expect(names.some((n) => n.startsWith('e2e/'))).toBe(true);
  });

  it('flags citations and leaves ordinary words alone', () => {
    const flags = (line: string) => CITATIONS.some((c) => c.pattern.test(line));
    // The citing samples are put together from pieces, so this file does not itself cite anything.
    const cite = (...parts: string[]) => parts.join('');
    for (const line of [
      cite('// Tiers per week (02 ', '§3).'),
      cite('// See 00-', 'decisions.md ', '§5.'),
      cite('// As conventions', '.md says.'),
      cite("// The landing stays under iss", "ue 10's budget."),
      cite('// Journey (iss', 'ue 9 item 2): a member …'),
      '// The documents name no such screen.',
      "// Sent as the documents' call speaks them.",
      '// Every route of documents 01 and 02.',
      '// The spec says so.',
    ])
      expect(flags(line), line).toBe(true);
    for (const line of [
      'return parsed.error.issues.map((issue) => ({ field: issue.path.join(".") }));',
      '// The server may issue a refund.',
      "document.documentElement.lang = 'es';",
      '// Decision 0009 (docs/decisions/0009-job-queue.md) explains the queue.',
      'const spec = await api(app, { url: "/api/openapi.json" });',
    ])
      expect(flags(line), line).toBe(false);
  });

  it('cites no document outside the repository', () => {
    const hits = outsideCitations(scannedFiles());
    expect(hits.length, `lines citing outside the repository:\n${hits.join('\n')}\n`).toBe(0);
  });
});
