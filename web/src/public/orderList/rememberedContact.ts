/** The customer's details from their last order on this device, all but the note (each order's own). */
import { orderContactFields, plainDefaults, type OrderContact, type OrderContactField } from '@catalogue/domain';

const STORAGE_KEY = 'orderContact';
const NOT_REMEMBERED: readonly OrderContactField[] = ['note'];
export const EMPTY_CONTACT: OrderContact = plainDefaults(orderContactFields);

export function rememberedContact(): OrderContact {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<OrderContactField, unknown>>;
    const given = (Object.keys(EMPTY_CONTACT) as OrderContactField[]).filter((field) => !NOT_REMEMBERED.includes(field) && typeof saved?.[field] === 'string');
    return { ...EMPTY_CONTACT, ...Object.fromEntries(given.map((field) => [field, saved[field]])) };
  } catch {
    return EMPTY_CONTACT;
  }
}

export function rememberContact(contact: OrderContact) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(Object.entries(contact).filter(([field]) => !NOT_REMEMBERED.includes(field as OrderContactField)))));
  } catch {
    // Not remembered: the customer types it again next time.
  }
}
