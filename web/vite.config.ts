/// <reference types="vitest/config" />
import { build, defineConfig, type IndexHtmlTransformResult, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { inlineScriptSources } from './src/public/seo/scriptHashes';
import { adminIcons } from './build/adminIcons';
import { adminServiceWorker } from './build/adminServiceWorker';
import { prerenderedLogin } from './build/prerenderedLogin';
import { LOGIN_PATH } from './src/admin/drawnLogin';
import { LANDING_ADDRESSES } from './src/admin/landingScreens';
import { TOKEN_STORAGE_KEY } from './src/api/client';
import { lazyChakraGlobals } from './build/lazyChakraGlobals';
import { readBuildManifest, type BuildManifest } from './build/buildManifest';
import { nodeBuild } from './build/nodeBuild';
import { publicScripts } from './build/publicChunks';
import { en } from './src/public/i18n/en';
import ta from './src/public/i18n/ta';

// `npm run dev -w web` proxies the API of a running stack (npm start serves it on 5000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000';

/** What the back office's preloads read of an output chunk. */
interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports: string[];
  dynamicImports: string[];
}

/** What the page's build step reads of an output file. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  source?: string | Uint8Array;
}

/** What the server needs from the client build (written to `<outDir>-ssr/client.json`). */
interface ClientBuild {
  /** The built index.html: the page template. */
  template: string;
}

/** The server build's entry: the `site` function's renderer. */
const SITE_SERVER_ENTRY = 'src/entry-server.tsx';

/** The folder of the server build and client.json: beside the client's outDir, never inside what Hosting serves. */
const serverBuildDir = (outDir: string) => `${outDir}-ssr`;

/**
 * Adds a Content-Security-Policy meta tag allowing exactly the inline <script> elements of the
 * built page, by hash (none today: the policy is then script-src 'self'; the site function adds those
 * a render puts in a page's head, functions/src/site/page.ts). firebase.json's header
 * policy allows 'unsafe-inline' scripts; the browser enforces both policies, so only these run.
 * The server's JSON data and JSON-LD elements are not scripts the browser runs.
 * (Styles stay 'unsafe-inline': the back office's libraries inject <style> elements.)
 */
function withInlineScriptHashes(html: string) {
  const policy = ['script-src', "'self'", ...inlineScriptSources(html)].join(' ');
  return html.replace(/<meta charset="UTF-8" \/>/, (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

/** Scripts the back office's page may load besides its own: Google's loader that Firebase Auth's sign-in popup needs. */
const BACK_OFFICE_SCRIPT_SOURCES = ['https://apis.google.com'];

/** admin.html's meta policy: the page's own scripts and Firebase Auth's (public pages keep `'self'` and their hashes only). */
const backOfficePage = (html: string) =>
  html.replace(/(<meta http-equiv="Content-Security-Policy" content="script-src 'self')/, `$1 ${BACK_OFFICE_SCRIPT_SOURCES.join(' ')}`);

/**
 * The client build's pages: the site's one stylesheet (every public page's CSS, build.cssCodeSplit
 * off; about 6 kB compressed) inlined, so no request blocks the first paint and nothing is
 * styled later, and the CSP meta tag; admin.html, the back office's shell (its own entry,
 * src/admin/main.tsx), whose policy also allows Firebase Auth's script. Then the server build
 * (entry-server.tsx, every dependency bundled in, so the function needs none of the web app's
 * packages) and client.json go into `<outDir>-ssr`, and index.html is removed: without it, Firebase
 * Hosting sends `/` to the `site` function like every other public path.
 */
function serverRendering(): Plugin {
  let config: ResolvedConfig;
  let client: ClientBuild | null = null;
  return {
    name: 'server-rendering',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle || config.build.ssr) return html;
        const out = withInlineScriptHashes(
          html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset' || asset.source === undefined) return tag;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          }),
        );
        if (ctx.path === '/admin.html') return backOfficePage(out);
        client = { template: out };
        return out;
      },
    },
    async closeBundle() {
      if (config.build.ssr || !client) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = serverBuildDir(outDir);
      await nodeBuild(config, SITE_SERVER_ENTRY, ssrDir);
      fs.writeFileSync(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
      fs.writeFileSync(path.join(ssrDir, 'client.json'), JSON.stringify(client));
      fs.rmSync(path.join(outDir, 'index.html'));
    },
  };
}

/**
 * Leaves Vite's modulepreload polyfill (for browsers before Safari 17) out of the back office's page:
 * imported by both pages, it would become a chunk of its own, one more request for every public page.
 * Such a browser loads the back office's chunks one after the other, as before it had its own page.
 */
function noPreloadPolyfillInBackOffice(): Plugin {
  return {
    name: 'no-preload-polyfill-in-back-office',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.endsWith('/admin.html')) return null;
      return code.replace(/^import "vite\/modulepreload-polyfill";\n/m, '');
    },
  };
}

/** The chunks `file` loads with it (its static imports, and theirs). */
function staticGraph(bundle: Record<string, OutputChunkLike>, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) staticGraph(bundle, imported, into);
  return into;
}

/** The back office page's build: the bundle and the page's entry chunk. */
interface BackOfficeBuild {
  bundle: Record<string, OutputChunkLike>;
  entry: OutputChunkLike;
}

/** A plugin that edits the back office's built page, after Vite's own edits, with its build. */
function backOfficePageEdit(name: string, edit: (html: string, page: BackOfficeBuild) => IndexHtmlTransformResult): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, OutputChunkLike> | undefined;
        const entry = ctx.chunk as OutputChunkLike | undefined;
        return ctx.path === '/admin.html' && bundle && entry ? edit(html, { bundle, entry }) : html;
      },
    },
  };
}

/** The chunks the back office's page evaluates at start: its entry's static imports, and those of the chunks it imports at start (React DOM, the back office). */
function chunksAtStart({ bundle, entry }: BackOfficeBuild): Set<string> {
  const atStart = staticGraph(bundle, entry.fileName);
  for (const file of entry.dynamicImports) staticGraph(bundle, file, atStart);
  return atStart;
}

/**
 * modulepreload links in admin.html for the chunks its entry imports at start (React DOM and the
 * back office, src/admin/main.tsx), besides those of its static imports that Vite links: the entry
 * evaluates them one after the other, but the browser fetches them all with the page.
 */
const backOfficePreloads = () =>
  backOfficePageEdit('back-office-preloads', (_html, page) => {
    const linked = staticGraph(page.bundle, page.entry.fileName);
    return [...chunksAtStart(page)]
      .filter((file) => !linked.has(file))
      .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
  });

/** The back office's screens the owner opens most, by address (src/admin/landingScreens.ts): drawn without the kit, as their shell is. */
const LANDING_SCREENS: [RegExp, string][] = [
  [LANDING_ADDRESSES.dashboard, 'src/admin/dashboard/Dashboard.tsx'],
  [LANDING_ADDRESSES.orders, 'src/admin/orders/OrderList.tsx'],
  [LANDING_ADDRESSES.products, 'src/admin/products/ProductList.tsx'],
];
/** The shell every signed-in screen is drawn in. */
const SIGNED_IN_SHELL = 'src/admin/layout/AdminLayout.tsx';

/**
 * A script in admin.html's head that, when a session is stored and the page opens at a signed-in
 * screen, asks for the chunks of the signed-in shell and (for the screens above) of the screen with
 * the page's own: the app asked for them only once the kit and its routes had come and run
 * (AdminApp.tsx preloadScreen), when the screen's reads had already answered (a CPU- and
 * network-throttled Chromium: requested at 3.4 s, come at 4.3 s, the dashboard drawn after them).
 */
const screenPreloads = () =>
  backOfficePageEdit('screen-preloads', (html, page) => {
    const atStart = chunksAtStart(page);
    const chunksOf = (module: string) => {
      const id = path.resolve(import.meta.dirname, module);
      const chunk = Object.values(page.bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === id);
      if (!chunk) throw new Error(`screen-preloads: no chunk is ${module}`);
      return [...staticGraph(page.bundle, chunk.fileName)].filter((file) => !atStart.has(file));
    };
    const shell = chunksOf(SIGNED_IN_SHELL);
    const screens = LANDING_SCREENS.map(([address, module]) => [address.source, chunksOf(module).filter((file) => !shell.includes(file))]);
    const script =
      `{const p=location.pathname,s=${JSON.stringify(screens)};` +
      `if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&!${String(LOGIN_PATH)}.test(p))` +
      `for(const f of [...${JSON.stringify(shell)},...(s.find(([a])=>new RegExp(a).test(p))?.[1]??[])]){` +
      `const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+f;document.head.append(l)}}`;
    return html.replace('</head>', () => `  <script>${script}</script>\n  </head>`);
  });

/** Modules of the back office and its kit (Firebase's web SDK included): the server build (the `site` function) must hold none. */
const BACK_OFFICE_MODULE = /\/src\/admin\/|\/node_modules\/(@chakra-ui|@emotion|@tanstack|firebase|@firebase|reactfire|rxfire)\//;

/** Fails the server build when a back-office module reaches it (every cold start of `site` would load it); the back office's own build-time render (build/prerenderedLogin.ts) is not it. */
function publicOnlyServerBuild(): Plugin {
  return {
    name: 'public-only-server-build',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr !== SITE_SERVER_ENTRY) return;
      const found = [...this.getModuleIds()].filter((id) => BACK_OFFICE_MODULE.test(id));
      if (found.length) this.error(`The server build holds back-office code: ${found.slice(0, 5).join(', ')}`);
    },
  };
}

/**
 * robots.txt, a static file: the functions framework answers /robots.txt itself (404) before a
 * function sees it, and a Hosting redirect for it crashes the Hosting emulator on a malformed
 * address. Its Sitemap line must name the sitemap by its full address: SITE_ORIGIN at build time
 * (set it when building for a deploy, README 'Deploying'); without it the line is left out, as a
 * relative one makes the file invalid.
 */
function robotsTxt(): Plugin {
  const origin = (process.env.SITE_ORIGIN ?? '').replace(/\/+$/, '');
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const sitemap = origin ? `Sitemap: ${origin}/sitemap.xml` : '# Sitemap: /sitemap.xml (a build with SITE_ORIGIN names it here by its full address)';
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: `User-agent: *\nAllow: /\nDisallow: /admin\n\n${sitemap}\n` });
    },
  };
}

/** The offline page's words (the `offline.*` messages of the public pages, plain texts), per language. */
function offlineTexts() {
  const pick = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('offline.')));
  return { en: pick(en), ta: pick(ta) };
}

/** The Tamil web font's files (400 and 700) as the build named them: the offline page uses them when a Tamil page has loaded them. */
function tamilFontFiles(manifest: BuildManifest) {
  const files = Object.entries(manifest).flatMap(([source, { file }]) => {
    const weight = /noto-sans-tamil-tamil-(400|700)-normal\.woff2$/.exec(source)?.[1];
    return weight ? [[weight, `/${file}`]] : [];
  });
  return Object.fromEntries(files) as Record<string, string>;
}

/**
 * The public service worker, `sw.js` at the root of the build (sw/sw.ts; one classic script, Workbox
 * bundled in): built after the client build, with the list of scripts to precache read from its
 * manifest (the public pages' chunks only, never the back office's) and the offline page's words.
 * A new build's chunks have new hashes, so its sw.js differs and browsers see the new version.
 */
function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: {
          __PRECACHE__: JSON.stringify(publicScripts(readBuildManifest(outDir)).sort()),
          __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()),
          __TAMIL_FONT_FILES__: JSON.stringify(tamilFontFiles(readBuildManifest(outDir))),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          lib: { entry: 'sw/sw.ts', formats: ['iife'], name: 'publicServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}

/**
 * reactfire imports every Firebase product it has hooks for (Firestore, Realtime Database, Storage,
 * Functions, Remote Config), and each registers itself when loaded; the back office uses Auth only,
 * so those registrations are not kept for their side effects (what is used of them is kept as usual).
 */
/** Component tests that replace modules or globals, or load modules afresh: each runs in a fresh worker (see `test.projects`). */
const ISOLATED_TESTS = fs
  .readdirSync(path.join(import.meta.dirname, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/.test(fs.readFileSync(path.join(import.meta.dirname, 'test', file), 'utf8')))
  .map((file) => `test/${file.split(path.sep).join('/')}`);

/** The back office's UI kit (and what it alone uses): public pages load none of it, nor does its login screen. */
const BACK_OFFICE_KIT = /\/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@internationalized|@floating-ui|stylis|hoist-non-react-statics)\//;
/** The back office's server-state library, which its login screen uses too. */
const BACK_OFFICE_QUERY = /\/node_modules\/@tanstack\//;

/**
 * The back office's small shared modules of its signed-in screens: each screen's chunk imported them
 * as a dozen chunks of under a kilobyte, a request each (npm run lighthouse: 82 requests to draw the
 * dashboard). Only these modules, not what they import: that is shared with the public pages.
 */
const BACK_OFFICE_PARTS =
  /\/src\/(api\/(categories|gallery|orders|products|site|stock|waitlist)\.queries\.ts|admin\/components\/(Badge|Card|ConfirmDialog|ErrorAlert|Labelled|LabelledCheckbox|ModalDialog|NameWithSize|openModals|PageHead|Pagination|PlainSelect|PlainTableHead|RowActions|SearchInput|Skeletons|Thumb|ToggleBadge|useDeferredAnswer|useDeleteConfirm|usePageTitle|useUndoableDelete)\.tsx?|admin\/(stock\/StockBadge|translations\/NotInTamil\w+|orders\/orderText|site\/messageTemplates)\.tsx?)$/;

/** The back office's library chunks (the `admin-kit` and `admin-query` groups below), by file name. */
const isBackOfficeLibrary = (file: string) => /(^|\/)admin-(kit|query)-[^/]*\.js$/.test(file);

/** The chunks of the back office (those that import its kit), by file name: build.modulePreload below reads them. */
const backOfficeChunks = new Set<string>();

/** Notes the back office's chunks once the bundle is known, before Vite writes the preloads of dynamic imports. */
function knownBackOfficeChunks(): Plugin {
  return {
    name: 'known-back-office-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        backOfficeChunks.clear();
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.imports.some(isBackOfficeLibrary)) backOfficeChunks.add(chunk.fileName);
      },
    },
  };
}

const UNUSED_FIREBASE_PRODUCTS = /\/node_modules\/(.*\/)?(firebase|@firebase)\/(firestore|database|storage|functions|remote-config)\//;

/** react-intl's own copies of its formatter and parser (npm nests them: lighthouse needs older ones at the top). */
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
/** The public pages' messages (src/public/i18n/en.ts, ta.ts): modules of message literals only. */
const MESSAGE_MODULE = /\/src\/public\/i18n\/(en|ta)\.ts$/;

const { parse } = fromReactIntl('@formatjs/icu-messageformat-parser') as { parse: (message: string) => unknown };

/** The exports of a messages module (built JavaScript of object literals and `export` statements only). */
function messageExports(code: string): Record<string, Record<string, string>> {
  const commonJs = code.replace(/^export default /m, 'exports.default = ').replace(/^export const (\w+) =/gm, 'exports.$1 =').replace(/^export \{[^}]*\};?$/gm, '');
  if (/^\s*(import|export)\b/m.test(commonJs)) throw new Error('A messages module must hold only its messages');
  const exports: Record<string, Record<string, string>> = {};
  vm.runInNewContext(commonJs, { exports });
  return exports;
}

/**
 * The messages compiled at build time, react-intl's documented way to leave its message
 * parser (most of its size) out of the pages: each ICU message becomes its syntax tree, and the
 * parser's module is its no-parser stand-in. One copy of the formatter serves react-intl and
 * @formatjs/intl (npm nests one under each).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          { find: /^intl-messageformat$/, replacement: fromReactIntl.resolve('intl-messageformat') },
          { find: /^@formatjs\/icu-messageformat-parser$/, replacement: fromReactIntl.resolve('@formatjs/icu-messageformat-parser/no-parser.js') },
        ],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null;
      const compiled = (messages: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)])));
      return Object.entries(messageExports(code))
        .map(([name, messages]) => (name === 'default' ? `export default ${compiled(messages)};` : `export const ${name} = ${compiled(messages)};`))
        .join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // These three edit the built pages in this order: the screen's preloads come after the page's own,
    // and the page's policy (server-rendering) allows its inline scripts by their hash.
    backOfficePreloads(),
    screenPreloads(),
    serverRendering(),
    noPreloadPolyfillInBackOffice(),
    knownBackOfficeChunks(),
    prerenderedLogin(),
    lazyChakraGlobals(),
    publicOnlyServerBuild(),
    robotsTxt(),
    precompiledMessages(),
    adminIcons(),
    adminServiceWorker(),
    serviceWorker(),
  ],
  server: {
    // The repository's root: the workspaces' packages live in its node_modules (the Tamil font's files are imported with ?url).
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The bundler drops a shared chunk that every importer of a dynamic import has already loaded
      // (the pages' entries start without a top-level await, which turns that off: admin/main.tsx).
      // It does not merge shared chunks into entries: that made src/admin/AdminApp.tsx part of a chunk
      // with no source of its own in the manifest, which the service workers' lists read it by.
      experimental: { chunkOptimization: { mergeCommonChunks: false, avoidRedundantChunkLoads: true } },
      input: { index: path.resolve(import.meta.dirname, 'index.html'), admin: path.resolve(import.meta.dirname, 'admin.html') },
      treeshake: { moduleSideEffects: [{ test: UNUSED_FIREBASE_PRODUCTS, sideEffects: false }] },
      // React Router (with React, which it imports) in one chunk: the back office's entry also imports
      // its DOM part (RouterProvider), which would otherwise become a chunk of its own, one more request
      // for every public page (the page entry, boot.tsx and App.tsx with their static imports: 41 files,
      // 225.5 kB, where they were 43 files, 225.9 kB).
      // The back office's kit (Chakra UI with Ark, Zag and emotion; TanStack Query) in one chunk: split
      // by use it made some 40 small chunks for the first screen, each a request and, over HTTP/1.1's six
      // connections, a round trip (npm run lighthouse measures through such a server).
      output: {
        codeSplitting: {
          // A group takes what its modules import too: React's JSX runtime, which the kit imports and the
          // public pages share, gets its own group first (a higher priority), as before the kit's.
          groups: [
            { name: 'router', test: /\/node_modules\/react-router(-dom)?\//, priority: 2 },
            { name: 'jsx-runtime', test: /\/node_modules\/react\/(jsx-runtime\.js|cjs\/react-jsx-runtime\.)/, priority: 1 },
            { name: 'admin-kit', test: BACK_OFFICE_KIT },
            { name: 'admin-query', test: BACK_OFFICE_QUERY },
            { name: 'admin-parts', test: BACK_OFFICE_PARTS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    cssCodeSplit: false,
    // The page's entry keeps its preload links, but the public app's later imports add none. Inserting them
    // was the app start's longest work (a CPU profile: 30 ms of appendChild in one task), and with none
    // mobile TBT fell from 14-75 ms to 0-49 ms (npm run lighthouse, 5 runs of /, /ta/, /ta/products).
    // A back-office screen (imported by a chunk of the back office) asks for all its chunks at once:
    // without, its imports came four deep, one round trip each, before the dashboard could draw.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostId, hostType }) => (hostType === 'html' || backOfficeChunks.has(hostId) ? dependencies : []) },
    sourcemap: false,
    // .vite/manifest.json: which chunks each entry loads (the public-bundle test reads it; Hosting never serves dot folders).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/public/setup.ts'],
    css: false,
    // A file of its own costs a fresh jsdom and a fresh import of React and Chakra: files that replace
    // modules or globals (vi.mock, vi.stubGlobal) get that; the others share their worker's.
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.{ts,tsx}'], exclude: ISOLATED_TESTS, isolate: false } },
    ],
  },
});
