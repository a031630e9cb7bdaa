/**
 * Ports of a local stack: the firebase-tools defaults moved by an offset, one offset per stack that
 * may run at the same time as another.
 */
import net from 'node:net';

/**
 * Who uses which offset. Every stack of the project starts from here, so two kinds of stack never
 * share ports; offsets are multiples of 100 (see portsFor).
 */
export const OFFSETS = {
  /** `npm start` */
  start: 0,
  /** `npm test`: the API and the back office's end-to-end tests; test + 50: the visitor's end-to-end tests (scripts/test.ts) */
  test: 100,
  /** `npm run stack -- --offset N`: free for developers' own stacks */
  developers: [200, 300, 400],
  /** `npm test`, google stage: Google's Firestore emulator (this offset's Firestore port) for the rules and store suites */
  googleFirestore: 500,
  /** `npm run seed`: regenerates emulator-data/ */
  seed: 600,
  /** `npm run lighthouse` */
  lighthouse: 700,
  /** `npm test`, persistence stage: the stack it crashes and restarts */
  persistence: 800,
} as const;

const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
} as const;
export type PortName = keyof typeof BASE_PORTS;

/**
 * Ports of a stack: default + offset. Exception: the hub (4400) and logging (4500) defaults are
 * only 100 apart, so with offsets in steps of 100 one stack's hub would take another's logging
 * port (offset 100's hub = offset 0's logging = 4500). They move by offset / 10 instead
 * (offset 100 → hub 4410, logging 4510), which keeps every port of stacks whose offsets are
 * multiples of 10 (up to 990) distinct.
 */
export function portsFor(offset = 0): Record<PortName, number> {
  if (!Number.isInteger(offset) || offset < 0 || offset > 990) throw new Error(`Port offset must be an integer from 0 to 990 (got ${offset})`);
  const small = Math.floor(offset / 10);
  return {
    hosting: BASE_PORTS.hosting + offset,
    functions: BASE_PORTS.functions + offset,
    auth: BASE_PORTS.auth + offset,
    firestore: BASE_PORTS.firestore + offset,
    hub: BASE_PORTS.hub + small,
    logging: BASE_PORTS.logging + small,
  };
}

/**
 * firebase-tools also starts the Eventarc and Cloud Tasks emulators with Functions. Their defaults
 * (9299, 9499) are the Auth ports of offsets 200 and 400, and when taken they move to the next free
 * port: they are pinned next to the hub and logging ports instead.
 */
export function sidePortsFor(offset = 0) {
  const small = Math.floor(offset / 10);
  // emulatedHosting: firebase-tools' Hosting emulator, behind the front door on the site's port (frontDoor.ts).
  return { eventarc: 4600 + small, tasks: 4700 + small, emulatedHosting: 4800 + small };
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws, naming every taken port. */
export async function assertPortsFree(ports: Record<PortName, number>) {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    // Check the loopback address and the wildcard: something bound to either blocks us.
    const ok = (await portFree(port, '127.0.0.1')) && (await portFree(port, '0.0.0.0'));
    if (!ok) taken.push(`${name} ${port}`);
  }
  if (taken.length) {
    throw new Error(
      `Port(s) already in use: ${taken.join(', ')}. Another stack (or something else) is running; ` +
        `stop it or pick another --offset.`,
    );
  }
}
