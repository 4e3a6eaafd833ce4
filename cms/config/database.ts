import type { Core } from '@strapi/strapi';
import { databaseSettingsProblem } from '@hearth/common';
import { ConfigurationError, dataPaths, ensureDataDir } from '../src/platform/runtime';
import { reusePreparedStatements, type PreparingConnection } from '../src/platform/sqlite-statements';

/**
 * SQLite under DATA_DIR by default; DATABASE_CLIENT=postgres with DATABASE_URL
 * (or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD) for production.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT') || 'sqlite';
  // Uploads, private files and mail live under DATA_DIR whatever the database.
  ensureDataDir();
  if (client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: env('DATABASE_FILENAME', dataPaths().database) },
        useNullAsDefault: true,
        pool: {
          // WAL: a commit no longer waits on the disk (page-log writes went from ~20/s to ~200/s),
          // and readers do not block the writer. busy_timeout covers a second process on the file.
          afterCreate(
            connection: PreparingConnection & { pragma(sql: string): unknown },
            done: (error: Error | null, connection: unknown) => void,
          ) {
            try {
              connection.pragma('journal_mode = WAL');
              connection.pragma('synchronous = NORMAL');
              connection.pragma('busy_timeout = 5000');
              reusePreparedStatements(connection);
              done(null, connection);
            } catch (error) {
              done(error as Error, connection);
            }
          },
        },
      },
    };
  }
  const problem = databaseSettingsProblem(process.env);
  if (problem) throw new ConfigurationError(problem);
  const url = env('DATABASE_URL');
  return {
    connection: {
      client: 'postgres',
      connection: url
        ? { connectionString: url, ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: false } }
        : {
            host: env('DATABASE_HOST', '127.0.0.1'),
            port: env.int('DATABASE_PORT', 5432),
            database: env('DATABASE_NAME', 'hearth'),
            user: env('DATABASE_USERNAME', 'hearth'),
            password: env('DATABASE_PASSWORD', ''),
            ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: false },
          },
      schema: env('DATABASE_SCHEMA', 'public'),
      pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
