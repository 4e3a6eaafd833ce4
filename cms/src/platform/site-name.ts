import type { Core } from '@strapi/strapi';
import { serviceOf, type Provides } from './services';

/** What the platform asks of the site settings (a module above it): the saved settings, if any. */
interface SiteSettings {
  find(): Promise<{ siteName?: string | null; copyrightStartYear?: number | null } | null>;
}

/** What the provider's pages show of the site: its name, and the copyright start year for their footer. */
export interface SiteBrand {
  name: string;
  copyrightStartYear?: number;
}

let cached: { brand: SiteBrand; at: number } | undefined;

/** The site's name and copyright start year, from the site settings (cached for a minute). */
export async function siteBrand(strapi: Core.Strapi): Promise<SiteBrand> {
  if (cached && Date.now() - cached.at < 60_000) return cached.brand;
  const settings = await serviceOf<Provides<SiteSettings>>(strapi, 'api::site-setting.settings')
    .find()
    .catch(() => null);
  const brand = {
    name: settings?.siteName || 'Condominium Association Portal',
    copyrightStartYear: settings?.copyrightStartYear ?? undefined,
  };
  cached = { brand, at: Date.now() };
  return brand;
}

/** The site's name (e-mails, the authenticator app's issuer). */
export async function siteName(strapi: Core.Strapi): Promise<string> {
  return (await siteBrand(strapi)).name;
}
