// What the docs are generated from, read at run time: every operation of the contract with the file
// and the exported group that declare it, and the web app's screens with their titles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Method, Operation } from '../../packages/contract/src/operation.js';
import { PERMISSIONS, type Permission } from '../../packages/contract/src/permissions.js';

/** The folder of the operation declarations, one file per domain, from the repository root. */
export const OPERATIONS_DIR = 'packages/contract/src/operations';
const SCREENS_FILE = 'apps/web/src/config/screens.ts';
const SCREEN_TITLES_FILE = 'apps/web/src/locales/en/areas.json';

export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One declared operation and where it is declared. */
export type Declared = {
  operation: Operation;
  /** From the repository root: 'packages/contract/src/operations/invoices.ts'. */
  contractFile: string;
  /** The exported object holding it ('invoiceOperations') and its key there ('create'). */
  group: string;
  key: string;
};

/** A screen of the signed-in areas that staff need a permission for. */
export type Screen = { area: string; page: string; title: string; route: string; permission: Permission | null };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isOperation(v: unknown): v is Operation {
  return (
    isObject(v) &&
    METHODS.includes(v.method as Method) &&
    typeof v.path === 'string' &&
    v.path.startsWith('/api/') &&
    isObject(v.access) &&
    typeof v.access.kind === 'string'
  );
}

/** An exported object of operations, e.g. `invoiceOperations` (schemas and messages are not). */
const isOperationGroup = (v: unknown): v is Record<string, Operation> =>
  isObject(v) && Object.keys(v).length > 0 && Object.values(v).every(isOperation);

/** Every operation of every declaration file, by file then group then key in declaration order. */
export async function declaredOperations(root: string): Promise<Declared[]> {
  const files = readdirSync(join(root, OPERATIONS_DIR))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const declared: Declared[] = [];
  for (const name of files) {
    const contractFile = `${OPERATIONS_DIR}/${name}`;
    const module: Record<string, unknown> = await import(pathToFileURL(join(root, contractFile)).href);
    for (const [group, value] of Object.entries(module)) {
      if (!isOperationGroup(value)) continue;
      for (const [key, operation] of Object.entries(value)) declared.push({ operation, contractFile, group, key });
    }
  }
  const seen = new Map<string, Declared>();
  for (const d of declared) {
    const route = routeOf(d.operation);
    const first = seen.get(route);
    if (first) throw new Error(`${route} is declared twice: ${first.group}.${first.key} and ${d.group}.${d.key}`);
    seen.set(route, d);
  }
  if (declared.length === 0) throw new Error(`No operations found in ${OPERATIONS_DIR}`);
  return declared;
}

/** 'GET /api/invoices/member/:id' */
export const routeOf = (op: Operation) => `${op.method} ${op.path}`;

/** The screens registry of the web app with each page's English title. */
export async function screens(root: string): Promise<Screen[]> {
  const module: Record<string, unknown> = await import(pathToFileURL(join(root, SCREENS_FILE)).href);
  const titles: unknown = JSON.parse(readFileSync(join(root, SCREEN_TITLES_FILE), 'utf8'));
  const pages = isObject(titles) && isObject(titles.pages) ? titles.pages : {};
  if (!Array.isArray(module.SCREENS)) throw new Error(`${SCREENS_FILE} exports no SCREENS list`);
  return module.SCREENS.map((s: unknown) => {
    if (
      !isObject(s) ||
      typeof s.area !== 'string' ||
      typeof s.page !== 'string' ||
      !isObject(s.route) ||
      typeof s.route.path !== 'string'
    )
      throw new Error(`${SCREENS_FILE}: a screen without area, page or route: ${JSON.stringify(s)}`);
    const permission = s.permission ?? null;
    if (permission !== null && !PERMISSIONS.includes(permission as Permission))
      throw new Error(`${SCREENS_FILE}: screen ${s.page} names an unknown permission ${String(permission)}`);
    const title = pages[s.page];
    if (typeof title !== 'string') throw new Error(`${SCREEN_TITLES_FILE}: no title pages.${s.page}`);
    return { area: s.area, page: s.page, title, route: s.route.path, permission: permission as Permission | null };
  });
}
