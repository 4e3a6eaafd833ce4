/**
 * A COMMIT the database refuses (src/platform/failed-commits.ts), on the real database: knex
 * resolves strapi.db.transaction as if stored (the gap, pinned to the installed knex), while a
 * watched call — every request and document call is one — fails with the COMMIT's error.
 * A deferred foreign key is checked at COMMIT only: it stands in for a full disk.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers } from '../api/support';

// The running portal's own copy of the module (its scopes are the ones its knex listener fills).
const { failOnLostCommit } = createRequire(__filename)(
  path.join(process.env.HEARTH_TEST_DIST ?? '', 'src/platform/failed-commits.js'),
) as typeof import('../../src/platform/failed-commits');

// As startPortal decides: PostgreSQL when the run has a test server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('a failed COMMIT', () => {
  let portal: TestPortal;
  const knex = () => portal.strapi.db.connection as unknown as Knex;
  const orphan = () => portal.strapi.db.transaction(async ({ trx }) => trx('test_commit_kids').insert({ parent: 99 }));
  const kids = async () => Number((await knex()('test_commit_kids').count({ n: '*' }))[0].n);
  // SQLite keeps the transaction open after a refused COMMIT: end it, as the next BEGIN would fail.
  const endOpenTransaction = () =>
    postgres
      ? undefined
      : knex()
          .raw('ROLLBACK')
          .catch(() => undefined);

  beforeAll(async () => {
    portal = await startPortal();
    await knex().raw('CREATE TABLE test_commit_parents (id INTEGER PRIMARY KEY)');
    await knex().raw('CREATE TABLE test_commit_kids (parent INTEGER REFERENCES test_commit_parents (id) DEFERRABLE INITIALLY DEFERRED)');
  });
  afterAll(() => portal?.stop());

  it('is swallowed by knex when nothing watches (why the watch exists)', async () => {
    await expect(orphan()).resolves.toBeDefined();
    await endOpenTransaction();
    expect(await kids()).toBe(0);
  });

  it('fails the watched call with the database error, and nothing is stored', async () => {
    await expect(failOnLostCommit(orphan)).rejects.toThrow(/COMMIT/);
    await endOpenTransaction();
    expect(await kids()).toBe(0);
  });

  it('leaves a watched call whose COMMIT succeeds alone', async () => {
    await knex()('test_commit_parents').insert({ id: 7 });
    await failOnLostCommit(() => portal.strapi.db.transaction(async ({ trx }) => trx('test_commit_kids').insert({ parent: 7 })));
    expect(await kids()).toBe(1);
  });

  it('fails the request whose write was not committed: no 2xx, no driver text, nothing stored', async () => {
    const director = (await createMembers(portal, 'fc')).director.token;
    // Every FAQ insert also writes a row the deferred key refuses at COMMIT.
    if (postgres) {
      await knex().raw(
        'CREATE FUNCTION test_commit_trap() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_commit_kids (parent) VALUES (99); RETURN NEW; END $$',
      );
      await knex().raw('CREATE TRIGGER test_commit_trap AFTER INSERT ON faqs FOR EACH ROW EXECUTE FUNCTION test_commit_trap()');
    } else {
      await knex().raw('CREATE TRIGGER test_commit_trap AFTER INSERT ON faqs BEGIN INSERT INTO test_commit_kids (parent) VALUES (99); END');
    }
    const faqs = async () => Number((await knex()('faqs').count({ n: '*' }))[0].n);
    const before = await faqs();
    try {
      const response = await portal.request('POST', '/api/faq/add', {
        token: director,
        json: { id: 0, question: 'Lost at COMMIT?', answer: 'An answer.', details: [{ sequence: 1, body: 'Detail.' }] },
      });
      const text = await response.text();
      expect(response.status, text).toBe(500);
      expect(JSON.parse(text).error.details.requestId).toBe(response.headers.get('x-request-id'));
      expect(text).not.toMatch(/COMMIT|FOREIGN|constraint|sqlite|knex/i);
    } finally {
      await endOpenTransaction();
      await knex().raw(postgres ? 'DROP TRIGGER test_commit_trap ON faqs' : 'DROP TRIGGER test_commit_trap');
    }
    expect(await faqs()).toBe(before);
  });
});
