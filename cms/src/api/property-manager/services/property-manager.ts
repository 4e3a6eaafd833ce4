/**
 * Property managers (docs/requirements.md, "Data", requirements, "Validation"): the public "current" list (cached, see public-cache.ts), the
 * admin list, add answering the refreshed list, and update of the changed rows all-or-nothing.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, Messages, publicUploadPath, type Locale, type ManagerModel, type PropertyManager } from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import { publicCache } from '../../../platform/public-cache';
import { uploadedFileExists } from '../../file/front-door';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';
import { ENGLISH, cacheKeyIn, inLanguage } from '../../../platform/content-languages';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The English rows' list, in their order; in another language each company's name is its
   * translation's (a French or Spanish trade name), else the English marked `locale: 'en'`.
   */
  async list(activeOnly: boolean, locale: Locale = DEFAULT_LOCALE): Promise<PropertyManager[]> {
    const rows = await strapi.db.query(UID.propertyManager).findMany({
      where: activeOnly ? { ...ENGLISH, archivedAt: { $null: true }, active: true } : { ...ENGLISH, archivedAt: { $null: true } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    const english = rows.map((row) => ({ item: serialize(row), documentId: row.documentId as string }));
    return inLanguage(strapi, UID.propertyManager, english, locale, (item, row: Row<typeof UID.propertyManager>) => ({
      ...item,
      name: row.name,
    }));
  },

  /** GET /propertymanager/current as JSON text in `locale`, served from the versioned cache (one copy per language). */
  currentJson(locale: Locale = DEFAULT_LOCALE): Promise<string> {
    return publicCache(strapi).get(UID.propertyManager, cacheKeyIn('current', locale), () => this.list(true, locale));
  },

  async add(model: ManagerModel): Promise<PropertyManager[]> {
    if (!model.logo) throw badRequest(Messages.logoRequired);
    await this.checkLogo(model.logo);
    await strapi.documents(UID.propertyManager).create({ data: toData(model) });
    return this.list(false);
  },

  async updateRange(models: ManagerModel[]): Promise<PropertyManager[]> {
    const existing = await strapi.db.query(UID.propertyManager).findMany({ where: ENGLISH, select: ['id', 'documentId'] });
    const documentIdOf = new Map(existing.map((r) => [r.id, r.documentId as string]));
    for (const model of models) {
      if (!documentIdOf.has(model.id)) throw notFound(Messages.managerNotInList(model.name));
      if (model.logo) await this.checkLogo(model.logo);
    }
    await strapi.db.transaction(async () => {
      for (const model of models) {
        await strapi.documents(UID.propertyManager).update({ documentId: documentIdOf.get(model.id)!, data: toData(model) });
      }
    });
    return this.list(false);
  },

  async checkLogo(logo: string) {
    if (!(await uploadedFileExists(strapi, 'logos', logo))) throw badRequest(Messages.fileNotFound);
  },
});

function toData(model: ManagerModel) {
  const data: Input<typeof UID.propertyManager> = {
    name: model.name,
    phone: model.phone,
    afterHoursPhone: model.afterHoursPhone,
    fax: model.fax,
    email: model.email,
    websiteUrl: model.websiteUrl,
    active: model.active,
  };
  if (model.logo) data.logo = model.logo;
  return data;
}

function serialize(row: Row<typeof UID.propertyManager>): PropertyManager {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    afterHoursPhone: row.afterHoursPhone,
    fax: row.fax,
    email: row.email,
    websiteUrl: row.websiteUrl,
    logo: row.logo ?? null,
    logoUrl: row.logo ? publicUploadPath('logos', row.logo) : null,
    active: Boolean(row.active),
  };
}
