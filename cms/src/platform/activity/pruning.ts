/** The activity record's retention: entries older than ACTIVITY_RETENTION_DAYS (default 2 years) are deleted. */
import type { Core } from '@strapi/strapi';
import { ACTIVITY_TABLE } from './store';
import { settings } from '../settings';

const DAY_MS = 86_400_000;
const retentionDays = () => settings().activityRetentionDays;

export async function pruneActivity(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  if (!(await strapi.db.connection.schema.hasTable(ACTIVITY_TABLE))) return 0;
  return strapi.db
    .connection(ACTIVITY_TABLE)
    .where('occurred_at', '<', now - retentionDays() * DAY_MS)
    .delete();
}

/** Prunes at start and then twice a day; any process may do it, the result is the same. */
export function schedulePruning(strapi: Core.Strapi): void {
  const run = () => void pruneActivity(strapi).catch((error) => strapi.log.error(`[hearth] activity pruning: ${error}`));
  run();
  setInterval(run, DAY_MS / 2).unref();
}
