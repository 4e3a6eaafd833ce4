import type { Core } from '@strapi/strapi';
import type { BoardRole } from '@hearth/common';
import { publicCache } from '../../../platform/public-cache';
import { UID } from '../../../platform/content-registry';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Board responsibilities in their display order. */
  async list(): Promise<BoardRole[]> {
    const rows = await strapi.db.query(UID.boardRole).findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return rows.map((r) => ({ id: r.id, role: r.role }));
  },

  /** The list as JSON text, from the versioned cache. */
  listJson(): Promise<string> {
    return publicCache(strapi).get(UID.boardRole, 'all', () => this.list());
  },

  /** The document ids of the given role ids, or null when one of them does not exist. */
  async documentIds(ids: number[]): Promise<string[] | null> {
    const unique = [...new Set(ids)];
    const rows = await strapi.db.query(UID.boardRole).findMany({ where: { id: { $in: unique } }, select: ['id', 'documentId'] });
    return rows.length === unique.length ? rows.map((r) => r.documentId) : null;
  },
});
