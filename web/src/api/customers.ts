/** The shop's customers, built from the order book (domain/src/customers.ts). */
import type { Customer, CustomerWithOrders } from '@catalogue/domain';
import { request } from './client';

const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** Every customer, the latest to order first; `q` finds any part of a name or number. */
export const listCustomers = (q = '') => request<Customer[]>('/customers', { query: q ? { q } : {} });

/** The customers who asked to be reminded and whose usual interval has passed, the longest overdue first. */
export const listDueCustomers = () => request<Customer[]>('/customers/due');

export const getCustomer = (id: string) => request<CustomerWithOrders>(customerPath(id));

/** Deletes the customer's personal data: their details on every order of theirs, and their waitlist numbers. */
export const deleteCustomer = (id: string) => request<null>(customerPath(id), { method: 'DELETE', unwrap: () => null });
