/**
 * One stack per state folder: `stack.lock.json` names the launcher and firebase-tools (pids and
 * start times, so a recycled pid is never taken for them) while a stack runs. A lock left by a
 * crashed stack is taken over; whatever that stack left running (firebase-tools and its function
 * workers, which outlive a `kill -9` of the launcher's process group) is ended first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, statePaths } from './paths';
import { isRunning, listProcesses, processStartTime, sleep, type ProcessInfo } from './processes';

interface LockContent {
  launcher?: number;
  launcherStart?: number | null;
  firebase?: number;
  firebaseStart?: number | null;
}

const FIREBASE_TOOLS_DIR = path.join(ROOT, 'node_modules', 'firebase-tools') + path.sep;

/** Is `pid` still the process the lock recorded (not a recycled pid)? Old locks have no start time. */
function sameProcess(pid: number | undefined, start: number | null | undefined) {
  if (!pid || !isRunning(pid)) return false;
  return start === undefined || start === null || processStartTime(pid) === start;
}

/**
 * firebase-tools processes of a previous stack on this state folder: its recorded process group
 * (a group id cannot be reused while any member lives, so members outliving the leader are still
 * its own), and any firebase-tools process whose environment points at this state's uploads.
 */
function leftoverProcesses(stateDir: string, previous: LockContent): ProcessInfo[] {
  const marker = `IMAGE_STORE_DIR=${statePaths(stateDir).uploads}`;
  const leaderDeadOrSame = !previous.firebase || !isRunning(previous.firebase) || sameProcess(previous.firebase, previous.firebaseStart);
  return listProcesses().filter(
    (info) =>
      info.state !== 'Z' &&
      info.commandLine.includes(FIREBASE_TOOLS_DIR) &&
      ((leaderDeadOrSame && info.pgid === previous.firebase) || info.environment.split('\0').includes(marker)),
  );
}

export async function takeLock(stateDir: string, log: (line: string) => void) {
  const { lock } = statePaths(stateDir);
  let previous: LockContent = {};
  if (fs.existsSync(lock)) {
    try {
      previous = JSON.parse(fs.readFileSync(lock, 'utf8')) as LockContent;
    } catch {
      /* unreadable: treat as stale */
    }
    if (previous.launcher !== process.pid && sameProcess(previous.launcher, previous.launcherStart)) {
      throw new Error(`State folder ${stateDir} is in use by a running stack (pid ${previous.launcher}).`);
    }
  }
  // Also without a lock: a crash between starting firebase-tools and recording it.
  const leftovers = leftoverProcesses(stateDir, previous);
  if (leftovers.length) {
    log(`stack: ending ${leftovers.length} process(es) left behind by a crashed stack (pids ${leftovers.map((p) => p.pid).join(', ')})`);
    for (const { pid } of leftovers) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    for (let i = 0; i < 100 && leftovers.some((p) => isRunning(p.pid)); i++) await sleep(100);
  }
  writeLock(stateDir, { launcher: process.pid });
}

export function writeLock(stateDir: string, content: { launcher: number; firebase?: number }) {
  const full: LockContent = { ...content, launcherStart: processStartTime(content.launcher) };
  if (content.firebase) full.firebaseStart = processStartTime(content.firebase);
  fs.writeFileSync(statePaths(stateDir).lock, JSON.stringify(full) + '\n');
}

export function releaseLock(stateDir: string) {
  fs.rmSync(statePaths(stateDir).lock, { force: true });
}
