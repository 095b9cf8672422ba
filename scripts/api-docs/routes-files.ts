// Which server file registers each declared operation, read from the server's source: every call
// `registerOperations(app, <operations>, handlers)` under apps/server/src, with <operations> followed
// back to the contract's exported group it comes from. What it follows: an imported group
// (`invoiceOperations`), a key of one (`paymentOperations.stripeWebhook`), an object literal of those
// (with spreads), and a `const` bound to any of these, destructuring and `...rest` included. Anything
// else stops the generator with the file and line, as does an operation registered twice or never:
// the answer is exact or there is none.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { OPERATIONS_DIR, type Declared } from './declarations.js';

const SERVER_SRC = 'apps/server/src';
/** How the server imports a declaration file: '@springboard/contract/operations/invoices'. */
const CONTRACT_OPERATIONS_IMPORT = '@springboard/contract/operations/';

/** One operation, or a group of them by handler key. */
type Value = { kind: 'one'; declared: Declared } | { kind: 'group'; members: Map<string, Declared> };

/** What a name in a file is bound to. */
type Binding =
  | { kind: 'import'; contractFile: string; exported: string }
  | { kind: 'const'; init: ts.Expression }
  | { kind: 'property'; of: ts.Expression; key: string }
  | { kind: 'rest'; of: ts.Expression; without: string[] };

/** The exported groups of operations by '<contract file>#<export>', each by key. */
export type Groups = Map<string, Map<string, Declared>>;

export function groupsOf(declared: Declared[]): Groups {
  const groups: Groups = new Map();
  for (const d of declared) {
    const id = `${d.contractFile}#${d.group}`;
    if (!groups.has(id)) groups.set(id, new Map());
    groups.get(id)!.set(d.key, d);
  }
  return groups;
}

/** The routes file (from the repository root) of every declared operation. */
export function registeringFiles(root: string, declared: Declared[]): Map<Declared, string> {
  const groups = groupsOf(declared);

  const found = new Map<Declared, string>();
  for (const file of serverFiles(join(root, SERVER_SRC))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('registerOperations')) continue;
    const name = relative(root, file).split(sep).join('/');
    for (const d of operationsRegisteredIn(name, text, groups)) {
      const other = found.get(d);
      if (other) throw new Error(`${d.group}.${d.key} is registered twice: in ${other} and in ${name}`);
      found.set(d, name);
    }
  }

  const missing = declared.filter((d) => !found.has(d));
  if (missing.length)
    throw new Error(
      `Declared but registered by no file under ${SERVER_SRC}: ${missing.map((d) => `${d.group}.${d.key} (${d.contractFile})`).join(', ')}`,
    );
  return found;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The operations registered by the `registerOperations` calls of one file (its name and text). */
export function operationsRegisteredIn(fileName: string, text: string, groups: Groups): Declared[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const fail = (node: ts.Node, why: string): never => {
    throw new Error(`${where(node)}: ${why} (see scripts/api-docs/routes-files.ts for what it follows)`);
  };

  const bindings = new Map<string, Binding[]>();
  const bind = (name: string, b: Binding) => bindings.set(name, [...(bindings.get(name) ?? []), b]);
  const calls: ts.CallExpression[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const named = node.importClause?.namedBindings;
      if (spec.startsWith(CONTRACT_OPERATIONS_IMPORT) && named && ts.isNamedImports(named)) {
        const contractFile = `${OPERATIONS_DIR}/${spec.slice(CONTRACT_OPERATIONS_IMPORT.length)}.ts`;
        for (const el of named.elements)
          bind(el.name.text, { kind: 'import', contractFile, exported: (el.propertyName ?? el.name).text });
      }
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      if (ts.isIdentifier(node.name)) bind(node.name.text, { kind: 'const', init });
      else if (ts.isObjectBindingPattern(node.name)) {
        const keys: string[] = [];
        for (const el of node.name.elements) {
          if (!ts.isIdentifier(el.name)) continue; // a nested pattern binds nothing we follow
          if (el.dotDotDotToken) continue;
          const key = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : el.name.text;
          keys.push(key);
          bind(el.name.text, { kind: 'property', of: init, key });
        }
        for (const el of node.name.elements)
          if (el.dotDotDotToken && ts.isIdentifier(el.name)) bind(el.name.text, { kind: 'rest', of: init, without: keys });
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
      if (name === 'registerOperations') calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const group = (node: ts.Node, v: Value): Map<string, Declared> =>
    v.kind === 'group' ? v.members : fail(node, 'expected a group of operations, found one operation');

  const resolveName = (node: ts.Identifier, seen: Set<string>): Value => {
    const name = node.text;
    const all = bindings.get(name) ?? [];
    if (all.length !== 1) fail(node, all.length ? `${name} is bound more than once in this file` : `cannot tell what ${name} is`);
    if (seen.has(name)) fail(node, `${name} refers to itself`);
    const next = new Set(seen).add(name);
    const b = all[0]!;
    switch (b.kind) {
      case 'import': {
        const members = groups.get(`${b.contractFile}#${b.exported}`);
        if (!members) return fail(node, `${b.exported} of ${b.contractFile} is not a group of operations`);
        return { kind: 'group', members };
      }
      case 'const':
        return resolve(b.init, next);
      case 'property': {
        const d = group(node, resolve(b.of, next)).get(b.key);
        return d ? { kind: 'one', declared: d } : fail(node, `no operation ${b.key} there`);
      }
      case 'rest': {
        const members = new Map(group(node, resolve(b.of, next)));
        for (const key of b.without) members.delete(key);
        return { kind: 'group', members };
      }
    }
  };

  const resolve = (expr: ts.Expression, seen: Set<string>): Value => {
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr))
      return resolve(expr.expression, seen);
    if (ts.isIdentifier(expr)) return resolveName(expr, seen);
    if (ts.isPropertyAccessExpression(expr)) {
      const d = group(expr, resolve(expr.expression, seen)).get(expr.name.text);
      return d ? { kind: 'one', declared: d } : fail(expr, `no operation ${expr.name.text} there`);
    }
    if (ts.isObjectLiteralExpression(expr)) {
      const members = new Map<string, Declared>();
      for (const p of expr.properties) {
        if (ts.isSpreadAssignment(p)) {
          for (const [k, d] of group(p, resolve(p.expression, seen))) members.set(k, d);
          continue;
        }
        const value = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : null;
        if (!value || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return fail(p, 'cannot follow this property');
        const v = resolve(value, seen);
        if (v.kind !== 'one') return fail(p, 'expected one operation, found a group');
        members.set(p.name.text, v.declared);
      }
      return { kind: 'group', members };
    }
    return fail(expr, 'cannot follow this expression to the operations it holds');
  };

  return calls.flatMap((call) => {
    const ops = call.arguments[1];
    if (!ops) return fail(call, 'registerOperations without its operations');
    return [...group(ops, resolve(ops, new Set())).values()];
  });
}
