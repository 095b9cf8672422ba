// The generated docs, in memory: what `npm run docs` writes and what the docs test compares with the
// committed files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPage } from './api-page.js';
import { declaredOperations, screens } from './declarations.js';
import { permissionsPage } from './permissions-page.js';
import { registeringFiles } from './routes-files.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A generated file: its path from the repository root and its text. */
export type GeneratedDoc = { file: string; text: string };

export async function generateDocs(root = REPO_ROOT): Promise<GeneratedDoc[]> {
  const declared = await declaredOperations(root);
  const routesFiles = registeringFiles(root, declared);
  return [
    { file: 'docs/api.md', text: apiPage(declared, routesFiles) },
    { file: 'docs/permissions.md', text: permissionsPage(declared, await screens(root)) },
  ];
}

/** The committed text of a generated file, or null if it is missing. */
export function committedText(doc: GeneratedDoc, root = REPO_ROOT): string | null {
  const path = join(root, doc.file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export const outOfDateMessage = (doc: GeneratedDoc) => `${doc.file} is out of date: run npm run docs`;
