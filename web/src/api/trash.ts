import type { TrashEntry } from '@catalogue/domain';
import { request } from './client';

/** What the owner deleted in the last 30 days, the most recent first. */
export const listTrash = () => request<TrashEntry[]>('/trash');

/** Brings a deleted entry back (its id is the deleted entity's: a category's for a category with its subcategories). */
export const restoreFromTrash = (id: string) => request<TrashEntry>(`/trash/${encodeURIComponent(id)}/restore`, { method: 'POST' });

/** Deletes an entry and its photos for good. */
export const purgeFromTrash = (id: string) => request<{ _id: string }>(`/trash/${encodeURIComponent(id)}`, { method: 'DELETE' });
