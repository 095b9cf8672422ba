import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** What the web app reads of an operation declaration at run time (lib/api-client.ts). */
const OPERATION_FIELDS = ['method', 'path', 'access', 'rawBody', 'rawResponse', 'status', 'alsoOk'] as const;

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('_zod' in value || '~standard' in value);
}

function isOperation(value: unknown): value is Record<string, unknown> {
  const v = value as { method?: unknown; path?: unknown; access?: unknown } | null;
  return typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && typeof v.access === 'object';
}

/** Plain data as it is; an operation as its OPERATION_FIELDS; a zod schema (or a function) left out. */
function light(value: unknown): unknown {
  if (isSchema(value) || typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(light);
  if (typeof value !== 'object' || value === null) return value;
  const entries = isOperation(value) ? OPERATION_FIELDS.map((k) => [k, value[k]] as const) : Object.entries(value);
  return Object.fromEntries(entries.map(([k, v]) => [k, light(v)]).filter(([, v]) => v !== undefined));
}

/**
 * The module the web build ships for a packages/contract/src/operations/<domain>.ts: its exports as
 * plain data, each operation reduced to what the API client reads (method, path, access, raw
 * body/response rules). The schemas (zod) stay with the server, the OpenAPI document and the types;
 * a page that only calls an operation does not ship zod. Exported for its test.
 */
export function lightOperationsSource(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => [name, light(value)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
    .join('\n');
}

const LIGHT_PREFIX = '\0light-operations:';

/** Web imports of `@springboard/contract/operations/<domain>` get lightOperationsSource of the real
 *  module, loaded with Vite's module runner at build time (so it can never drift from it). */
function lightOperations(): Plugin {
  return {
    name: 'springboard:light-operations',
    apply: 'build',
    enforce: 'pre', // before Vite's own resolver finds the .ts file
    resolveId: {
      filter: { id: /^@springboard\/contract\/operations\/[\w-]+$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? LIGHT_PREFIX + resolved.id : null;
      },
    },
    load: {
      filter: { id: new RegExp(`^${LIGHT_PREFIX}`) },
      async handler(id) {
        const file = id.slice(LIGHT_PREFIX.length);
        const { module } = await runnerImport<Record<string, unknown>>(file);
        return { code: lightOperationsSource(module), moduleSideEffects: false };
      },
    },
  };
}

/**
 * Mantine's styles per component, in the chunk that uses the component: every Mantine component
 * reads its class names from a `<Name>.module.mjs`, and this plugin makes that module import the
 * component's stylesheet (@mantine/core/styles/<Name>.layer.css; the one stylesheet of
 * @mantine/dates, notifications, carousel or charts). So the first page ships the CSS of the
 * components it draws and a lazy area brings the rest with it (Vite loads a chunk's CSS with it).
 * The `.layer.css` files put Mantine in `@layer mantine`: the app's own CSS wins whatever order the
 * chunks' stylesheets arrive in. main.tsx imports the global ones (baseline, variables, global).
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'springboard:mantine-styles-per-component',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]@mantine[\\/]\w+[\\/]esm[\\/].*\.module\.mjs$/ },
      handler(code, id) {
        const [, pkg, name] = /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/.exec(id) ?? [];
        if (!pkg || !name) return null;
        const sheet = pkg === 'core' ? `@mantine/core/styles/${name}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
        return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    lightOperations(),
    mantineStylesPerComponent(),
    // .gz and .br beside every text asset over 1 kB, at the highest levels (done once, at build): the
    // server sends the one the browser accepts (@fastify/static preCompressed).
    compression({
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', {})],
    }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the first page imports statically in one chunk (one request, one gzip window),
        // not in a dozen small chunks shared with the lazy pages.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
