import type { Core } from '@strapi/strapi';

/**
 * Indexes Strapi's schema cannot declare: the hot paths of page logging, the logins report and the
 * caller's lookups (a schema's `unique` is checked by Strapi, not indexed: without these, each page
 * visit and each caller's profile or unit lookup read the whole table).
 */
const INDEXES: { table: string; name: string; columns: string[] }[] = [
  { table: 'login_records', name: 'login_records_profile_time_idx', columns: ['profile_id', 'login_date_time'] },
  { table: 'login_records', name: 'login_records_time_idx', columns: ['login_date_time'] },
  { table: 'page_logs', name: 'page_logs_login_idx', columns: ['login_id'] },
  { table: 'page_logs', name: 'page_logs_profile_idx', columns: ['profile_id'] },
  { table: 'profiles', name: 'profiles_last_name_idx', columns: ['last_name', 'first_name'] },
  { table: 'profiles', name: 'profiles_user_id_idx', columns: ['user_id'] },
  { table: 'profiles', name: 'profiles_user_name_idx', columns: ['user_name'] },
  { table: 'unit_members', name: 'unit_members_profile_idx', columns: ['profile_id', 'relation'] },
  { table: 'unit_members', name: 'unit_members_unit_idx', columns: ['unit_id'] },
  { table: 'documents', name: 'documents_type_date_idx', columns: ['doc_type', 'document_date'] },
  { table: 'news_items', name: 'news_items_active_date_idx', columns: ['active', 'item_date'] },
];

export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const { table, name, columns } of INDEXES) {
    if (!(await knex.schema.hasTable(table))) continue;
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, table, ...columns]);
  }
}
