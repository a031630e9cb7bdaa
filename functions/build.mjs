// Bundles src/index.ts to lib/index.js (CommonJS). The syntax targets Node 20, so the same bundle runs
// in the local Functions emulator (Node 20+) and on the Node 22 runtime that package.json's engines
// asks Cloud Functions for. @catalogue/domain is bundled in;
// every dependency of functions/package.json stays external (installed by Cloud Functions).
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  // index.js is the deployed functions; housekeeping.js runs the scheduled jobs once (the local stack's scheduler).
  entryPoints: { index: path.join(here, 'src/index.ts'), housekeeping: path.join(here, 'src/housekeepingMain.ts') },
  outdir: path.join(here, 'lib'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The web app's server build and page template (web/dist-ssr, made by `npm run build -w web`) go
// with the function: the `site` function renders the public pages with them.
const ssr = path.join(here, '../web/dist-ssr');
if (existsSync(ssr)) {
  rmSync(path.join(here, 'lib/ssr'), { recursive: true, force: true });
  cpSync(ssr, path.join(here, 'lib/ssr'), { recursive: true });
} else {
  console.warn('functions: web/dist-ssr is missing (build the web app first): the site function cannot render until it is there');
}
console.log('functions: built lib/index.js and lib/housekeeping.js');
