/**
 * Site settings rules on every write (the admin panel is where they are edited; Strapi's schema
 * asks for the required ones): the names reach e-mail subjects and page titles, so one line each;
 * the city link opens in residents' browsers, so a web address (the city link rule); the
 * copyright start year is four-digit text, so "2,017" or "0999" never reach the footer (the copyright line rule);
 * the payment site "My Account" links to is an https address or none, never a script or plain http.
 */
import {
  Messages,
  copyrightStartYearSchema,
  isSingleLine,
  localeSchema,
  payOnlineUrlSchema,
  timeZoneSchema,
  webAddressSchema,
} from '@hearth/common';
import { z } from 'zod';
import { parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';

const oneLine = (field: string) => z.string().refine(isSingleLine, Messages.singleLine(field));
const fields = z
  .object({
    siteName: oneLine('Site name'),
    adminName: oneLine('Administrator name'),
    adminPhone: oneLine('Administrator phone'),
    cityWebsiteName: oneLine('City website name'),
    cityWebsiteUrl: webAddressSchema('City website address'),
    copyrightStartYear: copyrightStartYearSchema,
    timeZone: timeZoneSchema,
    // The association's language, for mail to people who chose none: one the portal speaks.
    defaultLanguage: localeSchema,
    staffBookingMaxDays: z.number().int().min(1).max(3660, 'Staff bookings last at most 3660 days.'),
    payOnlineUrl: payOnlineUrlSchema,
  })
  .partial();

export default () => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (!data || !['create', 'update'].includes(context.action)) return;
    parseOrThrow(
      fields,
      Object.fromEntries(
        Object.keys(fields.shape)
          .filter((key) => data[key] != null)
          .map((key) => [key, data[key]]),
      ),
    );
  },
});
