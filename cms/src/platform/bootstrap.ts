import type { Core } from '@strapi/strapi';
import { ensureIndexes } from './indexes';
import { seedEssentials } from '../seed/essentials';
import { seedDemo } from '../seed/demo';

export async function bootstrapPortal(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi);
  await seedEssentials(strapi);
  if (process.env.SEED_DEMO !== 'false') await seedDemo(strapi);
}
