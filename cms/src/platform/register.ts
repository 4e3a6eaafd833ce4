import type { Core } from '@strapi/strapi';
import { registerAuthStrategy } from './auth-strategy';
import { requireBuiltAdminPanel } from './build-check';
import { lockDownUsersPermissions } from '../identity/lock-down';
import { registerIdentityServices } from '../identity/services';
import { registerPanelAccess } from '../api/panel-access/setup';
import { registerWritePipeline } from './write-pipeline';
import { registerApiGate } from './api-gate';
import { registerCors } from './origins';
import { registerSecurityHeaders } from './security-headers';
import { serialiseStart } from './start-lock';
import { watchCommits, surviveDatabaseOutages } from './failed-commits';

/**
 * Everything that must be in place before Strapi starts serving. Each feature adds
 * its own registration here so the list reads as the portal's table of contents.
 */
export function registerPortal(strapi: Core.Strapi): void {
  requireBuiltAdminPanel(strapi); // a direct `strapi start` without `strapi build`: one clear line
  serialiseStart(strapi); // PostgreSQL: one process at a time through schema sync and seeding
  watchCommits(strapi); // a failed COMMIT (disk full) fails its call, not a silent rollback
  surviveDatabaseOutages(strapi); // a query cut by an outage does not stop the process
  registerIdentityServices(strapi); // src/identity's services, under api::account
  extendAccounts(strapi);
  registerAuthStrategy(strapi);
  registerApiGate(strapi); // deny by default: only the portal's declared /api calls, bodies by kind of call
  registerCors(strapi); // credentials for the portal's own origin only
  registerSecurityHeaders(strapi); // helmet built once, shared with the cached public reads
  lockDownUsersPermissions(strapi); // users-permissions' /api/auth/*, /api/users*: replaced by /oidc and /api/account
  registerPanelAccess(strapi); // admin panel: Media Library uploads checked by content
  registerWritePipeline(strapi); // every write's steps in one place: rules, write, cache, idempotency, activity record, sessions, notices
}

/** Portal accounts are users-permissions users with a role list and claims (docs/requirements.md §6, §7.1). */
function extendAccounts(strapi: Core.Strapi): void {
  const user = strapi.contentType('plugin::users-permissions.user') as unknown as { attributes: Record<string, unknown> };
  user.attributes.portalRoles = { type: 'json', configurable: false };
  user.attributes.claims = { type: 'json', configurable: false };
  // Identity state (src/identity/sessions.ts, e-mail change): kept off the API, not edited by hand.
  user.attributes.tokensValidAfter = { type: 'biginteger', configurable: false, private: true };
  user.attributes.emailUnverified = { type: 'boolean', default: false, configurable: false, private: true };
  user.attributes.previousEmail = { type: 'string', configurable: false, private: true };
}
