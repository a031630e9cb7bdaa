/**
 * The shop's clean-ups, run on a schedule (index.ts in production; the local stack runs this module's
 * bundle, lib/housekeeping.js, at start and hourly) and never on a visitor's request: the reads hide
 * what is due (an expired trash entry, an order's contact past its days) until a run removes it.
 */
import { purgeTrashEntry } from './images/trashedFiles';
import { NotFoundError } from './store/errors';
import { backfillOrderPayments, forgetOldOrderDetails } from './store/orders';
import { expiredTrashIds } from './store/trash';
import { forgetOldWaitlistEntries } from './store/waitlist';

/** Purges every trash entry whose 30 days are over; returns how many. An entry restored or purged meanwhile is skipped. */
async function purgeExpiredTrash(now = new Date()): Promise<number> {
  let purged = 0;
  for (const id of await expiredTrashIds(now)) {
    try {
      await purgeTrashEntry(id);
      purged++;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return purged;
}

export const housekeepingJobs = {
  /** Trash entries deleted more than 30 days ago, with their photos' files. */
  trash: purgeExpiredTrash,
  /** The name, phone and note of orders past their 180 days. */
  orderContacts: forgetOldOrderDetails,
  /** The numbers of customers waiting for a size past their 90 days. */
  waitlist: forgetOldWaitlistEntries,
  /** Once: a payment (unpaid) for the orders stored before payments were kept. */
  orderPayments: backfillOrderPayments,
} satisfies Record<string, (now?: Date) => Promise<number>>;

type HousekeepingJob = keyof typeof housekeepingJobs;

/** Runs every job (one failing does not stop the others); how many items each removed, or its error. */
export async function runHousekeeping(now = new Date()): Promise<Record<HousekeepingJob, number | string>> {
  const names = Object.keys(housekeepingJobs) as HousekeepingJob[];
  const outcomes = await Promise.allSettled(names.map((name) => housekeepingJobs[name](now)));
  const results = {} as Record<HousekeepingJob, number | string>;
  names.forEach((name, i) => {
    const outcome = outcomes[i];
    results[name] = outcome.status === 'fulfilled' ? outcome.value : String(outcome.reason);
  });
  return results;
}
