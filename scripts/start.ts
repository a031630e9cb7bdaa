/** `npm start`: the local stack on the default ports, state in .emulator-state/ (created from emulator-data/). */
import path from 'node:path';
import { runCli } from './stack/cli';
import { ROOT } from './stack/paths';

const extra = process.argv.slice(2);
void runCli(['--state', path.join(ROOT, '.emulator-state'), '--offset', '0', '--web-dist', path.join(ROOT, 'web', 'dist'), ...extra]);
