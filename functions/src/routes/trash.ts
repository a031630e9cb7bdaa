/**
 * The trash (admin): what the owner deleted, for 30 days (store/trash.ts).
 *   GET    /trash               → every entry, the most recently deleted first (expired ones are purged first)
 *   POST   /trash/:id/restore   → the entity back with its id, slug and photos; 409 with what to do when it cannot be
 *   DELETE /trash/:id           → deleted for good with its photos' files
 */
import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../http/auth';
import { param } from '../http/validate';
import { purgeExpiredTrash, purgeTrashEntry } from '../images/trashedFiles';
import { listTrash, restoreFromTrash, toApi } from '../store/trash';

export const trashRouter = Router();

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Every instance of the function purges expired entries on its first request and then at most hourly:
 * the local stack has no scheduler to run `trashRetention`, and this is how it sweeps at start and
 * hourly. (In production both run; a sweep finding nothing costs one query.) A failed sweep is logged and
 * tried again on the next request; the request itself goes on.
 */
export const sweepExpiredTrashHourly: RequestHandler = async (_req, _res, next) => {
  if (Date.now() - lastSweep >= SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await purgeExpiredTrash().catch((error: unknown) => {
      lastSweep = 0;
      console.error('trash: sweeping expired entries failed', error);
    });
  }
  next();
};

const kindNames = { product: 'Product', category: 'Category', gallery: 'Gallery item', testimonial: 'Testimonial' } as const;

trashRouter.get('/', requireAdmin, async (_req, res) => {
  await purgeExpiredTrash();
  res.json({ success: true, data: (await listTrash()).map(toApi) });
});

trashRouter.post('/:id/restore', requireAdmin, async (req, res) => {
  const entry = await restoreFromTrash(param(req, 'id'));
  res.json({ success: true, message: `${kindNames[entry.kind]} '${entry.name}' restored`, data: toApi(entry) });
});

trashRouter.delete('/:id', requireAdmin, async (req, res) => {
  const entry = await purgeTrashEntry(param(req, 'id'));
  res.json({ success: true, message: `${kindNames[entry.kind]} '${entry.name}' deleted for good`, data: { _id: entry.id } });
});
