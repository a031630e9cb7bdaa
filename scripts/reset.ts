/**
 * `npm run reset`: deletes the local state (.emulator-state/); the next `npm start` begins again
 * from the seed (emulator-data/). `-- --state DIR` resets another state folder. Refuses while a
 * stack is running on that state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseOptions } from './args';
import { ROOT, statePaths } from './stack/paths';

const values = parseOptions('Usage: npm run reset [-- --state DIR]   (default .emulator-state/)', { state: { type: 'string' } });
const stateDir = path.resolve(values.state ?? path.join(ROOT, '.emulator-state'));
const shown = path.relative(process.cwd(), stateDir) || stateDir;

function runningLauncher(): number | null {
  const lock = statePaths(stateDir).lock;
  if (!fs.existsSync(lock)) return null;
  try {
    const { launcher } = JSON.parse(fs.readFileSync(lock, 'utf8')) as { launcher?: number };
    if (!launcher) return null;
    process.kill(launcher, 0);
    return launcher;
  } catch {
    return null;
  }
}

const running = runningLauncher();
if (running) {
  console.error(`A stack is running on ${shown} (pid ${running}); stop it (Ctrl-C) before resetting.`);
  process.exit(1);
}
if (!fs.existsSync(stateDir)) {
  console.log(`Nothing to reset: ${shown} does not exist. The next start begins from the seed (emulator-data/).`);
} else {
  if (!fs.existsSync(statePaths(stateDir).marker) && fs.readdirSync(stateDir).length) {
    console.error(`${shown} is not a stack state folder (no stack-state.json); not deleting it.`);
    process.exit(1);
  }
  fs.rmSync(stateDir, { recursive: true, force: true });
  console.log(`Removed ${shown}; the next start begins from the seed (emulator-data/).`);
}
