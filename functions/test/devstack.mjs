// Dev-only local stack for working on the API before/without scripts/stack:
// in-process Firestore emulator + firebase-tools Auth/Functions/Hosting emulators on
// non-default ports, with a temporary config under functions/.tmp (git-ignored).
// Usage: node functions/test/devstack.mjs [base=5350]   (run `npm run build -w functions` first)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync, symlinkSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FirestoreServer } from '@firestore-emulator/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const functionsDir = path.resolve(here, '..');
const tmp = path.join(functionsDir, '.tmp');
const base = Number(process.argv[2] ?? 5350);
const ports = { hosting: base, functions: base + 1, auth: base + 2, firestore: base + 3, hub: base + 4, logging: base + 5 };
const project = 'demo-oil-catalogue';

mkdirSync(path.join(tmp, 'public'), { recursive: true });
mkdirSync(path.join(tmp, 'images'), { recursive: true });
writeFileSync(path.join(tmp, 'public', 'index.html'), '<!doctype html><title>dev</title>');
const link = path.join(tmp, 'functions');
if (!existsSync(link)) symlinkSync(functionsDir, link);
const config = {
  hosting: {
    public: 'public',
    rewrites: [
      { source: '/api/**', function: { functionId: 'api', region: 'us-central1' } },
      { source: '/uploads/**', function: { functionId: 'api', region: 'us-central1' } },
      { source: '**', destination: '/index.html' },
    ],
    // The project's headers, plus (last) the rule that keeps uploads immutable.
    headers: [
      ...(JSON.parse(readFileSync(path.resolve(functionsDir, '../firebase.json'), 'utf8')).hosting.headers ?? []),
      ...(process.env.DEVSTACK_UPLOADS_HEADER === '0' ? [] : [{ source: '/uploads/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }]),
    ],
  },
  functions: [{ source: 'functions', codebase: 'default', ignore: ['node_modules', 'src', 'test', '.tmp'] }],
  emulators: {
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    ui: { enabled: false },
    singleProjectMode: true,
  },
};
writeFileSync(path.join(tmp, 'firebase.json'), JSON.stringify(config, null, 2));
writeFileSync(path.join(tmp, '.firebaserc'), JSON.stringify({ projects: { default: project } }));

const firestore = new FirestoreServer();
await firestore.start(ports.firestore);
console.log(`firestore emulator on ${ports.firestore}`);

const firebaseBin = path.resolve(functionsDir, '../node_modules/firebase-tools/lib/bin/firebase.js');
const child = spawn(process.execPath, [firebaseBin, 'emulators:start', '--only', 'auth,functions,hosting', '--project', project, '--config', path.join(tmp, 'firebase.json')], {
  cwd: tmp,
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    IMAGE_STORE_DIR: path.join(tmp, 'images'),
  },
});
const stop = () => {
  child.kill('SIGINT');
  setTimeout(() => child.kill('SIGKILL'), 8000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
