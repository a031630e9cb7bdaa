/**
 * Which Firestore emulator a stack runs:
 *  - 'node' (default): the in-process emulator, durable in the state folder's firestore/ (firestore.ts).
 *  - 'google': Google's own emulator (googleFirestore.ts), seeded from the seed's Firestore export
 *    (emulator-data/firestore_export) and kept in memory only: its changes are lost when it stops.
 *    It isolates transactions like real Firestore (a contended transaction is ABORTED and retried).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startDurableFirestore } from './firestore';
import { GOOGLE_FIRESTORE_MISSING, findGoogleFirestoreEmulator, startGoogleFirestore } from './googleFirestore';

export const FIRESTORE_BACKENDS = ['node', 'google'] as const;
export type FirestoreBackend = (typeof FIRESTORE_BACKENDS)[number];

/** The export folder of a seed that Google's emulator starts from. */
const SEED_EXPORT = 'firestore_export';

export interface RunningFirestore {
  stop(): Promise<void>;
}

/** Why `backend` cannot run on this machine, or null when it can. */
export function firestoreBackendUnavailable(backend: FirestoreBackend): string | null {
  return backend === 'google' && !findGoogleFirestoreEmulator() ? GOOGLE_FIRESTORE_MISSING : null;
}

export async function startFirestoreBackend(
  backend: FirestoreBackend,
  options: { port: number; stateFirestoreDir: string; seedDir: string | null; log: (line: string) => void },
): Promise<RunningFirestore> {
  if (backend === 'node') return startDurableFirestore({ port: options.port, dir: options.stateFirestoreDir, log: options.log });

  const seedExport = options.seedDir ? path.join(options.seedDir, SEED_EXPORT) : null;
  if (seedExport && !fs.existsSync(seedExport)) {
    throw new Error(`${seedExport} is missing: Google's Firestore emulator starts from the seed's Firestore export (or start with no seed).`);
  }
  const google = await startGoogleFirestore({ port: options.port, seedFrom: seedExport ?? undefined });
  options.log(
    `firestore: Google's emulator on ${google.host}, ${seedExport ? `seeded from ${seedExport}` : 'empty'}; ` +
      'in memory only: its changes are lost at stop (the state folder keeps Auth and images)',
  );
  return google;
}
