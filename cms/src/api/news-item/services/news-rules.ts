/**
 * News rules on every write (API and admin panel): title (one line) and body required with
 * docs/requirements.md §5's messages, pictures at web addresses; new items default to active and
 * today (docs/requirements.md §4); the item date follows the
 * publishing date unless given, so "newest first" sorts by it.
 */
import type { Core } from '@strapi/strapi';
import { Messages, NEWS_DATE, isSafeFileName, isoDateSchema, pictureAddressSchema, requiredText, titleSchema } from '@hearth/common';
import { z } from 'zod';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { storedDay } from '../../../platform/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { data, value } = write;
    if (context.action === 'create') {
      data.active ??= true;
      data.publishDate ??= new Date().toISOString().slice(0, 10);
    }
    parseOrThrow(titleSchema(Messages.newsTitleRequired), value('title'));
    parseOrThrow(requiredText(Messages.newsBodyRequired, 20000), value('body'));
    parseOrThrow(isoDateSchema(NEWS_DATE), storedDay(value('publishDate')));
    // The panel edits the further pictures too: web addresses or this site's uploads only (docs/requirements.md §5).
    parseOrThrow(z.array(pictureAddressSchema).nullish(), value('imageLinks'));
    const thumbnail = value('thumbnail');
    if (thumbnail && !isSafeFileName(thumbnail)) throw badRequest(Messages.invalidFileName);
    if (!data.itemDate && (context.action === 'create' || 'publishDate' in data)) {
      data.itemDate = `${String(value('publishDate')).slice(0, 10)}T00:00:00.000Z`;
    }
  },
});
