/**
 * One stack per state folder: `stack.lock.json` names the launcher's pid and firebase-tools' pid
 * while a stack runs. A lock left by a crashed stack is taken over; if that stack's firebase-tools
 * is still alive (its launcher was killed alone), it is stopped first.
 */
import fs from 'node:fs';
import { statePaths } from './paths';
import { commandLine, isAlive, killGroup, sleep } from './processes';

export async function takeLock(stateDir: string, log: (line: string) => void) {
  const { lock } = statePaths(stateDir);
  if (fs.existsSync(lock)) {
    let previous: { launcher?: number; firebase?: number } = {};
    try {
      previous = JSON.parse(fs.readFileSync(lock, 'utf8')) as typeof previous;
    } catch {
      /* unreadable: treat as stale */
    }
    if (previous.launcher && previous.launcher !== process.pid && isAlive(previous.launcher)) {
      throw new Error(`State folder ${stateDir} is in use by a running stack (pid ${previous.launcher}).`);
    }
    if (previous.firebase && isAlive(previous.firebase) && commandLine(previous.firebase).includes('firebase')) {
      log(`stack: stopping firebase-tools (pid ${previous.firebase}) left behind by a crashed stack`);
      killGroup(previous.firebase, 'SIGKILL');
      for (let i = 0; i < 50 && isAlive(previous.firebase); i++) await sleep(100);
    }
  }
  writeLock(stateDir, { launcher: process.pid });
}

export function writeLock(stateDir: string, content: { launcher: number; firebase?: number }) {
  fs.writeFileSync(statePaths(stateDir).lock, JSON.stringify(content) + '\n');
}

export function releaseLock(stateDir: string) {
  fs.rmSync(statePaths(stateDir).lock, { force: true });
}
