/**
 * The in-process Firestore emulator (@firestore-emulator/server) with durable state.
 *
 * The emulator keeps everything in memory. Durability is provided here:
 *  - `snapshot.json`: a compacted copy of every document (written atomically: tmp file, fsync, rename).
 *  - `journal.ndjson`: one line per commit since the snapshot (`{ op: 'commit', entries }`, each entry
 *    a document change). The emulator's state emits `create-document` / `update-document` /
 *    `delete-document` synchronously inside the Commit handler; the changes of one commit are
 *    gathered and written as one line, fsync'ed before the gRPC answer is sent, so every write the
 *    client saw acknowledged is on disk (it survives `kill -9`), and a commit is on disk whole or not at all.
 *    The emulator applies a commit's writes one at a time and stops at the first failing one; a
 *    failed commit is undone here before it is journaled, so it changes nothing.
 *  - Two of the emulator's write semantics are Firestore's here (firestoreWrites.ts): a set
 *    without a mask replaces the document (the emulator kept the fields it was not given), and a
 *    field named in a mask but absent from the write is deleted (FieldValue.delete()).
 *  - On start: load the snapshot, replay the journal (each entry is the full document after the
 *    change, so replay is idempotent), write a fresh snapshot and empty the journal. Journals of
 *    older stacks, one line per document change, replay too.
 *    A torn last line (a crash in the middle of an append, never acknowledged) is ignored. A field
 *    the emulator cannot read is left out with a warning (the old files are kept aside), so the
 *    stack still starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { FirestoreServer, FirestoreState, type FirestoreStateDocument } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { followFirestoreWrites } from './firestoreWrites';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One stored document: full path, times in ms since the epoch, fields as v1 Value objects (JSON-safe). */
export interface StoredDocument {
  path: string;
  createTime: number;
  updateTime: number;
  fields: Record<string, Json>;
}
type JournalEntry = ({ op: 'put' } & StoredDocument) | { op: 'delete'; path: string };
/** A line of the journal: one commit's changes (older stacks wrote one change a line). */
type JournalLine = JournalEntry | { op: 'commit'; entries: JournalEntry[] };

const COMMIT_METHOD = '/google.firestore.v1.Firestore/Commit';
type UnaryCallback = (error: unknown, response?: unknown) => void;
type UnaryHandler = (call: unknown, callback: UnaryCallback) => void;

interface Snapshot {
  format: 'oil-catalogue-firestore/1';
  savedAt: string;
  documents: StoredDocument[];
}

export const SNAPSHOT_FILE = 'snapshot.json';
export const JOURNAL_FILE = 'journal.ndjson';

/**
 * v1 Value object → JSON-safe: bytes become base64, and the numbers JSON cannot hold (NaN,
 * ±Infinity, -0) become their names. Integers are JS numbers in the emulator (it refuses writes
 * beyond ±2^53), which JSON holds exactly.
 */
function toPlain(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) {
    return { __number: Object.is(value, -0) ? '-0' : String(value) };
  }
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'bytes_value' && inner && typeof inner === 'object') {
        out[key] = { __bytes: Buffer.from(inner as Uint8Array).toString('base64') };
      } else {
        out[key] = toPlain(inner);
      }
    }
    return out;
  }
  return value as Json;
}

/** Inverse of toPlain. */
function fromPlain(value: Json): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === 'object') {
    if (typeof value.__bytes === 'string' && Object.keys(value).length === 1) {
      return new Uint8Array(Buffer.from(value.__bytes, 'base64'));
    }
    if (typeof value.__number === 'string' && Object.keys(value).length === 1) return Number(value.__number);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromPlain(v)]));
  }
  return value;
}

const timestampMs = (t: { seconds?: number; nanos?: number } | undefined) =>
  t ? Number(t.seconds ?? 0) * 1000 + Math.floor(Number(t.nanos ?? 0) / 1e6) : Date.now();

function storedFromDocument(document: FirestoreStateDocument): StoredDocument {
  const object = document.toV1DocumentObject();
  return {
    path: document.getPath(),
    createTime: timestampMs(object.create_time),
    updateTime: timestampMs(object.update_time),
    fields: toPlain(object.fields) as Record<string, Json>,
  };
}

/** Puts one stored document into the state, keeping its create/update times. */
function applyDocument(state: FirestoreState, stored: StoredDocument) {
  const document = state.getDocument(stored.path);
  if (document.metadata.hasExist) document.delete();
  const write = Write.fromObject({
    update: { name: stored.path, fields: fromPlain(stored.fields) as never },
  });
  state.writeV1Document(new Date(stored.updateTime), write);
  document.metadata = {
    hasExist: true,
    createdAt: new Date(stored.createTime),
    updatedAt: new Date(stored.updateTime),
  };
}

/**
 * Puts a stored document into the state, leaving out any top-level field the emulator cannot read
 * (a file edited by hand or written by an older version), or the whole document when even that
 * fails, with a warning naming it: one bad value must not stop the stack from starting.
 * Returns whether anything was left out.
 */
function restoreDocument(state: FirestoreState, stored: StoredDocument, log: (line: string) => void): boolean {
  try {
    applyDocument(state, stored);
    return false;
  } catch {
    /* find which fields are unreadable, below */
  }
  const kept: Record<string, Json> = {};
  try {
    for (const [name, value] of Object.entries(stored.fields ?? {})) {
      try {
        applyDocument(state, { ...stored, fields: { ...kept, [name]: value } });
        kept[name] = value;
      } catch (error) {
        log(`firestore: WARNING: ${stored.path}: field "${name}" could not be read and was left out (${(error as Error).message.slice(0, 200)})`);
      }
    }
    applyDocument(state, { ...stored, fields: kept });
  } catch (error) {
    const document = typeof stored.path === 'string' ? state.getDocument(stored.path) : null;
    if (document?.metadata.hasExist) document.delete();
    log(`firestore: WARNING: document ${String(stored.path)} could not be read and was left out (${(error as Error).message.slice(0, 200)})`);
  }
  return true;
}

/** The documents a commit writes, as they are before it (null: none there). */
function documentsBefore(state: FirestoreState, call: unknown): Map<string, StoredDocument | null> {
  const writes = (call as { request: { writes: Write[] } }).request.writes;
  const before = new Map<string, StoredDocument | null>();
  for (const write of writes) {
    const name = write.has_delete ? write.delete : write.has_update ? write.update.name : write.has_transform ? write.transform.document : '';
    if (!name || before.has(name)) continue;
    const document = state.getDocument(name);
    before.set(name, document.metadata.hasExist ? storedFromDocument(document) : null);
  }
  return before;
}

/** Puts the documents back as they were before a failed commit. */
function undo(state: FirestoreState, before: Map<string, StoredDocument | null>, log: (line: string) => void) {
  for (const [name, stored] of before) {
    if (stored) restoreDocument(state, stored, log);
    else {
      const document = state.getDocument(name);
      if (document.metadata.hasExist) document.delete();
    }
  }
}

/** Every existing document of the state, walking projects → databases → collections → documents. */
function collectDocuments(state: FirestoreState): StoredDocument[] {
  const result: StoredDocument[] = [];
  // toJSON() tells us which paths exist (including nested sub-collections); the documents themselves
  // are read through getDocument() so the v1 conversion is the emulator's own.
  type CollectionJson = { documents: Record<string, DocumentJson> };
  type DocumentJson = { path: string; collections: Record<string, CollectionJson> };
  const walkCollection = (collection: CollectionJson) => {
    for (const doc of Object.values(collection.documents)) {
      const document = state.getDocument(doc.path);
      if (document.metadata.hasExist) result.push(storedFromDocument(document));
      for (const sub of Object.values(doc.collections)) walkCollection(sub);
    }
  };
  const json = state.toJSON() as unknown as {
    projects: Record<string, { databases: Record<string, { collections: Record<string, CollectionJson> }> }>;
  };
  for (const project of Object.values(json.projects)) {
    for (const database of Object.values(project.databases)) {
      for (const collection of Object.values(database.collections)) walkCollection(collection);
    }
  }
  return result.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function fsyncDir(dir: string) {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /* not supported on every platform; best effort */
  }
}

/** Writes a file atomically and durably: tmp + fsync + rename + fsync(dir). */
export function writeFileDurable(file: string, content: string | Buffer) {
  // The tmp name must not contain the target's name: the Auth importer reads every file whose name
  // contains "accounts".
  const tmp = path.join(path.dirname(file), `.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

export function readSnapshot(dir: string): StoredDocument[] {
  const file = path.join(dir, SNAPSHOT_FILE);
  if (!fs.existsSync(file)) return [];
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  if (snapshot.format !== 'oil-catalogue-firestore/1') throw new Error(`${file}: unknown snapshot format`);
  return snapshot.documents;
}

/** Reads the journal; returns the entries and whether a torn (incomplete) last line was dropped. */
export function readJournal(dir: string): { entries: JournalEntry[]; torn: boolean } {
  const file = path.join(dir, JOURNAL_FILE);
  if (!fs.existsSync(file)) return { entries: [], torn: false };
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const entries: JournalEntry[] = [];
  let torn = false;
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    let parsed: JournalLine;
    try {
      parsed = JSON.parse(line) as JournalLine;
    } catch (error) {
      // Only the last line can be incomplete (the process died during the append, before the fsync
      // returned, so the write was never acknowledged). Anything else is corruption: refuse.
      const isLast = lines.slice(index + 1).every((rest) => !rest.trim());
      if (!isLast) throw new Error(`${file}: corrupt line ${index + 1}: ${(error as Error).message}`);
      torn = true;
      return;
    }
    if (parsed.op === 'commit') entries.push(...parsed.entries);
    else entries.push(parsed);
  });
  return { entries, torn };
}

export function writeSnapshot(dir: string, documents: StoredDocument[]) {
  const snapshot: Snapshot = { format: 'oil-catalogue-firestore/1', savedAt: new Date().toISOString(), documents };
  writeFileDurable(path.join(dir, SNAPSHOT_FILE), JSON.stringify(snapshot, null, 1) + '\n');
}

export interface DurableFirestore {
  server: FirestoreServer;
  state: FirestoreState;
  /** Number of documents loaded at start. */
  loaded: number;
  /** Writes a compacted snapshot and empties the journal. */
  compact(): void;
  /** Stops the gRPC server (and compacts). Idempotent. */
  stop(): Promise<void>;
}

export async function startDurableFirestore(options: {
  port: number;
  host?: string;
  dir: string;
  log?: (line: string) => void;
}): Promise<DurableFirestore> {
  const { port, dir } = options;
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  fs.mkdirSync(dir, { recursive: true });

  followFirestoreWrites(FirestoreState);
  const firestore = new FirestoreServer();
  const state = firestore.state;

  // 1. Load snapshot + journal.
  const documents = new Map(readSnapshot(dir).map((d) => [d.path, d]));
  const { entries, torn } = readJournal(dir);
  for (const entry of entries) {
    if (entry.op === 'put') documents.set(entry.path, entry);
    else documents.delete(entry.path);
  }
  if (torn) log('firestore: ignored an incomplete last journal line (a write interrupted before it was acknowledged)');
  let unreadable = false;
  for (const stored of documents.values()) unreadable = restoreDocument(state, stored, log) || unreadable;
  if (unreadable) {
    // The compaction below drops what could not be read: keep the files as they were.
    const kept = path.join(dir, `unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(kept, { recursive: true });
    for (const file of [SNAPSHOT_FILE, JOURNAL_FILE]) {
      if (fs.existsSync(path.join(dir, file))) fs.copyFileSync(path.join(dir, file), path.join(kept, file));
    }
    log(`firestore: WARNING: the state files as they were before leaving values out are in ${kept}`);
  }

  // 2. Compact: fresh snapshot, empty journal.
  const journalPath = path.join(dir, JOURNAL_FILE);
  const compact = () => {
    writeSnapshot(dir, collectDocuments(state));
    const fd = fs.openSync(journalPath, 'w');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  };
  compact();
  let journalFd: number | null = fs.openSync(journalPath, 'a');

  // 3. Journal every commit as one line, synchronously, before it is acknowledged.
  const append = (entries: JournalEntry[]) => {
    if (journalFd === null || !entries.length) return;
    fs.appendFileSync(journalFd, JSON.stringify({ op: 'commit', entries } satisfies JournalLine) + '\n');
    fs.fsyncSync(journalFd);
  };
  /** The changes of the commit being applied (null outside a commit: a change is then a commit of its own). */
  let pending: JournalEntry[] | null = null;
  const record = (entry: JournalEntry) => {
    if (pending) pending.push(entry);
    else append([entry]);
  };
  const onPut = ({ document }: { document: FirestoreStateDocument }) => {
    record({ op: 'put', ...storedFromDocument(document) });
  };
  const onDelete = ({ document }: { document: FirestoreStateDocument }) => {
    record({ op: 'delete', path: document.getPath() });
  };
  state.emitter.on('create-document', onPut);
  state.emitter.on('update-document', onPut);
  state.emitter.on('delete-document', onDelete);
  state.emitter.setMaxListeners(0);

  // 4. Serve. FirestoreServer.start() binds 0.0.0.0; bind the same server (same service, same state)
  //    to the loopback address only.
  const grpcServer = (firestore as unknown as { server: Server }).server;
  // The emulator's Commit handler applies the writes and answers synchronously: the changes it emits
  // in between are one commit, written as one line before the answer goes out.
  const commit = (grpcServer as unknown as { handlers: Map<string, { func: UnaryHandler }> }).handlers.get(COMMIT_METHOD);
  if (!commit) throw new Error(`Firestore emulator: no ${COMMIT_METHOD} handler to journal commits with`);
  const applyCommit = commit.func;
  commit.func = (call, callback) => {
    const before = documentsBefore(state, call);
    const flush = () => {
      const entries = pending ?? [];
      pending = null;
      append(entries);
    };
    pending = [];
    try {
      applyCommit(call, (error, response) => {
        if (error) {
          // The emulator applies a commit's writes one by one and stops at the first that fails
          // (a precondition): undo the ones before it, so a commit is whole or not at all, as in Firestore.
          undo(state, before, log);
          pending = null;
        }
        flush();
        callback(error, response);
      });
    } finally {
      flush();
    }
  };
  await new Promise<void>((resolve, reject) => {
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, boundPort) => {
      if (error) reject(new Error(`Firestore emulator could not listen on ${host}:${port}: ${error.message}`));
      else if (boundPort !== port) reject(new Error(`Firestore emulator bound ${boundPort} instead of ${port}`));
      else resolve();
    });
  });
  log(`firestore: listening on ${host}:${port} (${documents.size} documents loaded)`);

  let stopped = false;
  return {
    server: firestore,
    state,
    loaded: documents.size,
    compact,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          grpcServer.forceShutdown();
          resolve();
        }, 2000);
        grpcServer.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      state.emitter.off('create-document', onPut);
      state.emitter.off('update-document', onPut);
      state.emitter.off('delete-document', onDelete);
      try {
        compact();
      } finally {
        if (journalFd !== null) fs.closeSync(journalFd);
        journalFd = null;
      }
    },
  };
}
