/**
 * `testimonials/{id}`: quote, name, place, rating, shown, order, createdAt, updatedAt. Written in
 * catalogue transactions (store/catalogue.ts), so every instance's cached copy is fresh on the next
 * read, and a create or reorder that overlaps another testimonial write is retried after it.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { SITE_LIMITS, type Testimonial, type TestimonialContent } from '@catalogue/domain';
import { catalogueTransaction } from './catalogue';
import { testimonialsCol } from './collections';
import { ConflictError } from './errors';
import type { Idempotency } from './idempotency';
import { recordCollection, type Fields, type ReadChecks } from './records';
import { bool, millis, num, readTranslations, str, toIso } from './util';

export interface TestimonialRecord extends TestimonialContent {
  id: string;
  createdAt: unknown;
  updatedAt: unknown;
}
export type TestimonialFields = Omit<Fields<TestimonialRecord>, 'order'>;

function toRecord(snap: DocumentSnapshot): TestimonialRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  return {
    id: snap.id,
    quote: str(d.quote),
    name: str(d.name),
    place: str(d.place),
    rating: num(d.rating, 5),
    shown: bool(d.shown, true),
    order: num(d.order, 0),
    translations: readTranslations(d.translations),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function toApi(r: TestimonialRecord): Testimonial {
  return {
    _id: r.id,
    quote: r.quote,
    name: r.name,
    place: r.place,
    rating: r.rating,
    shown: r.shown,
    order: r.order,
    translations: r.translations ?? {},
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
  };
}

const byOrder = (a: TestimonialRecord, b: TestimonialRecord) => a.order - b.order || millis(a.createdAt) - millis(b.createdAt) || a.id.localeCompare(b.id);

const testimonials = recordCollection('testimonial', testimonialsCol, toRecord, 'Testimonial not found');

const TOO_MANY_TESTIMONIALS_MESSAGE = `At most ${SITE_LIMITS.testimonials} testimonials: delete one first`;
const ORDER_OUTDATED_MESSAGE = 'The testimonials have changed since the list was loaded: reload it and try again';

/** Every testimonial (hidden ones too), in order. */
export async function listTestimonials(): Promise<TestimonialRecord[]> {
  return [...(await testimonials.all())].sort(byOrder);
}

/** The testimonials shown on the site, in order. */
export async function shownTestimonials(): Promise<TestimonialRecord[]> {
  return (await listTestimonials()).filter((t) => t.shown);
}

const readAll = async (tx: Transaction) => (await tx.get(testimonialsCol())).docs.map(toRecord);

export const newTestimonialId = testimonials.newId;
export const getTestimonial = testimonials.get;
/** Moves the testimonial to the trash and returns it; NotFoundError when it is already gone. */
export const deleteTestimonial = testimonials.remove;
export const updateTestimonial = (existing: TestimonialRecord, changes: TestimonialFields, checks: ReadChecks = {}) => testimonials.update(existing.id, changes, checks);

/** Creates a testimonial at the end of the list; ConflictError when the list is full. */
export const createTestimonial = (id: string, fields: TestimonialFields, idempotency?: Idempotency<TestimonialRecord>) =>
  testimonials.create(id, { ...fields, order: 0 }, {
    idempotency,
    dependencies: async (tx) => {
      const all = await readAll(tx);
      if (all.length >= SITE_LIMITS.testimonials) throw new ConflictError(TOO_MANY_TESTIMONIALS_MESSAGE);
      return { order: all.length ? Math.max(...all.map((t) => t.order)) + 1 : 0 };
    },
  });

/** Puts the testimonials in the order of `ids`, which must be exactly the current ones (else ConflictError). */
export const reorderTestimonials = (ids: string[]): Promise<TestimonialRecord[]> =>
  catalogueTransaction(async (tx) => {
    const all = await readAll(tx);
    const byId = new Map(all.map((t) => [t.id, t]));
    if (ids.length !== all.length || !ids.every((id) => byId.has(id))) throw new ConflictError(ORDER_OUTDATED_MESSAGE);
    return (writer) => {
      const updatedAt = Timestamp.now();
      return ids.map((id, order) => {
        writer.update(testimonialsCol().doc(id), { order, updatedAt });
        return { ...byId.get(id)!, order, updatedAt };
      });
    };
  });
