/** "Tell me when it's back" (domain/src/waitlist.ts): the customer's request, and the owner's list of who waits. */
import type { Language, WaitingForSize } from '@catalogue/domain';
import { request } from './client';

const productWaitlistPath = (productId: string) => `/products/${encodeURIComponent(productId)}/waitlist`;

/** Leaves the customer's number for a sold-out size; the answer's message says whether it was new. */
export const joinWaitlist = (productId: string, variantKey: string, phone: string, lang: Language) =>
  request<null>(productWaitlistPath(productId), { method: 'POST', json: { variantKey, phone, lang }, unwrap: () => null });

/** Who waits for the product's sizes. */
export const productWaitlist = (productId: string) => request<WaitingForSize[]>(productWaitlistPath(productId));

/** Every size someone waits for, those back in stock first. */
export const listWaitlist = () => request<WaitingForSize[]>('/waitlist');

/** The owner told the customer: their number is deleted. */
export const markWaitlistDone = (productId: string, entryId: string) =>
  request<null>(`${productWaitlistPath(productId)}/${encodeURIComponent(entryId)}`, { method: 'DELETE', unwrap: () => null });
