/**
 * Every write that can change who may use the admin panel — an account's roles, blocked flag,
 * e-mail or deletion, a profile's removal — brings the panel account in line, whichever way it
 * comes: the portal's calls or an edit in the Strapi panel (both go through the document service).
 * Inside a transaction the sync waits for the commit (it reads with other connections).
 */
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../../identity/front-door';
import { UID } from '../../platform/content-registry';
import { serviceOf } from '../../platform/services';
import type editorAccountsService from './services/editor-accounts';

/**
 * The writes followed, by type, and the fields that matter. A new account is followed once its
 * profile is made (the seed and the panel make the account first), so its panel account and
 * invitation carry the person's name.
 */
const FOLLOWED: Record<string, { actions: string[]; fields: string[] }> = {
  [USER_UID]: { actions: ['update', 'delete'], fields: ['blocked', 'portalRoles', 'email'] },
  [UID.profile]: { actions: ['create', 'update', 'delete'], fields: ['removedAt', 'userId'] },
};

interface WriteParams {
  documentId?: string;
  data?: Record<string, unknown>;
}

const touches = (data: Record<string, unknown> | undefined, fields: string[]) => !data || fields.some((f) => f in data);

export function registerPanelAccountFollowing(strapi: Core.Strapi): void {
  const sync = (userId: number) => serviceOf<typeof editorAccountsService>(strapi, 'api::panel-access.editor-accounts').sync(userId);

  /** The portal accounts a write concerns, read before it (a delete leaves nothing to read after). */
  async function accountsBefore(uid: string, params: WriteParams): Promise<number[]> {
    if (!params.documentId) return [];
    if (uid === USER_UID) {
      const row = await strapi.db.query(USER_UID).findOne({ where: { documentId: params.documentId }, select: ['id'] });
      return row ? [row.id] : [];
    }
    const rows = await strapi.db.query(UID.profile).findMany({ where: { documentId: params.documentId }, select: ['userId'] });
    return rows.flatMap((r) => (r.userId ? [Number(r.userId)] : []));
  }

  strapi.documents.use(async (context, next) => {
    const params = (context.params ?? {}) as WriteParams;
    const followed = FOLLOWED[context.uid];
    if (!followed?.actions.includes(context.action) || (context.action !== 'delete' && !touches(params.data, followed.fields)))
      return next();
    const before = await accountsBefore(context.uid, params);
    const result = await next();
    const written = result as { id?: number; userId?: number | null } | null;
    const after = context.uid === USER_UID ? written?.id : written?.userId;
    const userIds = [...new Set([...before, ...(after ? [Number(after)] : [])])];
    const follow = async () => {
      for (const userId of userIds) await sync(userId);
    };
    if (!strapi.db.inTransaction()) await follow();
    else
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void follow().catch((error) => strapi.log.error(`[hearth] content editor follow-up: ${error}`)));
      });
    return result;
  });
}
