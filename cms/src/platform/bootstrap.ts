import type { Core } from '@strapi/strapi';
import { ensureIndexes } from './indexes';
import { syncBenchCorePermissions } from './bench-core-routes';
import { seedEssentials } from '../seed/essentials';
import { seedDemo } from '../seed/demo';

export async function bootstrapPortal(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi);
  await syncBenchCorePermissions(strapi); // benchmark only (see bench-core-routes.ts)
  await seedEssentials(strapi);
  if (process.env.SEED_DEMO !== 'false') await seedDemo(strapi);
}
