/**
 * Child processes of the stack: firebase-tools in its own process group, watched and stopped, and
 * killed by a watchdog if the launcher dies without stopping it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** A process as /proc shows it: its group and its start time (clock ticks since boot, tells a recycled pid apart). */
export interface ProcessInfo {
  pid: number;
  /** R, S, D, Z (zombie: ended, not yet reaped) … */
  state: string;
  pgid: number;
  startTime: number;
  commandLine: string;
  /** Its environment, NUL-separated ('' when unreadable). */
  environment: string;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state ppid pgrp ... starttime (22nd).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let environment = '';
    try {
      environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
    } catch {
      /* another user's process */
    }
    return { pid, state: fields[0], pgid: Number(fields[2]), startTime: Number(fields[19]), commandLine: commandLine(pid), environment };
  } catch {
    return null;
  }
}

const HAS_PROC = fs.existsSync('/proc/self/stat');

/** Alive and not a zombie (without /proc, e.g. macOS: alive). */
export function isRunning(pid: number): boolean {
  if (!HAS_PROC) return isAlive(pid);
  const info = readProcess(pid);
  return info !== null && info.state !== 'Z';
}

export function processStartTime(pid: number): number | null {
  return readProcess(pid)?.startTime ?? null;
}

/** Every process this user can see (Linux /proc; empty elsewhere). */
export function listProcesses(): ProcessInfo[] {
  if (!HAS_PROC) return [];
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== null && info.pid !== process.pid);
}

function killGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Kills process group `pgid` if this process dies without calling the returned stop function
 * (`kill -9`, the OOM killer, a closed terminal): a watchdog in its own group waits for the end of
 * a pipe from this process, which comes only when this process is gone.
 */
function killGroupWhenThisProcessDies(pgid: number): () => void {
  const script = `process.stdin.on('data',()=>{}).on('end',()=>{try{process.kill(-${pgid},'SIGKILL')}catch{}process.exit(0)})`;
  const watchdog = spawn(process.execPath, ['-e', script, '--', 'stack-watchdog'], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  return () => {
    watchdog.kill('SIGKILL');
    watchdog.stdin?.destroy();
  };
}

export interface FirebaseTools {
  pid: number;
  /** Its exit code or signal once it has ended, else null. */
  exitStatus(): number | string | null;
  /** The last 40 lines of its output, for error messages. */
  recent(): string;
  /** SIGINT to its group, SIGKILL after 20 s; then whatever is left in the group (function workers). */
  stop(): Promise<void>;
}

/**
 * Starts firebase-tools (`args` after the node binary) as the leader of its own process group.
 * Its output is appended to `logFile` and passed to `log` line by line; `onUnexpectedExit` is
 * called when it ends before stop().
 */
export function startFirebaseTools(options: {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logFile: string;
  log: (line: string) => void;
  onUnexpectedExit: (message: string) => void;
}): FirebaseTools {
  const logStream = fs.createWriteStream(options.logFile, { flags: 'a' });
  logStream.write(`\n=== ${new Date().toISOString()} firebase ${options.args.slice(1).join(' ')}\n`);
  const recentLines: string[] = [];
  const recent = () => recentLines.slice(-40).join('\n');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', CI: process.env.CI ?? '' },
  });
  const pid = child.pid!;
  const stopWatchdog = killGroupWhenThisProcessDies(pid);
  const exitStatus = () => child.exitCode ?? child.signalCode;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) options.onUnexpectedExit(`firebase-tools exited unexpectedly (${code ?? signal})`);
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      logStream.write(chunk);
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        recentLines.push(line);
        if (recentLines.length > 200) recentLines.shift();
        options.log(line);
      }
    });
  }
  return {
    pid,
    exitStatus,
    recent,
    async stop() {
      stopping = true;
      stopWatchdog();
      if (exitStatus() === null) {
        killGroup(pid, 'SIGINT');
        const timedOut = await Promise.race([exit.then(() => false), sleep(20_000).then(() => true)]);
        if (timedOut) options.log('stack: firebase-tools did not stop within 20 s; killing it');
      }
      killGroup(pid, 'SIGKILL');
      await Promise.race([exit, sleep(5_000)]);
      await new Promise<void>((resolve) => logStream.end(resolve));
    },
  };
}

/** Runs `task` every `ms`, never two runs at once; the returned function stops it after a run in progress. */
export function every(ms: number, task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= task().finally(() => (running = null));
  }, ms);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
