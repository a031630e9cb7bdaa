/**
 * The customer's details on an order (all optional). Their fields are declared once, as the
 * schemas `orderContactFields` in orderSchema.ts, the way products declare `productFields`
 * (plainFields.ts): the API's types, the stored record, the order list's form, the order card, the
 * chat message's placeholders and what is forgotten after ORDER_PERSONAL_DAYS derive from them.
 * This module, free of the validation library, adds what the owner calls each one.
 */
import type { orderContactFields } from './orderSchema';
import type { PlainValues } from './plainFields';

export type OrderContact = PlainValues<typeof orderContactFields>;
export type OrderContactField = keyof OrderContact;

/** What the owner calls each detail: the order card's terms and the default message's lines, in this order. */
export const ORDER_CONTACT_LABELS: Record<OrderContactField, string> = { name: 'Name', phone: 'Phone', address: 'Address', pincode: 'Pincode', note: 'Note' };

export const ORDER_CONTACT_FIELDS = Object.keys(ORDER_CONTACT_LABELS) as OrderContactField[];

/** The details an order keeps for good (the pincode, for where orders come from); the others are personal: deleted ORDER_PERSONAL_DAYS after the order. */
const KEPT_DETAILS: readonly OrderContactField[] = ['pincode'];
export const ORDER_PERSONAL_FIELDS = ORDER_CONTACT_FIELDS.filter((field) => !KEPT_DETAILS.includes(field));
