/**
 * `node lib/housekeeping.js`: one run of every housekeeping job against the Firestore, Auth and image
 * store its environment names (the local stack's, which has no scheduler). Prints what each job
 * removed as JSON; exits 1 when a job failed.
 */
import { runHousekeeping } from './housekeeping';

void runHousekeeping().then((results) => {
  console.log(JSON.stringify(results));
  process.exit(Object.values(results).every((value) => typeof value === 'number') ? 0 : 1);
});
