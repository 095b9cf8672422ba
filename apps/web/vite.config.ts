import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { defineConfig, runnerImport, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** What the web app reads of an operation declaration at run time (lib/api-client.ts; `list`, the
 *  sortable columns and the CSV name of a list the server pages: components/data-table). */
const OPERATION_FIELDS = ['method', 'path', 'access', 'rawBody', 'rawResponse', 'status', 'alsoOk', 'list'] as const;

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

/**
 * What a first load of each public page needs besides the entry chunk: the page's own chunk (with
 * the chunks and stylesheets it imports) and its locale namespaces, as app/router.tsx loads them
 * (`withNamespaces(() => import(page), ...namespaces)`). Keyed by the path after /club/<slug>/
 * ('' is the landing, which is in the entry chunk; '/' is the site root). Only a head start: a
 * page missing here (registration, with its fifty files, or contact) is fetched by main.tsx as before;
 * the boot script is counted in the landing's 150 kB.
 */
const FIRST_LOAD_PAGES: Record<string, { module?: string; namespaces: string[] }> = {
  '/': { module: 'src/app/root-page.tsx', namespaces: [] },
  '': { namespaces: ['public'] },
  programs: { module: 'src/features/clubs/pages/programs-page.tsx', namespaces: ['public'] },
  about: { module: 'src/features/clubs/pages/about-page.tsx', namespaces: ['public'] },
  login: { module: 'src/features/auth/pages/login-page.tsx', namespaces: ['auth'] },
  'forgot-password': { module: 'src/features/auth/pages/forgot-password-page.tsx', namespaces: ['auth'] },
  'reset-password': { module: 'src/features/auth/pages/reset-password-page.tsx', namespaces: ['auth'] },
};
/** The locale files every page paints with (English ones are in the entry chunk: lib/i18n.ts). */
const FIRST_PAINT_NAMESPACES = ['common', 'layout'];
/** The visitor reads a club page's landing, and every club page's header and theme, from these
 *  (lib/tenant-context.tsx, the landing's program grid); lib/api-client.ts takes the answers. */
const EARLY_GETS = { all: ['/api/settings'], landing: ['/api/programs'] };

/** The boot script: a classic script in <head>, run as soon as it arrives (async), long before the
 *  entry chunk: it sends the club's settings request (and the landing's programs) and asks for the
 *  page's chunks, stylesheets and locale files, so they travel beside the entry chunk instead of
 *  after it. Plain ES5, no imports; the plan is data written at build time. Exported for its test. */
export function bootSource(plan: { pages: Record<string, string[]>; locales: Record<string, Record<string, string>> }): string {
  return `(function(){
var plan=${JSON.stringify(plan)},gets=${JSON.stringify(EARLY_GETS)},firstPaint=${JSON.stringify(FIRST_PAINT_NAMESPACES)};
var m=/^\\/club\\/([^/]+)\\/?(.*)$/.exec(location.pathname);
var page=m?m[2].replace(/\\/+$/,''):location.pathname==='/'?'/':null;
var lang=null;try{lang=localStorage.getItem('springboard:lang')}catch(e){}
if(lang!=='en'&&lang!=='es')lang=/^es/i.test(navigator.language||'')?'es':'en';
if(m){
var club;try{club=decodeURIComponent(m[1])}catch(e){return}
var early={club:club,responses:{}};
var urls=gets.all.concat(page===''?gets.landing:[]);
for(var i=0;i<urls.length;i++){var r=fetch(urls[i],{headers:{accept:'application/json','x-tenant-id':club}});r['catch'](function(){});early.responses[urls[i]]=r}
window.__springboardEarly=early;
}
if(page===null)return;
var files=(plan.pages[page]||[]).slice(),locales=plan.locales[lang]||{};
var ns=(plan.pages['ns:'+page]||[]).concat(lang==='en'?[]:firstPaint);
for(var j=0;j<ns.length;j++)if(locales[ns[j]])files.push(locales[ns[j]]);
for(var k=0;k<files.length;k++){var l=document.createElement('link');
if(/\\.css$/.test(files[k])){l.rel='preload';l.as='style'}else l.rel='modulepreload';
l.crossOrigin='';l.href='/assets/'+files[k];document.head.appendChild(l)}
})();
`;
}

/**
 * The first load, in index.html: the boot script above (assets/boot-<hash>.js, with the plan of
 * FIRST_LOAD_PAGES read from the bundle), and a preload of the Latin Inter file, which every page
 * draws its text in (lib/typeface.css), so it is there before the first render and text never
 * reflows when it arrives.
 */
function firstLoad(): Plugin {
  let root = '';
  return {
    name: 'springboard:first-load',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** A file of assets/ by its name alone in the plan (the boot script puts the folder back). */
      const asset = (fileName: string) => fileName.replace(/^assets\//, '');
      const inEntry = new Set([entry.fileName, ...entry.imports]);
      /** A dynamic import's chunk with its static imports and their stylesheets, minus the entry's. */
      const closure = (chunk: Rollup.OutputChunk): string[] => {
        const out = new Set<string>();
        const visit = (c: Rollup.OutputChunk) => {
          if (inEntry.has(c.fileName) || out.has(asset(c.fileName))) return;
          out.add(asset(c.fileName));
          for (const css of c.viteMetadata?.importedCss ?? []) out.add(asset(css));
          for (const i of c.imports) {
            const next = byFile.get(i);
            if (next) visit(next);
          }
        };
        visit(chunk);
        return [...out];
      };
      const pages: Record<string, string[]> = {};
      for (const [page, { module, namespaces }] of Object.entries(FIRST_LOAD_PAGES)) {
        if (module) {
          const id = resolve(root, module);
          // Its own chunk, or the group chunk that holds it (codeSplitting below).
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`first-load: no chunk holds ${module} (is it still a page of app/router.tsx?)`);
          pages[page] = closure(chunk);
        }
        pages[`ns:${page}`] = namespaces;
      }
      const locales: Record<string, Record<string, string>> = {};
      for (const c of chunks) {
        const [, lang, ns] = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(c.facadeModuleId ?? '') ?? [];
        if (lang && ns) (locales[lang] ??= {})[ns] = asset(c.fileName);
      }
      const source = bootSource({ pages, locales });
      const bootFile = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: bootFile, source });
      const font = Object.keys(bundle).find((f) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
      const head = [
        `<script src="/${bootFile}" async></script>`,
        font ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>` : '',
      ].filter(Boolean);
      const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      html.source = text.replace(/(\s*)<script type="module"/, (match, space: string) => `${space}${head.join(space)}${match}`);
    },
  };
}

/** Modules of the form kit chunk (see codeSplitting below). */
const FORM_KIT =
  /node_modules[\\/]@mantine[\\/](?:form[\\/]|hooks[\\/]esm[\\/](?:use-uncontrolled|use-merged-ref)[\\/]|core[\\/](?:esm[\\/]components[\\/]|styles[\\/])(?:Input|InputBase|TextInput|PasswordInput|Textarea|Checkbox|InlineInput|CheckIcon|Alert|Anchor|Divider|ActionIcon)[\\/.])/;

export default defineConfig({
  plugins: [
    react(),
    lightOperations(),
    mantineStylesPerComponent(),
    firstLoad(),
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
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page imports statically in one chunk (one request, one gzip window),
        // not in a dozen small chunks shared with the lazy pages.
        // The form kit that sign-in, registration and most signed-in screens share (Mantine's inputs
        // with their stylesheets, @mantine/form) in one chunk too: the sign-in page loads a few files
        // instead of twenty small ones, each of which costs a round trip on a slow network.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'forms', test: FORM_KIT, priority: 1 },
          ],
        },
      },
    },
  },
});
