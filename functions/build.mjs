// Bundles src/index.ts to lib/index.js (CommonJS). The syntax targets Node 20, so the same bundle runs
// in the local Functions emulator (Node 20+) and on the Node 22 runtime that package.json's engines
// asks Cloud Functions for. @catalogue/domain is bundled in;
// every dependency of functions/package.json stays external (installed by Cloud Functions).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: path.join(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('functions: built lib/index.js');
