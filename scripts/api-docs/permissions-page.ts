// docs/permissions.md: each staff permission, what it lets a staff member do (the contract's
// PERMISSION_DESCRIPTIONS), the screens that need it (the web app's screens registry) and the
// operations whose access rule names it; then what admins, signed-in users and visitors reach.
import type { Operation } from '../../packages/contract/src/operation.js';
import { authOperations } from '../../packages/contract/src/operations/auth.js';
import { calendarOperations } from '../../packages/contract/src/operations/calendar.js';
import { dataRightsOperations } from '../../packages/contract/src/operations/data-rights.js';
import { homeOperations } from '../../packages/contract/src/operations/home.js';
import { paymentOperations } from '../../packages/contract/src/operations/payments.js';
import { registrationOperations } from '../../packages/contract/src/operations/registrations.js';
import { reportOperations } from '../../packages/contract/src/operations/reports.js';
import { searchOperations } from '../../packages/contract/src/operations/search.js';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, type Permission } from '../../packages/contract/src/permissions.js';
import { REPORT_TYPES } from '../../packages/contract/src/reports.js';
import { OPERATIONS_DIR, routeOf, type Declared, type Screen } from './declarations.js';
import { accessText, byOperationPath, byPath, GENERATED_NOTE, operationText, permissionsIn, routeText, table } from './format.js';

/** Where a handler's own check is listed: under a permission, under admin only, or under the
 *  signed-in operations ('family': those only a family member may use). */
type CheckedFor = Permission | 'admin' | 'family';

/**
 * What a handler checks beyond its operation's declared rule, by the request's contents or the
 * caller: the only facts about single operations on this page not read from a declaration. Each
 * names its operation by the declaration itself, so a renamed or removed one fails typecheck, and
 * one no longer declared stops the generator.
 */
const HANDLER_CHECKS: { operation: Operation; who: CheckedFor; text: string }[] = [
  {
    operation: registrationOperations.register,
    who: 'add_membership_page',
    text: 'with `payment_method: "cash"` (the Add Member page), staff holding it and admins only; a family registering online pays by card and needs no permission.',
  },
  {
    operation: paymentOperations.record,
    who: 'view_membership_invoices',
    text: 'with `paymentMethod: "cash"`, staff holding it and admins only (cash is taken at the desk); a member pays their own family\'s invoices by card.',
  },
  {
    operation: paymentOperations.createIntent,
    who: 'view_membership_invoices',
    text: "with an `invoiceId`, the `family` rule: signed in, and the invoice's family, or staff holding it, or an admin. Without one it is the registration fee's intent, open to visitors.",
  },
  { operation: searchOperations.search, who: 'show_memberships_page', text: 'finds members only for callers holding it.' },
  { operation: searchOperations.search, who: 'manage_athletes_page', text: 'finds athletes only for callers holding it.' },
  {
    operation: homeOperations.overview,
    who: 'show_memberships_page',
    text: 'the members and recent registrations are in the answer only with it (null otherwise).',
  },
  {
    operation: homeOperations.overview,
    who: 'manage_athletes_page',
    text: 'the athletes and open waitlist offers are in the answer only with it (null otherwise).',
  },
  {
    operation: homeOperations.overview,
    who: 'view_membership_invoices',
    text: 'the unpaid total is in the answer only with it (null otherwise).',
  },
  {
    operation: homeOperations.overview,
    who: 'mark_attendance_page',
    text: "today's classes are in the answer only with it (null otherwise).",
  },
  {
    operation: authOperations.resetPassword,
    who: 'admin',
    text: "with `isAdmin: true` (an admin setting a user's password), an admin token of the club; with the e-mailed link's token, anyone.",
  },
  {
    operation: searchOperations.search,
    who: 'admin',
    text: 'finds staff members for admins only, as Manage Staff is an admin screen.',
  },
  ...[
    calendarOperations.myFeed,
    calendarOperations.rotate,
    dataRightsOperations.exportFamily,
    dataRightsOperations.myRequest,
    dataRightsOperations.requestDeletion,
  ].map((operation) => ({
    operation,
    who: 'family' as const,
    text: 'a family member only, about their own family: staff and admins without a family get 404.',
  })),
];

const screenText = (s: Screen) => `${s.title} (\`/club/{club}/${s.route}\`)`;
const list = (items: string[]) => (items.length ? items.join(', ') : 'none');

export function permissionsPage(declared: Declared[], screens: Screen[]): string {
  const declaredRoutes = new Set(declared.map((d) => routeOf(d.operation)));
  for (const c of HANDLER_CHECKS)
    if (!declaredRoutes.has(routeOf(c.operation)))
      throw new Error(
        `scripts/api-docs/permissions-page.ts names ${routeOf(c.operation)}, which no declaration in ${OPERATIONS_DIR} has`,
      );
  // One line per text: operations sharing one check are listed together, in path order.
  const checksOf = (who: CheckedFor) => {
    const lines = new Map<string, Operation[]>();
    for (const c of HANDLER_CHECKS.filter((c) => c.who === who)) lines.set(c.text, [...(lines.get(c.text) ?? []), c.operation]);
    return [...lines]
      .map(([text, ops]) => ({ text, ops: ops.sort(byOperationPath) }))
      .sort((a, b) => byOperationPath(a.ops[0]!, b.ops[0]!))
      .map(({ text, ops }) => `- ${ops.map(operationText).join(', ')}: ${text}`)
      .join('\n');
  };
  const checksBlock = (who: CheckedFor) => {
    const checks = checksOf(who);
    return checks ? `Checked by the handler as well:\n\n${checks}\n\n` : '';
  };
  const sorted = [...declared].sort(byPath);
  const ofKind = (kind: Operation['access']['kind']) => sorted.filter((d) => d.operation.access.kind === kind);
  const ruleOf = (d: Declared) => {
    const a = d.operation.access;
    return a.kind === 'staff' ? permissionsIn(a.permission) : a.kind === 'family' ? permissionsIn(a.staff) : [];
  };
  // A rule naming every permission (the home) is open to any staff member: it is listed once, below.
  const anyPermission = (d: Declared) => PERMISSIONS.every((p) => ruleOf(d).includes(p));
  const needs = (d: Declared, p: Permission) => ruleOf(d).includes(p) && !anyPermission(d);

  const summary = table(
    ['Permission', 'What it lets a staff member do', 'Screens', 'Operations'],
    PERMISSIONS.map((p) => [
      `[\`${p}\`](#${p})`,
      PERMISSION_DESCRIPTIONS[p],
      list(screens.filter((s) => s.permission === p).map((s) => s.title)),
      String(sorted.filter((d) => needs(d, p)).length),
    ]),
  );

  const sections = PERMISSIONS.map((p) => {
    const ops = sorted.filter((d) => needs(d, p));
    const opsTable = ops.length
      ? table(
          ['Operation', 'Access', 'Declaration'],
          ops.map((d) => [routeText(d), accessText(d.operation.access), `\`${d.group}.${d.key}\``]),
        )
      : 'No operation names it.';
    const screensText = list(screens.filter((s) => s.permission === p).map(screenText));
    return `## \`${p}\`\n\n${PERMISSION_DESCRIPTIONS[p]}\n\nScreens: ${screensText}.\n\n${opsTable}\n\n${checksBlock(p)}`.trimEnd();
  });

  const staffPages = new Set(screens.filter((s) => s.area === 'staff' || s.area === 'shared').map((s) => s.page));
  const adminScreens = screens.filter((s) => s.area === 'admin' && !staffPages.has(s.page));
  const routes = (ds: Declared[]) => ds.map(routeText).join(', ');
  const reportsPermission = permissionsIn(reportOperations.create.access.permission)
    .map((p) => `\`${p}\``)
    .join(' or ');

  return `# Staff permissions

${GENERATED_NOTE(`the permissions in \`packages/contract/src/permissions.ts\`, the access rule of each operation in \`${OPERATIONS_DIR}/\` and the screens in \`apps/web/src/config/screens.ts\``)}

A club's staff members hold permissions through their role. Each permission opens some screens of the web app
(\`apps/web/src/config/screens.ts\`: the screen and its sidebar item) and, on the server, every operation those
screens use (the access rule of each declaration in \`${OPERATIONS_DIR}/\`; every operation with its rule:
[api.md](api.md)). Admins hold every permission; staff hold what their role was given (Role Permission Management);
members hold none but reach their own family's rows through the \`family\` rule. A staff member without the
permission gets 403, whatever the request holds. Where a rule names several permissions ("a or b"), any one of
them will do.

Role Permission Management edits the staff roles only: the admin and member roles follow from the role itself (409
if asked to change them). The permissions below cannot be deleted (409: their pages check them); permissions an
admin adds can be. A club starts with its \`staff\` role holding all of them.

${summary}

${sections.join('\n\n')}

## Any staff permission: the home

The home (\`admin/home\`, \`staff/home\`, where admins and staff land after sign-in) calls
${routes(sorted.filter(anyPermission))}, open to staff holding any one of the permissions. Each part of its
answer is there only with the permission of the list it links to (see each permission above), null otherwise.
Staff holding none get 403, and the web app shows them "No staff pages yet".

## Admin only

Staff get 403 on these whatever they hold: ${routes(ofKind('admin'))}.

${checksBlock('admin')}Screens only admins see: ${list(adminScreens.map((s) => s.title))}.

## Any signed-in user

About themselves: ${routes(ofKind('signedIn'))}.

${checksBlock('family')}## Visitors

No token needed, the club named by \`x-tenant-id\`: ${routes(ofKind('visitor'))}.

No club needed (\`public\`): ${routes(ofKind('public'))}.

## Reports

Reports (\`/club/{club}/reports\`, in the admin's Reporting group) are open to staff holding
${reportsPermission}: the reports are mostly the club's money (the financial report), and this is the
permission that already shows staff every family's invoices and payments with their names. It opens every report
type (${REPORT_TYPES.join(', ')}), the custom report over members and athletes included; a club that wants
reports kept to admins gives its staff roles this permission only where they should read them. Members get 403,
another club's report id 404.

## How this is checked

The route walk (\`apps/server/src/platform/access-walk.test.ts\`) tries every registered operation from its
declaration: staff holding every permission but the operation's get 403, staff holding only its first permission
get past the check, a member gets 403 on staff and admin operations and 404 naming another family's row, and
another club's token gets 403. \`apps/server/test/generated-docs.test.ts\` fails when this page or \`api.md\`
differs from what \`npm run docs\` writes.
`;
}
