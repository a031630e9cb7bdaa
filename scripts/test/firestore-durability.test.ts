/**
 * The durable in-process Firestore (scripts/stack/firestore.ts), without the rest of the stack:
 * every acknowledged write is in the journal on disk at the moment the client gets its answer,
 * a restart replays it, a torn last line (a crash mid-append) is ignored, every kind of value
 * round-trips through the files, and a value that cannot be read is left out with a warning.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldPath, FieldValue, GeoPoint, Timestamp, getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { JOURNAL_FILE, SNAPSHOT_FILE, readJournal, startDurableFirestore, type DurableFirestore } from '../stack/firestore';

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

async function start(dir: string, port: number, log?: (line: string) => void) {
  const firestore = await startDurableFirestore({ port, dir, log });
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
    expect(readJournal(dir).entries.length).toBeGreaterThanOrEqual(12);
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

  test('a commit is one journal line: a crash mid-append loses all of it, never a part', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    await db.doc('categories/before').set({ name: 'Oils' });
    const batch = db.batch();
    for (let i = 0; i < 4; i++) batch.set(db.doc(`products/batch${i}`), { i });
    batch.delete(db.doc('categories/before'));
    await batch.commit();
    const lines = fs.readFileSync(path.join(dir, JOURNAL_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1])).toMatchObject({ op: 'commit', entries: expect.arrayContaining([expect.objectContaining({ op: 'delete' })]) });

    // The crash cut the commit's line in the middle, after its first changes were written.
    const copy = crashCopy(dir);
    fs.writeFileSync(path.join(copy, JOURNAL_FILE), `${lines[0]}\n${lines[1].slice(0, Math.floor(lines[1].length * 0.6))}`);
    await start(copy, PORT_B);
    const db2 = client(PORT_B);
    expect((await db2.doc('categories/before').get()).exists).toBe(true);
    for (let i = 0; i < 4; i++) expect((await db2.doc(`products/batch${i}`).get()).exists).toBe(false);
  });

  test('a commit whose write fails (a precondition) changes nothing, in memory or on disk', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    await db.doc('products/kept').set({ name: 'Sesame Oil', price: 420 });
    await db.doc('trash/taken').set({ name: 'already here' });
    const keptBefore = await db.doc('products/kept').get();
    const journalBefore = fs.readFileSync(path.join(dir, JOURNAL_FILE), 'utf8');
    const batch = db.batch();
    batch.delete(db.doc('products/kept'));
    batch.set(db.doc('products/new'), { name: 'Groundnut Oil' });
    batch.create(db.doc('trash/taken'), { name: 'refused' });
    batch.set(db.doc('products/after'), { name: 'never' });
    await expect(batch.commit()).rejects.toThrow(/already exists/);
    const kept = await db.doc('products/kept').get();
    expect(kept.data()).toEqual({ name: 'Sesame Oil', price: 420 });
    expect(kept.updateTime?.toMillis()).toBe(keptBefore.updateTime?.toMillis());
    expect((await db.doc('products/new').get()).exists).toBe(false);
    expect((await db.doc('products/after').get()).exists).toBe(false);
    expect((await db.doc('trash/taken').get()).data()).toEqual({ name: 'already here' });
    expect(fs.readFileSync(path.join(dir, JOURNAL_FILE), 'utf8')).toBe(journalBefore);
    await start(crashCopy(dir), PORT_B);
    const db2 = client(PORT_B);
    expect((await db2.doc('products/kept').get()).data()).toEqual({ name: 'Sesame Oil', price: 420 });
    expect((await db2.doc('products/new').get()).exists).toBe(false);
  });

  test("writes mean what they mean in Firestore: a set replaces, a field deleted by name is gone, a merge keeps the rest", async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    const doc = db.doc('siteSettings/current');
    await doc.set({ business: { name: 'Vanam', gstin: '33AAAAA0000A1Z5' }, legacy: true, 'a.b': 1 });
    await doc.set({ business: { name: 'Vanam Naturals' } });
    expect((await doc.get()).data()).toEqual({ business: { name: 'Vanam Naturals' } });
    await db.runTransaction(async (tx) => {
      await tx.get(doc);
      tx.set(doc, { business: { name: 'In a transaction' }, kept: 1, 'a.b': 2, nested: { x: 1, y: 2 } });
    });
    await doc.update('kept', FieldValue.delete(), 'nested.x', FieldValue.delete(), new FieldPath('a.b'), FieldValue.delete());
    expect((await doc.get()).data()).toEqual({ business: { name: 'In a transaction' }, nested: { y: 2 } });
    await doc.set({ business: { tagline: 'Pressed slowly' }, extra: FieldValue.delete() }, { merge: true });
    expect((await doc.get()).data()).toEqual({ business: { name: 'In a transaction', tagline: 'Pressed slowly' }, nested: { y: 2 } });
    await start(crashCopy(dir), PORT_B);
    expect((await client(PORT_B).doc('siteSettings/current').get()).data()).toEqual({ business: { name: 'In a transaction', tagline: 'Pressed slowly' }, nested: { y: 2 } });
  });

  test('a journal of an older stack, one change a line, replays', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    await client(PORT_A).doc('categories/old').set({ name: 'Old' });
    const copy = crashCopy(dir);
    const [line] = fs.readFileSync(path.join(copy, JOURNAL_FILE), 'utf8').trim().split('\n');
    const older = (JSON.parse(line) as { entries: unknown[] }).entries.map((entry) => JSON.stringify(entry)).join('\n');
    fs.writeFileSync(path.join(copy, JOURNAL_FILE), `${older}\n`);
    expect((await start(copy, PORT_B)).loaded).toBe(1);
    expect((await client(PORT_B).doc('categories/old').get()).get('name')).toBe('Old');
  });

  test('corruption before the last line is refused, not silently dropped', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, JOURNAL_FILE), 'garbage\n{"op":"delete","path":"projects/p/databases/(default)/documents/a/b"}\n');
    await expect(startDurableFirestore({ port: PORT_A, dir })).rejects.toThrow(/corrupt line 1/);
  });

  test('every kind of value Firestore holds survives the journal and the snapshot', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    const db = client(PORT_A);
    const values = {
      nan: NaN,
      infinity: Infinity,
      minusInfinity: -Infinity,
      minusZero: -0,
      largestInteger: Number.MAX_SAFE_INTEGER,
      smallestInteger: Number.MIN_SAFE_INTEGER,
      double: 0.1 + 0.2,
      tiny: Number.MIN_VALUE,
      huge: Number.MAX_VALUE,
      text: 'Sesame \u200b oil \ud83c\udf3f __proto__',
      flag: false,
      nothing: null,
      bytes: Buffer.from([0, 1, 254, 255]),
      empty: Buffer.alloc(0),
      time: new Timestamp(1_700_000_000, 123_456_789),
      beforeEpoch: new Timestamp(-1_000, 1),
      place: new GeoPoint(-90, 180),
      ref: db.doc('categories/c1/notes/n1'),
      nested: { list: [1, 'two', [NaN], { deeper: { at: -0, none: null } }], emptyMap: {}, emptyList: [] },
      __number: 'looks like a marker',
      marker: { __number: 'NaN', __bytes: 'AA==' },
    };
    await db.doc('values/all').set(values);
    const check = async (reader: Firestore) => {
      const data = (await reader.doc('values/all').get()).data()!;
      const { ref, ...rest } = values;
      const { ref: readRef, ...readRest } = data;
      expect(readRest).toEqual(rest);
      expect(Object.is(data.minusZero, -0) && Object.is(data.nested.list[3].deeper.at, -0)).toBe(true);
      expect((readRef as DocumentReference).path).toBe(ref.path);
    };
    await check(db);
    // From the journal (a crash), then from the snapshot that restart compacted into.
    const copy = crashCopy(dir);
    const fromJournal = await start(copy, PORT_B);
    await check(client(PORT_B));
    await fromJournal.stop();
    await start(copy, PORT_B);
    await check(client(PORT_B));
  });

  test('a value the emulator cannot read is left out with a warning naming it; the start succeeds', async () => {
    const dir = tempDir();
    const document = (id: string, fields: Record<string, unknown>) => ({
      path: `projects/${PROJECT}/databases/(default)/documents/products/${id}`,
      createTime: 1_700_000_000_000,
      updateTime: 1_700_000_000_000,
      fields,
    });
    // The original failure: an Infinity written by an older version as `{"double_value": null}`.
    const snapshot = {
      format: 'oil-catalogue-firestore/1',
      savedAt: new Date().toISOString(),
      documents: [
        document('broken', { name: { string_value: 'Ghee' }, price: { double_value: null }, stock: { integer_value: 3 } }),
        document('fine', { name: { string_value: 'Honey' } }),
      ],
    };
    fs.writeFileSync(path.join(dir, SNAPSHOT_FILE), JSON.stringify(snapshot));
    const lines: string[] = [];
    const restarted = await start(dir, PORT_A, (line) => lines.push(line));
    const warnings = lines.filter((line) => line.includes('WARNING'));
    expect(warnings[0]).toMatch(/products\/broken: field "price" could not be read/);
    const db = client(PORT_A);
    expect((await db.doc('products/broken').get()).data()).toEqual({ name: 'Ghee', stock: 3 });
    expect((await db.doc('products/fine').get()).data()).toEqual({ name: 'Honey' });
    expect(restarted.loaded).toBe(2);
    // The files as they were are kept aside.
    const aside = fs.readdirSync(dir).find((name) => name.startsWith('unreadable-'));
    expect(aside).toBeTruthy();
    expect(JSON.parse(fs.readFileSync(path.join(dir, aside!, SNAPSHOT_FILE), 'utf8'))).toEqual(snapshot);
  });

  test('a taken port fails loudly', async () => {
    const dir = tempDir();
    await start(dir, PORT_A);
    await expect(startDurableFirestore({ port: PORT_A, dir: tempDir() })).rejects.toThrow(/could not listen/);
  });
});
