/** `npm start`: the local stack on the default ports, state in .emulator-state/ (created from emulator-data/). */
import path from 'node:path';
import { runCli } from './stack/cli';
import { ROOT } from './stack/paths';
import { OFFSETS } from './stack/ports';

const extra = process.argv.slice(2);
void runCli(['--state', path.join(ROOT, '.emulator-state'), '--offset', String(OFFSETS.start), '--web-dist', path.join(ROOT, 'web', 'dist'), ...extra]);
