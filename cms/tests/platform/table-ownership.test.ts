/**
 * Who may touch a table (docs/architecture.md, "Storage"): a source scan that fails when a module's
 * file reads or writes another module's table by name — a plain `hearth_*` table or a content type's
 * own table with knex — or imports another module's table constant, or when a plain table's name is
 * declared a second time. Migrations (cms/database/migrations) are history and may name any table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-scan';

/**
 * The module a file belongs to: its folder under cms/src/api, else its own file. Three capabilities
 * keep a part outside their folder: the activity record's recording half sits beside the write
 * pipeline that runs it; the accounts' content type is Strapi's users-permissions extension; the
 * visit log's two content types keep the folders their uids name (api/login-record, api/page-log)
 * beside its report (api/report).
 */
const ALIASES: [prefix: string, module: string][] = [
  ['cms/src/platform/activity/', 'api/activity'],
  ['cms/src/api/login-record/', 'visits'],
  ['cms/src/api/page-log/', 'visits'],
  ['cms/src/api/report/', 'visits'],
  ['cms/src/extensions/users-permissions/', 'identity'],
  ['cms/src/identity/', 'identity'],
];
export function moduleOf(file: string): string {
  const alias = ALIASES.find(([prefix]) => file.startsWith(prefix));
  if (alias) return alias[1];
  const api = /^cms\/src\/api\/([^/]+)\//.exec(file);
  return api ? `api/${api[1]}` : file.replace(/^cms\/src\//, '').replace(/\.[a-z]+$/, '');
}

const files = () => sourceFiles('cms/src');
const migrations = () =>
  fs
    .readdirSync(path.join(ROOT, 'cms/database/migrations'))
    .map((name) => fs.readFileSync(path.join(ROOT, 'cms/database/migrations', name), 'utf8'))
    .join('\n');

/** The content types' tables (their schema's collectionName) and the module that owns each. */
function contentTables(): Map<string, string> {
  const owners = new Map<string, string>();
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const full of walk(path.join(ROOT, 'cms/src')).filter((f) => f.endsWith('schema.json'))) {
    const { collectionName } = JSON.parse(fs.readFileSync(full, 'utf8')) as { collectionName?: string };
    if (collectionName) owners.set(collectionName, moduleOf(path.relative(ROOT, full).split(path.sep).join('/')));
  }
  return owners;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where knex or SQL text names a table: knex(…), trx(…), .from/.join(…), lockRow(trx, …), FROM/INTO/UPDATE/JOIN. */
const namedAsTable = (table: string) =>
  new RegExp(
    `(?:\\b(?:knex|trx|connection)\\s*(?:\\(\\s*\\))?\\s*\\(\\s*|\\.(?:from|join|leftJoin|innerJoin|rightJoin|into|table|hasTable)\\(\\s*|lockRow\\(\\s*\\w+\\s*,\\s*)['"\`]${escape(table)}(?:\\s+as\\s+\\w+)?['"\`]|\\b(?:FROM|INTO|UPDATE|JOIN)\\s+${escape(table)}\\b`,
  );
/** A plain table's declaration: `const NAME = 'hearth_…'`, or a member of a `…_TABLES = { … }` object. */
const DECLARATION = /\bconst\s+[A-Z][A-Z_]*\s*=\s*['"`](hearth_\w+)['"`]|\b[A-Z]+_TABLES\s*=\s*\{([^}]*)\}/g;
/** An import of a table constant (`…_TABLE`, `…_TABLES`) and the file it comes from. */
const TABLE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

interface Crossing {
  file: string;
  table: string;
}

function crossings(): { crossings: Crossing[]; declaredTwice: string[]; plainOwners: Map<string, string> } {
  const all = files();
  const history = migrations();
  const plain = new Set(
    [...all.flatMap((f) => f.text.match(/hearth_[a-z0-9_]+/g) ?? [])].filter((t) => new RegExp(`\\b${t}\\b`).test(history)),
  );

  const plainOwners = new Map<string, string>();
  const declaredTwice: string[] = [];
  for (const { file, text } of all)
    for (const m of text.matchAll(DECLARATION))
      for (const table of (m[1] ? [m[1]] : [...m[2].matchAll(/['"`](hearth_\w+)['"`]/g)].map((n) => n[1])).filter((t) => plain.has(t))) {
        if (plainOwners.has(table)) declaredTwice.push(`${table} (${file})`);
        else plainOwners.set(table, moduleOf(file));
      }

  const found: Crossing[] = [];
  const owners = contentTables();
  for (const { file, text } of all) {
    const module = moduleOf(file);
    // A plain table named anywhere but its one declaration: a second declaration or a crossing.
    for (const table of plain) {
      const uses = (text.match(new RegExp(`['"\`]${table}\\b`, 'g')) ?? []).length;
      const declaredHere = [...text.matchAll(DECLARATION)].some((m) => (m[1] ?? m[2]).includes(table));
      if (uses > (declaredHere ? 1 : 0)) {
        if (plainOwners.get(table) === module) declaredTwice.push(`${table} (${file})`);
        else found.push({ file, table });
      }
    }
    for (const [table, owner] of owners) if (owner !== module && namedAsTable(table).test(text)) found.push({ file, table });
    for (const [, names, from] of text.matchAll(TABLE_IMPORT)) {
      if (!from.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), from));
      for (const name of names.split(',').map((n) =>
        n
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim(),
      ))
        if (/^[A-Z_]*TABLES?$/.test(name) && moduleOf(`${target}.ts`) !== module) found.push({ file, table: name });
    }
  }
  return { crossings: found, declaredTwice, plainOwners };
}

describe('each table is touched by the module that owns it', () => {
  const result = crossings();

  it('finds the plain tables and their owners (the scan can see them)', () => {
    expect(result.plainOwners.get('hearth_votes')).toBe('api/vote');
    expect(result.plainOwners.get('hearth_activity')).toBe('api/activity');
    expect(result.plainOwners.get('hearth_notice_outbox')).toBe('api/notice');
    expect(result.plainOwners.get('hearth_two_factor')).toBe('identity');
    expect(result.plainOwners.get('hearth_scheduled_jobs')).toBe('platform/scheduler');
    expect(contentTables().get('profiles')).toBe('api/profile');
    expect(contentTables().get('up_users')).toBe('identity');
    expect(contentTables().get('page_logs')).toBe('visits');
  });

  it('declares each plain table once, in its module', () => {
    expect(result.declaredTwice).toEqual([]);
  });

  it("reads and writes no other module's table", () => {
    expect(result.crossings).toEqual([]);
  });

  it('recognises a crossing when it sees one (it can fail)', () => {
    expect(namedAsTable('profiles').test("await knex('profiles').where({ id })")).toBe(true);
    expect(namedAsTable('profiles').test(".leftJoin('profiles as pr', 'pr.user_id', 'u.id')")).toBe(true);
    expect(namedAsTable('login_records').test('INSERT INTO login_records (profile_id)')).toBe(true);
    expect(namedAsTable('amenities').test("await lockRow(trx, 'amenities', id)")).toBe(true);
    expect(namedAsTable('amenities').test("publicUploadPath('amenities', row.photo)")).toBe(false);
    expect(moduleOf('cms/src/api/vote/services/vote.ts')).toBe('api/vote');
    expect(moduleOf('cms/src/platform/idempotency.ts')).toBe('platform/idempotency');
  });
});
