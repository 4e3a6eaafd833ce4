/**
 * News (docs/requirements.md, "Data", requirements, "States and transitions", requirements, "Constants"): the public list of active items whose publish date has come, newest
 * first (cached until the next scheduled item's day begins, see public-cache.ts), the admin list, add with the defaults of docs/requirements.md, "States and transitions" (active, dated today),
 * and update of the changed items all-or-nothing.
 */
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  Messages,
  publicUploadPath,
  sortNewsNewestFirst,
  type Locale,
  type NewsItem,
  type NewsModel,
} from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import { expiring, publicCache } from '../../../platform/public-cache';
import { uploadedFileExists } from '../../file/front-door';
import { UID } from '../../../platform/content-registry';
import { writable, type Row, type Writable } from '../../../platform/rows';
import { ENGLISH, cacheKeyIn, inLanguage } from '../../../platform/content-languages';

/**
 * Publish dates are calendar days (the admin form's date); an item is published from 00:00 UTC
 * of its day, the same day `publishDate` defaults to (news-rules.ts).
 */
const publishDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * All items, or only the published ones as of `now`: active and their publish day come. Read from
   * the English rows; in another language each item's title and body are its translation's, else the
   * English marked `locale: 'en'` (content-languages.ts).
   */
  async list(publishedOnly: boolean, now = Date.now(), locale: Locale = DEFAULT_LOCALE): Promise<NewsItem[]> {
    const rows = await strapi.db.query(UID.newsItem).findMany({
      where: publishedOnly
        ? { ...ENGLISH, archivedAt: { $null: true }, active: true, publishDate: { $lte: publishDay(now) } }
        : { ...ENGLISH, archivedAt: { $null: true } },
      orderBy: [{ itemDate: 'desc' }, { id: 'desc' }],
    });
    const english = rows.map((row) => ({ item: serialize(row), documentId: row.documentId as string }));
    const items = await inLanguage(strapi, UID.newsItem, english, locale, (item, row: Row<typeof UID.newsItem>) => ({
      ...item,
      title: row.title,
      body: row.body,
    }));
    return sortNewsNewestFirst(items);
  },

  /** When the next active scheduled item is published (ms since the epoch), or null. */
  async nextPublishTime(now = Date.now()): Promise<number | null> {
    const next = await strapi.db.query(UID.newsItem).findOne({
      where: { ...ENGLISH, archivedAt: { $null: true }, active: true, publishDate: { $gt: publishDay(now) } },
      orderBy: { publishDate: 'asc' },
      select: ['publishDate'],
    });
    return next ? Date.parse(`${String(next.publishDate).slice(0, 10)}T00:00:00.000Z`) : null;
  },

  /** GET /news/active as JSON text in `locale`, served from the versioned cache (one copy per language) until the next publish time. */
  activeJson(locale: Locale = DEFAULT_LOCALE): Promise<string> {
    return publicCache(strapi).get(UID.newsItem, cacheKeyIn('active', locale), async () => {
      const now = Date.now();
      return expiring(await this.list(true, now, locale), await this.nextPublishTime(now));
    });
  },

  /** The published news as items in `locale`, read from that cached answer (the server-rendered pages, the feed, the sitemap). */
  async activeItems(locale: Locale = DEFAULT_LOCALE): Promise<NewsItem[]> {
    return JSON.parse(await this.activeJson(locale)) as NewsItem[];
  },

  async add(model: NewsModel): Promise<NewsItem> {
    await this.checkThumbnail(model.thumbnail);
    const created = await strapi.documents(UID.newsItem).create({ data: toData(model) });
    return serialize(await strapi.db.query(UID.newsItem).findOne({ where: { documentId: created.documentId } }));
  },

  async updateRange(models: NewsModel[]): Promise<NewsItem[]> {
    const rows = await strapi.db
      .query(UID.newsItem)
      .findMany({ where: { ...ENGLISH, id: { $in: models.map((m) => m.id) } }, select: ['id', 'documentId'] });
    const documentIdOf = new Map(rows.map((r) => [r.id, r.documentId as string]));
    for (const model of models) {
      if (!documentIdOf.has(model.id)) throw notFound(Messages.notFound);
      await this.checkThumbnail(model.thumbnail);
    }
    await strapi.db.transaction(async () => {
      for (const model of models) {
        await strapi.documents(UID.newsItem).update({ documentId: documentIdOf.get(model.id)!, data: toData(model) });
      }
    });
    return this.list(false);
  },

  async checkThumbnail(name: string | null | undefined) {
    if (name && !(await uploadedFileExists(strapi, 'news', name))) throw badRequest(Messages.fileNotFound);
  },
});

function toData(model: NewsModel) {
  const data: Writable<typeof UID.newsItem> = {
    title: model.title,
    body: model.body,
    active: model.active,
    thumbnail: model.thumbnail ?? null,
  };
  if (model.publishDate) data.publishDate = model.publishDate;
  if (model.itemDate && !Number.isNaN(Date.parse(model.itemDate))) data.itemDate = new Date(model.itemDate).toISOString();
  if (model.imageLinks) data.imageLinks = model.imageLinks;
  return writable(data);
}

function serialize(row: Row<typeof UID.newsItem>): NewsItem {
  const publishDate = String(row.publishDate).slice(0, 10);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    publishDate,
    itemDate: row.itemDate ? new Date(row.itemDate).toISOString() : `${publishDate}T00:00:00.000Z`,
    active: Boolean(row.active),
    thumbnail: row.thumbnail ?? null,
    thumbnailUrl: row.thumbnail ? publicUploadPath('news', row.thumbnail) : null,
    imageLinks: Array.isArray(row.imageLinks) ? row.imageLinks.filter((link): link is string => typeof link === 'string') : [],
  };
}
