/** Starts an in-process Firestore emulator on a free loopback port for the store tests. */
import { createRequire } from 'node:module';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import type { TestProject } from 'vitest/node';

// The package's ES module build has unresolvable imports; its CommonJS build works.
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as typeof import('@firestore-emulator/server');

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function startFirestore(project: TestProject) {
  // FirestoreServer.start() binds every interface; bind its gRPC server to loopback only.
  const server = (new FirestoreServer() as unknown as { server: Server }).server;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
  });
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
}
