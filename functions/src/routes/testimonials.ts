/** Testimonials, for the back office: all of them (hidden ones too), in order. The site reads the shown ones from GET /api/site. */
import { Router } from 'express';
import { compactTranslations, testimonialOrderSchema, testimonialSchema, type TestimonialTexts } from '@catalogue/domain';
import { access } from '../http/access';
import { jsonObject } from '../http/body';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { param, validate } from '../http/validate';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  newTestimonialId,
  reorderTestimonials,
  toApi,
  updateTestimonial,
  type TestimonialRecord,
} from '../store/testimonials';
import { revisionOf } from '../store/records';
import { translationsChange } from '../writes/translations';


export const testimonialsRouter = Router();

testimonialsRouter.get('/', access, async (_req, res) => {
  res.json({ success: true, data: (await listTestimonials()).map(toApi) });
});

testimonialsRouter.post('/', access, idempotencyKey, async (req, res) => {
  const input = await validate(testimonialSchema, jsonObject(req));
  const created = (record: TestimonialRecord) => ({ status: 201, body: { success: true, message: 'Testimonial created successfully', data: toApi(record) } });
  const record = await createTestimonial(newTestimonialId(), { ...input, translations: compactTranslations<TestimonialTexts>(input.translations) }, idempotencyOf(res, created));
  sendResponse(res, created(record));
});

testimonialsRouter.put('/order', access, async (req, res) => {
  const { ids } = await validate(testimonialOrderSchema, jsonObject(req));
  const ordered = await reorderTestimonials(ids);
  res.json({ success: true, message: 'Testimonial order saved', data: ordered.map(toApi) });
});

/** One testimonial, with the ETag a save's If-Match names. */
testimonialsRouter.get('/:id', access, async (req, res) => {
  const record = await getTestimonial(param(req, 'id'));
  sendTagged(res, revisionOf(record), { success: true, data: toApi(record) });
});

/** Fields the server sets: ignored, so that a testimonial as GET answers it can be sent back. */
const READ_ONLY = new Set(['_id', 'order', 'createdAt', 'updatedAt']);

/** Fields left out keep their values. */
testimonialsRouter.put('/:id', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const body = Object.fromEntries(Object.entries(jsonObject(req)).filter(([key]) => !READ_ONLY.has(key)));
  const existing = await getTestimonial(param(req, 'id'));
  const { quote, name, place, rating, shown } = existing;
  const { translations, ...values } = await validate(testimonialSchema, Object.assign(Object.create(null) as object, { quote, name, place, rating, shown }, body));
  const updated = await updateTestimonial(existing, { ...values, ...translationsChange<TestimonialTexts>(translations) }, { ifMatch });
  setRevisionTag(res, revisionOf(updated));
  res.json({ success: true, message: 'Testimonial updated successfully', data: toApi(updated) });
});

/** Moves it to the trash (routes/trash.ts restores or purges it). */
testimonialsRouter.delete('/:id', access, async (req, res) => {
  const removed = await deleteTestimonial(param(req, 'id'));
  res.json({ success: true, message: 'Testimonial deleted successfully', data: { _id: removed.id } });
});
