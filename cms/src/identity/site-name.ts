import type { Core } from '@strapi/strapi';
import { UID } from '../platform/content-registry';

let cached: { name: string; at: number } | undefined;

/** The site's name for the provider's pages, from the site settings (cached for a minute). */
export async function siteName(strapi: Core.Strapi): Promise<string> {
  if (cached && Date.now() - cached.at < 60_000) return cached.name;
  const settings = await strapi
    .documents(UID.siteSetting)
    .findFirst()
    .catch(() => null);
  cached = { name: (settings as { siteName?: string } | null)?.siteName || 'Condominium Association Portal', at: Date.now() };
  return cached.name;
}
