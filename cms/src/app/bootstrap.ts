import type { Core } from '@strapi/strapi';
import { ensureIndexes } from '../platform/indexes';
import { ensureContentLocales } from '../platform/content-languages';
import { seedEssentials } from '../seed/essentials';
import { pruneActivity } from '../platform/activity/pruning';
import { bootstrapPanelAccess } from '../api/panel-access/front-door';
import { seedAdminPanel } from '../seed/admin-panel';
import { seedDemo } from '../seed/demo';
import { releaseStartLock } from '../platform/start-lock';
import { pruneIdempotencyKeys } from '../platform/idempotency';
import { settings } from '../platform/settings';
import { newsAnnouncements } from '../api/news-item/front-door';
import { documentAnnouncements } from '../api/document/front-door';
import { VOTE_MAIL_KINDS, voteAnnouncements } from '../api/vote/front-door';
import { registerAnnouncements, registerMailKinds, registerMailRound, registerRecipients } from '../api/notice/front-door';
import { noticeRecipients } from '../api/profile/front-door';
import { BOOKING_MAIL_KINDS } from '../api/booking/front-door';
import { RECORDS_MAIL_KINDS, closeRecordSources, registerRecordSource } from '../api/records/front-door';
import { MEETING_MAIL_KINDS } from '../api/meeting/front-door';
import { IDENTITY_MAIL_KINDS } from '../identity/front-door';
import { LEDGER_MAIL_KINDS, estoppelRecords } from '../api/ledger/front-door';
import { schedulerOf } from '../platform/scheduler';
import { serviceOf } from '../platform/services';
import type { identityProviderService } from '../identity/front-door';
import type { editorAccountsService } from '../api/panel-access/front-door';
import type { bookingMailsService } from '../api/booking/front-door';
import type { OutboxLifecycle } from '../api/notice/front-door';
import type { recordsMailsService } from '../api/records/front-door';
import type { serviceRequestService } from '../api/service-request/front-door';
import type { voteService } from '../api/vote/front-door';
import type { lateFeesService } from '../api/ledger/front-door';

const HOUR_MS = 3_600_000;

export async function bootstrapPortal(strapi: Core.Strapi): Promise<void> {
  try {
    await bootstrapUnderStartLock(strapi);
  } finally {
    await releaseStartLock(strapi); // taken before Strapi's schema sync (start-lock.ts)
  }
}

async function bootstrapUnderStartLock(strapi: Core.Strapi): Promise<void> {
  registerMailSenders(strapi);
  registerRecordSources(strapi);
  await ensureIndexes(strapi);
  await ensureContentLocales(strapi); // English, French, Spanish in the panel; rows from before localization made English
  await seedEssentials(strapi);
  await keepReceiptsUnreadable(strapi);
  await serviceOf<typeof identityProviderService>(strapi, 'api::account.identity-provider').provider(); // signing key
  await bootstrapPanelAccess(strapi); // admin-panel roles for directors and admins, field help
  await seedAdminPanel(strapi);
  if (settings().seed.demo) await seedDemo(strapi);
  await serviceOf<typeof editorAccountsService>(strapi, 'api::panel-access.editor-accounts').reconcile(); // panel accounts follow roles set outside roles.change (seed, imports)
  await serviceOf<OutboxLifecycle>(strapi, 'api::notice.notice').start(); // e-mail notices: after the seed, whose items are no news
  await startPeriodicJobs(strapi);
}

/**
 * Every e-mail through the one outbox (docs/architecture.md "Mail: one outbox"): each module
 * registers, the same one way, the kinds of e-mail it sends, its announcements and its rounds,
 * before anything can send; a kind registered twice throws, and the portal does not start.
 */
function registerMailSenders(strapi: Core.Strapi): void {
  registerMailKinds(strapi, 'booking', BOOKING_MAIL_KINDS);
  registerMailKinds(strapi, 'vote', VOTE_MAIL_KINDS);
  registerMailKinds(strapi, 'records', RECORDS_MAIL_KINDS);
  registerMailKinds(strapi, 'meeting', MEETING_MAIL_KINDS);
  registerMailKinds(strapi, 'identity', IDENTITY_MAIL_KINDS);
  registerMailKinds(strapi, 'ledger', LEDGER_MAIL_KINDS);
  // Who may be mailed, at which address, who reads the minutes: the accounts, profiles and roster as the profile module sees them.
  registerRecipients(strapi, 'profile', noticeRecipients(strapi));
  // The modules' rounds, the bookings' first.
  const bookingMails = serviceOf<typeof bookingMailsService>(strapi, 'api::booking.booking-mails');
  registerMailRound(strapi, 'booking', () => bookingMails.queueDue());
  const recordsMails = serviceOf<typeof recordsMailsService>(strapi, 'api::records.records-mails');
  registerMailRound(strapi, 'records', () => recordsMails.remindDue());
  // Each module's announcements, asked by every round in this order.
  registerAnnouncements(strapi, 'news-item', ...newsAnnouncements(strapi));
  registerAnnouncements(strapi, 'document', ...documentAnnouncements(strapi));
  registerAnnouncements(strapi, 'vote', ...voteAnnouncements(strapi));
}

/**
 * The official records other modules keep frozen in their own tables, listed and served by the records
 * module under its read rule (its port, api/records/model/record-sources.ts): each registered once,
 * here, before anything reads the records; a second source of a kind, or one after this, throws.
 */
function registerRecordSources(strapi: Core.Strapi): void {
  registerRecordSource(strapi, 'ledger', estoppelRecords(strapi)); // issued estoppel certificates
  closeRecordSources(strapi);
}

/** The periodic work that is not mail, on the one scheduler (platform/scheduler.ts): each round in one process. */
async function startPeriodicJobs(strapi: Core.Strapi): Promise<void> {
  const scheduler = schedulerOf(strapi);
  // Request photos no request names (an upload cut off midway), once an hour old (docs/requirements.md, the requests' photos).
  scheduler.register('request-photo-sweep', 6 * HOUR_MS, async () => {
    const removed: number = await serviceOf<typeof serviceRequestService>(strapi, 'api::service-request.service-request').sweepPhotos();
    if (removed) strapi.log.info(`[requests] removed ${removed} photo file(s) no request names`);
  });
  scheduler.register('activity-pruning', 12 * HOUR_MS, () => pruneActivity(strapi)); // older than ACTIVITY_RETENTION_DAYS
  scheduler.register('idempotency-key-pruning', 24 * HOUR_MS, () => pruneIdempotencyKeys(strapi)); // older than IDEMPOTENCY_TTL_HOURS
  // Owners' accounts: the rule pack's late fees and interest, each once per unit and period whichever round posts it.
  scheduler.register('ledger-late-fees', 6 * HOUR_MS, () => serviceOf<typeof lateFeesService>(strapi, 'api::ledger.late-fees').run());
  await scheduler.start();
}

/**
 * Stored before receipts were kept from SQL: their plain digests are keyed (docs/requirements.md,
 * "A secret ballot is never linkable"); the outbox seals its receipt mails as it starts.
 */
async function keepReceiptsUnreadable(strapi: Core.Strapi): Promise<void> {
  const keyed = await serviceOf<typeof voteService>(strapi, 'api::vote.vote').keyPlainReceipts();
  if (keyed) strapi.log.info(`[votes] ${keyed} receipt(s) keyed`);
}
