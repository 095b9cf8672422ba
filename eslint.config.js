// @ts-check
// Lint keeps the shape of the code: no import cycles; on the web, a feature never imports another
// feature, shared code (components, lib, config) never imports a feature, and nothing below the app
// shell imports app/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const WEB = './apps/web/src';
const features = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { process: 'readonly', module: 'writable', require: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
