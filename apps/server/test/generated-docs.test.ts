// docs/api.md and docs/permissions.md are generated from the operation declarations (npm run docs,
// scripts/api-docs.ts); this fails when the committed files differ from what it would write today.
// It also checks how the generator finds the server file registering each operation: it follows the
// forms the routes files use, and stops on any other rather than guess.
import { describe, expect, it } from 'vitest';
import { declaredOperations } from '../../../scripts/api-docs/declarations.js';
import { committedText, generateDocs, outOfDateMessage, REPO_ROOT } from '../../../scripts/api-docs/generate.js';
import { groupsOf, operationsRegisteredIn } from '../../../scripts/api-docs/routes-files.js';

const docs = await generateDocs(REPO_ROOT);

describe('generated docs', () => {
  it.each(docs)('$file is what npm run docs writes', (doc) => {
    const committed = committedText(doc, REPO_ROOT);
    if (committed !== doc.text)
      expect.fail(`${outOfDateMessage(doc)}\n(first difference at line ${firstDifferentLine(committed ?? '', doc.text)})`);
  });
});

describe('the routes file of an operation', async () => {
  const declared = await declaredOperations(REPO_ROOT);
  const groups = groupsOf(declared);
  const names = (file: string) => (text: string) => operationsRegisteredIn(file, text, groups).map((d) => `${d.group}.${d.key}`);
  const scan = names('apps/server/src/modules/x/x.routes.ts');
  const allOf = (group: string) => declared.filter((d) => d.group === group).map((d) => `${d.group}.${d.key}`);

  it('follows an imported group, renamed or not', () => {
    expect(
      scan(
        `import { invoiceOperations as ops } from '@springboard/contract/operations/invoices';\nregisterOperations(app, ops, h);`,
      ),
    ).toEqual(allOf('invoiceOperations'));
  });

  it('follows destructuring, the rest of a group and object literals with spreads', () => {
    const text = [
      `import { paymentOperations } from '@springboard/contract/operations/payments';`,
      `import { invoiceOperations } from '@springboard/contract/operations/invoices';`,
      `const { stripeWebhook, stripeWebhookForClub: forClub, ...ops } = paymentOperations;`,
      `registerOperations(app, ops, h);`,
      `registerOperations(scope, { stripeWebhook, other: forClub, ...{ one: invoiceOperations.create } }, h);`,
    ].join('\n');
    const found = scan(text);
    expect(found.slice(-3)).toEqual([
      'paymentOperations.stripeWebhook',
      'paymentOperations.stripeWebhookForClub',
      'invoiceOperations.create',
    ]);
    expect(found.slice(0, -3).sort()).toEqual(
      allOf('paymentOperations')
        .filter((n) => !n.endsWith('.stripeWebhook') && !n.endsWith('.stripeWebhookForClub'))
        .sort(),
    );
  });

  it('stops, naming the file and line, on what it cannot follow', () => {
    expect(() => scan(`\nregisterOperations(app, someOperations(), h);`)).toThrow(/x\.routes\.ts:2: cannot follow/);
    expect(() => scan(`registerOperations(app, unknownOps, h);`)).toThrow(/x\.routes\.ts:1: cannot tell what unknownOps is/);
    expect(() =>
      scan(
        `import { invoiceOperations } from '@springboard/contract/operations/invoices';\nregisterOperations(app, invoiceOperations.nothing, h);`,
      ),
    ).toThrow(/no operation nothing/);
  });
});

function firstDifferentLine(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, n) => line !== y[n]);
  return (i === -1 ? x.length : i) + 1;
}
