import type { Core } from '@strapi/strapi';
import { ensureIndexes } from './indexes';
import { seedEssentials } from '../seed/essentials';
import { pruneActivity } from './activity/pruning';
import { bootstrapPanelAccess } from '../api/panel-access/setup';
import { seedAdminPanel } from '../seed/admin-panel';
import { seedDemo } from '../seed/demo';
import { releaseStartLock } from './start-lock';
import { pruneIdempotencyKeys } from './idempotency';
import { settings } from './settings';
import { newsAnnouncements } from '../api/news-item/announcements';
import { documentAnnouncements } from '../api/document/announcements';
import { voteAnnouncements } from '../api/vote/announcements';
import { sealStoredBodies } from '../api/notice/outbox/mail';
import { schedulerOf } from './scheduler';

const HOUR_MS = 3_600_000;

export async function bootstrapPortal(strapi: Core.Strapi): Promise<void> {
  try {
    await bootstrapUnderStartLock(strapi);
  } finally {
    await releaseStartLock(strapi); // taken before Strapi's schema sync (start-lock.ts)
  }
}

async function bootstrapUnderStartLock(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi);
  await seedEssentials(strapi);
  await keepReceiptsUnreadable(strapi);
  await strapi.service('api::account.identity-provider').provider(); // signing key
  await bootstrapPanelAccess(strapi); // admin-panel roles for directors and admins, field help
  await seedAdminPanel(strapi);
  if (settings().seed.demo) await seedDemo(strapi);
  await strapi.service('api::panel-access.editor-accounts').reconcile(); // panel accounts follow roles set outside roles.change (seed, imports)
  // Every e-mail through the one outbox and its dispatcher (docs/architecture.md "Mail: one outbox"): the bookings' round first.
  const bookingMails = strapi.service('api::booking.booking-mails');
  strapi.service('api::notice.notice').addRound(() => bookingMails.queueDue());
  const recordsMails = strapi.service('api::records.records-mails');
  strapi.service('api::notice.notice').addRound(() => recordsMails.remindDue());
  // Each module's announcements, asked by every round in this order.
  strapi
    .service('api::notice.notice')
    .addAnnouncements(...newsAnnouncements(strapi), ...documentAnnouncements(strapi), ...voteAnnouncements(strapi));
  await strapi.service('api::notice.notice').start(); // e-mail notices: after the seed, whose items are no news
  await startPeriodicJobs(strapi);
}

/** The periodic work that is not mail, on the one scheduler (platform/scheduler.ts): each round in one process. */
async function startPeriodicJobs(strapi: Core.Strapi): Promise<void> {
  const scheduler = schedulerOf(strapi);
  // Request photos no request names (an upload cut off midway), once an hour old (docs/requirements.md, the requests' photos).
  scheduler.register('request-photo-sweep', 6 * HOUR_MS, async () => {
    const removed: number = await strapi.service('api::service-request.service-request').sweepPhotos();
    if (removed) strapi.log.info(`[requests] removed ${removed} photo file(s) no request names`);
  });
  scheduler.register('activity-pruning', 12 * HOUR_MS, () => pruneActivity(strapi)); // older than ACTIVITY_RETENTION_DAYS
  scheduler.register('idempotency-key-pruning', 24 * HOUR_MS, () => pruneIdempotencyKeys(strapi)); // older than IDEMPOTENCY_TTL_HOURS
  // Owners' accounts: the rule pack's late fees and interest, each once per unit and period whichever round posts it.
  scheduler.register('ledger-late-fees', 6 * HOUR_MS, () => strapi.service('api::ledger.late-fees').run());
  await scheduler.start();
}

/**
 * Stored before receipts were kept from SQL: their plain digests are keyed, and the outbox's
 * receipt mails sealed, or wiped when sent (docs/requirements.md, "A secret ballot is never linkable").
 */
async function keepReceiptsUnreadable(strapi: Core.Strapi): Promise<void> {
  const keyed = await strapi.service('api::vote.vote').keyPlainReceipts();
  const mails = await sealStoredBodies(strapi.db.connection);
  if (keyed || mails) strapi.log.info(`[votes] ${keyed} receipt(s) keyed, ${mails} receipt mail(s) sealed or wiped`);
}
