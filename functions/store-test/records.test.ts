import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CHANGED_SINCE_READ } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { ConflictError, NotFoundError, StaleRevisionError } from '../src/store/errors';
import { recordCollection, revisionOf, type StoredRecord } from '../src/store/records';
import { num, str } from '../src/store/util';
import { unique } from './fixtures';

interface ThingRecord extends StoredRecord {
  name: string;
  count: number;
}

const toRecord = (snap: DocumentSnapshot): ThingRecord => ({
  id: snap.id,
  name: str(snap.get('name')),
  count: num(snap.get('count')),
  createdAt: snap.get('createdAt'),
  updatedAt: snap.get('updatedAt'),
});

/** A record collection of its own (a collection name only this test uses), with gallery items' trash kind. */
function things() {
  const name = unique('things');
  const col = () => firestore().collection(name);
  return { col, store: recordCollection<ThingRecord>('gallery', col, toRecord, 'Thing not found') };
}

const makeThing = async (store: ReturnType<typeof things>['store'], count = 0) => store.create(store.newId(), { name: unique('thing'), count });
const storedCount = async (col: () => FirebaseFirestore.CollectionReference, id: string) => (await col().doc(id).get()).get('count') as number;
const notFound = new NotFoundError('Thing not found');

describe('record collections', () => {
  it('creates a record and reads it back by id, in the list, and in a transaction', async () => {
    const { store } = things();
    const created = await makeThing(store, 3);
    expect(created.createdAt).toBeInstanceOf(Timestamp);
    expect(created.updatedAt).toEqual(created.createdAt);
    expect(await store.get(created.id)).toEqual(created);
    expect(await store.find(created.id)).toEqual(created);
    expect((await store.all()).map((r) => r.id)).toEqual([created.id]);
    expect(await firestore().runTransaction((tx) => store.read(tx, created.id))).toEqual(created);
    expect((await firestore().runTransaction((tx) => store.readSnapshot(tx, created.id))).get('count')).toBe(3);
  });

  it('an unknown id, or one Firestore would refuse, is a missing record everywhere', async () => {
    const { store } = things();
    for (const id of [unique('missing'), 'a/b', '..', '__name__', '', 42, null]) {
      expect(await store.find(id)).toBeNull();
      await expect(store.get(id)).rejects.toThrow(notFound);
      await expect(firestore().runTransaction((tx) => store.read(tx, id))).rejects.toThrow(notFound);
      await expect(store.patch(id, () => ({ count: 1 }))).rejects.toThrow(notFound);
      await expect(store.remove(id)).rejects.toThrow(notFound);
    }
    await expect(store.update(unique('missing'), { count: 1 })).rejects.toThrow(notFound);
  });

  it('updates with values or from the record as read; every write moves updatedAt on, also within one millisecond', async () => {
    const { store } = things();
    const thing = await makeThing(store, 1);
    const revisions = [revisionOf(thing)];
    const renamed = await store.update(thing.id, { name: 'renamed' });
    revisions.push(revisionOf(renamed));
    const counted = await store.update(thing.id, (current) => ({ count: current.count + 10 }));
    revisions.push(revisionOf(counted));
    const patched = await store.patch(thing.id, (current) => ({ count: current.count * 2 }));
    revisions.push(revisionOf(patched));
    expect(patched).toMatchObject({ name: 'renamed', count: 22, createdAt: thing.createdAt });
    expect(await store.get(thing.id)).toEqual(patched);
    const millis = revisions.map((r) => Number(r.slice(1)));
    for (let i = 1; i < millis.length; i++) expect(millis[i]).toBeGreaterThan(millis[i - 1]);
  });

  it('a write over a record changed since the client read it is refused and writes nothing', async () => {
    const { col, store } = things();
    const thing = await makeThing(store, 1);
    const changed = await store.update(thing.id, { count: 2 });
    const readAt = new Date((thing.updatedAt as Timestamp).toMillis()).toISOString();
    await expect(store.update(thing.id, { count: 99 }, { unchangedSince: readAt })).rejects.toThrow(new ConflictError(`Thing ${CHANGED_SINCE_READ}`));
    await expect(store.patch(thing.id, () => ({ count: 99 }), { ifMatch: [revisionOf(thing)] })).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await storedCount(col, thing.id)).toBe(2);

    const changedAt = new Date((changed.updatedAt as Timestamp).toMillis()).toISOString();
    await store.update(thing.id, { count: 3 }, { unchangedSince: changedAt });
    const current = await store.get(thing.id);
    expect(await store.patch(thing.id, () => ({ count: 4 }), { ifMatch: ['r0', revisionOf(current)] })).toMatchObject({ count: 4 });
  });

  it('concurrent updates from the record as read lose no write', { timeout: 120_000 }, async () => {
    const { col, store } = things();
    const thing = await makeThing(store);
    await Promise.all(Array.from({ length: 6 }, () => store.update(thing.id, (current) => ({ count: current.count + 1 }))));
    expect(await storedCount(col, thing.id)).toBe(6);
  });

  it('of concurrent writes over the same revision, one commits and the others are stale', { timeout: 120_000 }, async () => {
    const { col, store } = things();
    const thing = await makeThing(store);
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((count) => store.patch(thing.id, () => ({ count }), { ifMatch: [revisionOf(thing)] })));
    const won = outcomes.filter((o): o is PromiseFulfilledResult<ThingRecord> => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(StaleRevisionError);
    expect(await storedCount(col, thing.id)).toBe(won[0].value.count);
  });

  it("a write's dependencies can refuse it (nothing written) or fix the fields it writes", async () => {
    const { col, store } = things();
    const thing = await makeThing(store, 1);
    const refuse = () => Promise.reject(new ConflictError('Not now'));
    await expect(store.update(thing.id, { count: 5 }, { dependencies: refuse })).rejects.toThrow('Not now');
    await expect(store.create(store.newId(), { name: 'refused', count: 0 }, { dependencies: refuse })).rejects.toThrow('Not now');
    expect(await storedCount(col, thing.id)).toBe(1);
    expect((await store.all()).map((r) => r.id)).toEqual([thing.id]);

    const fixed = await store.update(thing.id, { name: 'asked', count: 5 }, { dependencies: () => Promise.resolve({ count: 7 }) });
    expect(fixed).toMatchObject({ name: 'asked', count: 7 });
    const created = await store.create(store.newId(), { name: 'new', count: 0 }, { dependencies: () => Promise.resolve({ name: 'fixed' }) });
    expect(await store.get(created.id)).toMatchObject({ name: 'fixed', count: 0 });
  });

  it('a remove moves the record to the trash; of two concurrent removes, one finds it gone', async () => {
    const { col, store } = things();
    const thing = await makeThing(store, 4);
    const results = await Promise.allSettled([store.remove(thing.id), store.remove(thing.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toEqual(notFound);
    expect(results.find((r): r is PromiseFulfilledResult<ThingRecord> => r.status === 'fulfilled')?.value).toMatchObject({ id: thing.id, count: 4 });
    expect((await col().doc(thing.id).get()).exists).toBe(false);
    await expect(store.get(thing.id)).rejects.toThrow(notFound);
    const entry = (await firestore().collection('trash').doc(thing.id).get()).data();
    expect(entry).toMatchObject({ kind: 'gallery', name: thing.name, docs: [{ id: thing.id, data: { name: thing.name, count: 4 } }] });
  });

  it('an update racing a remove never brings the record back: the update is in the trash entry or finds it gone', { timeout: 120_000 }, async () => {
    const { col, store } = things();
    for (let trial = 0; trial < 5; trial++) {
      const thing = await makeThing(store);
      const [update] = await Promise.allSettled([store.update(thing.id, { count: 1 }), store.remove(thing.id)]);
      expect((await col().doc(thing.id).get()).exists).toBe(false);
      const trashed = (await firestore().collection('trash').doc(thing.id).get()).get('docs') as { data: { count: number } }[];
      if (update.status === 'fulfilled') expect(trashed[0].data.count).toBe(1);
      else expect(update.reason).toEqual(notFound);
    }
  });

  it('a document stored without times reads and updates (revision r0)', async () => {
    const { col, store } = things();
    const ref = col().doc();
    await ref.set({ name: 'legacy', count: '5' });
    await makeThing(store);
    expect(await store.get(ref.id)).toMatchObject({ name: 'legacy', count: 5, createdAt: undefined });
    expect(revisionOf(await store.get(ref.id))).toBe('r0');
    expect(await store.patch(ref.id, (current) => ({ count: current.count + 1 }), { ifMatch: ['r0'] })).toMatchObject({ count: 6 });
  });
});
