/**
 * The association's own records categories on every write (API and admin panel): a well-formed key that
 * neither the rule pack, nor a frozen records' category (services/records/frozen.ts), nor another own category
 * has, a label, an audience (docs/requirements.md, "Official records").
 */
import type { Core } from '@strapi/strapi';
import { audienceFits, ownCategorySchema, RECORD_AUDIENCES, RecordsMessages } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type { settingsService } from '../../site-setting/front-door';
import type recordsService from './records';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { value, existing } = write;
    const category = parseOrThrow(ownCategorySchema, {
      key: value('key'),
      label: value('label'),
      audience: value('audience') ?? 'owners',
      required: Boolean(value('required')),
      postWithinDays: value('postWithinDays') ?? null,
      keepPostedMonths: value('keepPostedMonths') ?? null,
    });
    const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
    const taken =
      pack.categories.some((c: { key: string }) => c.key === category.key) ||
      serviceOf<typeof recordsService>(strapi, 'api::records.records').frozenCategoryKeys().includes(category.key) ||
      (await strapi.db
        .query(UID.recordCategory)
        .count({ where: { key: category.key, ...(existing ? { id: { $ne: existing.id } } : {}) } })) > 0;
    if (taken) throw badRequest(RecordsMessages.categoryKeyTaken);
    // A narrowed category narrows its records at once, in the same write (the reads also take the narrower).
    const wider = RECORD_AUDIENCES.filter((a) => !audienceFits(category.audience, a));
    if (existing && wider.length)
      await strapi.db
        .query(UID.document)
        .updateMany({ where: { recordsCategory: existing.key, audience: { $in: wider } }, data: { audience: category.audience } });
  },
});
