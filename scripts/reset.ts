/** `npm run reset`: deletes the local state; the next `npm start` begins again from the seed (emulator-data/). */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, statePaths } from './stack/paths';

const stateDir = path.join(ROOT, '.emulator-state');
const lock = statePaths(stateDir).lock;
if (fs.existsSync(lock)) {
  try {
    const { launcher } = JSON.parse(fs.readFileSync(lock, 'utf8')) as { launcher?: number };
    if (launcher) {
      process.kill(launcher, 0);
      console.error(`The local stack is running (pid ${launcher}); stop it (Ctrl-C) before resetting.`);
      process.exit(1);
    }
  } catch {
    /* not running */
  }
}
fs.rmSync(stateDir, { recursive: true, force: true });
console.log(`Removed ${path.relative(ROOT, stateDir)}/; the next npm start begins from the seed (emulator-data/).`);
