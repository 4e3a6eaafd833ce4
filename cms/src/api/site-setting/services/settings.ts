/**
 * Site settings (public): the website administrator contact, the city link, the copyright start year.
 * The year is kept as four-digit text for the admin panel's sake and answered as a number.
 */
import type { Core } from '@strapi/strapi';
import { rulePackById, type RulePack, type SiteSettings } from '@hearth/common';
import { publicCache } from '../../../platform/public-cache';
import { UID } from '../../../platform/content-registry';

/** The schema's default zone, for a settings row written before the field existed. */
const DEFAULT_TIME_ZONE = 'America/Toronto';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<SiteSettings> {
    const row = await strapi.db.query(UID.siteSetting).findOne({});
    return {
      siteName: row?.siteName ?? '',
      adminName: row?.adminName ?? '',
      adminEmail: row?.adminEmail ?? '',
      adminPhone: row?.adminPhone ?? '',
      cityWebsiteUrl: row?.cityWebsiteUrl ?? '',
      cityWebsiteName: row?.cityWebsiteName ?? '',
      copyrightStartYear: Number(row?.copyrightStartYear) || new Date().getFullYear(),
      // The screens give a vote's or a meeting's times in the association's zone, named, not the reader's.
      timeZone: (row?.timeZone as string) || DEFAULT_TIME_ZONE,
      // Where "My Account" sends an owner to pay; checked https on every write (settings-rules).
      payOnlineUrl: (row?.payOnlineUrl as string | null) ?? '',
    };
  },

  /** The association's time zone: bookings, votes, meetings and records read their days and times in it. */
  async timeZone(): Promise<string> {
    const row = await strapi.db.query(UID.siteSetting).findOne({ select: ['timeZone'] });
    return (row?.timeZone as string) || DEFAULT_TIME_ZONE;
  },

  /** The association's rule pack for records and meetings (the statutes' records and meetings rules). */
  async rulePack(): Promise<RulePack> {
    const row = await strapi.db.query(UID.siteSetting).findOne({ select: ['rulePack'] });
    return rulePackById(row?.rulePack);
  },

  json(): Promise<string> {
    return publicCache(strapi).get(UID.siteSetting, 'settings', () => this.find());
  },
});
