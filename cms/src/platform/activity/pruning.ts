/**
 * The activity record's retention: entries older than ACTIVITY_RETENTION_DAYS (default 2 years) are
 * deleted, twice a day by the one scheduler (app/bootstrap.ts).
 */
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
