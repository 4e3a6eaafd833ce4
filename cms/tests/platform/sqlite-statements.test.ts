/**
 * The prepared statements SQLite keeps per connection (src/platform/sqlite-statements.ts), on a
 * real better-sqlite3 database: one statement per SQL text, the least recently used dropped
 * beyond the bound, and a kept statement still right after the schema changed under it.
 * Pinned: no knex or better-sqlite3 option keeps statements, so the module replaces the
 * connection's `prepare` (docs/architecture.md, "Where Hearth leans on internals"); the last
 * block fails when an upgrade changes what that relies on.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reusePreparedStatements } from '../../src/platform/sqlite-statements';

const load = createRequire(__filename);
const Database = load('better-sqlite3') as typeof import('better-sqlite3');
const knexFactory = load('knex') as typeof import('knex').knex;

function database(capacity?: number) {
  const db = new Database(':memory:');
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  reusePreparedStatements(db, capacity);
  db.exec('CREATE TABLE visits (id INTEGER PRIMARY KEY, page TEXT)');
  return { db, prepared };
}

describe('prepared statements kept per SQLite connection', () => {
  it('prepares a text once and answers every run with fresh bindings', () => {
    const { db, prepared } = database();
    const insert = 'INSERT INTO visits (page) VALUES (?)';
    for (const page of ['News', 'FAQs', 'News']) db.prepare(insert).run(page);
    const count = 'SELECT COUNT(*) AS n FROM visits WHERE page = ?';
    expect(db.prepare(count).get('News')).toEqual({ n: 2 });
    expect(db.prepare(count).get('FAQs')).toEqual({ n: 1 });
    expect(db.prepare(insert)).toBe(db.prepare(insert));
    expect(prepared.filter((sql) => sql === insert)).toHaveLength(1);
    expect(prepared.filter((sql) => sql === count)).toHaveLength(1);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const { db, prepared } = database(2);
    const texts = ['SELECT 1 AS n', 'SELECT 2 AS n', 'SELECT 3 AS n'];
    db.prepare(texts[0]);
    db.prepare(texts[1]);
    db.prepare(texts[0]); // used again: now the most recent
    db.prepare(texts[2]); // drops texts[1]
    db.prepare(texts[0]);
    db.prepare(texts[1]);
    expect(prepared.filter((sql) => sql === texts[0])).toHaveLength(1);
    expect(prepared.filter((sql) => sql === texts[1])).toHaveLength(2);
  });

  it('answers with the new schema after a column is added under a kept statement', () => {
    const { db } = database();
    const all = 'SELECT * FROM visits ORDER BY id';
    db.prepare('INSERT INTO visits (page) VALUES (?)').run('News');
    expect(db.prepare(all).all()).toEqual([{ id: 1, page: 'News' }]);
    db.exec("ALTER TABLE visits ADD COLUMN visitor TEXT DEFAULT 'visitor'");
    expect(db.prepare(all).all()).toEqual([{ id: 1, page: 'News', visitor: 'visitor' }]);
  });
});

describe('pinned to the installed knex and better-sqlite3', () => {
  it('is the pair the patch was checked against (re-check the module on an upgrade)', () => {
    expect(load('knex/package.json').version).toBe('3.0.1');
    expect(load('better-sqlite3/package.json').version).toBe('12.6.2');
  });

  it("knex runs every query through the connection's prepare, then all (reads) or run (writes)", async () => {
    const prepared: string[] = [];
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: InstanceType<typeof Database>, done: (error: Error | null, connection: unknown) => void) {
          const prepare = connection.prepare.bind(connection);
          connection.prepare = ((sql: string) => {
            prepared.push(sql);
            return prepare(sql);
          }) as typeof connection.prepare;
          reusePreparedStatements(connection);
          done(null, connection);
        },
      },
    });
    try {
      await db.schema.createTable('visits', (t) => {
        t.increments('id');
        t.string('page');
      });
      for (const page of ['News', 'FAQs', 'News']) await db('visits').insert({ page });
      for (const page of ['News', 'FAQs']) await db('visits').where({ page }).count({ n: '*' });
      expect(await db('visits').where({ page: 'News' }).count({ n: '*' })).toEqual([{ n: 2 }]);
      const texts = prepared.filter((sql) => /visits/.test(sql) && !/create table/i.test(sql));
      expect(texts).toEqual(['insert into `visits` (`page`) values (?)', 'select count(*) as `n` from `visits` where `page` = ?']);
    } finally {
      await db.destroy();
    }
  });
});
