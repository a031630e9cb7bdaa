/**
 * The Auth emulator keeps accounts in memory. While a stack runs they are saved into the state
 * folder (auth.ts saveAuth: atomic, in the layout firebase-tools imports): once at start, every
 * AUTH_SAVE_INTERVAL_MS when something changed, and once more on a clean stop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_SAVE_INTERVAL_MS, saveAuth } from './auth';
import { PROJECT_ID, ROOT } from './paths';
import { every } from './processes';

/** The firebase-tools version written into the export's metadata. */
function firebaseToolsVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'firebase-tools', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '15.0.0';
  }
}

/** Saves now (throws if that fails), then keeps saving; the returned function saves a last time and stops. */
export async function keepAuthSaved(authPort: number, dir: string, log: (line: string) => void): Promise<() => Promise<void>> {
  const cliVersion = firebaseToolsVersion();
  let fingerprint = await saveAuth(authPort, PROJECT_ID, dir, cliVersion, null);
  const stopSaving = every(AUTH_SAVE_INTERVAL_MS, async () => {
    try {
      fingerprint = await saveAuth(authPort, PROJECT_ID, dir, cliVersion, fingerprint);
    } catch (error) {
      log(`stack: auth save failed: ${(error as Error).message}`);
    }
  });
  return async () => {
    await stopSaving();
    try {
      await saveAuth(authPort, PROJECT_ID, dir, cliVersion, null);
    } catch (error) {
      log(`stack: final auth save failed: ${(error as Error).message}`);
    }
  };
}
