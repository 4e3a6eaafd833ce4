import type { Core } from '@strapi/strapi';
import { registerAuthStrategy } from '../identity/front-door';
import { afterPasswordWrite, setsPassword } from '../identity/front-door';
import { provideProfileReads } from '../identity/front-door';
import { accountsWithProfile, profileNamesOf } from '../api/profile/front-door';
import { requireBuiltAdminPanel } from '../platform/build-check';
import { registerPanelAccess } from '../api/panel-access/front-door';
import { registerWritePipeline } from '../platform/write-pipeline';
import { registerApiGate } from '../platform/api-gate';
import { registerCors } from '../platform/origins';
import { registerSecurityHeaders } from '../platform/security-headers';
import { acquireStartLock } from '../platform/start-lock';
import { watchCommits, surviveDatabaseOutages } from '../platform/failed-commits';

/**
 * Everything that must be in place before Strapi starts serving. Each feature adds
 * its own registration here so the list reads as the portal's table of contents.
 */
export async function registerPortal(strapi: Core.Strapi): Promise<void> {
  requireBuiltAdminPanel(strapi); // a direct `strapi start` without `strapi build`: one clear line
  watchCommits(strapi); // a failed COMMIT (disk full) fails its call, not a silent rollback
  surviveDatabaseOutages(strapi); // a query cut by an outage does not stop the process
  registerAuthStrategy(strapi);
  provideProfileReads({ accountsWithProfile, profileNamesOf }); // identity lists waiting accounts by their profiles' names
  registerApiGate(strapi); // deny by default: only the portal's declared /api calls, bodies by kind of call
  registerCors(strapi); // credentials for the portal's own origin only
  registerSecurityHeaders(strapi); // helmet built once, shared with the cached public reads
  registerPanelAccess(strapi); // admin panel: Media Library uploads checked by content
  registerWritePipeline(strapi, { setsPassword, afterPasswordWrite }); // every write's steps in one place: rules, write, activity record, cache, idempotency, sessions, notices
  await acquireStartLock(strapi); // PostgreSQL: one process at a time through schema sync and seeding (last: nothing above can fail while it is held)
}
