/**
 * The Firestore the store tests run against: an in-process emulator on a free loopback port, or the
 * emulator STORE_FIRESTORE_EMULATOR_HOST names (npm test runs the suite on Google's emulator, which
 * it starts once for the rules and the store suites, where that emulator runs).
 */
import { createRequire } from 'node:module';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import type { TestProject } from 'vitest/node';
import { followFirestoreWrites } from '../../scripts/stack/firestoreWrites';

// The package's ES module build has unresolvable imports; its CommonJS build works.
const { FirestoreServer, FirestoreState } = createRequire(import.meta.url)('@firestore-emulator/server') as typeof import('@firestore-emulator/server');

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function startFirestore(project: TestProject) {
  const given = process.env.STORE_FIRESTORE_EMULATOR_HOST;
  if (given) {
    project.provide('firestoreEmulatorHost', given);
    return;
  }
  // Writes mean what they mean in Firestore, as in the local stack (a set replaces the document).
  followFirestoreWrites(FirestoreState);
  // FirestoreServer.start() binds every interface; bind its gRPC server to loopback only.
  const server = (new FirestoreServer() as unknown as { server: Server }).server;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
  });
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
}
