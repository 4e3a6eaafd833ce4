/**
 * Who is writing, for the activity record: the Koa request being served (strapi.requestContext),
 * its surface and person; no request means the system itself (seed, start-up reconciliation).
 */
import type { Core } from '@strapi/strapi';
import type { ActivitySurface } from '@hearth/common';
import type { Knex } from 'knex';
import type { Row } from './diff';

export interface Actor {
  surface: ActivitySurface;
  actorId: number | null;
  actorName: string;
}

type PortalUserOfPanel = (db: Knex.Transaction, adminUserId: number) => Promise<number | null>;

/** The panel-access module's link table, given at registration (the platform imports no module). */
let portalUserOfPanel: PortalUserOfPanel = async () => null;

/** Registers how a panel account's portal account is found (panel-access's own link table). */
export function linkPanelActors(read: PortalUserOfPanel): void {
  portalUserOfPanel = read;
}

const PANEL_PATH = /^\/(admin|content-manager|upload)(\/|$)/;

export async function actorOfRequest(strapi: Core.Strapi): Promise<Actor> {
  const ctx = strapi.requestContext.get() as { path?: string; state?: { user?: Row; auth?: { strategy?: { name?: string } } } } | undefined;
  if (!ctx) return { surface: 'system', actorId: null, actorName: 'system' };
  const user = ctx.state?.user;
  const panel = ctx.state?.auth?.strategy?.name === 'admin' || (!!ctx.path && PANEL_PATH.test(ctx.path));
  if (panel) {
    if (!user) return { surface: 'admin panel', actorId: null, actorName: 'admin panel' };
    const account = await linkedPortalAccount(strapi, Number(user.id));
    return {
      surface: 'admin panel',
      actorId: Number(user.id),
      actorName: String(account?.username ?? (String(user.email ?? '').toLowerCase() || user.username || user.id)),
    };
  }
  if (user) return { surface: 'portal', actorId: Number(user.id), actorName: String(user.username ?? user.id) };
  return { surface: 'portal', actorId: null, actorName: 'visitor' };
}

/**
 * A director's or admin's panel account is recorded under the user name of the portal account it
 * is linked to, so one person is one name on both surfaces, whatever either e-mail is now. Read in
 * the write's own transaction (SQLite has a single connection).
 */
async function linkedPortalAccount(strapi: Core.Strapi, adminUserId: number): Promise<{ username?: unknown } | null> {
  const portalUserId = await strapi.db.transaction(({ trx }) => portalUserOfPanel(trx, adminUserId));
  if (portalUserId === null) return null;
  return strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: portalUserId }, select: ['id', 'username'] });
}
