/**
 * Runs one local stack in the foreground until Ctrl-C / SIGTERM.
 *
 *   npm run stack -- --state DIR --offset N [--web-dist DIR] [--seed DIR | --no-seed] [--firestore node|google] [--verbose]
 *
 * --firestore google runs Google's Firestore emulator instead of the in-process one: seeded from
 * the seed's firestore_export/, in memory only (Firestore changes are lost at stop).
 * Prints the site URL and the administrator account. Output of firebase-tools (including the
 * API's logs) is written to DIR/stack.log; --verbose also prints it here (warnings and errors
 * are always printed).
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parseOptions, usageError } from '../args';
import { FIRESTORE_BACKENDS } from './firestoreBackend';
import { startStack, type Stack } from './index';

const USAGE = [
  'Usage: npm run stack -- --state DIR [--offset N] [--web-dist DIR] [--seed DIR | --no-seed] [--firestore node|google] [--verbose]',
  '  --firestore node    the in-process Firestore emulator, saved in DIR/firestore (default)',
  "  --firestore google  Google's Firestore emulator (package google-cloud-cli-firestore-emulator, Java 17+),",
  "                      seeded from the seed's firestore_export/; IN MEMORY ONLY: Firestore changes are lost at stop",
].join('\n');

export async function runCli(argv: string[]) {
  // A closed terminal or pipe must not crash the launcher before it has stopped what it started.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const values = parseOptions(
    USAGE,
    {
      state: { type: 'string' },
      offset: { type: 'string', default: '0' },
      'web-dist': { type: 'string' },
      seed: { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
      firestore: { type: 'string', default: 'node' },
      verbose: { type: 'boolean', short: 'v', default: false },
      // For testing the tooling itself: serve another functions folder (relative to the repo root).
      'functions-source': { type: 'string' },
    },
    argv,
  );
  if (!values.state) usageError(USAGE, '--state is required.');
  const offset = Number(values.offset);
  if (!Number.isInteger(offset) || offset < 0 || offset > 990) usageError(USAGE, `--offset must be an integer from 0 to 990 (got ${values.offset}).`);

  const firestore = FIRESTORE_BACKENDS.find((backend) => backend === values.firestore);
  if (!firestore) usageError(USAGE, `--firestore must be ${FIRESTORE_BACKENDS.join(' or ')} (got ${values.firestore}).`);

  const verbose = values.verbose;
  const important = /(⚠|error|exception|unhandled|failed)/i;
  // Known, harmless offline noise of firebase-tools.
  const noise = /(MOTD and remote config|MetadataLookupWarning|Emulator UI is not starting|requires the module "firebase-admin"|could not be parsed due to an issue with your node_modules|requested "node" version "22" doesn.t match|running multiple instances of the emulator suite)/;
  const log = (line: string) => {
    const clean = stripVTControlCharacters(line);
    if (/^(stack|firestore|auth|housekeeping):/.test(clean)) console.log(clean);
    else if (verbose || (important.test(clean) && !noise.test(clean))) console.log(`  ${clean}`);
  };

  let stack: Stack | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('stack: stopping…');
    try {
      await stack?.stop();
      console.log('stack: stopped.');
    } catch (error) {
      console.error(`stack: stop failed: ${(error as Error).message}`);
      code = code || 1;
    }
    process.exit(code);
  };
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stack) {
        // Still starting: remember, stop as soon as startStack returns (or fails).
        interrupted = true;
        return;
      }
      void stop(0);
    });
  }

  try {
    stack = await startStack({
      stateDir: path.resolve(values.state),
      portOffset: offset,
      webDist: values['web-dist'] ? path.resolve(values['web-dist']) : undefined,
      seedDir: values['no-seed'] ? null : values.seed ? path.resolve(values.seed) : undefined,
      functionsSource: values['functions-source'],
      firestore,
      log,
      onOobLink: (link) => {
        const what = link.requestType === 'PASSWORD_RESET' ? 'Password reset' : link.requestType;
        console.log(`\n${what} link for ${link.email} (open it in the browser):\n  ${link.oobLink}\n`);
      },
      onFailure: (error) => {
        console.error(`stack: ${error.message}`);
        void stop(1);
      },
    });
  } catch (error) {
    console.error(`stack: could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (interrupted) return stop(0);

  const passwordNote = stack.adminPasswordKnown ? '' : ' (unless changed since; set ADMIN_PASSWORD to reset it)';
  console.log(
    [
      '',
      `  Site:     ${stack.url}`,
      `  API:      ${stack.url}/api`,
      `  Admin:    ${stack.url}/admin/login`,
      `  Account:  ${stack.admin.email} / ${stack.admin.password}${passwordNote}`,
      `  State:    ${stack.stateDir}${firestore === 'google' ? " (Firestore: Google's emulator, in memory only)" : ''}`,
      `  Ports:    ${Object.entries(stack.ports).map(([name, port]) => `${name} ${port}`).join(', ')}`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

if (require.main === module) {
  void runCli(process.argv.slice(2));
}
