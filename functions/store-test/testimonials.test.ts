import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CHANGED_SINCE_READ, SITE_LIMITS } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { testimonialsCol } from '../src/store/collections';
import { ConflictError, NotFoundError, StaleRevisionError } from '../src/store/errors';
import { ReplayedResponse, idempotencyId } from '../src/store/idempotency';
import { revisionOf } from '../src/store/records';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  newTestimonialId,
  reorderTestimonials,
  shownTestimonials,
  toApi,
  updateTestimonial,
  type TestimonialFields,
  type TestimonialRecord,
} from '../src/store/testimonials';
import { ownDatabase, unique } from './fixtures';

// The list is the whole collection, and at most 200 may exist: a database of its own.
ownDatabase('testimonials');

const fields = (changes: Partial<TestimonialFields> = {}): TestimonialFields => ({ quote: 'The best groundnut oil', name: unique('customer'), place: 'Salem', rating: 5, shown: true, translations: {}, ...changes });
/** The testimonial's fields as an edit sends them back, with `changes`. */
const edited = ({ quote, name, place, rating, shown, translations }: TestimonialRecord, changes: Partial<TestimonialFields>): TestimonialFields => ({ quote, name, place, rating, shown, translations, ...changes });
const create = (changes: Partial<TestimonialFields> = {}) => createTestimonial(newTestimonialId(), fields(changes));
const ordersOf = (records: TestimonialRecord[]) => records.map((t) => t.order);
const notFound = new NotFoundError('Testimonial not found');
const expectDistinctOrders = async () => {
  const orders = ordersOf(await listTestimonials());
  expect(new Set(orders).size).toBe(orders.length);
};

describe('testimonials', () => {
  it('a new testimonial goes to the end of the list; the site shows the shown ones, in order', async () => {
    const a = await create();
    const hidden = await create({ shown: false });
    const b = await create();
    expect([hidden.order, b.order]).toEqual([a.order + 1, a.order + 2]);
    const listed = await listTestimonials();
    expect(listed.map((t) => t.id).slice(-3)).toEqual([a.id, hidden.id, b.id]);
    expect(ordersOf(listed)).toEqual([...ordersOf(listed)].sort((x, y) => x - y));
    const shown = (await shownTestimonials()).map((t) => t.id);
    expect(shown).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(shown).not.toContain(hidden.id);
    expect(await getTestimonial(a.id)).toEqual(a);
    expect(toApi(a)).toMatchObject({ _id: a.id, name: a.name, order: a.order, createdAt: (a.createdAt as Timestamp).toDate().toISOString() });
  });

  it('concurrent creates each get a place of their own at the end', { timeout: 120_000 }, async () => {
    const before = Math.max(-1, ...ordersOf(await listTestimonials()));
    const created = await Promise.all(Array.from({ length: 5 }, () => create()));
    expect(ordersOf(created).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
    await expectDistinctOrders();
  });

  it('an idempotent create answers a retry with the first answer', async () => {
    const key = idempotencyId('admin POST /api/testimonials', randomUUID());
    const idempotency = { key, response: (record: TestimonialRecord) => ({ status: 201, body: { id: record.id } }) };
    const created = await createTestimonial(newTestimonialId(), fields(), idempotency);
    const retry = createTestimonial(newTestimonialId(), fields(), idempotency);
    await expect(retry).rejects.toBeInstanceOf(ReplayedResponse);
    await expect(retry).rejects.toMatchObject({ response: { body: { id: created.id } } });
  });

  it('reorders exactly the current testimonials; a list that is not the current one changes nothing', async () => {
    await create();
    const ids = (await listTestimonials()).map((t) => t.id).reverse();
    const reordered = await reorderTestimonials(ids);
    expect(reordered.map((t) => [t.id, t.order])).toEqual(ids.map((id, order) => [id, order]));
    expect((await listTestimonials()).map((t) => t.id)).toEqual(ids);

    const outdated = new ConflictError('The testimonials have changed since the list was loaded: reload it and try again');
    await expect(reorderTestimonials(ids.slice(1))).rejects.toThrow(outdated);
    await expect(reorderTestimonials([...ids.slice(1), unique('no-such-testimonial')])).rejects.toThrow(outdated);
    await expect(reorderTestimonials([...ids, unique('no-such-testimonial')])).rejects.toThrow(outdated);
    expect((await listTestimonials()).map((t) => t.id)).toEqual(ids);
  });

  it('a reorder racing a create: the create lands after the reordered list, or the reorder is refused as outdated', { timeout: 120_000 }, async () => {
    for (let trial = 0; trial < 4; trial++) {
      const ids = (await listTestimonials()).map((t) => t.id).reverse();
      const [reorder, created] = await Promise.allSettled([reorderTestimonials(ids), create()]);
      expect(created.status).toBe('fulfilled');
      const newId = (created as PromiseFulfilledResult<TestimonialRecord>).value.id;
      const after = (await listTestimonials()).map((t) => t.id);
      if (reorder.status === 'fulfilled') expect(after).toEqual([...ids, newId]);
      else expect(reorder.reason).toBeInstanceOf(ConflictError);
      expect(after).toContain(newId);
      await expectDistinctOrders();
    }
  });

  it('an update over a testimonial changed since it was read is refused and writes nothing', async () => {
    const read = await create({ rating: 3 });
    const changed = await updateTestimonial(read, edited(read, { rating: 4 }));
    expect(changed.updatedAt).not.toEqual(read.updatedAt);
    await expect(updateTestimonial(read, edited(read, { rating: 1 }), { unchangedSince: (read.updatedAt as Timestamp).toDate().toISOString() })).rejects.toThrow(
      new ConflictError(`Testimonial ${CHANGED_SINCE_READ}`),
    );
    await expect(updateTestimonial(read, edited(read, { rating: 1 }), { ifMatch: [revisionOf(read)] })).rejects.toBeInstanceOf(StaleRevisionError);
    expect((await getTestimonial(read.id)).rating).toBe(4);
    expect(await updateTestimonial(read, edited(changed, { shown: false }), { ifMatch: [revisionOf(changed)] })).toMatchObject({ rating: 4, shown: false });
  });

  it('a delete moves it to the trash; of two concurrent deletes one finds it gone; so do later reads and updates', { timeout: 120_000 }, async () => {
    const testimonial = await create();
    const results = await Promise.allSettled([deleteTestimonial(testimonial.id), deleteTestimonial(testimonial.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toEqual(notFound);
    expect((await firestore().collection('trash').doc(testimonial.id).get()).data()).toMatchObject({ kind: 'testimonial', docs: [{ id: testimonial.id }] });
    await expect(getTestimonial(testimonial.id)).rejects.toThrow(notFound);
    await expect(updateTestimonial(testimonial, edited(testimonial, { rating: 2 }))).rejects.toThrow(notFound);
    expect((await listTestimonials()).map((t) => t.id)).not.toContain(testimonial.id);
  });

  it('reads testimonials stored in other forms or with fields missing', async () => {
    const odd = testimonialsCol().doc();
    const bare = testimonialsCol().doc();
    await odd.set({ quote: 'Pure', name: 7, rating: '4', shown: 'false', order: '2', translations: ['not', 'a', 'map'], createdAt: '2020-01-02T03:04:05.000Z' });
    await bare.set({});
    await create(); // a catalogue write: the cached list is read again
    expect(await getTestimonial(odd.id)).toMatchObject({ quote: 'Pure', name: '', place: '', rating: 4, shown: false, order: 2, translations: {} });
    expect(toApi(await getTestimonial(odd.id))).toMatchObject({ createdAt: '2020-01-02T03:04:05.000Z', updatedAt: new Date(0).toISOString() });
    expect(await getTestimonial(bare.id)).toMatchObject({ quote: '', rating: 5, shown: true, order: 0 });
    expect((await shownTestimonials()).map((t) => t.id)).not.toContain(odd.id);
    await Promise.all([deleteTestimonial(odd.id), deleteTestimonial(bare.id)]);
  });

  it(`at most ${SITE_LIMITS.testimonials}: of concurrent creates for the last place one gets it, the others are refused`, { timeout: 120_000 }, async () => {
    const missing = SITE_LIMITS.testimonials - 1 - (await listTestimonials()).length;
    const batch = firestore().batch();
    for (let i = 0; i < missing; i++) batch.set(testimonialsCol().doc(), { ...fields(), order: 1000 + i, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await batch.commit();

    const results = await Promise.allSettled([create(), create(), create()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toEqual(new ConflictError(`At most ${SITE_LIMITS.testimonials} testimonials: delete one first`));
    const all = await listTestimonials();
    expect(all).toHaveLength(SITE_LIMITS.testimonials);

    await deleteTestimonial(all[0].id);
    await expect(create()).resolves.toMatchObject({ order: Math.max(...ordersOf(all)) + 1 });
  });
});
