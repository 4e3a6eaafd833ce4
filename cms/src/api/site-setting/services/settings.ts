/** Site settings (public): the website administrator contact, the city link, the copyright start year. */
import type { Core } from '@strapi/strapi';
import type { SiteSettings } from '@hearth/common';
import { publicCache } from '../../../platform/public-cache';

const SETTINGS_UID = 'api::site-setting.site-setting';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<SiteSettings> {
    const row = await strapi.db.query(SETTINGS_UID).findOne({});
    return {
      siteName: row?.siteName ?? '',
      adminName: row?.adminName ?? '',
      adminEmail: row?.adminEmail ?? '',
      adminPhone: row?.adminPhone ?? '',
      cityWebsiteUrl: row?.cityWebsiteUrl ?? '',
      cityWebsiteName: row?.cityWebsiteName ?? '',
      copyrightStartYear: Number(row?.copyrightStartYear ?? new Date().getFullYear()),
    };
  },

  json(): Promise<string> {
    return publicCache(strapi).get(SETTINGS_UID, 'settings', () => this.find());
  },
});
