// @ts-check
// npm run storage:migrate [-- --to-disk]
//
// Copies the uploaded files of a portal's DATA_DIR into its PostgreSQL database (STORAGE=database,
// docs/requirements.md §14), or with --to-disk from the database back into
// DATA_DIR. Safe while the portal runs, idempotent and resumable: each file is copied whole or not at
// all and checked by SHA-256, a file already there with the same checksum is left. Files it cannot
// read are reported one line each, the rest are copied. The source is left as it is.
// Reads the portal's own settings (DATA_DIR, DATABASE_*). The work is cms/src/api/file/store/migrate.ts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { postgresConnection } from './backup.mjs';
import { buildAll, built, CMS, ROOT, stale } from './lib.mjs';

class Refusal extends Error {}

/** The portal's PostgreSQL database through knex, as the server reaches it (config/database.ts). */
function connect(env) {
  return createRequire(path.join(CMS, 'package.json'))('knex')({
    client: 'pg',
    connection: postgresConnection(env),
    searchPath: [env.DATABASE_SCHEMA || 'public'],
    pool: { min: 0, max: 2 },
  });
}

/** Copies DATA_DIR's files into the database (or back with toDisk); answers the report of migrate.ts. */
export async function storageMigrate({ toDisk = false, env = process.env, distDir = path.join(CMS, 'dist') } = {}) {
  if (env.DATABASE_CLIENT !== 'postgres')
    throw new Refusal(
      'storage:migrate moves files between DATA_DIR and PostgreSQL: set DATABASE_CLIENT=postgres and the database settings.',
    );
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, '.data'));
  if (!fs.existsSync(dataDir)) throw new Refusal(`DATA_DIR ${dataDir} does not exist: set DATA_DIR to the portal's data folder.`);
  const load = (module) => createRequire(path.join(distDir, 'package.json'))(path.join(distDir, 'src', 'api', 'file', 'store', module));
  const knex = connect(env);
  try {
    try {
      if (!(await knex.schema.hasTable('hearth_stored_files')))
        throw new Refusal(
          'The database has no stored-files table yet: start the portal once on this database (it creates it), then run this again.',
        );
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal(`Cannot reach the PostgreSQL database (${error.message}): check DATABASE_URL.`);
    }
    const disk = load('disk').diskStore(dataDir);
    const database = load('database').databaseStore(knex);
    return await load('migrate').migrateFiles(toDisk ? database : disk, toDisk ? disk : database);
  } finally {
    await knex.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const toDisk = process.argv.includes('--to-disk');
  try {
    if (!built.cms() || stale.cmsServer()) await buildAll();
    const report = await storageMigrate({ toDisk });
    for (const { file, reason } of report.problems) console.error(`✖ ${file} was not copied: ${reason}.`);
    const where = toDisk ? 'from the database into DATA_DIR' : 'from DATA_DIR into the database';
    console.log(
      `${report.problems.length ? '✖' : '✔'} ${report.copied.length} files copied ${where} (checksums compared), ${report.alreadyThere.length} already there, ${report.problems.length} not copied.`,
    );
    process.exit(report.problems.length ? 1 : 0);
  } catch (error) {
    console.error(`✖ ${error instanceof Refusal ? error.message : `storage:migrate failed: ${error?.message ?? error}`}`);
    process.exit(1);
  }
}
