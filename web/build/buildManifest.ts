/**
 * Vite's build manifest (dist/.vite/manifest.json): each built chunk keyed by its source, with what it
 * imports. The service workers' precache lists (vite.config.ts) and the build's checks (build-test) read it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(dist: string): BuildManifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/** The manifest keys reachable from `start` (through static imports, and dynamic ones unless `staticOnly`), not going through `stop`. */
export function reachable(manifest: BuildManifest, start: string, { stop = null, staticOnly = false }: { stop?: string | null; staticOnly?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (key === stop || seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk.imports ?? []), ...(staticOnly ? [] : (chunk.dynamicImports ?? []))]) visit(next);
  };
  visit(start);
  return seen;
}
