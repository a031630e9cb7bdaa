/**
 * The back office's service worker (dist/admin/sw.js, web/build/adminServiceWorker.ts) precaches
 * the back office's page and every chunk the back office can load, so the installed app opens
 * offline on any of its screens; it leaves out the public pages' own chunks and keeps no API answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, readBuildManifest } from '../build/buildManifest';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const BACK_OFFICE = 'src/admin/AdminApp.tsx';

const manifest = readBuildManifest(DIST);
const worker = fs.readFileSync(path.join(DIST, 'admin', 'sw.js'), 'utf8');
const precached = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url));

/** Every chunk the back office's code can load. */
const backOfficeChunks = () => [...reachable(manifest, BACK_OFFICE)].map((key) => `/${manifest[key].file}`);

describe("the back office's service worker", () => {
  it('precaches the page under its address and every chunk the back office can load', () => {
    expect(precached.has('/admin')).toBe(true);
    expect(backOfficeChunks().length).toBeGreaterThan(20);
    expect(backOfficeChunks().filter((file) => !precached.has(file))).toEqual([]);
  });

  it("leaves out the public pages' own chunks", () => {
    const publicPages = Object.values(manifest).filter((chunk) => chunk.src?.startsWith('src/public/pages/'));
    expect(publicPages.length).toBeGreaterThan(0);
    expect(publicPages.map((chunk) => `/${chunk.file}`).filter((file) => precached.has(file))).toEqual([]);
  });

  it('answers /admin navigations with the page and caches no API answer', () => {
    expect(worker).toContain('"/admin"');
    expect(worker).not.toMatch(/\/api/);
  });
});
