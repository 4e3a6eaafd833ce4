/**
 * The "Admin: Activity" list: newest first, filtered by person, kind and days, one page at a
 * time in SQL. The kind and day filters have an index ending in (occurred_at, id), so a page is
 * read in order from the index; the person filter matches part of a name, which no index serves.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ActivityEntry, ActivityPage, ActivityQuery } from '@hearth/common';
import { ACTIVITY_TABLE } from '../../../platform/activity/store';
import { accountsNamedLike } from '../../profile/front-door';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list({ person, kind, from, to, page, pageSize }: ActivityQuery): Promise<ActivityPage> {
    const knex = strapi.db.connection;
    const filtered = () => {
      const query = knex(ACTIVITY_TABLE);
      if (person) matchPerson(knex, query, person);
      if (kind) query.where('kind', kind);
      if (from) query.where('occurred_at', '>=', dayStart(from));
      if (to) query.where('occurred_at', '<', dayStart(to) + DAY_MS);
      return query;
    };
    const [{ total }] = await filtered().count({ total: '*' });
    const rows = await filtered()
      .select('*')
      .orderBy([
        { column: 'occurred_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { rows: rows.map(toEntry), total: Number(total), page, pageSize };
  },
});

/**
 * The person filter: part of the user name, or of the first and last name of the person's profile,
 * in any case (docs/api.md, "Activity record"). LIKE's own wildcards are taken literally.
 */
function matchPerson(knex: Knex, query: Knex.QueryBuilder, person: string) {
  const pattern = `%${person.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const fullName = accountsNamedLike(knex, pattern);
  // A portal entry's actor is a portal account; an admin-panel entry's actor id is a panel user's, named by actor_name alone.
  query.where((q) =>
    q
      .whereRaw(`LOWER(actor_name) LIKE ? ESCAPE '\\'`, [pattern])
      .orWhere((portal) => portal.where('surface', 'portal').whereIn('actor_id', fullName)),
  );
}

/** A row of the activity table, as the drivers answer it. */
interface ActivityColumns {
  id: number | string;
  occurred_at: number | string;
  surface: ActivityEntry['surface'];
  actor_id: number | string | null;
  actor_name: string;
  kind: ActivityEntry['kind'];
  action: ActivityEntry['action'];
  item_id: string;
  item_title: string;
  changes: string;
}

function toEntry(row: ActivityColumns): ActivityEntry {
  let changes: ActivityEntry['changes'] = [];
  try {
    changes = JSON.parse(row.changes);
  } catch {
    // An entry is never rewritten; a damaged one is shown without its fields.
  }
  return {
    id: Number(row.id),
    at: new Date(Number(row.occurred_at)).toISOString(),
    surface: row.surface,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorName: row.actor_name,
    kind: row.kind,
    action: row.action,
    itemId: row.item_id,
    itemTitle: row.item_title,
    changes,
  };
}
