/**
 * What the benchmark relies on (bench/README.md): the bench-only Strapi find routes exist only
 * with the benchmark's plugin (bench/core-find, declared by bench/core-find-dist.cjs), and rows
 * written by the bulk seeder (bench/seed-volume.mjs) are read by the portal exactly like rows it
 * wrote itself (Document Service, public reads, report).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { Browser, signIn } from '../../../testkit/oidc.mjs';
// @ts-expect-error plain ESM module of the bench, without type declarations
import { ADMIN_PASSWORD, ADMIN_USERNAME, seedVolume } from '../../../bench/seed-volume.mjs';
// @ts-expect-error plain ESM module of the bench, without type declarations
import { LINKS, TABLES } from '../../../bench/tables.mjs';
// @ts-expect-error plain CommonJS module of the bench, without type declarations
import { distWithCoreFind } from '../../../bench/core-find-dist.cjs';

const FIND_PERMISSIONS = ['api::news-item.news-item.find', 'api::property-manager.property-manager.find'];

async function publicFindGrants(portal: TestPortal): Promise<string[]> {
  const publicRole = await portal.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  const permissions = await portal.strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: publicRole.id, action: { $in: FIND_PERMISSIONS } } });
  return permissions.map((p) => p.action).sort();
}

describe('the portal alone', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.stop());

  it('has no Strapi find route and no public find grant', async () => {
    expect((await portal.request('GET', '/api/news-items')).status).toBe(404);
    expect((await portal.request('GET', '/api/property-managers')).status).toBe(404);
    expect(await publicFindGrants(portal)).toEqual([]);
    // The portal's own routes are untouched.
    expect((await portal.request('GET', '/api/news/active')).status).toBe(200);
  });

  it("names Strapi's tables, link tables and their columns as Strapi's metadata does (bench/tables.mjs)", () => {
    const metadata = (uid: string) => portal.strapi.db.metadata.get(uid);
    for (const { uid, table } of Object.values(TABLES) as { uid: string; table: string }[]) expect(metadata(uid).tableName).toBe(table);
    for (const link of Object.values(LINKS) as { uid: string; attribute: string }[]) {
      const { joinTable } = metadata(link.uid).attributes[link.attribute] as unknown as {
        joinTable: {
          name: string;
          joinColumn: { name: string };
          inverseJoinColumn: { name: string };
          orderColumnName?: string;
          inverseOrderColumnName?: string;
        };
      };
      expect({
        uid: link.uid,
        attribute: link.attribute,
        table: joinTable.name,
        join: joinTable.joinColumn.name,
        inverseJoin: joinTable.inverseJoinColumn.name,
        order: joinTable.orderColumnName,
        inverseOrder: joinTable.inverseOrderColumnName,
      }).toEqual(link);
    }
  });
});

describe("with the benchmark's plugin on a seeded volume", () => {
  let portal: TestPortal;
  let plugin: { distDir: string; cleanup(): void };
  let seeded: { counts: Record<string, number>; ids: Record<string, number> };
  const knex = () => portal.strapi.db.connection;

  beforeAll(async () => {
    plugin = distWithCoreFind(process.env.HEARTH_TEST_DIST);
    portal = await startPortal({}, { distDir: plugin.distDir });
    const database =
      process.env.DATABASE_CLIENT === 'postgres' ? { pg: process.env.DATABASE_URL } : { sqlite: path.join(portal.dataDir, 'portal.db') };
    seeded = await seedVolume({ ...database, scale: 0.005, seed: 7 });
  });
  afterAll(async () => {
    await portal?.stop();
    plugin?.cleanup();
  });

  it('writes the requested volume, with the visitor visits unattached to a login', async () => {
    expect(seeded.counts).toMatchObject({ profiles: 50, logins: 1000, pageLogs: 10000, visitorPageLogs: 1000 });
    const count = async (table: string, where: Record<string, unknown> = {}) =>
      Number((await knex()(table).where(where).count({ n: '*' }))[0].n);
    expect(await count('profiles')).toBe(50 + 2); // plus the visitor and the bench admin
    expect(await count('login_records')).toBe(1000);
    expect(await count('page_logs')).toBe(10000);
    expect(await count('page_logs', { profile_id: seeded.ids.visitorProfileId })).toBe(1000);
    expect(
      Number(
        (await knex()('page_logs').where({ profile_id: seeded.ids.visitorProfileId }).whereNotNull('login_id').count({ n: '*' }))[0].n,
      ),
    ).toBe(0);
    // Every member visit belongs to a login of the same profile.
    const mismatched = await knex()('page_logs as pl')
      .join('login_records as l', 'l.id', 'pl.login_id')
      .whereRaw('l.profile_id <> pl.profile_id')
      .count({ n: '*' });
    expect(Number(mismatched[0].n)).toBe(0);
  });

  it('leaves rows the Document Service reads like its own', async () => {
    const row = await knex()('profiles').where({ user_name: 'resident00020' }).first('document_id');
    expect(row.document_id).toMatch(/^[a-z0-9]{24}$/);
    const profile = await portal.strapi.documents('api::profile.profile').findOne({ documentId: row.document_id });
    expect(profile).toMatchObject({ userName: 'resident00020', authenticated: expect.any(Boolean) });
    expect(new Date(profile!.registrationDate as string).getTime()).toBeLessThan(Date.now());
    const login = await portal.strapi.documents('api::login-record.login-record').findFirst({ sort: 'id:desc' });
    expect(Date.now() - new Date(login!.loginDateTime as string).getTime()).toBeLessThan(2 * 86_400_000);
  });

  it("serves Strapi's find publicly next to the portal's own reads, over the same rows", async () => {
    expect(await publicFindGrants(portal)).toEqual(FIND_PERMISSIONS.slice().sort());
    const active = await (await portal.request('GET', '/api/news/active')).json();
    // One page holds them all, as in the bench's comparison (Strapi's default page is 25).
    const find = await portal.request('GET', '/api/news-items?filters[active][$eq]=true&sort=itemDate:desc&pagination[pageSize]=100');
    expect(find.status).toBe(200);
    const found = await find.json();
    expect(found.data.map((n) => n.title)).toEqual(active.map((n) => n.title));
    expect(found.meta.pagination.total).toBe(active.length);
    expect(active.length).toBeGreaterThan(25);
    const managers = await (await portal.request('GET', '/api/property-managers?filters[active][$eq]=true')).json();
    const current = await (await portal.request('GET', '/api/propertymanager/current')).json();
    expect(managers.data.map((m) => m.name)).toEqual(current.map((m) => m.name));
    // Only find is exposed.
    expect([404, 405]).toContain((await portal.request('POST', '/api/news-items', { json: { data: { title: 'x' } } })).status);
  });

  it('gives the logins report the seeded data, for the bench admin signed in through the identity provider', async () => {
    const { access_token: token } = await signIn(new Browser(portal), ADMIN_USERNAME, ADMIN_PASSWORD);
    const all = await portal.request('GET', '/api/reports/logins', { token, headers: { profileId: '0' } });
    expect(all.status).toBe(200);
    const report = await all.json();
    const withLogins = Number((await knex()('login_records').countDistinct({ n: 'profile_id' }))[0].n);
    expect(report.total).toBe(withLogins);
    expect(Number.isNaN(new Date(report.rows[0].lastLogin).getTime())).toBe(false);

    const one = await (
      await portal.request('GET', '/api/reports/logins', { token, headers: { profileId: String(seeded.ids.busiestProfileId) } })
    ).json();
    expect(one.rows[0].loginsCount).toBe(seeded.ids.busiestLogins);
    expect(one.rows[0].logins.length).toBe(Math.min(seeded.ids.busiestLogins, 500));
  });
});
