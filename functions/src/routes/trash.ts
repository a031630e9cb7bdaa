/**
 * The trash (admin): what the owner deleted, for 30 days (store/trash.ts).
 *   GET    /trash               → every entry, the most recently deleted first (expired ones are not listed: housekeeping.ts purges them)
 *   POST   /trash/:id/restore   → the entity back with its id, slug and photos; 409 with what to do when it cannot be
 *   DELETE /trash/:id           → deleted for good with its photos' files
 */
import { Router } from 'express';
import { access } from '../http/access';
import { param } from '../http/validate';
import { purgeTrashEntry } from '../images/trashedFiles';
import { listTrash, restoreFromTrash, toApi } from '../store/trash';

export const trashRouter = Router();

const kindNames = { product: 'Product', category: 'Category', gallery: 'Gallery item', testimonial: 'Testimonial' } as const;

trashRouter.get('/', access, async (_req, res) => {
  res.json({ success: true, data: (await listTrash()).map(toApi) });
});

trashRouter.post('/:id/restore', access, async (req, res) => {
  const entry = await restoreFromTrash(param(req, 'id'));
  res.json({ success: true, message: `${kindNames[entry.kind]} '${entry.name}' restored`, data: toApi(entry) });
});

trashRouter.delete('/:id', access, async (req, res) => {
  const entry = await purgeTrashEntry(param(req, 'id'));
  res.json({ success: true, message: `${kindNames[entry.kind]} '${entry.name}' deleted for good`, data: { _id: entry.id } });
});
