/**
 * What the quick loop (`npm test -- --quick`) tests: the files changed since the last commit, the
 * unit suites they can affect, and the API test files named for them (functions/test/<name>*.test.ts,
 * matched by a changed file's name or its feature folder's, singular or plural alike).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/paths';

const API_TESTS = path.join(ROOT, 'functions', 'test');
/** Folders named for a layer, not a feature: their files are matched by their own name only. */
const LAYER_FOLDERS = new Set(['src', 'store', 'routes', 'reads', 'http', 'images', 'test', 'store-test', 'functions', 'domain', 'web', 'admin', 'public', 'api', 'components', 'pages']);

/** Files changed, staged or new (not ignored) in the working tree, relative to the repository. */
export function changedFiles(): string[] {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' });
  if (status.status !== 0) throw new Error(`git status failed: ${status.stderr}`);
  return status.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split(' -> ').pop()!)
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

const singular = (name: string) => name.replace(/s$/, '').toLowerCase();
const stem = (file: string) => path.basename(file).replace(/(\.test)?\.[cm]?tsx?$/, '');

/** The API test files (absolute paths) for the changed files. */
export function apiTestsOfChanges(changed: string[]): string[] {
  const tests = fs.readdirSync(API_TESTS).filter((file) => file.endsWith('.test.ts'));
  const names = new Set<string>();
  for (const file of changed) {
    names.add(singular(stem(file)));
    const folder = path.basename(path.dirname(file));
    if (!LAYER_FOLDERS.has(folder)) names.add(singular(folder));
  }
  const matches = (test: string) => [...names].some((name) => name.startsWith(singular(stem(test))) || singular(stem(test)).startsWith(name));
  return tests.filter(matches).map((test) => path.join(API_TESTS, test));
}

/**
 * The unit suites the changed files can affect: the domain is imported by both sides, and a change
 * of dependencies or compiler settings can affect every suite.
 */
export function unitSuitesOfChanges(changed: string[]) {
  const under = (...prefixes: string[]) => changed.some((file) => prefixes.some((prefix) => file.startsWith(prefix)));
  const everything = changed.some((file) => /(^|\/)(package(-lock)?\.json|tsconfig[^/]*\.json)$/.test(file));
  return {
    domain: everything || under('domain/'),
    store: everything || under('domain/', 'functions/src/store/', 'functions/store-test/', 'functions/vitest.store'),
    web: everything || under('domain/', 'web/src/', 'web/test/', 'web/vite.config'),
  };
}
