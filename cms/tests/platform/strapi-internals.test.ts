/**
 * Pinned to the installed versions: the internals the portal wraps where Strapi has no extension
 * point (docs/architecture.md, "Where Hearth leans on Strapi internals"). An upgrade fails here
 * first, so each wrapper is checked against the new version before the pin moves.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(__filename);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

describe('internals the portal wraps', () => {
  it('knex 3.0.1: a client hands out transactions through client.transaction (src/platform/database-faults.ts)', () => {
    expect(versionOf('knex')).toBe('3.0.1');
    const Client = require('knex/lib/client') as { prototype: Record<string, unknown> };
    expect(typeof Client.prototype.transaction).toBe('function');
  });

  it('better-sqlite3 12.6.2: knex prepares each statement through connection.prepare (src/platform/sqlite-statements.ts)', () => {
    expect(versionOf('better-sqlite3')).toBe('12.6.2');
    const Database = require('better-sqlite3') as { prototype: Record<string, unknown> };
    expect(typeof Database.prototype.prepare).toBe('function');
  });

  // What the bench's extra routes do with them is checked by tests/bench/bench-support.test.ts.
  it("Strapi 5.54.0: the bench adds routes to an API's routes object (src/platform/bench-core-routes.ts)", () => {
    expect(versionOf('@strapi/core')).toBe('5.54.0');
    expect(versionOf('@strapi/strapi')).toBe('5.54.0');
  });
});
