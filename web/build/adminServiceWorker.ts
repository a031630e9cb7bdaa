/**
 * The back office's service worker, `/admin/sw.js` (scope `/admin`: firebase.json's
 * Service-Worker-Allowed header lets a worker under /admin/ control /admin itself). It precaches the
 * back office's page (admin.html, served as /admin) and every script and style the page may load
 * (the kit's global styles too, a stylesheet the build writes besides its manifest: prerenderedLogin.ts),
 * and answers any /admin navigation with that page, so the installed app opens offline. It caches
 * nothing of /api: answers read with a session are never kept by a service worker (the app keeps
 * its own offline copy of what the owner last saw, src/admin/offline). A new build's worker waits
 * until the app asks it to take over (src/admin/offline/serviceWorker.ts).
 */
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';
import { reachable, readBuildManifest, type BuildManifest } from './buildManifest';
import { KIT_GLOBAL_STYLES_FILE } from './prerenderedLogin';

/** The back office's page in the build manifest (its own entry, src/admin/main.tsx). */
export const BACK_OFFICE_PAGE = 'admin.html';

/** The files the back office may load: its page's entry and every chunk it reaches (the back office's screens), with their styles and assets. */
function backOfficeFiles(manifest: BuildManifest): string[] {
  if (!manifest[BACK_OFFICE_PAGE]?.isEntry) throw new Error(`The build manifest has no ${BACK_OFFICE_PAGE} entry`);
  const chunks = [...reachable(manifest, BACK_OFFICE_PAGE)].map((key) => manifest[key]);
  return [...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]))].sort();
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
        const manifest = readBuildManifest(outDir);
        const { warnings } = await generateSW({
          swDest: path.join(outDir, 'admin', 'sw.js'),
          globDirectory: outDir,
          globPatterns: ['admin.html', KIT_GLOBAL_STYLES_FILE.replace('[hash]', '*'), ...backOfficeFiles(manifest)],
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
