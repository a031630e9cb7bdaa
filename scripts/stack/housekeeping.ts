/**
 * The local stack's scheduler: production runs the housekeeping jobs (functions/src/housekeeping.ts)
 * as scheduled functions, which the Functions emulator never triggers, so the stack runs the same
 * jobs from the functions build (lib/housekeeping.js) once at start and then hourly, in a process of
 * their own: no visitor's request ever waits for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const HOURLY_MS = 60 * 60 * 1000;

export const housekeepingScript = (functionsDir: string) => path.join(functionsDir, 'lib', 'housekeeping.js');

/** Starts the runs; the returned function stops the schedule and a run in progress. */
export function scheduleHousekeeping(functionsDir: string, env: Record<string, string>, log: (line: string) => void): () => void {
  let running: ChildProcess | null = null;
  const runOnce = () => {
    if (running) return;
    const child = spawn(process.execPath, [housekeepingScript(functionsDir)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      running = null;
      log(code === 0 ? `housekeeping: ${output.trim()}` : `housekeeping: failed (exit ${code}): ${output.trim()}`);
    });
  };
  runOnce();
  const timer = setInterval(runOnce, HOURLY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    running?.kill('SIGKILL');
  };
}
