#!/usr/bin/env node
// @ts-check
/**
 * Bulk seeding for the benchmark: 10,000 profiles, 200,000 login records and 2,000,000 page
 * logs (plus an association's content: news items, property managers, FAQs, the board, documents;
 * and one admin account), written straight
 * into the tables Strapi created, in batches. The Document Service would need hours for this.
 *
 * Run it against a portal database that Strapi has already created and bootstrapped once
 * (tables, the `visitor` profile, the users-permissions roles), with the portal stopped:
 *
 *   node bench/seed-volume.mjs --sqlite /tmp/data/portal.db [--scale 0.1] [--seed 42]
 *   node bench/seed-volume.mjs --pg postgres://user:pass@127.0.0.1/hearth_bench
 *
 * What it writes, and why it looks like that:
 * - every row gets a random 24-character document_id (Strapi's format), created_at,
 *   updated_at and published_at, so the admin panel lists and opens the rows normally;
 * - values are stored the way Strapi itself stores them (SQLite: datetimes as epoch
 *   milliseconds, booleans 0/1, dates 'YYYY-MM-DD', JSON as text; PostgreSQL: native types);
 * - login records are in time order (ids grow with time, as in real life: docs/requirements.md "Constants": "last login
 *   is the most recent by login id"), spread over three years, a few heavy users and a long
 *   tail, about 8% of profiles that never logged in;
 * - 90% of page logs belong to a login (profile_id and login_id of that login, visited a few
 *   minutes after it); 10% are anonymous visits under the `visitor` profile with login_id NULL
 *   (as POST /api/profile/logpage stores them);
 * - the data is deterministic for a given --seed (document ids aside), so runs compare.
 * The secondary indexes of the two big tables are dropped during the load and recreated from
 * their own definitions afterwards (much faster than maintaining them row by row).
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LINKS, TABLES } from './tables.mjs';

const require = createRequire(import.meta.url);
const CMS_DIR = fileURLToPath(new URL('../cms/', import.meta.url));

// The project's shared rules (its CommonJS build: the ESM one is for bundlers).
const { NOTICE_KIND_BY_DOC_TYPE } = require('@hearth/common');

export const VOLUME = { profiles: 10_000, logins: 200_000, pageLogs: 2_000_000 };
export const ADMIN_USERNAME = 'bench-admin';
/** The admin's password: the bench signs in with it through the identity provider, as a browser does. */
export const ADMIN_PASSWORD = 'Bench-Admin-9!pass';
/** An association's content, so the signed-in reads carry their real payload. */
export const CONTENT = {
  news: 50,
  activeNews: 36,
  faqs: 25,
  directors: 7,
  pastDirectors: 5,
  newsletters: 60,
  minutes: 40,
  documents: 30,
};
const VISITOR_SHARE = 0.1;
const NEVER_LOGGED_IN_SHARE = 0.08;
const DAY = 86_400_000;
const YEAR = 365 * DAY;

const FIRST_NAMES =
  'Olivia Liam Emma Noah Amelia Oliver Sophia Elijah Charlotte James Ava William Mia Benjamin Harper Lucas Evelyn Henry Abigail Theodore Emily Jack Ella Levi Elizabeth Alexander Camila Jackson Luna Mateo Sofia Daniel Avery Michael Mila Mason Aria Sebastian Scarlett Ethan'.split(
    ' ',
  );
const LAST_NAMES =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne'.split(
    ' ',
  );
const STREETS = ['Maple Court', 'Maple Court East', 'Birch Lane'];
/** Page names the portal logs (docs/requirements.md "Admin screens": their titles; account and resources screens). */
const MEMBER_PAGES = [
  'News',
  'Contacts',
  'FAQs',
  'Community Documents',
  'Newsletters',
  'Meeting Minutes',
  'Account Management',
  'Manage Profile',
  'Change Email',
  'Change Password',
  'Admin:  Board Directors',
  'Admin: News',
  'Admin: Documents',
  'User Logins Report',
];
const VISITOR_PAGES = ['News', 'Contacts'];
const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ';

/** mulberry32: small, fast, seedable. */
function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Strapi's documentId shape: 24 lowercase letters and digits. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
let idPool = Buffer.alloc(0);
let idOffset = 0;
function documentId() {
  if (idOffset + 24 > idPool.length) {
    idPool = crypto.randomBytes(24 * 8192);
    idOffset = 0;
  }
  let id = '';
  for (let i = 0; i < 24; i++) id += ALPHABET[idPool[idOffset++] % 36];
  return id;
}

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Database adapters: the same logical rows (Date, boolean, {json}, string, number, null) go to
// SQLite through better-sqlite3 or to PostgreSQL through pg with column-wise unnest() batches.

class JsonValue {
  constructor(value) {
    this.text = JSON.stringify(value);
  }
}
export const json = (value) => new JsonValue(value);

async function openSqlite(filename) {
  const Database = require('better-sqlite3');
  const db = new Database(filename);
  db.pragma('busy_timeout = 10000');
  // This connection only: the bench throws the database away, so durability is not needed here.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const toSqlite = (v) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? (v ? 1 : 0) : v instanceof JsonValue ? v.text : v);
  return {
    dialect: 'sqlite',
    async columns(table) {
      return new Set(
        db
          .prepare(`PRAGMA table_info(${JSON.stringify(table)})`)
          .all()
          .map((c) => c.name),
      );
    },
    async scalar(sql, params = []) {
      const row = db
        .prepare(sql)
        .raw()
        .get(...params);
      return row ? row[0] : undefined;
    },
    async exec(sql) {
      db.exec(sql);
    },
    async insert(table, columns, rows) {
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      const statement = db.prepare(sql);
      const runAll = db.transaction((batch) => {
        let last;
        for (const row of batch) last = statement.run(row.map(toSqlite));
        return last;
      });
      const info = runAll(rows);
      return Number(info?.lastInsertRowid ?? 0);
    },
    async secondaryIndexes(table) {
      return db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`).all(table);
    },
    async dropIndex(name) {
      db.exec(`DROP INDEX IF EXISTS "${name}"`);
    },
    async fixSequence() {
      // AUTOINCREMENT follows the largest explicit id by itself.
    },
    async analyze() {
      db.exec('ANALYZE');
    },
    async close() {
      db.close();
    },
  };
}

async function openPostgres(connectionString) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const typeCache = new Map();
  const toPg = (v) => (v instanceof Date ? v.toISOString() : v instanceof JsonValue ? v.text : v);
  async function columnTypes(table) {
    if (!typeCache.has(table)) {
      const { rows } = await client.query(
        'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [table],
      );
      typeCache.set(table, new Map(rows.map((r) => [r.column_name, r.udt_name])));
    }
    return typeCache.get(table);
  }
  return {
    dialect: 'postgres',
    async columns(table) {
      return new Set((await columnTypes(table)).keys());
    },
    async scalar(sql, params = []) {
      const { rows } = await client.query({
        text: sql.replace(
          /\?/g,
          (() => {
            let i = 0;
            return () => `$${++i}`;
          })(),
        ),
        values: params,
        rowMode: 'array',
      });
      return rows[0]?.[0];
    },
    async exec(sql) {
      await client.query(sql);
    },
    async insert(table, columns, rows) {
      const types = await columnTypes(table);
      const arrays = columns.map((_, c) => rows.map((row) => toPg(row[c])));
      const casts = columns.map((c, i) => `$${i + 1}::${types.get(c)}[]`);
      const { rows: out } = await client.query(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT * FROM unnest(${casts.join(', ')}) RETURNING id`,
        arrays,
      );
      return out.length ? Number(out[out.length - 1].id) : 0;
    },
    async secondaryIndexes(table) {
      const { rows } = await client.query(
        `SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i
          WHERE i.schemaname = current_schema() AND i.tablename = $1
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [table],
      );
      return rows;
    },
    async dropIndex(name) {
      await client.query(`DROP INDEX IF EXISTS "${name}"`);
    },
    async fixSequence(table) {
      await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${table}"))`, [table]);
    },
    async analyze() {
      await client.query('ANALYZE');
    },
    async close() {
      await client.end();
    },
  };
}

/** @param {{ sqlite?: string, pg?: string }} where */
export async function openDatabase({ sqlite, pg }) {
  if (sqlite) return openSqlite(sqlite);
  if (pg) return openPostgres(pg);
  throw new Error('Give --sqlite <file> or --pg <url>.');
}

// ---------------------------------------------------------------------------------------------

/** Inserts rows in batches, filling Strapi's bookkeeping columns, keeping only columns that exist. */
/**
 * @param {any} db
 * @param {string} table
 * @param {Iterable<Record<string, unknown>>} rows
 * @param {{ batchSize?: number, bookkeeping?: boolean, optional?: string[] }} [options]
 */
async function bulkInsert(db, table, rows, { batchSize = 5000, bookkeeping = true, optional = [] } = {}) {
  const existing = await db.columns(table);
  if (existing.size === 0) throw new Error(`Table ${table} does not exist: start the portal once on this database first.`);
  let columns;
  let batch = [];
  let lastId = 0;
  const flush = async () => {
    if (batch.length) lastId = await db.insert(table, columns, batch);
    batch = [];
  };
  for (const row of rows) {
    const stamp = row.created_at ?? new Date();
    // A localized type's rows (news, FAQs, managers) are its English ones, as the portal stores them.
    const language = existing.has('locale') ? { locale: 'en' } : {};
    const full = bookkeeping
      ? { document_id: documentId(), created_at: stamp, updated_at: stamp, published_at: stamp, ...language, ...row }
      : row;
    if (!columns) {
      const missing = Object.keys(full).filter((c) => !existing.has(c) && !OPTIONAL_COLUMNS.has(c) && !optional.includes(c));
      if (missing.length)
        throw new Error(`Table ${table} has no column(s) ${missing.join(', ')}: is the database from this version of the portal?`);
      columns = Object.keys(full).filter((c) => existing.has(c));
    }
    batch.push(columns.map((c) => full[c] ?? null));
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return lastId;
}
/** Columns an older build may not have yet (extensions of the users-permissions user). */
const OPTIONAL_COLUMNS = new Set(['portal_roles', 'claims']);

/** Drops a table's secondary indexes for a bulk load and gives back a function recreating them. */
async function suspendIndexes(db, table) {
  const indexes = await db.secondaryIndexes(table);
  for (const index of indexes) await db.dropIndex(index.name);
  return async () => {
    for (const index of indexes) await db.exec(index.sql);
  };
}

function* profileRows(count, firstId, random, now) {
  for (let i = 0; i < count; i++) {
    const n = String(firstId + i).padStart(5, '0');
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const registered = new Date(now - random.next() * 6 * YEAR);
    const r = random.next();
    yield {
      id: firstId + i,
      user_name: `resident${n}`,
      first_name: first,
      last_name: last,
      unit_number: String(1 + random.int(1800)),
      street_name: random.pick(STREETS),
      email: `${first}.${last}.${n}@example.org`.toLowerCase(),
      user_type: r < 0.6 ? 'owner' : r < 0.95 ? 'tenant' : 'propmgr',
      registration_date: registered,
      authenticated: random.next() < 0.9,
      created_at: registered,
    };
  }
}

const FAQ_TOPICS = [
  'parking',
  'visitor parking',
  'the party room',
  'the pool',
  'the gym',
  'moving in or out',
  'the elevators',
  'garbage and recycling',
  'renovations',
  'pets',
  'bicycle storage',
  'lockers',
  'the common elements fee',
  'insurance',
  'noise',
  'smoking',
  'short-term rentals',
  'the fob system',
  'deliveries',
  'the annual general meeting',
  'the reserve fund',
  'window cleaning',
  'fire alarm tests',
  'water shut-offs',
  'the guest suite',
];
const DOCUMENT_TITLES = [
  'Declaration',
  'By-law No. 1',
  'By-law No. 2',
  'Rules and regulations',
  'Reserve fund study',
  'Budget',
  'Audited financial statements',
  'Insurance certificate',
  'Move-in checklist',
  'Renovation request form',
  'Pet registration form',
  'Parking permit application',
  'Party room booking form',
  'Fire safety plan',
  'Emergency procedures',
];
const MINUTES_KINDS = ['Board meeting', 'Board meeting', 'Board meeting', 'Annual general meeting', 'Special owners meeting'];

/**
 * FAQs with numbered detail lines, the board (active directors with roles and a linked profile,
 * past ones inactive) and the three kinds of documents, written as Strapi stores them: a
 * component table with its `_cmps` join, `_lnk` tables for relations (the essentials' board roles).
 */
async function seedContent(db, random, now, firstProfileId, profileCount) {
  const sentence = (words) => {
    const text = LOREM.split(' ').filter(Boolean);
    const start = random.int(text.length - words);
    const out = text
      .slice(start, start + words)
      .join(' ')
      .replace(/[.,]$/, '');
    return out[0].toUpperCase() + out.slice(1) + '.';
  };

  const lastFaqId = await bulkInsert(
    db,
    TABLES.faqs.table,
    FAQ_TOPICS.slice(0, CONTENT.faqs).map((topic) => ({
      question: `What are the rules for ${topic}?`,
      answer: `${sentence(25)} ${sentence(20)}`,
    })),
  );
  const firstFaqId = lastFaqId - CONTENT.faqs + 1;
  const details = [];
  const faqOf = [];
  for (let f = 0; f < CONTENT.faqs; f++) {
    const lines = 2 + random.int(6);
    for (let n = 1; n <= lines; n++) {
      details.push({ sequence: n, body: sentence(12 + random.int(25)) });
      faqOf.push([firstFaqId + f, n]);
    }
  }
  const lastDetailId = await bulkInsert(db, TABLES.faqDetails.table, details, { bookkeeping: false });
  const firstDetailId = lastDetailId - details.length + 1;
  await bulkInsert(
    db,
    LINKS.faqDetails.table,
    faqOf.map(([entity, n], i) => ({
      [LINKS.faqDetails.join]: entity,
      [LINKS.faqDetails.inverseJoin]: firstDetailId + i,
      component_type: TABLES.faqDetails.uid,
      field: LINKS.faqDetails.attribute,
      [LINKS.faqDetails.order]: n,
    })),
    { bookkeeping: false },
  );

  const roleIds = [];
  for (const role of ['President', 'Vice-President', 'Treasurer', 'Secretary', 'Director at large', 'Social Committee Chair'])
    roleIds.push(Number(await db.scalar(`SELECT id FROM ${TABLES.boardRoles.table} WHERE role = ?`, [role])));
  if (roleIds.some((id) => !id)) throw new Error('The board roles are missing: start the portal once on this database before seeding.');
  const boardSize = CONTENT.directors + CONTENT.pastDirectors;
  const directorRoles = LINKS.directorRoles;
  const directorProfile = LINKS.directorProfile;
  const directors = [];
  for (let i = 0; i < boardSize; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    directors.push({
      first_name: first,
      last_name: last,
      unit_number: String(1 + random.int(1800)),
      phone: `416-555-${String(1000 + i).padStart(4, '0')}`,
      email: `${first}.${last}.board${i}@example.org`.toLowerCase(),
      position: i < CONTENT.directors ? i + 1 : -1,
      active: i < CONTENT.directors,
    });
  }
  const lastDirectorId = await bulkInsert(db, TABLES.boardDirectors.table, directors);
  const firstDirectorId = lastDirectorId - boardSize + 1;
  const roleLinks = [];
  const profileLinks = [];
  for (let i = 0; i < boardSize; i++) {
    const roles = i < 4 ? [roleIds[i]] : [roleIds[4], ...(i === 5 ? [roleIds[5]] : [])];
    roles.forEach((roleId, k) =>
      roleLinks.push({ [directorRoles.join]: firstDirectorId + i, [directorRoles.inverseJoin]: roleId, [directorRoles.order]: k + 1 }),
    );
    profileLinks.push({
      [directorProfile.join]: firstDirectorId + i,
      [directorProfile.inverseJoin]: firstProfileId + random.int(profileCount),
    });
  }
  const link = { bookkeeping: false, optional: [directorRoles.order] };
  await bulkInsert(db, directorRoles.table, roleLinks, link);
  await bulkInsert(db, directorProfile.table, profileLinks, link);

  const documents = [];
  const dated = (docType, count, title, every) => {
    for (let i = 0; i < count; i++) {
      const day = isoDate(now - i * every * DAY - random.int(5 * DAY));
      const name = `${docType.toLowerCase()}-${day}-${documentId().slice(0, 10)}.pdf`;
      documents.push({ title: title(i, day), doc_type: docType, document_date: day, document_name: name });
    }
  };
  dated('Newsletter', CONTENT.newsletters, (i, day) => `Maple Court News, ${day.slice(0, 7)}`, 30);
  dated('Minutes', CONTENT.minutes, (i, day) => `${MINUTES_KINDS[i % MINUTES_KINDS.length]}, ${day}`, 30);
  dated(
    'Document',
    CONTENT.documents,
    (i) => `${DOCUMENT_TITLES[i % DOCUMENT_TITLES.length]}${i >= DOCUMENT_TITLES.length ? ` (${2020 + (i % 6)})` : ''}`,
    90,
  );
  await bulkInsert(db, TABLES.documents.table, documents);
  return { faqDetails: details.length, boardDirectors: boardSize, documents: documents.length };
}

/**
 * The seeded content is the association's past: its e-mail notices went out long ago. Recorded
 * as announced (cms/src/api/notice/outbox/announce.ts), as the portal's first start with notices
 * records what is already there, so the portal does not announce 180 items during the
 * measurements. Skipped on a database without the notice tables.
 */
async function recordAnnounced(db, now) {
  if (!(await db.columns('hearth_notice_announcements')).size) return;
  const notified = db.dialect === 'postgres' ? 'false' : '0';
  const kind = `CASE doc_type ${Object.entries(NOTICE_KIND_BY_DOC_TYPE)
    .map(([docType, noticeKind]) => `WHEN '${docType}' THEN '${noticeKind}'`)
    .join(' ')} END`;
  await db.exec(
    `INSERT INTO hearth_notice_announcements (source, item_id, kind, announced_at, notified)
     SELECT 'news', id, 'news', ${Number(now)}, ${notified} FROM ${TABLES.newsItems.table}
     UNION ALL SELECT 'document', id, ${kind}, ${Number(now)}, ${notified} FROM ${TABLES.documents.table}`,
  );
}

/**
 * Seeds the volume into a database the portal created. Returns counts, timings and the ids the
 * benchmark needs (the admin account, the visitor profile, the busiest profile).
 * @param {{ sqlite?: string, pg?: string, scale?: number, seed?: number, log?: (line: string) => void }} [options]
 */
export async function seedVolume({ sqlite, pg, scale = 1, seed = 42, log = () => {} } = {}) {
  const counts = {
    profiles: Math.max(10, Math.round(VOLUME.profiles * scale)),
    logins: Math.max(100, Math.round(VOLUME.logins * scale)),
    pageLogs: Math.max(1000, Math.round(VOLUME.pageLogs * scale)),
  };
  const random = createRandom(seed);
  const now = Date.now();
  const timings = {};
  const db = await openDatabase({ sqlite, pg });
  const timed = async (name, fn) => {
    const started = performance.now();
    const result = await fn();
    timings[name] = Math.round(performance.now() - started);
    log(`  ${name}: ${timings[name]} ms`);
    return result;
  };

  try {
    const visitorId = await db.scalar(`SELECT id FROM ${TABLES.profiles.table} WHERE user_name = 'visitor'`);
    if (!visitorId) throw new Error('No visitor profile: start the portal once on this database before seeding.');
    const firstProfileId = Number((await db.scalar(`SELECT MAX(id) FROM ${TABLES.profiles.table}`)) ?? 0) + 1;
    await timed('profiles', async () => {
      await bulkInsert(db, TABLES.profiles.table, profileRows(counts.profiles, firstProfileId, random, now));
      await db.fixSequence(TABLES.profiles.table);
    });
    // The admin account the benchmark signs in with (roles are read from the DB), its profile the
    // last one, verified.
    const [{ userId: adminUserId }] = await timed('admin account', () =>
      seedAccounts(
        db,
        [
          {
            username: ADMIN_USERNAME,
            firstName: 'Bench',
            lastName: 'Admin',
            email: `${ADMIN_USERNAME}@example.org`,
            unitNumber: '1',
            streetName: STREETS[0],
            userType: 'owner',
            roles: ['admin'],
            authenticated: true,
            registeredAt: new Date(now - YEAR),
          },
        ],
        ADMIN_PASSWORD,
      ),
    );

    // Login records: sorted times so ids grow with time; a skewed choice of profile.
    const firstLoginId = Number((await db.scalar(`SELECT MAX(id) FROM ${TABLES.loginRecords.table}`)) ?? 0) + 1;
    const loginTimes = new Float64Array(counts.logins);
    for (let i = 0; i < counts.logins; i++) loginTimes[i] = now - 3 * YEAR + random.next() * (3 * YEAR - DAY);
    loginTimes.sort();
    const loginProfiles = new Int32Array(counts.logins);
    const order = Array.from({ length: counts.profiles }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const active = Math.max(1, Math.floor(counts.profiles * (1 - NEVER_LOGGED_IN_SHARE)));
    for (let i = 0; i < counts.logins; i++) loginProfiles[i] = firstProfileId + order[Math.floor(active * random.next() ** 1.5)];

    await timed('login_records', async () => {
      const restore = await suspendIndexes(db, TABLES.loginRecords.table);
      await bulkInsert(
        db,
        TABLES.loginRecords.table,
        (function* () {
          for (let i = 0; i < counts.logins; i++) {
            const at = new Date(loginTimes[i]);
            yield { id: firstLoginId + i, profile_id: loginProfiles[i], login_date_time: at, created_at: at };
          }
        })(),
        { batchSize: 10_000 },
      );
      await restore();
      await db.fixSequence(TABLES.loginRecords.table);
    });

    // Page logs: member visits attached to a login (a few minutes after it), and anonymous ones.
    const visitorCount = Math.round(counts.pageLogs * VISITOR_SHARE);
    const memberCount = counts.pageLogs - visitorCount;
    const pageLogin = new Int32Array(memberCount);
    for (let i = 0; i < memberCount; i++) pageLogin[i] = random.int(counts.logins);
    pageLogin.sort();
    const visitorTimes = new Float64Array(visitorCount);
    for (let i = 0; i < visitorCount; i++) visitorTimes[i] = now - 3 * YEAR + random.next() * (3 * YEAR - DAY);
    visitorTimes.sort();

    await timed('page_logs', async () => {
      const restore = await suspendIndexes(db, TABLES.pageLogs.table);
      await bulkInsert(
        db,
        TABLES.pageLogs.table,
        (function* () {
          let m = 0;
          let v = 0;
          let previousLogin = -1;
          let offset = 0;
          while (m < memberCount || v < visitorCount) {
            const login = m < memberCount ? pageLogin[m] : -1;
            if (login !== previousLogin) offset = 0;
            const memberAt = login >= 0 ? loginTimes[login] + (offset + 1) * 20_000 + random.int(40_000) : Infinity;
            if (v < visitorCount && visitorTimes[v] < memberAt) {
              const at = new Date(visitorTimes[v++]);
              yield { login_id: null, profile_id: visitorId, page_name: random.pick(VISITOR_PAGES), visited_at: at, created_at: at };
            } else {
              const at = new Date(memberAt);
              previousLogin = login;
              offset++;
              m++;
              yield {
                login_id: firstLoginId + login,
                profile_id: loginProfiles[login],
                page_name: random.pick(MEMBER_PAGES),
                visited_at: at,
                created_at: at,
              };
            }
          }
        })(),
        { batchSize: 10_000 },
      );
      await restore();
      await db.fixSequence(TABLES.pageLogs.table);
    });

    await timed('news and managers', async () => {
      const news = [];
      for (let i = 0; i < CONTENT.news; i++) {
        const at = new Date(now - i * 11 * DAY - random.int(DAY));
        news.push({
          title: `Community news #${CONTENT.news - i}: ${random.pick(['Garage cleaning', 'Window washing', 'Annual general meeting', 'Fire alarm test', 'Pool reopening', 'Elevator maintenance'])}`,
          body: LOREM.repeat(1 + random.int(4)).trim(),
          publish_date: isoDate(at.getTime()),
          item_date: at,
          active: i < CONTENT.activeNews,
          thumbnail: `news-${i + 1}.jpg`,
          image_links: json([]),
          created_at: at,
        });
      }
      await bulkInsert(db, TABLES.newsItems.table, news);
      await bulkInsert(db, TABLES.propertyManagers.table, [
        {
          name: 'Crossbridge Condominium Services',
          phone: '416-555-0100',
          after_hours_phone: '416-555-0199',
          fax: '416-555-0101',
          email: 'service@crossbridge.example',
          website_url: 'https://crossbridge.example',
          logo: 'crossbridge.png',
          active: true,
        },
        {
          name: 'Del Property Management',
          phone: '416-555-0200',
          after_hours_phone: '416-555-0299',
          fax: '416-555-0201',
          email: 'info@del.example',
          website_url: 'https://del.example',
          logo: 'del.png',
          active: false,
        },
        {
          name: 'Wilson Blanchard',
          phone: '416-555-0300',
          after_hours_phone: '416-555-0399',
          fax: '416-555-0301',
          email: 'care@wilson.example',
          website_url: 'https://wilson.example',
          logo: 'wilson.png',
          active: false,
        },
      ]);
    });

    const content = await timed('faqs, board and documents', () => seedContent(db, random, now, firstProfileId, counts.profiles));
    await timed('content already announced', () => recordAnnounced(db, now));

    // PostgreSQL's autovacuum would have analysed tables this size; SQLite never analyses by itself.
    if (db.dialect === 'postgres') await timed('analyze', () => db.analyze());

    const busiestProfileId = Number(
      await db.scalar(`SELECT profile_id FROM ${TABLES.loginRecords.table} GROUP BY profile_id ORDER BY COUNT(*) DESC LIMIT 1`),
    );
    const busiestLogins = Number(
      await db.scalar(`SELECT COUNT(*) FROM ${TABLES.loginRecords.table} WHERE profile_id = ?`, [busiestProfileId]),
    );
    const typicalProfileId = firstProfileId + order[Math.floor(active / 2)];
    const typicalLogins = Number(
      await db.scalar(`SELECT COUNT(*) FROM ${TABLES.loginRecords.table} WHERE profile_id = ?`, [typicalProfileId]),
    );
    return {
      counts: { ...counts, visitorPageLogs: visitorCount, ...CONTENT, ...content },
      timings,
      ids: { adminUserId, visitorProfileId: Number(visitorId), busiestProfileId, busiestLogins, typicalProfileId, typicalLogins },
    };
  } finally {
    await db.close();
  }
}

/**
 * Portal accounts with their profiles, straight into the tables (the bench's admin, bench/votes.mjs),
 * all with one password (hashed once with users-permissions' bcrypt, as the portal checks it). The
 * profiles are not verified unless `authenticated` says so: for residents the association's roster
 * decides that. Answers the accounts with their user and profile ids.
 * @param {Awaited<ReturnType<typeof openDatabase>>} db
 * @param {{ username: string, firstName: string, lastName: string, email: string, unitNumber: string, streetName: string, userType: string, roles: string[], authenticated?: boolean, registeredAt?: Date }[]} accounts
 * @param {string} password
 * @param {{ rounds?: number }} [options]  bcrypt's cost (10, users-permissions' own)
 */
export async function seedAccounts(db, accounts, password, { rounds = 10 } = {}) {
  const passwordHash = await require(require.resolve('bcryptjs', { paths: [CMS_DIR] })).hash(password, rounds);
  const authenticatedRoleId = await db.scalar(`SELECT id FROM ${TABLES.roles.table} WHERE type = 'authenticated'`);
  const now = new Date();
  const firstUserId = Number((await db.scalar(`SELECT MAX(id) FROM ${TABLES.users.table}`)) ?? 0) + 1;
  const firstProfileId = Number((await db.scalar(`SELECT MAX(id) FROM ${TABLES.profiles.table}`)) ?? 0) + 1;
  const out = accounts.map((a, i) => ({ ...a, userId: firstUserId + i, profileId: firstProfileId + i }));
  await bulkInsert(
    db,
    TABLES.users.table,
    out.map((a) => ({
      id: a.userId,
      username: a.username,
      email: a.email,
      provider: 'local',
      password: passwordHash,
      confirmed: true,
      blocked: false,
      portal_roles: json(a.roles),
      claims: json([]),
    })),
  );
  await db.fixSequence(TABLES.users.table);
  if (authenticatedRoleId)
    await bulkInsert(
      db,
      LINKS.userRole.table,
      out.map((a) => ({
        [LINKS.userRole.join]: a.userId,
        [LINKS.userRole.inverseJoin]: authenticatedRoleId,
        [LINKS.userRole.inverseOrder]: 1,
      })),
      { bookkeeping: false },
    );
  await bulkInsert(
    db,
    TABLES.profiles.table,
    out.map((a) => ({
      id: a.profileId,
      user_name: a.username,
      first_name: a.firstName,
      last_name: a.lastName,
      unit_number: a.unitNumber,
      street_name: a.streetName,
      email: a.email,
      user_type: a.userType,
      registration_date: a.registeredAt ?? now,
      authenticated: a.authenticated ?? false,
      user_id: a.userId,
    })),
  );
  await db.fixSequence(TABLES.profiles.table);
  return out;
}

/**
 * A roster straight into the tables (bench/ledger.mjs): the units with their entitlements, and on
 * each its owner as the roster lists them (name and e-mail); an owner given a `profileId` is linked
 * to that profile, as the roster does when it verifies a registered owner. The roster key is the
 * roster's own (`rosterKeyOf` in cms/src/api/unit/services/roster.ts: the number and the street,
 * trimmed, spaces collapsed, lower case). Answers the units with their ids, in the order given.
 * @param {Awaited<ReturnType<typeof openDatabase>>} db
 * @param {{ number: string, street: string, entitlement: number, owner: { firstName: string, lastName: string, email: string, profileId?: number } }[]} units
 */
export async function seedRoster(db, units) {
  const rosterKey = (number, street) => `${number.trim().toLowerCase()}|${street.trim().replace(/\s+/g, ' ').toLowerCase()}`;
  const firstUnitId = Number((await db.scalar(`SELECT MAX(id) FROM ${TABLES.units.table}`)) ?? 0) + 1;
  const out = units.map((u, i) => ({ ...u, id: firstUnitId + i }));
  await bulkInsert(
    db,
    TABLES.units.table,
    out.map((u) => ({
      id: u.id,
      number: u.number,
      street: u.street,
      entitlement: u.entitlement,
      roster_key: rosterKey(u.number, u.street),
    })),
  );
  await db.fixSequence(TABLES.units.table);
  await bulkInsert(
    db,
    TABLES.unitMembers.table,
    out.map((u) => ({
      unit_id: u.id,
      relation: 'owner',
      first_name: u.owner.firstName,
      last_name: u.owner.lastName,
      email: u.owner.email,
      profile_id: u.owner.profileId ?? null,
    })),
  );
  await db.fixSequence(TABLES.unitMembers.table);
  return out;
}

// CLI
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const started = performance.now();
  const summary = await seedVolume({
    sqlite: value('--sqlite'),
    pg: value('--pg'),
    scale: Number(value('--scale') ?? 1),
    seed: Number(value('--seed') ?? 42),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify({ ...summary, totalMs: Math.round(performance.now() - started) }, null, 2));
}
