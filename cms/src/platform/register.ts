import type { Core } from '@strapi/strapi';
import { registerAuthStrategy } from './auth-strategy';
import { requireBuiltAdminPanel } from './build-check';
import { registerSessionEnding } from '../identity/sessions';
import { registerBenchCoreRoutes } from './bench-core-routes';
import { registerPanelAccess } from '../api/panel-access/setup';
import { registerResourceApi } from './resource-api';
import { registerApiGate } from './api-gate';
import { registerCors } from './origins';
import { registerSecurityHeaders } from './security-headers';
import { acquireStartLock } from './start-lock';
import { checkCommits, surviveDatabaseOutages } from './database-faults';

/**
 * Everything that must be in place before Strapi starts serving. Each feature adds
 * its own registration here so the list reads as the portal's table of contents.
 */
export async function registerPortal(strapi: Core.Strapi): Promise<void> {
  requireBuiltAdminPanel(strapi); // a direct `strapi start` without `strapi build`: one clear line
  checkCommits(strapi); // a failed COMMIT (disk full) is an error, not a silent rollback
  surviveDatabaseOutages(strapi); // a query cut by an outage does not stop the process
  registerAuthStrategy(strapi);
  registerApiGate(strapi); // deny by default: only the portal's declared /api calls, bodies by kind of call
  registerCors(strapi); // credentials for the portal's own origin only
  registerSecurityHeaders(strapi); // helmet built once, shared with the cached public reads
  registerSessionEnding(strapi); // a password write ends the account's other sessions
  registerPanelAccess(strapi); // admin panel: Media Library uploads checked by content
  registerBenchCoreRoutes(strapi); // benchmark only, inert unless BENCH_CORE_ROUTES=true
  registerResourceApi(strapi); // docs/requirements.md §4 and §5 rules and public-cache invalidation on every content write
  await acquireStartLock(strapi); // PostgreSQL: one process at a time through schema sync and seeding (last: nothing above can fail while it is held)
}
