import { dataPaths, ensureDataDir } from '../src/platform/runtime';
import { settings } from '../src/platform/settings';
import { reusePreparedStatements, type PreparingConnection } from '../src/platform/sqlite-statements';

/**
 * SQLite under DATA_DIR by default; DATABASE_CLIENT=postgres with DATABASE_URL
 * (or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD) for production.
 */
export default () => {
  const database = settings().database;
  // Uploads, private files and mail live under DATA_DIR whatever the database.
  ensureDataDir();
  if (database.client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: database.filename ?? dataPaths().database },
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
  const ssl = database.ssl && { rejectUnauthorized: false };
  return {
    connection: {
      client: 'postgres',
      connection: database.url
        ? { connectionString: database.url, ssl }
        : {
            host: database.host,
            port: database.port,
            database: database.name,
            user: database.username,
            password: database.password,
            ssl,
          },
      schema: database.schema,
      pool: { min: database.poolMin, max: database.poolMax },
      acquireConnectionTimeout: database.connectionTimeoutMs,
    },
  };
};
