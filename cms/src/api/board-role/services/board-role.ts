import type { Core } from '@strapi/strapi';
import type { BoardRole } from '@hearth/common';
import { publicCache } from '../../../platform/public-cache';

export const ROLE_UID = 'api::board-role.board-role';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Board responsibilities in their display order. */
  async list(): Promise<BoardRole[]> {
    const rows = await strapi.db.query(ROLE_UID).findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return rows.map((r) => ({ id: r.id, role: r.role }));
  },

  /** The list as JSON text, from the versioned cache. */
  listJson(): Promise<string> {
    return publicCache(strapi).get(ROLE_UID, 'all', () => this.list());
  },

  /** The document ids of the given role ids, or null when one of them does not exist. */
  async documentIds(ids: number[]): Promise<string[] | null> {
    const unique = [...new Set(ids)];
    const rows = await strapi.db.query(ROLE_UID).findMany({ where: { id: { $in: unique } }, select: ['id', 'documentId'] });
    return rows.length === unique.length ? rows.map((r) => r.documentId) : null;
  },
});
