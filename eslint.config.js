// @ts-check
// Lint keeps the shape of the code: no import cycles; on the server, modules import one way, down
// the layers of SERVER_LAYERS; on the web, a feature never imports another feature, shared code
// (components, lib, config) never imports a feature, and nothing below the app shell imports app/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const WEB = './apps/web/src';
const SERVER = './apps/server/src';

// The server's modules (apps/server/src/modules/<name>) in layers, lowest first. A module may import
// the modules of the layers below its own, never one of its own layer or one above: imports between
// module folders run one way, so no loop can form between them. platform/ and db/ sit below every
// layer and import no module. A new module goes into the lowest layer above every module it imports
// (a new layer on top if it needs the top one); a module folder in no layer fails the lint run.
const SERVER_LAYERS = [
  // When a class meets (calendar/meetings.ts) and the audit trail (audit/audit.ts) are asked by
  // modules of every layer below the top, so they sit at the bottom and import no module.
  ['audit', 'calendar', 'coaches'],
  ['pricing'],
  ['clubs', 'email', 'enrollments', 'health', 'invoices', 'roles', 'vouchers', 'website', 'terms'],
  ['attendance', 'auth', 'contact', 'pictures', 'waitlist', 'policies', 'makeups'],
  ['athletes', 'profile', 'programs', 'settings', 'users', 'medical', 'closures', 'skills'],
  ['memberships'],
  ['payments'],
  ['reconciliation', 'registrations', 'credits'],
  ['data-rights', 'home', 'jobs', 'reports', 'search'],
  ['check-in'],
];
const serverModules = readdirSync(new URL(`${SERVER}/modules`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const name of serverModules) {
  if (!SERVER_LAYERS.some((layer) => layer.includes(name))) throw new Error(`apps/server/src/modules/${name} is in no layer of SERVER_LAYERS (eslint.config.js)`);
}
/** For each module: the modules of its own layer and of the layers above it, which it may not import. */
const serverLayerZones = SERVER_LAYERS.flatMap((layer, i) =>
  layer.map((name) => {
    const higher = SERVER_LAYERS.slice(i + 1).flat();
    const beside = layer.filter((other) => other !== name);
    return {
      target: `${SERVER}/modules/${name}`,
      from: [...beside, ...higher].map((other) => `${SERVER}/modules/${other}`),
      message: `modules/${name} is in server layer ${i + 1} and may import only modules of lower layers (SERVER_LAYERS in eslint.config.js): move what both need down a layer, or move the importer up.`,
    };
  }),
);

const features = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// One name per domain in three places: contract operations/<d>.ts, server modules/<d>/ and, for a
// domain with screens, web features/<d>/. A feature folder named after no server module fails the run.
for (const name of features) {
  if (!serverModules.includes(name)) throw new Error(`apps/web/src/features/${name} names no domain: a feature folder takes the name of its server module (apps/server/src/modules/<d>)`);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/data/**',
      'e2e/.artifacts/**',
      '.bench-data/**',
      '.tmp/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never parse dependencies' sources or typings while following imports (no-cycle's cost).
      'import/ignore': ['node_modules', '\\.d\\.ts$'],
      'import/external-module-folders': ['node_modules'],
      // Resolves './x.js' to x.ts and '@springboard/contract/x' through the workspace's exports.
      'import/resolver': {
        typescript: {
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json', 'scripts/tsconfig.json'],
        },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Test files and a few API adapters read untyped JSON; `any` there is a reading aid, not a hole.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler's rules advise (warn); breaking the rules of hooks fails.
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).map((rule) => [rule, 'warn'])),
      'react-hooks/rules-of-hooks': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature's internals: shared things move down a level.
            ...features.map((name) => ({
              target: `${WEB}/features/${name}`,
              from: `${WEB}/features`,
              except: [`./${name}`],
              message: 'A feature may not import another feature; move what both need to components/ or lib/.',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
              from: `${WEB}/features`,
              message: 'Shared code (components/, lib/, config/) may not import a feature.',
            },
            // Imports flow app → features → components/lib/config: only the app shell reads app/.
            {
              target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
              from: `${WEB}/app`,
              message: 'Only app/ may import app/; move what a feature needs (routes, screens) down to config/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverLayerZones,
            {
              target: `${SERVER}/platform`,
              from: `${SERVER}/modules`,
              message: 'platform/ is below every module and may not import one; move what it needs into platform/.',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/platform'],
              message: 'The database layer may not depend on modules or platform plugins.',
            },
            {
              // The pool logs in as a role that may bypass row-level security: modules get a Tx or a Runner.
              target: ['./apps/server/src/modules', './apps/server/src/platform'],
              from: './apps/server/src/db/client.ts',
              message: 'Modules and platform plugins reach the database only through db/tenant-tx.ts (Tx, Runner, TxSource), never the raw pool.',
            },
          ],
        },
      ],
    },
  },
  {
    // A dependency is used through its public API only: its internal files and its `_`-prefixed
    // members change in any release, and code built on them breaks on an upgrade nobody reviewed.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(pg|pg-pool|pg-protocol|drizzle-orm)/(lib|dist|esm)/',
              message: "A dependency's internal files are not its API: use what its package exports.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(pg|pg-pool|pg-protocol|drizzle-orm)\\/(lib|dist|esm)\\//]',
          message: "A dependency's internal files are not its API (not by require() or import() either).",
        },
        {
          selector: 'MemberExpression[property.name=/^_[A-Za-z]/]',
          message: 'A `_`-prefixed member is private to its library: use its public API.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { process: 'readonly', module: 'writable', require: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
