/**
 * No public page loads Firebase's web SDK or reactfire: they belong to the back office's Google
 * sign-in. The chunks a public page can load are read from the build's manifest (build/publicChunks.ts).
 * Runs on the build's output: npm test's build stage runs it right after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, readBuildManifest } from '../build/buildManifest';
import { BACK_OFFICE, PAGE_ENTRY, publicKeys as publicKeysOf, publicScripts } from '../build/publicChunks';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const SERVER_BUILD = path.resolve(import.meta.dirname, '..', 'dist-ssr', 'entry-server.js');

/** Strings every build of the SDK carries: its packages' names and its servers' hosts. */
const FIREBASE_SDK = /@firebase\/(app|auth|component)|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|reactfire/;

const holdsFirebase = (file: string) => FIREBASE_SDK.test(fs.readFileSync(path.join(DIST, file), 'utf8'));

describe('the public pages and the Firebase web SDK', () => {
  const manifest = readBuildManifest(DIST);
  const publicKeys = publicKeysOf(manifest);
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
    const backOfficeOnly = [...reachable(manifest, BACK_OFFICE)].filter((key) => !publicKeys.has(key)).map((key) => manifest[key].file);
    expect(backOfficeOnly.filter(holdsFirebase).length).toBeGreaterThan(0);
    expect(holdsFirebase(manifest[BACK_OFFICE].file)).toBe(false);
  });
});

describe('the public service worker (sw.js)', () => {
  const manifest = readBuildManifest(DIST);
  const worker = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const precached = new Set(worker.match(/assets\/[\w.-]+\.js/g));
  const backOfficeOnly = [...reachable(manifest, BACK_OFFICE)].filter((key) => !publicKeysOf(manifest).has(key)).map((key) => manifest[key].file);

  it('precaches every script a public page can load', () => {
    expect([...precached].sort()).toEqual(publicScripts(manifest).sort());
  });

  it('precaches none of the back office (a customer\'s phone never downloads it)', () => {
    expect(backOfficeOnly.length).toBeGreaterThan(0);
    expect(backOfficeOnly.filter((file) => precached.has(file))).toEqual([]);
    expect(precached.has(manifest[BACK_OFFICE].file)).toBe(false);
  });

  it('is one classic script (a module worker is not supported everywhere), with no Node globals left', () => {
    expect(worker).not.toMatch(/^\s*(import|export)\s/m);
    expect(worker).not.toMatch(/\bprocess\.env\b/);
  });
});
