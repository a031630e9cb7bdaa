/**
 * Which built files a public page can load, read from the build's manifest (dist/.vite/manifest.json):
 * everything its entry (index.html → src/main.tsx) reaches through static and dynamic imports, except
 * the back office (src/admin/AdminApp.tsx) and what only it reaches. The service worker precaches
 * these (vite.config.ts) and the build's checks read them (build-test/public-bundle.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export const PAGE_ENTRY = 'index.html';
export const BACK_OFFICE = 'src/admin/AdminApp.tsx';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(dist: string): BuildManifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/** The manifest keys reachable from `start`, not going through `stop`. */
export function reachable(manifest: BuildManifest, start: string, stop: string | null): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (key === stop || seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(start);
  return seen;
}

/** The manifest keys of what a public page can load. */
export const publicKeys = (manifest: BuildManifest) => reachable(manifest, PAGE_ENTRY, BACK_OFFICE);

/** The JavaScript files a public page can load (paths relative to dist). */
export const publicScripts = (manifest: BuildManifest) =>
  [...publicKeys(manifest)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
