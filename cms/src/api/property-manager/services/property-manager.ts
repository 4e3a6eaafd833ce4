/**
 * Property managers (docs/requirements.md, "Data", requirements, "Validation"): the public "current" list (cached, see public-cache.ts), the
 * admin list, add answering the refreshed list, and update of the changed rows all-or-nothing.
 */
import type { Core } from '@strapi/strapi';
import { Messages, publicUploadPath, type ManagerModel, type PropertyManager } from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import { publicCache } from '../../../platform/public-cache';
import { uploadedFileExists } from '../../file/front-door';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(activeOnly: boolean): Promise<PropertyManager[]> {
    const rows = await strapi.db.query(UID.propertyManager).findMany({
      where: activeOnly ? { archivedAt: { $null: true }, active: true } : { archivedAt: { $null: true } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return rows.map(serialize);
  },

  /** GET /propertymanager/current as JSON text, served from the versioned cache. */
  currentJson(): Promise<string> {
    return publicCache(strapi).get(UID.propertyManager, 'current', () => this.list(true));
  },

  async add(model: ManagerModel): Promise<PropertyManager[]> {
    if (!model.logo) throw badRequest(Messages.logoRequired);
    await this.checkLogo(model.logo);
    await strapi.documents(UID.propertyManager).create({ data: toData(model) });
    return this.list(false);
  },

  async updateRange(models: ManagerModel[]): Promise<PropertyManager[]> {
    const existing = await strapi.db.query(UID.propertyManager).findMany({ select: ['id', 'documentId'] });
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
