import type { Core } from '@strapi/strapi';
import type { BoardRole } from '@hearth/common';

export const ROLE_UID = 'api::board-role.board-role';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Board responsibilities in their display order. */
  async list(): Promise<BoardRole[]> {
    const rows = await strapi.db.query(ROLE_UID).findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return rows.map((r) => ({ id: r.id, role: r.role }));
  },

  /** The document ids of the given role ids, or null when one of them does not exist. */
  async documentIds(ids: number[]): Promise<string[] | null> {
    const unique = [...new Set(ids)];
    const rows = await strapi.db.query(ROLE_UID).findMany({ where: { id: { $in: unique } }, select: ['id', 'documentId'] });
    return rows.length === unique.length ? rows.map((r) => r.documentId) : null;
  },
});
