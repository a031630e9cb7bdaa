/**
 * The back office's service worker, `/admin/sw.js` (scope `/admin`: firebase.json's
 * Service-Worker-Allowed header lets a worker under /admin/ control /admin itself). It precaches the
 * back office's page (admin.html, served as /admin) and every script and style the page may load,
 * and answers any /admin navigation with that page, so the installed app opens offline. It caches
 * nothing of /api: answers read with a session are never kept by a service worker (the app keeps
 * its own offline copy of what the owner last saw, src/admin/offline). A new build's worker waits
 * until the app asks it to take over (src/admin/offline/serviceWorker.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';

/** An entry of Vite's build manifest (.vite/manifest.json), keyed by its source. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Code only the public pages load: their routes' chunks, never needed by the back office. */
const PUBLIC_SOURCE = /^src\/public\//;

/** The back office's page in the build manifest (its own entry, src/admin/main.tsx). */
const BACK_OFFICE_PAGE = 'admin.html';

/**
 * The files the back office may load: its page's entry and all it imports, and every chunk loaded
 * later (the back office's screens) except the public pages' own.
 */
function backOfficeFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) if (!PUBLIC_SOURCE.test(manifest[loaded]?.src ?? '')) visit(loaded);
  };
  if (!manifest[BACK_OFFICE_PAGE]?.isEntry) throw new Error(`The build manifest has no ${BACK_OFFICE_PAGE} entry`);
  visit(BACK_OFFICE_PAGE);
  return [...files].sort();
}

/** Writes dist/admin/sw.js once the page (admin.html) is written: after every other plugin's closeBundle. */
export function adminServiceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'admin-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
        const { warnings } = await generateSW({
          swDest: path.join(outDir, 'admin', 'sw.js'),
          globDirectory: outDir,
          globPatterns: ['admin.html', ...backOfficeFiles(manifest)],
          // Hashed names change with their content: no revision needed.
          dontCacheBustURLsMatching: /^assets\//,
          // Absolute addresses (the worker lives in /admin/), and the page under the address Hosting serves it at.
          manifestTransforms: [(entries) => Promise.resolve({ manifest: entries.map((entry) => ({ ...entry, url: entry.url === 'admin.html' ? '/admin' : `/${entry.url}` })), warnings: [] })],
          navigateFallback: '/admin',
          navigateFallbackAllowlist: [/^\/admin(\/|$)/],
          cacheId: 'back-office',
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
        });
        for (const warning of warnings) config.logger.warn(`admin service worker: ${warning}`);
      },
    },
  };
}
