/**
 * No public page loads Firebase's web SDK or reactfire: they belong to the back office's Google
 * sign-in. The chunks a public page can load are all that its entry (index.html → src/main.tsx)
 * reaches through static and dynamic imports, except the back office (src/admin/AdminApp.tsx) and
 * what only it reaches; the build's manifest (web/dist/.vite/manifest.json) says which those are.
 * Runs on the build's output: npm test's build stage runs it right after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const SERVER_BUILD = path.resolve(import.meta.dirname, '..', 'dist-ssr', 'entry-server.js');
const PAGE_ENTRY = 'index.html';
const BACK_OFFICE = 'src/admin/AdminApp.tsx';

/** Strings every build of the SDK carries: its packages' names and its servers' hosts. */
const FIREBASE_SDK = /@firebase\/(app|auth|component)|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|reactfire/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(DIST, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The manifest keys reachable from `start`, not going through `stop`. */
function reachable(manifest: Record<string, ManifestChunk>, start: string, stop: string | null): Set<string> {
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

const holdsFirebase = (file: string) => FIREBASE_SDK.test(fs.readFileSync(path.join(DIST, file), 'utf8'));

describe('the public pages and the Firebase web SDK', () => {
  const manifest = readManifest();
  const publicKeys = reachable(manifest, PAGE_ENTRY, BACK_OFFICE);
  const publicFiles = [...publicKeys].map((key) => manifest[key].file);

  it('finds the public chunks: the entry, the app and the pages', () => {
    expect(publicKeys.has(PAGE_ENTRY)).toBe(true);
    expect(publicKeys.has(BACK_OFFICE)).toBe(false);
    expect(publicFiles.length).toBeGreaterThan(10);
  });

  it('no chunk a public page can load holds Firebase SDK or reactfire code', () => {
    expect(publicFiles.filter(holdsFirebase)).toEqual([]);
  });

  it('the server build of the public pages holds none either', () => {
    expect(FIREBASE_SDK.test(fs.readFileSync(SERVER_BUILD, 'utf8'))).toBe(false);
  });

  it('the check recognises the SDK: the back office has it, in chunks of its own', () => {
    const backOfficeOnly = [...reachable(manifest, BACK_OFFICE, null)].filter((key) => !publicKeys.has(key)).map((key) => manifest[key].file);
    expect(backOfficeOnly.filter(holdsFirebase).length).toBeGreaterThan(0);
    expect(holdsFirebase(manifest[BACK_OFFICE].file)).toBe(false);
  });
});
