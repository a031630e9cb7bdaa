import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '@catalogue/domain';
import { patchHostBodyParser } from './http/hostBodyParser';
import { createApp } from './app';
import { refuseEveryNewAccount } from './auth/closedSignUp';
import { createSiteApp } from './site/app';
import { housekeepingJobs } from './housekeeping';

// Must run at load time, before the host (functions-framework / the emulator) builds its body parsers.
patchHostBodyParser();

export const api = onRequest({ region: 'us-central1', memory: '1GiB' }, createApp());

/**
 * The public pages, server-rendered (src/site). minInstances 0: an idle site costs nothing and the
 * first visitor after a quiet spell waits for a cold start (the CDN serves cached pages meanwhile);
 * set it to 1 to keep one instance warm (billed while idle).
 */
export const site = onRequest({ region: 'us-central1', memory: '512MiB', minInstances: 0 }, createSiteApp());

/** Firebase Auth asks this before it stores a new account: every one is refused (auth/closedSignUp.ts). */
export const closedSignUp = beforeUserCreated({ region: 'us-central1' }, refuseEveryNewAccount);

/** The housekeeping jobs (housekeeping.ts), every night; the local stack runs them at start and hourly. */
export const orderRetention = onSchedule({ region: 'us-central1', schedule: 'every day 03:00', timeZone: BUSINESS_TIME_ZONE }, async () => {
  await housekeepingJobs.orderPayments();
  await housekeepingJobs.orderContacts();
});

export const trashRetention = onSchedule({ region: 'us-central1', schedule: 'every day 03:30', timeZone: BUSINESS_TIME_ZONE }, async () => {
  await housekeepingJobs.trash();
});

export const waitlistRetention = onSchedule({ region: 'us-central1', schedule: 'every day 04:00', timeZone: BUSINESS_TIME_ZONE }, async () => {
  await housekeepingJobs.waitlist();
});
