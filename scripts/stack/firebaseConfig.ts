/** The firebase-tools configuration of one stack: the project's firebase.json with this stack's ports. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';
import { sidePortsFor, type PortName } from './ports';

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** The parts of firebase.json changed here. */
interface FirebaseJson {
  hosting?: Record<string, unknown> & { headers?: HostingHeaders[] };
  functions?: Record<string, unknown> | Record<string, unknown>[];
  emulators?: Record<string, unknown> & { storage?: Record<string, unknown> };
}

/** The back office's pages: their policy lets Firebase Auth reach its servers (firebase.json). */
const BACK_OFFICE_SOURCE = '/admin{,/**}';

/** Adds `origin` to the directives of a Content-Security-Policy. */
function allowOrigin(policy: string, directives: string[], origin: string) {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0];
      return directives.includes(directive) ? `${part} ${origin}` : part;
    })
    .join(';');
}

/**
 * The back office's policy on this stack also allows the Auth emulator, which Firebase Auth in the
 * browser talks to (connect-src) and whose helper page it frames (frame-src) instead of Google's.
 */
function withAuthEmulator(headers: HostingHeaders[], authPort: number): HostingHeaders[] {
  return headers.map((rule) =>
    rule.source !== BACK_OFFICE_SOURCE
      ? rule
      : {
          ...rule,
          headers: rule.headers.map((header) =>
            header.key === 'Content-Security-Policy' ? { ...header, value: allowOrigin(header.value, ['connect-src', 'frame-src'], `http://127.0.0.1:${authPort}`) } : header,
          ),
        },
  );
}

/**
 * Writes `.firebase.stack-<offset>.json` at the repo root (so relative paths resolve as in
 * firebase.json) and returns its path.
 */
export function writeStackConfig(offset: number, ports: Record<PortName, number>, webDist: string, functionsSource?: string) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const relativeDist = path.relative(ROOT, path.resolve(webDist));
  // Hosting resolves `public` against the project folder (the config's folder); an absolute path
  // outside it is not served, a relative one (even with ..) is.
  base.hosting = { ...base.hosting, public: relativeDist, headers: withAuthEmulator(base.hosting?.headers ?? [], ports.auth) };
  if (functionsSource) {
    const list = Array.isArray(base.functions) ? base.functions : [base.functions ?? {}];
    base.functions = list.map((f) => ({ ...f, source: functionsSource }));
  }
  const side = sidePortsFor(offset);
  const emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    firestore: { host: '127.0.0.1', port: ports.firestore },
    hosting: { host: '127.0.0.1', port: side.emulatedHosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    eventarc: { host: '127.0.0.1', port: side.eventarc },
    tasks: { host: '127.0.0.1', port: side.tasks },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  // Storage is not started by the stack; keep its port out of the way of other offsets.
  if (emulators.storage) emulators.storage = { ...emulators.storage, port: 9199 + offset };
  base.emulators = emulators;
  const file = path.join(ROOT, `.firebase.stack-${offset}.json`);
  fs.writeFileSync(file, JSON.stringify(base, null, 2) + '\n');
  return file;
}
