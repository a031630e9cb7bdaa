#!/usr/bin/env node
/**
 * prestart / pretest: make a checkout runnable, from a fresh clone with nothing installed.
 * Plain Node on purpose (no dependencies, no tsx): it runs before anything is installed.
 *
 *  1. `npm ci` when node_modules is missing or package-lock.json changed since the last install
 *     (a stamp with the lock file's hash is kept in node_modules/.ensure-ready.json).
 *  2. `npm run build` (functions, then web) unless the outputs are newer than every source file
 *     (recorded in the same stamp). `--force-build` (or ENSURE_READY_BUILD=1) always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeModules = path.join(root, 'node_modules');
const stampFile = path.join(nodeModules, '.ensure-ready.json');
const lockFile = path.join(root, 'package-lock.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const forceBuild = process.argv.includes('--force-build') || process.env.ENSURE_READY_BUILD === '1';

function run(args, what) {
  console.log(`\n[ensure-ready] ${what}: npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[ensure-ready] ${what} failed (npm ${args.join(' ')} exited ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamp(stamp) {
  fs.mkdirSync(nodeModules, { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
}

const lockHash = createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
let stamp = readStamp();

// 1. Dependencies.
const installed = fs.existsSync(nodeModules) && fs.existsSync(path.join(nodeModules, '.package-lock.json'));
if (!installed) {
  run(['ci'], 'installing dependencies (node_modules is missing)');
  stamp = { lockHash };
  writeStamp(stamp);
} else if (stamp.lockHash !== lockHash) {
  // No stamp yet but npm's own record of the install is newer than the lock file (e.g. CI just ran
  // `npm ci`): trust it. Otherwise the lock file changed since the last install.
  const hidden = fs.statSync(path.join(nodeModules, '.package-lock.json')).mtimeMs;
  const lock = fs.statSync(lockFile).mtimeMs;
  if (!stamp.lockHash && hidden >= lock) {
    stamp = { lockHash };
  } else {
    run(['ci'], 'package-lock.json changed since the last install');
    stamp = { lockHash };
  }
  writeStamp(stamp);
}

// 2. Build outputs.
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'domain/src',
  'domain/package.json',
  'functions/src',
  'functions/package.json',
  'functions/build.mjs',
  'functions/tsconfig.json',
  'web/src',
  'web/public',
  'web/index.html',
  'web/package.json',
  'web/vite.config.ts',
  'web/tsconfig.json',
];
const outputs = ['functions/lib/index.js', 'functions/lib/ssr/entry-server.js', 'web/dist/admin.html'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // catches deletions
  for (const name of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sourcesTime = Math.max(...inputs.map(newestMtime));
const outputsExist = outputs.every((file) => fs.existsSync(path.join(root, file)));
const upToDate = outputsExist && stamp.builtFrom && stamp.builtFrom >= sourcesTime;
if (forceBuild || !upToDate) {
  run(['run', 'build'], outputsExist ? 'rebuilding (sources changed)' : 'building functions and web');
  for (const file of outputs) {
    if (!fs.existsSync(path.join(root, file))) {
      console.error(`[ensure-ready] the build did not produce ${file}.`);
      process.exit(1);
    }
  }
  writeStamp({ ...stamp, builtFrom: sourcesTime, builtAt: new Date().toISOString() });
} else {
  console.log('[ensure-ready] dependencies installed, build up to date.');
}
