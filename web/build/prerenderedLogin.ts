/**
 * Draws the back office's login screen into admin.html at build time (src/admin/prerender.tsx,
 * built for Node and run once), with the script that shows it only when the page opens at the
 * login screen, its fields and buttons held until the app has hydrated them (src/admin/drawnLogin.ts).
 * The page then paints the screen from its HTML, before its code has loaded; main.tsx hydrates it.
 * The same render draws the kit's global styles (reset, global CSS, the tokens' variables) into a
 * stylesheet of their own, which the page names in its head and the kit's screens load as they come
 * (src/admin/theme/kitGlobalStyles.ts): the app renders without them (lazyChakraGlobals.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { HELD, HOLDS_LOGIN, LOGIN_DRAWN, LOGIN_PATH } from '../src/admin/drawnLogin';
import { KIT_GLOBAL_STYLES_META } from '../src/admin/theme/kitGlobalStyles';
import { nodeBuild } from './nodeBuild';

/** The kit's global styles' stylesheet in the build, `[hash]` its content's. */
export const KIT_GLOBAL_STYLES_FILE = 'assets/kit-globals-[hash].css';
/** Marks the end of the drawn screen in the page. */
const DRAWN_END = 'login-drawn-end';

/**
 * The page's first script (whether it opened at the login screen), and no paint until the whole
 * screen is parsed: a paint of its first part, then the whole card, centred, moved it (CLS 0.13).
 */
const OPENING_SCRIPT = `<script>
      document.documentElement.toggleAttribute('${LOGIN_DRAWN}', ${String(LOGIN_PATH)}.test(location.pathname));
    </script>
    <link rel="expect" href="#${DRAWN_END}" blocking="render" />
    <style>html:not([${LOGIN_DRAWN}]) [${HOLDS_LOGIN}] { display: none; }</style>`;

/**
 * Renders the built screen in a Node process of its own (this config's module runner cannot import
 * it), as a first visit's browser has it: nothing stored on the device, online.
 */
const RENDER = `
  const storage = () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  Object.assign(globalThis, { localStorage: storage(), sessionStorage: storage() });
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
  const { renderGlobalStyles, renderLoginScreen } = await import(process.argv[1]);
  process.stdout.write(JSON.stringify({ screen: renderLoginScreen(), globalStyles: renderGlobalStyles() }));
`;

interface DrawnPage {
  screen: string;
  globalStyles: string;
}

async function drawPage(config: ResolvedConfig): Promise<DrawnPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-login-'));
  try {
    await nodeBuild(config, 'src/admin/prerender.tsx', outDir);
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', RENDER, pathToFileURL(path.join(outDir, 'prerender.js')).href], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(output) as DrawnPage;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** The screen with its fields read-only and its buttons disabled (a checkbox, which read-only does not hold, disabled), each marked HELD for the app to release. */
const held = (screen: string) =>
  screen
    .replace(/<input (?=[^>]*type="checkbox")/g, `<input ${HELD} disabled `)
    .replace(/<input (?![^>]*type="checkbox")/g, `<input ${HELD} readonly `)
    .replace(/<button /g, `<button ${HELD} disabled `);

export function prerenderedLogin(): Plugin[] {
  let config: ResolvedConfig;
  let globalStyles = '';
  let stylesheet = '';
  const isBackOfficePage = (ctx: { path: string }) => ctx.path === '/admin.html' && !config.build.ssr;
  return [
    {
      name: 'prerendered-login',
      apply: 'build',
      configResolved(resolved) {
        config = resolved;
      },
      transformIndexHtml: {
        order: 'pre',
        async handler(html, ctx) {
          if (!isBackOfficePage(ctx)) return html;
          const page = await drawPage(config);
          globalStyles = page.globalStyles;
          return html
            .replace('</title>', () => `</title>\n    ${OPENING_SCRIPT}`)
            .replace('<div id="root"></div>', () => `<div id="root" ${HOLDS_LOGIN}>${held(page.screen)}</div><span id="${DRAWN_END}" hidden></span>`);
        },
      },
    },
    {
      // A stylesheet named by its content, as the build's other assets are (in a layer of their own: src/admin/theme/renderGlobalStyles.tsx).
      // Inlined in the page, switched off, they were 43 kB of its 93 kB, parsed at every start.
      name: 'prerendered-global-styles',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          if (!isBackOfficePage(ctx)) return html;
          if (!globalStyles) throw new Error('prerendered-global-styles: the back office page was drawn without its global styles');
          stylesheet = KIT_GLOBAL_STYLES_FILE.replace('[hash]', createHash('sha256').update(globalStyles).digest('base64url').slice(0, 8));
          return html.replace('</head>', () => `    <meta name="${KIT_GLOBAL_STYLES_META}" content="/${stylesheet}" />\n  </head>`);
        },
      },
      writeBundle(options) {
        if (!stylesheet || !options.dir) return;
        fs.writeFileSync(path.join(options.dir, stylesheet), globalStyles);
      },
    },
  ];
}
