/**
 * News rules on every write (API and admin panel): title and body required with spec 5's
 * messages; new items default to active and today (spec 4); the item date follows the
 * publishing date unless given, so "newest first" sorts by it.
 */
import type { Core } from '@strapi/strapi';
import { Messages, isSafeFileName, isoDateSchema, requiredText } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { NEWS_UID } from './news-item';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (!data || !['create', 'update'].includes(context.action)) return;
    let existing: Record<string, unknown> | null = null;
    if (context.action === 'update') {
      existing = await strapi.db.query(NEWS_UID).findOne({ where: { documentId: context.params.documentId } });
      if (!existing) return;
    } else {
      data.active ??= true;
      data.publishDate ??= new Date().toISOString().slice(0, 10);
    }
    const value = (key: string) => (key in data ? data[key] : existing?.[key]);
    parseOrThrow(requiredText(Messages.newsTitleRequired), value('title'));
    parseOrThrow(requiredText(Messages.newsBodyRequired, 20000), value('body'));
    parseOrThrow(isoDateSchema(Messages.documentDateRequired), String(value('publishDate') ?? '').slice(0, 10));
    const thumbnail = value('thumbnail');
    if (thumbnail && !isSafeFileName(thumbnail)) throw badRequest(Messages.invalidFileName);
    if (!data.itemDate && (context.action === 'create' || 'publishDate' in data)) {
      data.itemDate = `${String(value('publishDate')).slice(0, 10)}T00:00:00.000Z`;
    }
  },
});
