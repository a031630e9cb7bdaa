import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests over real HTTP against a running stack (see test/helpers.ts for the env), and
// unit-test/: what cannot be reached over HTTP on the local stack (each file says why).
// The fuzz suite compares the whole database before and after its requests, so it runs alone,
// after the other files (a second project in a later group); restoring a backup changes the whole
// shop, so that file runs alone last.
const FUZZ = 'test/fuzz.test.ts';
const RESTORE = 'test/restore.test.ts';
// Needs the shop to have a single enabled administrator: it disables the others for a while.
const LAST_ADMIN = 'test/team-last-admin.test.ts';
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 4,
    projects: [
      { extends: true, test: { name: 'unit', include: ['unit-test/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'api', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, FUZZ, RESTORE, LAST_ADMIN], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'fuzz', include: [FUZZ], sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'restore', include: [RESTORE], sequence: { groupOrder: 2 } } },
      { extends: true, test: { name: 'last-admin', include: [LAST_ADMIN], sequence: { groupOrder: 3 } } },
    ],
  },
});
