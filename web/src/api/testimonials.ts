import type { Testimonial, TestimonialInput } from '@catalogue/domain';
import { request } from './client';

/** Every testimonial (hidden ones too), in order: the back office's list. */
export const listTestimonials = () => request<Testimonial[]>('/testimonials');

/** One testimonial, with the ETag its save sends as If-Match. */
export const getTestimonial = (id: string) => request<Testimonial>(`/testimonials/${encodeURIComponent(id)}`);

export const createTestimonial = (input: TestimonialInput) => request<Testimonial>('/testimonials', { method: 'POST', json: input, idempotent: true });

/** Fields left out keep their values. */
export const updateTestimonial = (id: string, input: Partial<TestimonialInput>, ifMatch?: string | null) =>
  request<Testimonial>(`/testimonials/${encodeURIComponent(id)}`, { method: 'PUT', json: input, ifMatch });

export const deleteTestimonial = (id: string) => request<{ _id: string }>(`/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Every testimonial's id, in the new order. */
export const reorderTestimonials = (ids: string[]) => request<Testimonial[]>('/testimonials/order', { method: 'PUT', json: { ids } });
