// @ts-check
// npm run backup [-- <archive or folder>]   one archive of a running portal
// npm run restore <archive>                  into an empty DATA_DIR and an empty database
//
// The archive (.tar.gz) holds a consistent database snapshot — SQLite through its online backup
// API (safe while the portal writes, WAL included), PostgreSQL through pg_dump — plus the public
// uploads, the private documents and the keys (secrets.json, credentials.txt) of DATA_DIR, and
// manifest.json with the size and SHA-256 of every file. Files stored in PostgreSQL (STORAGE=database)
// travel inside its dump; the manifest lists them too (storedFiles), and restore checks them. Restore checks all of it before writing
// anything, refuses a target that is not empty, and removes what it wrote if a step fails.
// Both read the portal's own settings (DATA_DIR, DATABASE_*). Every outcome is one line.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CMS, ROOT } from './lib.mjs';

const { databaseSettingsProblem } = createRequire(import.meta.url)('@hearth/common');

export const FORMAT = 'hearth-backup';
export const FORMAT_VERSION = 1;
/** What of DATA_DIR a backup holds (mail/ is outgoing mail already sent; the SQLite file is snapshotted). */
const DATA_ENTRIES = ['public/uploads', 'private', 'secrets.json', 'credentials.txt'];

class Refusal extends Error {}

const settings = (env = process.env) => {
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, '.data'));
  const client = env.DATABASE_CLIENT || 'sqlite';
  const problem = databaseSettingsProblem(env);
  if (problem) throw new Refusal(problem);
  return { dataDir, client, sqliteFile: path.resolve(env.DATABASE_FILENAME || path.join(dataDir, 'portal.db')), env };
};

/** libpq settings for pg_dump/pg_restore/pg: the password travels in the environment, not argv. */
export function postgresEnv(env) {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return {
      PGHOST: url.hostname || '127.0.0.1',
      PGPORT: url.port || '5432',
      PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'hearth',
      PGUSER: decodeURIComponent(url.username) || 'hearth',
      PGPASSWORD: decodeURIComponent(url.password),
      ...(env.DATABASE_SSL === 'true' ? { PGSSLMODE: 'require' } : {}),
    };
  }
  return {
    PGHOST: env.DATABASE_HOST || '127.0.0.1',
    PGPORT: env.DATABASE_PORT || '5432',
    PGDATABASE: env.DATABASE_NAME || 'hearth',
    PGUSER: env.DATABASE_USERNAME || 'hearth',
    PGPASSWORD: env.DATABASE_PASSWORD || '',
    ...(env.DATABASE_SSL === 'true' ? { PGSSLMODE: 'require' } : {}),
  };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let child;
    try {
      child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
    } catch (error) {
      reject(error);
      return;
    }
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
          ? new Refusal(`${command} is not installed (PostgreSQL client tools are needed: apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(Object.assign(new Error(stderr.trim().split('\n').pop() || `${command} failed (${code})`), { stderr })),
    );
  });
}

const sha256 = (file) =>
  new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('error', reject)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')));
  });

/** Regular files under `dir`, as paths relative to `base`. */
function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  const stat = fs.lstatSync(dir);
  if (stat.isFile()) return [path.relative(base, dir)];
  if (!stat.isDirectory()) return [];
  return fs.readdirSync(dir).flatMap((name) => listFiles(path.join(dir, name), base));
}

/** The connection settings of the portal's PostgreSQL database, for pg or knex. */
export function postgresConnection(env) {
  const p = postgresEnv(env);
  return {
    host: p.PGHOST,
    port: Number(p.PGPORT),
    database: p.PGDATABASE,
    user: p.PGUSER,
    password: p.PGPASSWORD,
    ssl: p.PGSSLMODE ? { rejectUnauthorized: false } : undefined,
  };
}

const postgresClient = async (env) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client(postgresConnection(env));
  await client.connect();
  return client;
};

/** The files kept in the database (cms/src/api/file/store/database.ts), with the size and SHA-256 recorded when stored. */
async function storedFiles(env) {
  const client = await postgresClient(env);
  try {
    const { rows: table } = await client.query("SELECT to_regclass('hearth_stored_files') IS NOT NULL AS present");
    if (!table[0].present) return {};
    const { rows } = await client.query('SELECT area, name, size, sha256 FROM hearth_stored_files ORDER BY area, name');
    return Object.fromEntries(rows.map((r) => [`${r.area}/${r.name}`, { size: Number(r.size), sha256: r.sha256 }]));
  } finally {
    await client.end();
  }
}

const storageText = (error, where) =>
  ['ENOSPC', 'EDQUOT'].includes(error?.code) || /No space left/i.test(error?.message ?? '')
    ? `not enough space in ${where}`
    : ['EROFS', 'EACCES', 'EPERM'].includes(error?.code)
      ? `${where} is not writable`
      : null;

// ---------------------------------------------------------------- backup

export async function backup(target, env = process.env) {
  const s = settings(env);
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  const defaultDir = path.resolve(env.BACKUP_DIR || path.join(ROOT, 'backups'));
  let archive = target ? path.resolve(env.INIT_CWD || process.cwd(), target) : defaultDir;
  // A folder (existing, or any name not ending in .tar.gz) gets a dated archive name inside it.
  const isFolder = !target || (fs.existsSync(archive) && fs.statSync(archive).isDirectory()) || !/\.(tar\.gz|tgz)$/.test(archive);
  if (isFolder) archive = path.join(archive, `hearth-backup-${stamp}.tar.gz`);
  if (fs.existsSync(archive)) throw new Refusal(`${archive} already exists: choose another name.`);
  if (!fs.existsSync(s.dataDir)) throw new Refusal(`DATA_DIR ${s.dataDir} does not exist: set DATA_DIR to the portal's data folder.`);
  if (s.client === 'sqlite' && !fs.existsSync(s.sqliteFile))
    throw new Refusal(`No SQLite database at ${s.sqliteFile}: is DATA_DIR (or DATABASE_FILENAME) the portal's?`);
  const folder = path.dirname(archive);
  fs.mkdirSync(folder, { recursive: true });

  const staging = fs.mkdtempSync(path.join(folder, '.hearth-backup-'));
  const partial = `${archive}.partial`;
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    let databaseFile;
    let stored = {};
    if (s.client === 'sqlite') {
      if (!fs.existsSync(s.sqliteFile))
        throw new Refusal(`No SQLite database at ${s.sqliteFile}: is DATA_DIR (or DATABASE_FILENAME) the portal's?`);
      const Database = createRequire(path.join(CMS, 'package.json'))('better-sqlite3');
      const db = new Database(s.sqliteFile, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 10000');
        databaseFile = 'database/portal.db';
        await db.backup(path.join(staging, databaseFile)); // online backup API: a consistent copy while the portal writes
      } finally {
        db.close();
      }
      const check = new Database(path.join(staging, databaseFile), { readonly: true });
      try {
        const result = check.pragma('integrity_check', { simple: true });
        if (result !== 'ok') throw new Error(`the database snapshot failed its integrity check (${result})`);
      } finally {
        check.close();
      }
    } else {
      databaseFile = 'database/postgres.dump';
      // Listed before the dump: a file stored meanwhile is in the dump and simply not listed; one listed is in it.
      stored = await storedFiles(env);
      await exec('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(staging, databaseFile)], {
        env: { ...process.env, ...postgresEnv(env) },
      });
    }

    for (const entry of DATA_ENTRIES) {
      for (const relative of listFiles(path.join(s.dataDir, entry), s.dataDir)) {
        const to = path.join(staging, 'data', relative);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(path.join(s.dataDir, relative), to);
      }
    }

    const files = {};
    for (const relative of listFiles(staging).sort()) {
      files[relative.split(path.sep).join('/')] = {
        size: fs.statSync(path.join(staging, relative)).size,
        sha256: await sha256(path.join(staging, relative)),
      };
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      host: os.hostname(),
      database: { client: s.client, file: databaseFile },
      files,
      storedFiles: stored,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    await exec('tar', ['-czf', partial, '-C', staging, '.']);
    const handle = fs.openSync(partial, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, archive);
    const documents = Object.keys(files).filter((f) => f.startsWith('data/')).length + Object.keys(stored).length;
    return { archive, documents, bytes: fs.statSync(archive).size, client: s.client };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof Refusal) throw error;
    const storage = storageText(error, folder) ?? (/No space left/i.test(error?.stderr ?? '') ? `not enough space in ${folder}` : null);
    throw new Refusal(`Backup failed: ${storage ?? error.message}; no archive was written.`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- restore

/** Unpacks and checks an archive: every file of the manifest present with its size and checksum, nothing else. */
async function openArchive(archive, into) {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new Refusal(`${archive} is not a file.`);
  try {
    await exec('tar', ['-xzf', archive, '-C', into, '--no-same-owner', '--no-same-permissions']);
  } catch {
    throw new Refusal(`${archive} is damaged or not a Hearth backup (it cannot be unpacked); nothing was restored.`);
  }
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(into, 'manifest.json'), 'utf8'));
  } catch {
    throw new Refusal(`${archive} is not a Hearth backup (no readable manifest.json); nothing was restored.`);
  }
  if (manifest?.format !== FORMAT) throw new Refusal(`${archive} is not a Hearth backup (unknown format); nothing was restored.`);
  if (manifest.version !== FORMAT_VERSION)
    throw new Refusal(
      `${archive} is a Hearth backup of format version ${manifest.version}, this portal reads version ${FORMAT_VERSION}; nothing was restored.`,
    );
  const listed = Object.keys(manifest.files ?? {});
  const present = listFiles(into)
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f !== 'manifest.json');
  const unexpected = present.find((f) => !listed.includes(f));
  if (unexpected) throw new Refusal(`${archive} is damaged: ${unexpected} is not in its manifest; nothing was restored.`);
  for (const name of listed) {
    if (name.split('/').includes('..') || !/^(database|data)\//.test(name))
      throw new Refusal(`${archive} is damaged: unexpected entry ${name}; nothing was restored.`);
    const file = path.join(into, name);
    if (!fs.existsSync(file) || !fs.lstatSync(file).isFile())
      throw new Refusal(`${archive} is damaged: ${name} is missing; nothing was restored.`);
    const { size, sha256: expected } = manifest.files[name];
    if (fs.statSync(file).size !== size || (await sha256(file)) !== expected)
      throw new Refusal(`${archive} is damaged: ${name} does not match its checksum; nothing was restored.`);
  }
  if (!manifest.database || !listed.includes(manifest.database.file))
    throw new Refusal(`${archive} is damaged: it holds no database snapshot; nothing was restored.`);
  return manifest;
}

export async function restore(archiveArgument, env = process.env) {
  if (!archiveArgument) throw new Refusal('Usage: npm run restore <archive.tar.gz>');
  const s = settings(env);
  const archive = path.resolve(env.INIT_CWD || process.cwd(), archiveArgument);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-restore-'));
  const written = [];
  let databaseWritten = false;
  try {
    const manifest = await openArchive(archive, work);
    if (manifest.database.client !== s.client) {
      throw new Refusal(
        `${archive} holds a ${manifest.database.client} database but this portal is set up for ${s.client} (DATABASE_CLIENT); nothing was restored.`,
      );
    }
    // The target must be empty: a restore never merges into (or overwrites) a portal's data.
    const existing = listFiles(s.dataDir);
    if (existing.length)
      throw new Refusal(
        `DATA_DIR ${s.dataDir} is not empty (${existing.length} files, e.g. ${existing[0]}): restore into an empty folder, e.g. \`DATA_DIR=${s.dataDir}-restored npm run restore ${archiveArgument}\` (with compose: README, "Backup and restore"); nothing was restored.`,
      );
    if (s.client === 'sqlite' && fs.existsSync(s.sqliteFile))
      throw new Refusal(
        `${s.sqliteFile} already exists: restore into an empty folder, e.g. \`DATA_DIR=${s.dataDir}-restored npm run restore ${archiveArgument}\` (and DATABASE_FILENAME unset); nothing was restored.`,
      );
    if (s.client === 'postgres') {
      let client;
      try {
        client = await postgresClient(env);
      } catch (error) {
        throw new Refusal(`Cannot reach the PostgreSQL database (${error.message}): check DATABASE_URL; nothing was restored.`);
      }
      try {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
        );
        if (rows[0].n > 0)
          throw new Refusal(
            `The PostgreSQL database ${postgresEnv(env).PGDATABASE} is not empty (${rows[0].n} tables): restore into a new one, e.g. \`createdb -h ${postgresEnv(env).PGHOST} -p ${postgresEnv(env).PGPORT} -U ${postgresEnv(env).PGUSER} ${postgresEnv(env).PGDATABASE}_restored\` then \`DATABASE_URL=postgres://${postgresEnv(env).PGUSER}:<password>@${postgresEnv(env).PGHOST}:${postgresEnv(env).PGPORT}/${postgresEnv(env).PGDATABASE}_restored npm run restore ${archiveArgument}\` (with compose: README, "Backup and restore"); nothing was restored.`,
          );
      } finally {
        await client.end();
      }
    }

    // Files first, then the database in one step (one transaction on PostgreSQL, one rename on SQLite).
    fs.mkdirSync(s.dataDir, { recursive: true });
    for (const name of Object.keys(manifest.files).filter((f) => f.startsWith('data/'))) {
      const to = path.join(s.dataDir, name.slice('data/'.length));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      written.push(to);
      fs.copyFileSync(path.join(work, name), to);
      if (/(^|\/)(secrets\.json|credentials\.txt)$/.test(name)) fs.chmodSync(to, 0o600);
    }
    if (s.client === 'sqlite') {
      fs.mkdirSync(path.dirname(s.sqliteFile), { recursive: true });
      const temporary = `${s.sqliteFile}.restoring`;
      written.push(temporary);
      fs.copyFileSync(path.join(work, manifest.database.file), temporary);
      written.push(s.sqliteFile);
      fs.renameSync(temporary, s.sqliteFile);
    } else {
      databaseWritten = true;
      await exec(
        'pg_restore',
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          '--dbname',
          postgresEnv(env).PGDATABASE,
          path.join(work, manifest.database.file),
        ],
        {
          env: { ...process.env, ...postgresEnv(env) },
        },
      );
      // The files kept in the database came back with it: each as the manifest lists it.
      const restored = await storedFiles(env);
      const lost = Object.entries(manifest.storedFiles ?? {}).find(
        ([file, { size, sha256 }]) => restored[file]?.size !== size || restored[file]?.sha256 !== sha256,
      );
      if (lost) throw new Error(`the database came back without ${lost[0]} as the manifest lists it`);
    }
    for (const dir of ['public/uploads', 'private', 'mail']) fs.mkdirSync(path.join(s.dataDir, dir), { recursive: true });
    const documents =
      Object.keys(manifest.files).filter((f) => f.startsWith('data/')).length + Object.keys(manifest.storedFiles ?? {}).length;
    return { archive, documents, client: s.client, createdAt: manifest.createdAt };
  } catch (error) {
    for (const file of written.reverse()) fs.rmSync(file, { force: true });
    if (error instanceof Refusal) throw error;
    const storage = storageText(error, s.dataDir);
    throw new Refusal(
      `Restore failed: ${storage ?? error.message}; what it had written was removed${databaseWritten ? ' (the database restore runs in one transaction)' : ''}.`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- command line

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, argument] = process.argv.slice(2);
  try {
    if (command === 'backup') {
      const r = await backup(argument);
      console.log(`✔ Backup written: ${r.archive} (${r.client} database, ${r.documents} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MB)`);
    } else if (command === 'restore') {
      const r = await restore(argument);
      console.log(
        `✔ Restored ${r.archive} (made ${r.createdAt}): ${r.client} database and ${r.documents} files; start the portal with the same settings.`,
      );
    } else {
      throw new Refusal('Usage: node scripts/backup.mjs backup [archive or folder] | restore <archive>');
    }
  } catch (error) {
    console.error(`✖ ${error instanceof Refusal ? error.message : `${command} failed: ${error?.message ?? error}`}`);
    process.exit(1);
  }
}
