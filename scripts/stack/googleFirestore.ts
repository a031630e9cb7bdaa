/**
 * Google's own Firestore emulator (the Java one firebase-tools runs), started directly.
 *
 * firebase-tools refuses Java < 21, but Google's emulator itself runs on Java 17, so we start its
 * launcher ourselves: `cloud_firestore_emulator start --host --port --project_id [--seed_from_export]`.
 * It keeps data in memory only; an export (`exportGoogleFirestore`) writes the layout that
 * `--seed_from_export` and `firebase emulators:start --import` read.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ID } from './paths';

/** Where the Debian package google-cloud-cli-firestore-emulator installs the launcher. */
const DEBIAN_LAUNCHER = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

export const GOOGLE_FIRESTORE_MISSING =
  `Google's Firestore emulator was not found (${DEBIAN_LAUNCHER}, or a launcher named by GOOGLE_FIRESTORE_EMULATOR): ` +
  'install the Debian package google-cloud-cli-firestore-emulator (or `gcloud components install cloud-firestore-emulator`) and Java 17+.';

/** The emulator's launcher script (env GOOGLE_FIRESTORE_EMULATOR overrides the Debian location), or null. */
export function findGoogleFirestoreEmulator(): string | null {
  const launcher = process.env.GOOGLE_FIRESTORE_EMULATOR || DEBIAN_LAUNCHER;
  return fs.existsSync(launcher) ? launcher : null;
}

function requireLauncher(): string {
  const launcher = findGoogleFirestoreEmulator();
  if (!launcher) throw new Error(GOOGLE_FIRESTORE_MISSING);
  return launcher;
}

/** The emulator's version, e.g. "1.19.9". */
export function googleFirestoreVersion(): string {
  const output = execFileSync(requireLauncher(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const version = /(\d+\.\d+\.\d+)/.exec(output)?.[1];
  if (!version) throw new Error(`unexpected version output of Google's Firestore emulator: ${output}`);
  return version;
}

/** The `*.overall_export_metadata` file of an export folder (or the file itself). */
function exportMetadataFile(exportPath: string): string {
  if (!fs.statSync(exportPath).isDirectory()) return exportPath;
  const name = fs.readdirSync(exportPath).find((file) => file.endsWith('.overall_export_metadata'));
  if (!name) throw new Error(`${exportPath} holds no *.overall_export_metadata file: not a Firestore export`);
  return path.join(exportPath, name);
}

export interface GoogleFirestore {
  /** host:port, the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** REST base of the default database's documents, e.g. `${documentsUrl}/products/<id>`. */
  documentsUrl: string;
  /** Writes an export of the default database into `<directory>/<name>/` (default name: firestore_export). */
  exportTo(directory: string, name?: string): Promise<string>;
  /** Stops the emulator (its whole process group). Idempotent. */
  stop(): Promise<void>;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`port ${port} is in use: cannot start Google's Firestore emulator there`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * Starts Google's Firestore emulator on 127.0.0.1:port (project demo-oil-catalogue unless told),
 * optionally seeded from an export folder (or its `.overall_export_metadata` file), and waits until it answers.
 */
export async function startGoogleFirestore(options: {
  port: number;
  seedFrom?: string;
  projectId?: string;
  timeoutMs?: number;
}): Promise<GoogleFirestore> {
  const launcher = requireLauncher();
  const projectId = options.projectId ?? PROJECT_ID;
  const host = `127.0.0.1:${options.port}`;
  await assertPortFree(options.port);

  const args = ['start', '--host=127.0.0.1', `--port=${options.port}`, `--project_id=${projectId}`];
  if (options.seedFrom) args.push(`--seed_from_export=${exportMetadataFile(path.resolve(options.seedFrom))}`);
  // Own process group: the launcher is a shell script that runs java as its child.
  const child = spawn(launcher, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const onParentExit = () => killGroup('SIGKILL');
  process.once('exit', onParentExit);

  const stop = async () => {
    process.removeListener('exit', onParentExit);
    if (!running) return;
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (!running) throw new Error(`Google's Firestore emulator exited before it was ready:\n${output}`);
    const ready = await fetch(`http://${host}/`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Google's Firestore emulator did not answer on ${host} within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const exportTo = async (directory: string, name = 'firestore_export') => {
    fs.mkdirSync(directory, { recursive: true });
    const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${projectId}/databases/(default)`,
        export_directory: path.resolve(directory),
        export_name: name,
      }),
    });
    if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
    return path.join(directory, name);
  };

  return { host, documentsUrl: `http://${host}/v1/projects/${projectId}/databases/(default)/documents`, exportTo, stop };
}
