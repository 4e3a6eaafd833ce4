/**
 * Document titles in each language (docs/architecture.md, "Languages"), on SQLite and PostgreSQL: a
 * document's title is Strapi i18n content, its other fields shared by its languages; a French or Spanish
 * reader gets the translated title, else the English one marked `locale: 'en'`; English answers are as they
 * were; lists, records, announcements and the archive read the English rows, so a translation is never an
 * item of its own; a translation's write never moves the English row's shared fields; an official record is
 * one text, in English: its translation is refused (409) through the document service and the panel alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordsMessages, TITLE_REQUIRED_BY_DOC_TYPE, type PortalDocument, type RecordsIndex } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken } from '../panel/panel-client';
import { createMembers, expectJson, minimalPdf, uploadedName, type Members } from './support';
import { documentAnnouncements } from '../../src/api/document/front-door';

const DOCUMENT = 'api::document.document';
type Added = { id: number; documentId: string; documentName: string };

describe('document titles in each language', () => {
  let portal: TestPortal;
  let members: Members;
  let translated: Added;
  let untranslated: Added;
  let record: Added;
  let englishBefore: string;

  const list = async (headers: Record<string, string> = {}, path = '/api/document', token = members.owner.token) => {
    const res = await portal.request('GET', path, { token, headers: { docType: 'documents', ...headers } });
    expect(res.status).toBe(200);
    return { text: await res.text(), res };
  };
  const items = async (headers: Record<string, string> = {}, path?: string) =>
    JSON.parse((await list(headers, path)).text) as PortalDocument[];
  const byId = (docs: PortalDocument[], id: number) => docs.find((d) => d.id === id)!;
  const englishRow = (documentId: string) => portal.strapi.db.query(DOCUMENT).findOne({ where: { documentId, locale: 'en' } });

  const add = async (title: string): Promise<Added> => {
    const documentName = await uploadedName(portal, members.admin.token, 'community', minimalPdf(title), `${title}.pdf`);
    const added = (await expectJson(
      await portal.request('POST', '/api/document/add', {
        token: members.admin.token,
        json: { id: 0, docType: 'Document', title, documentName, documentDate: '2026-02-10' },
      }),
      200,
    )) as { id: number };
    const row = await portal.strapi.db.query(DOCUMENT).findOne({ where: { id: added.id } });
    return { id: added.id, documentId: row.documentId, documentName };
  };

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'dt');
    const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
    await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
    translated = await add('Pool Rules');
    untranslated = await add('Parking Policy');
    record = await add('Annual Budget 2026');
    await expectJson(
      await portal.request('POST', '/api/records/post', {
        token: members.director.token,
        json: { documentId: record.id, category: 'budget', audience: 'owners', confirmNoPrivate: true },
      }),
      200,
    );
    englishBefore = (await list()).text;
    const documents = portal.strapi.documents(DOCUMENT);
    await documents.update({ documentId: translated.documentId, locale: 'fr-CA', data: { title: 'Règlement de la piscine' } } as never);
    await documents.update({ documentId: translated.documentId, locale: 'es', data: { title: 'Reglamento de la piscina' } } as never);
  }, 180_000);
  afterAll(() => portal?.stop());

  it('gives a French or Spanish reader the translated title, else the English one marked, the rest the English row’s', async () => {
    const french = await items({ 'Accept-Language': 'fr-CA,fr;q=0.9' });
    const english = await items();
    expect(byId(french, translated.id)).toEqual({ ...byId(english, translated.id), title: 'Règlement de la piscine', locale: 'fr-CA' });
    expect(byId(french, untranslated.id)).toEqual({ ...byId(english, untranslated.id), locale: 'en' });
    expect(byId(await items({ Cookie: 'hearth-locale=es' }), translated.id)).toMatchObject({
      title: 'Reglamento de la piscina',
      documentName: translated.documentName,
      locale: 'es',
    });
  });

  it('keeps the English answer word for word: no mark, the same ids, order and fields as before any translation', async () => {
    expect((await list()).text).toBe(englishBefore);
    expect((await list({ 'Accept-Language': 'en-CA' })).text).toBe(englishBefore);
    expect(byId(await items(), translated.id)).not.toHaveProperty('locale');
  });

  it('lists each document once in every language, in the English order', async () => {
    const english = await items();
    for (const headers of [{ 'Accept-Language': 'fr-CA' }, { 'Accept-Language': 'es' }]) {
      const other = await items(headers);
      expect(other.map((d) => d.id)).toEqual(english.map((d) => d.id));
    }
    // The rows: three languages of one document; the lists count one.
    expect(await portal.strapi.db.query(DOCUMENT).count({ where: { documentId: translated.documentId } })).toBe(3);
    expect(english.filter((d) => d.id === translated.id)).toHaveLength(1);
  });

  it('answers in the language `lang` asks (the editors ask English), a profile language otherwise', async () => {
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: members.owner.profileId }, data: { language: 'fr-CA' } });
    try {
      expect(byId(await items({ 'Accept-Language': 'es' }), translated.id)).toMatchObject({ locale: 'fr-CA' });
      expect((await list({}, '/api/document?lang=en')).text).toBe(englishBefore);
      expect(byId(await items({}, '/api/document?lang=es'), translated.id).title).toBe('Reglamento de la piscina');
      // A language the portal does not speak is passed over, never an error.
      expect(byId(await items({}, '/api/document?lang=klingon'), translated.id).locale).toBe('fr-CA');
    } finally {
      await portal.strapi.db.query('api::profile.profile').update({ where: { id: members.owner.profileId }, data: { language: null } });
    }
  });

  it("keeps the shared fields the English row's: a translation's write carrying others moves nothing", async () => {
    const before = await englishRow(translated.documentId);
    await portal.strapi.documents(DOCUMENT).update({
      documentId: translated.documentId,
      locale: 'fr-CA',
      data: { title: 'Règles de la piscine', documentDate: '2020-01-01', documentName: 'elsewhere.pdf', recordsCategory: 'budget' },
    } as never);
    const after = await englishRow(translated.documentId);
    expect(after).toMatchObject({ title: 'Pool Rules', documentName: before.documentName, recordsCategory: null });
    expect(String(after.documentDate).slice(0, 10)).toBe('2026-02-10');
    const french = await portal.strapi.db.query(DOCUMENT).findOne({ where: { documentId: translated.documentId, locale: 'fr-CA' } });
    expect(french).toMatchObject({ title: 'Règles de la piscine', documentName: before.documentName, recordsCategory: null });
    expect(String(french.documentDate).slice(0, 10)).toBe('2026-02-10');
    // An English change of a shared field reaches every language.
    await expectJson(
      await portal.request('PUT', '/api/document/updaterange', {
        token: members.admin.token,
        json: [
          { id: translated.id, docType: 'Document', title: 'Pool Rules', documentName: before.documentName, documentDate: '2026-03-01' },
        ],
      }),
      200,
    );
    const rows = await portal.strapi.db.query(DOCUMENT).findMany({ where: { documentId: translated.documentId } });
    expect(rows.map((r: { documentDate: unknown }) => String(r.documentDate).slice(0, 10))).toEqual([
      '2026-03-01',
      '2026-03-01',
      '2026-03-01',
    ]);
    expect(byId(await items({ 'Accept-Language': 'fr' }), translated.id)).toMatchObject({
      title: 'Règles de la piscine',
      documentDate: '2026-03-01',
    });
  });

  it("refuses an empty translated title with the English one's message", async () => {
    await expect(
      portal.strapi.documents(DOCUMENT).update({ documentId: untranslated.documentId, locale: 'es', data: { title: '' } } as never),
    ).rejects.toMatchObject({ message: TITLE_REQUIRED_BY_DOC_TYPE.Document });
    expect(await portal.strapi.db.query(DOCUMENT).count({ where: { documentId: untranslated.documentId } })).toBe(1);
  });

  it('keeps an official record one text: its translation refused (409), its title English everywhere, listed once', async () => {
    await expect(
      portal.strapi
        .documents(DOCUMENT)
        .update({ documentId: record.documentId, locale: 'fr-CA', data: { title: 'Budget annuel 2026' } } as never),
    ).rejects.toMatchObject({ status: 409, message: RecordsMessages.recordNotTranslated });
    expect(await portal.strapi.db.query(DOCUMENT).count({ where: { documentId: record.documentId } })).toBe(1);
    // A document begun in another language may not be filed as a record either.
    await expect(
      portal.strapi.documents(DOCUMENT).create({
        locale: 'es',
        data: {
          title: 'Presupuesto',
          docType: 'Document',
          documentDate: '2026-02-10',
          documentName: record.documentName,
          recordsCategory: 'budget',
          audience: 'board',
        },
      } as never),
    ).rejects.toMatchObject({ status: 409, message: RecordsMessages.recordNotTranslated });

    expect(byId(await items({ 'Accept-Language': 'fr' }), record.id)).toMatchObject({ title: 'Annual Budget 2026', locale: 'en' });
    const index = (await expectJson(
      await portal.request('GET', '/api/records', { token: members.owner.token, headers: { 'Accept-Language': 'fr' } }),
      200,
    )) as RecordsIndex;
    const listed = index.categories.flatMap((c) => c.records).filter((r) => r.id === record.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ title: 'Annual Budget 2026' });
    expect(listed[0]).not.toHaveProperty('locale');
  });

  it('refuses it in the panel too, where a director writes the other titles in French', async () => {
    const panelUser = await createAccount(portal, 'dtpanel', ['owner']);
    await portal.strapi.service('api::account.roles').grant(panelUser.user.id, ['director']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'dtpanel@example.org' } });
    await acceptInvitation(portal, registrationToken);
    const token = await panelToken(portal, 'dtpanel@example.org');
    const french = (documentId: string, json: Record<string, unknown>) =>
      portal.request('PUT', `${contentManager(DOCUMENT)}/${documentId}?locale=fr-CA`, { token, json });
    const refused = await french(record.documentId, { title: 'Budget annuel 2026' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(RecordsMessages.recordNotTranslated);
    const saved = await french(untranslated.documentId, { title: 'Politique de stationnement', documentDate: '1999-09-09' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(byId(await items({ 'Accept-Language': 'fr-CA' }), untranslated.id)).toMatchObject({
      title: 'Politique de stationnement',
      documentDate: '2026-02-10',
      locale: 'fr-CA',
    });
    // The directors' and administrators' panel roles reach the three languages of documents.
    for (const code of ['hearth-board-director', 'hearth-portal-administrator']) {
      const role = await portal.strapi.db.query('admin::role').findOne({ where: { code }, populate: ['permissions'] });
      const documentPermissions = (role?.permissions ?? []).filter((p: { subject: string }) => p.subject === DOCUMENT);
      expect(documentPermissions.length).toBeGreaterThan(0);
      for (const p of documentPermissions as { properties: { locales?: string[] } }[])
        expect([...(p.properties.locales ?? [])].sort()).toEqual(['en', 'es', 'fr-CA']);
    }
  });

  it('announces a document once, from its English row: a translation is never an item to announce', async () => {
    const announced = (
      (await portal.strapi.db.connection('hearth_notice_announcements').where({ source: 'document' }).select('item_id')) as {
        item_id: unknown;
      }[]
    ).map((r) => Number(r.item_id));
    const due = (await documentAnnouncements(portal.strapi)[0].due(Date.now(), 500)).map((item) => item.id);
    const translations = (await portal.strapi.db.query(DOCUMENT).findMany({ where: { locale: { $ne: 'en' } }, select: ['id'] })) as {
      id: number;
    }[];
    expect(translations.length).toBeGreaterThan(0);
    for (const t of translations) expect([...announced, ...due]).not.toContain(t.id);
    expect([...announced, ...due]).toContain(translated.id);
  });

  it('makes a row a direct query writes without a locale English, so the lists read it', async () => {
    const row = await portal.strapi.db.query(DOCUMENT).create({
      data: { title: 'Written directly', docType: 'Document', documentDate: '2026-02-11', documentName: 'direct.pdf' },
    });
    expect(row.locale).toBe('en');
    expect(byId(await items(), row.id)).toMatchObject({ title: 'Written directly' });
  });

  it('archives and deletes a translated document once, with all its languages', async () => {
    const archived = await portal.request('POST', `/api/content/documents/${translated.id}/archive`, { token: members.director.token });
    expect(archived.status).toBe(200);
    const archive = (await expectJson(
      await portal.request('GET', '/api/content/documents/archived', { token: members.director.token }),
      200,
    )) as { id: number }[];
    expect(archive.filter((i) => i.id === translated.id)).toHaveLength(1);
    expect(byId(await items({ 'Accept-Language': 'fr' }), translated.id)).toBeUndefined();
    const rows = await portal.strapi.db.query(DOCUMENT).findMany({ where: { documentId: translated.documentId } });
    expect(rows.every((r: { archivedAt: unknown }) => r.archivedAt)).toBe(true);
    const removed = await portal.request('DELETE', `/api/content/documents/${translated.id}`, { token: members.admin.token });
    expect(removed.status).toBe(200);
    expect(await portal.strapi.db.query(DOCUMENT).count({ where: { documentId: translated.documentId } })).toBe(0);
  });
});
