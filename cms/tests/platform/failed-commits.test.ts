/**
 * A COMMIT the database refuses (src/platform/failed-commits.ts), on the real database: knex
 * resolves strapi.db.transaction as if stored (the gap, pinned to the installed knex), while a
 * call watched like every request and document call fails with the COMMIT's error.
 * A deferred foreign key is checked at COMMIT only: it stands in for a full disk.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startPortal, type TestPortal } from '../support/portal';

// The running portal's own copy of the module (its scopes are the ones its knex listener fills).
const { failOnLostCommit } = createRequire(__filename)(
  path.join(process.env.HEARTH_TEST_DIST ?? '', 'src/platform/failed-commits.js'),
) as typeof import('../../src/platform/failed-commits');

describe('a failed COMMIT', () => {
  let portal: TestPortal;
  const knex = () => portal.strapi.db.connection as unknown as Knex;
  const orphan = () => portal.strapi.db.transaction(async ({ trx }) => trx('test_commit_kids').insert({ id: 1, parent: 99 }));
  const kids = async () => Number((await knex()('test_commit_kids').count({ n: '*' }))[0].n);
  // SQLite keeps the transaction open after a refused COMMIT: end it, as the next BEGIN would fail.
  const endOpenTransaction = () =>
    process.env.DATABASE_CLIENT === 'postgres'
      ? undefined
      : knex()
          .raw('ROLLBACK')
          .catch(() => undefined);

  beforeAll(async () => {
    portal = await startPortal();
    await knex().raw('CREATE TABLE test_commit_parents (id INTEGER PRIMARY KEY)');
    await knex().raw(
      'CREATE TABLE test_commit_kids (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES test_commit_parents (id) DEFERRABLE INITIALLY DEFERRED)',
    );
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
    await failOnLostCommit(() => portal.strapi.db.transaction(async ({ trx }) => trx('test_commit_kids').insert({ id: 2, parent: 7 })));
    expect(await kids()).toBe(1);
  });
});
