import type { Core } from '@strapi/strapi';

/** Believable demo content so a newcomer sees a living portal (SEED_DEMO=false skips it). */
export async function seedDemo(_strapi: Core.Strapi): Promise<void> {
  // Demo accounts, news, FAQs, managers and documents: see the seed module's files.
}
