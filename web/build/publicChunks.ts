/**
 * Which built files a public page can load, read from the build's manifest (dist/.vite/manifest.json):
 * everything its entry (index.html → src/main.tsx) reaches through static and dynamic imports, except
 * the back office (src/admin/AdminApp.tsx) and what only it reaches. The service worker precaches
 * these (vite.config.ts) and the build's checks read them (build-test/public-bundle.test.ts).
 */
import { reachable, type BuildManifest } from './buildManifest';

export const PAGE_ENTRY = 'index.html';
export const BACK_OFFICE = 'src/admin/AdminApp.tsx';

/** The manifest keys of what a public page can load. */
export const publicKeys = (manifest: BuildManifest) => reachable(manifest, PAGE_ENTRY, { stop: BACK_OFFICE });

/** The JavaScript files a public page can load (paths relative to dist). */
export const publicScripts = (manifest: BuildManifest) =>
  [...publicKeys(manifest)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
