import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './support/portal';

const load = createRequire(__filename);
const bcrypt = load('bcryptjs');
const fromDist = (file: string) => import(path.join(process.env.HEARTH_TEST_DIST!, 'src', 'seed', file));

const DEMO_USERS = ['admin', 'director', 'owner', 'tenant', 'propmgr'];

function credentialsOf(portal: TestPortal): Record<string, string> {
  const text = fs.readFileSync(path.join(portal.dataDir, 'credentials.txt'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.split('=')[0], l.slice(l.indexOf('=') + 1)]),
  );
}

async function counts(portal: TestPortal) {
  const { strapi } = portal;
  return {
    users: await strapi.db.query('plugin::users-permissions.user').count({}),
    profiles: await strapi.db.query('api::profile.profile').count({}),
    directors: await strapi.db.query('api::board-director.board-director').count({}),
    news: await strapi.db.query('api::news-item.news-item').count({}),
    faqs: await strapi.db.query('api::faq.faq').count({}),
    managers: await strapi.db.query('api::property-manager.property-manager').count({}),
    documents: await strapi.db.query('api::document.document').count({}),
    admins: await strapi.db.query('admin::user').count({}),
  };
}

describe('seed with generated passwords', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    delete process.env.DEMO_PASSWORD;
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_EMAIL;
    portal = await startPortal({ SEED_DEMO: 'true' });
  });
  afterAll(async () => portal?.stop());

  it('creates the demo accounts with roles, claims, profiles and the director on the board', async () => {
    const users = await portal.strapi.db
      .query('plugin::users-permissions.user')
      .findMany({ where: { username: { $in: DEMO_USERS } }, populate: ['role'] });
    expect(users.map((u: { username: string }) => u.username).sort()).toEqual([...DEMO_USERS].sort());
    const byName = Object.fromEntries(users.map((u: { username: string }) => [u.username, u]));
    expect(byName.admin.portalRoles).toEqual(['admin', 'owner']);
    expect(byName.director.portalRoles).toEqual(['director', 'owner']);
    expect(byName.tenant.portalRoles).toEqual(['tenant']);
    for (const user of users) {
      expect(user).toMatchObject({ confirmed: true, blocked: false, provider: 'local' });
      expect(user.role.type).toBe('authenticated');
      const claims = Object.fromEntries(user.claims.map((c: { type: string; value: string }) => [c.type, c.value]));
      expect(Object.keys(claims).sort()).toEqual(['address', 'email', 'family_name', 'given_name']);
      expect(JSON.parse(claims.address)).toEqual({ unit_number: expect.any(String), street_name: 'Maple Court' });
      const profile = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userName: user.username } });
      expect(profile).toMatchObject({ userId: user.id, authenticated: true, email: user.email, firstName: claims.given_name });
    }
    const director = await portal.strapi.db
      .query('api::board-director.board-director')
      .findOne({ where: { email: byName.director.email }, populate: ['roles', 'profile'] });
    expect(director).toMatchObject({ active: true, firstName: 'Martin' });
    expect(director.roles.map((r: { role: string }) => r.role)).toEqual(['President']);
    expect(director.profile.userName).toBe('director');
  });

  it('generates the passwords, saves them owner-only and never uses a fixed one', async () => {
    const file = path.join(portal.dataDir, 'credentials.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const credentials = credentialsOf(portal);
    const { generatePassword } = await fromDist('credentials.js');
    expect(credentials.DEMO_PASSWORD).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(generatePassword()).not.toBe(generatePassword());
    const owner = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'owner' } });
    expect(owner.password).not.toBe(credentials.DEMO_PASSWORD);
    expect(await bcrypt.compare(credentials.DEMO_PASSWORD, owner.password)).toBe(true);

    const [admin] = await portal.strapi.db.query('admin::user').findMany({ populate: ['roles'] });
    expect(admin.email).toBe(credentials.ADMIN_EMAIL);
    expect(admin.roles.map((r: { code: string }) => r.code)).toContain('strapi-super-admin');
    expect(await bcrypt.compare(credentials.ADMIN_PASSWORD, admin.password)).toBe(true);
    expect(credentials.ADMIN_PASSWORD).not.toBe(credentials.DEMO_PASSWORD);
  });

  it('writes real pictures and PDFs where the portal serves them from', async () => {
    const news = await portal.strapi.db.query('api::news-item.news-item').findMany({});
    expect(news.length).toBeGreaterThanOrEqual(4);
    const sharp = load('sharp');
    for (const item of news) {
      const meta = await sharp((await portal.storedBytes('news', item.thumbnail))!).metadata();
      expect(['jpeg', 'png']).toContain(meta.format);
    }
    const picture = await portal.request('GET', `/uploads/news/${news[0].thumbnail}`);
    expect(picture.status).toBe(200);

    const managers = await portal.strapi.db
      .query('api::property-manager.property-manager')
      .findMany({ where: { active: true, locale: 'en' } });
    expect(managers).toHaveLength(1);
    // Its French and Spanish names are rows of the same document, the logo shared.
    const names = await portal.strapi.db
      .query('api::property-manager.property-manager')
      .findMany({ where: { documentId: managers[0].documentId }, orderBy: { locale: 'asc' } });
    expect(names.map((m: { locale: string; logo: string }) => [m.locale, m.logo === managers[0].logo])).toEqual([
      ['en', true],
      ['es', true],
      ['fr-CA', true],
    ]);
    // The demo leaves one news item English only, so a French or Spanish reader sees one marked.
    const french = await portal.strapi.db.query('api::news-item.news-item').findMany({ where: { locale: 'fr-CA' } });
    const english = news.filter((n: { locale: string }) => n.locale === 'en');
    expect(french.length).toBeGreaterThanOrEqual(3);
    expect(french.length).toBeLessThan(english.length);
    expect((await sharp((await portal.storedBytes('logos', managers[0].logo))!).metadata()).format).toBe('png');

    // A few community documents' titles in French and Spanish (rows of the same documents), never an official record's.
    for (const locale of ['fr-CA', 'es']) {
      const titles = await portal.strapi.db.query('api::document.document').findMany({ where: { locale } });
      expect(titles.length).toBeGreaterThanOrEqual(2);
      expect(titles.filter((d: { recordsCategory: string | null }) => d.recordsCategory)).toEqual([]);
    }
    const documents = await portal.strapi.db.query('api::document.document').findMany({});
    const years = (docType: string) =>
      new Set(
        documents
          .filter((d: { docType: string }) => d.docType === docType)
          .map((d: { documentDate: string }) => String(d.documentDate).slice(0, 4)),
      );
    expect(years('Newsletter').size).toBe(2);
    expect(years('Minutes').size).toBeGreaterThanOrEqual(1);
    // Minutes are of meetings held: none dated after today (a December meeting still to come has none).
    const today = new Date().toISOString().slice(0, 10);
    const minutesDays = documents
      .filter((d: { docType: string }) => d.docType === 'Minutes')
      .map((d: { documentDate: string }) => String(d.documentDate).slice(0, 10));
    expect(minutesDays.filter((day: string) => day > today)).toEqual([]);
    expect(documents.filter((d: { docType: string }) => d.docType === 'Document').length).toBeGreaterThanOrEqual(3);
    const area = { Document: 'community', Newsletter: 'newsletter', Minutes: 'minutes' } as const;
    for (const doc of documents) {
      const bytes = (await portal.storedBytes(area[doc.docType as keyof typeof area], doc.documentName))!;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      // The cross-reference table points at real objects.
      const text = bytes.toString('latin1');
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const firstObject = Number(text.slice(xref).split('\n')[3].slice(0, 10));
      expect(text.slice(firstObject, firstObject + 7)).toBe('1 0 obj');
    }
    // Private documents are not reachable by a public URL.
    const leaked = await portal.request('GET', `/uploads/${documents[0].documentName}`);
    expect(leaked.status).not.toBe(200);
  });

  it("gives the demo association a year of owners' accounts: assessments, payments, a late owner and a credit", async () => {
    const knex = portal.strapi.db.connection;
    const periods = await knex('hearth_ledger_transactions').where({ charge_kind: 'assessment' }).distinct('period');
    expect(periods).toHaveLength(12);
    const ledger = portal.strapi.service('api::ledger.ledger');
    const report = await ledger.aging(undefined);
    expect(report.totals.totalCents).toBe(report.controlCents);
    const units = await portal.strapi.db.query('api::unit.unit').findMany({ where: { number: { $in: ['101', '307'] } } });
    const admin = { id: 0, roles: ['admin'], username: 'seed-check' };
    const byNumber = Object.fromEntries(
      await Promise.all(units.map(async (u: { id: number; number: string }) => [u.number, await ledger.unitLedger(admin, u.id)])),
    );
    expect(byNumber['307'].balanceCents).toBeGreaterThan(0);
    expect(byNumber['307'].openCharges.map((c: { kind: string }) => c.kind)).toContain('late-fee');
    expect(byNumber['101'].balanceCents).toBe(-20000);
  });

  it('is idempotent and leaves content that users changed or deleted alone', async () => {
    const before = await counts(portal);
    const news = portal.strapi.documents('api::news-item.news-item');
    const [first, second] = await news.findMany({ sort: 'id' });
    await news.update({ documentId: first.documentId, data: { title: 'Edited by a director' } });
    await news.delete({ documentId: second.documentId });

    const { seedDemo } = await fromDist('demo.js');
    const { seedAdminPanel } = await fromDist('admin-panel.js');
    const { seedEssentials } = await fromDist('essentials.js');
    const passwordsBefore = credentialsOf(portal);
    await seedEssentials(portal.strapi);
    await seedAdminPanel(portal.strapi);
    await seedDemo(portal.strapi);

    expect(await counts(portal)).toEqual({ ...before, news: before.news - 1 });
    expect((await news.findOne({ documentId: first.documentId }))?.title).toBe('Edited by a director');
    expect(await news.findFirst({ filters: { title: second.title } })).toBeNull();
    expect(credentialsOf(portal)).toEqual(passwordsBefore);
  });
});

describe('seed with passwords from the environment', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'Given-Passw0rd!',
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: 'Admin-Passw0rd!',
    });
  });
  afterAll(async () => {
    await portal?.stop();
    for (const key of ['DEMO_PASSWORD', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete process.env[key];
  });

  it('uses DEMO_PASSWORD and ADMIN_EMAIL/ADMIN_PASSWORD and writes neither to disk', async () => {
    const tenant = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'tenant' } });
    expect(await bcrypt.compare('Given-Passw0rd!', tenant.password)).toBe(true);
    const admin = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'boss@example.org' } });
    expect(await bcrypt.compare('Admin-Passw0rd!', admin.password)).toBe(true);
    const file = path.join(portal.dataDir, 'credentials.txt');
    if (fs.existsSync(file)) expect(fs.readFileSync(file, 'utf8')).not.toMatch(/Passw0rd/);
  });
});

describe('seed without demo content', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ SEED_DEMO: 'false' });
  });
  afterAll(async () => portal?.stop());

  it('creates only the essentials and the admin panel super admin', async () => {
    expect(await counts(portal)).toMatchObject({ users: 0, news: 0, faqs: 0, managers: 0, documents: 0, admins: 1 });
  });
});
