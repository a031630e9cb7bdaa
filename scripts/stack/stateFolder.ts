/** The state folder of a stack, created from the seed on first start (layout: paths.ts statePaths). */
import fs from 'node:fs';
import path from 'node:path';
import { rebaseSeedBatches } from './batchDates';
import { ROOT, statePaths } from './paths';

const PARTS = ['firestore', 'uploads', 'auth'];

function isEmptyDir(dir: string) {
  return fs.existsSync(dir) && fs.readdirSync(dir).length === 0;
}

/**
 * Creates the state folder from the seed (atomically: copy to a sibling, then rename); returns
 * false when it already exists. `seedDir` null (or a folder without firestore/) starts empty.
 */
export function initState(stateDir: string, seedDir: string | null, log: (line: string) => void) {
  const paths = statePaths(stateDir);
  if (fs.existsSync(paths.marker)) return false;
  if (fs.existsSync(stateDir) && !isEmptyDir(stateDir)) {
    throw new Error(
      `${stateDir} exists but is not a stack state folder (no stack-state.json). Remove it or choose another folder.`,
    );
  }
  const tmp = `${stateDir.replace(/[\\/]+$/, '')}.init-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const seeded = seedDir && fs.existsSync(path.join(seedDir, 'firestore'));
  if (seeded) {
    for (const part of PARTS) {
      const from = path.join(seedDir, part);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(tmp, part), { recursive: true });
    }
  }
  for (const part of PARTS) fs.mkdirSync(path.join(tmp, part), { recursive: true });
  if (seeded) rebaseSeedBatches(path.join(tmp, 'firestore'), log);
  fs.writeFileSync(
    path.join(tmp, 'stack-state.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), from: seeded ? path.relative(ROOT, seedDir) || seedDir : null }, null, 2) + '\n',
  );
  if (fs.existsSync(stateDir)) fs.rmdirSync(stateDir);
  fs.mkdirSync(path.dirname(path.resolve(stateDir)), { recursive: true });
  fs.renameSync(tmp, stateDir);
  log(seeded ? `stack: new state in ${stateDir}, from the seed ${seedDir}` : `stack: new empty state in ${stateDir}`);
  return true;
}
