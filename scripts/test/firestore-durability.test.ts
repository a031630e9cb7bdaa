/**
 * The durable in-process Firestore (scripts/stack/firestore.ts), without the rest of the stack:
 * every acknowledged write is in the journal on disk at the moment the client gets its answer,
 * a restart replays it, and a torn last line (a crash mid-append) is ignored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { JOURNAL_FILE, SNAPSHOT_FILE, startDurableFirestore, type DurableFirestore } from '../stack/firestore';

const PORT_A = 8860;
const PORT_B = 8861;
const PROJECT = 'demo-oil-catalogue';
const running: DurableFirestore[] = [];
const apps: App[] = [];
const dirs: string[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-fs-'));
  dirs.push(dir);
  return dir;
}

function client(port: number): Firestore {
  const app = initializeApp({ projectId: PROJECT }, `durability-${port}-${Math.random()}`);
  apps.push(app);
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  return db;
}

async function start(dir: string, port: number) {
  const firestore = await startDurableFirestore({ port, dir });
  running.push(firestore);
  return firestore;
}

/** What a `kill -9` leaves behind: the files as they are now (no compaction on stop). */
function crashCopy(dir: string) {
  const copy = tempDir();
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  await Promise.all(running.splice(0).map((fs) => fs.stop()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('durable Firestore', () => {
  test('acknowledged writes are on disk at once and survive a crash', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    await db.doc('products/p1').set({
      name: 'Cold-Pressed Sesame Oil',
      price: 420.5,
      stock: 12,
      featured: true,
      tags: ['oil', 'sesame'],
      image: null,
      meta: { origin: 'Erode', grades: [1, 2] },
      createdAt: Timestamp.fromMillis(1_700_000_000_123),
      raw: Buffer.from([1, 2, 3]),
    });
    await db.doc('products/p2').set({ name: 'Groundnut Oil' });
    // (Separate writes: this emulator applies only the first transform when a server timestamp comes first.)
    await db.doc('products/p1').update({ price: 399, updatedAt: FieldValue.serverTimestamp() });
    await db.doc('products/p1').update({ stock: FieldValue.increment(3) });
    await db.doc('products/p2').delete();
    await db.doc('navConfigVersions/1/notes/a').set({ text: 'nested' });
    await db.runTransaction((tx) => {
      tx.set(db.doc('navConfig/current'), { version: 1 });
      tx.set(db.doc('navConfigVersions/1'), { version: 1 });
      return Promise.resolve();
    });
    const batch = db.batch();
    for (let i = 0; i < 5; i++) batch.set(db.doc(`gallery/g${i}`), { i });
    await batch.commit();
    const p1Before = (await db.doc('products/p1').get()).data();
    // Acknowledged: now "crash" (copy the files as they are, without a clean stop).
    const journal = fs.readFileSync(path.join(dir, JOURNAL_FILE), 'utf8');
    expect(journal.trim().split('\n').length).toBeGreaterThanOrEqual(10);
    const after = crashCopy(dir);

    const restarted = await start(after, PORT_B);
    expect(restarted.loaded).toBe(9);
    const db2 = client(PORT_B);
    const p1 = (await db2.doc('products/p1').get()).data()!;
    expect(p1).toEqual(p1Before);
    expect(p1).toMatchObject({ name: 'Cold-Pressed Sesame Oil', price: 399, stock: 15, featured: true, tags: ['oil', 'sesame'], image: null });
    expect(p1.meta).toEqual({ origin: 'Erode', grades: [1, 2] });
    expect((p1.createdAt as Timestamp).toMillis()).toBe(1_700_000_000_123);
    expect(p1.updatedAt).toBeInstanceOf(Timestamp);
    expect(Buffer.from(p1.raw as Uint8Array)).toEqual(Buffer.from([1, 2, 3]));
    expect((await db2.doc('products/p2').get()).exists).toBe(false);
    expect((await db2.doc('navConfigVersions/1/notes/a').get()).data()).toEqual({ text: 'nested' });
    expect((await db2.doc('navConfig/current').get()).data()).toEqual({ version: 1 });
    expect((await db2.collection('gallery').count().get()).data().count).toBe(5);
    // Queries still work on restored documents.
    const cheap = await db2.collection('products').where('price', '<', 400).get();
    expect(cheap.docs.map((d) => d.id)).toEqual(['p1']);
    // The restart compacted: everything is in the snapshot, the journal is empty.
    expect(fs.readFileSync(path.join(after, JOURNAL_FILE), 'utf8')).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(after, SNAPSHOT_FILE), 'utf8')).documents).toHaveLength(9);
  });

  test('create and update times survive a restart', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    await db.doc('categories/c1').set({ name: 'Ghee' });
    const before = await db.doc('categories/c1').get();
    const copy = crashCopy(dir);
    await start(copy, PORT_B);
    const after = await client(PORT_B).doc('categories/c1').get();
    expect(after.createTime?.toMillis()).toBe(before.createTime?.toMillis());
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
  });

  test('a torn last journal line (crash during an append) is ignored', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    await db.doc('categories/kept').set({ name: 'Millets' });
    const copy = crashCopy(dir);
    fs.appendFileSync(path.join(copy, JOURNAL_FILE), '{"op":"put","path":"projects/demo-oil-catalogue/databases/(default)/documents/categories/torn","createTi');
    const restarted = await start(copy, PORT_B);
    expect(restarted.loaded).toBe(1);
    const db2 = client(PORT_B);
    expect((await db2.doc('categories/kept').get()).exists).toBe(true);
    expect((await db2.doc('categories/torn').get()).exists).toBe(false);
  });

  test('corruption before the last line is refused, not silently dropped', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, JOURNAL_FILE), 'garbage\n{"op":"delete","path":"projects/p/databases/(default)/documents/a/b"}\n');
    await expect(startDurableFirestore({ port: PORT_A, dir })).rejects.toThrow(/corrupt line 1/);
  });

  test('a taken port fails loudly', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    await expect(startDurableFirestore({ port: PORT_A, dir: tempDir() })).rejects.toThrow(/could not listen/);
  });
});
