/**
 * The association's content in each language (docs/architecture.md, "Languages"): news, FAQs and
 * property managers are Strapi i18n content; a reader gets an item's translation in their language,
 * else its English text marked `locale: 'en'`; English readers get the answers they always had; an
 * unknown language is English, never a 500; a translation written through the document service (the
 * panel's) passes the module's rules; each language's answer is cached apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Faq, type NewsItem, type PropertyManager } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, type Members } from './support';
import { ensureContentLocales } from '../../src/platform/content-languages';

const NEWS = 'api::news-item.news-item';
const FAQ = 'api::faq.faq';
const MANAGER = 'api::property-manager.property-manager';
const today = new Date().toISOString().slice(0, 10);

describe('content in each language', () => {
  let portal: TestPortal;
  let members: Members;
  let translated: { id: number; documentId: string };
  let untranslated: { id: number; documentId: string };

  const news = async (headers: Record<string, string> = {}, token?: string) => {
    const res = await portal.request('GET', '/api/news/active', { headers, token });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as NewsItem[], res };
  };
  const byId = <T extends { id: number }>(items: T[], id: number) => items.find((i) => i.id === id)!;

  beforeAll(async () => {
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '250' });
    members = await createMembers(portal, 'lang');
    const documents = portal.strapi.documents(NEWS as never);
    const made = async (title: string, body: string) => {
      const { documentId } = (await documents.create({ data: { title, body, publishDate: today } as never })) as { documentId: string };
      const row = await portal.strapi.db.query(NEWS as never).findOne({ where: { documentId, locale: 'en' } });
      return { id: row.id as number, documentId };
    };
    translated = await made('Pool opening', 'The pool opens on Saturday.');
    untranslated = await made('Parking sweep', 'Move your car on Tuesday.');
    await documents.update({
      documentId: translated.documentId,
      locale: 'fr-CA',
      data: { title: 'Ouverture de la piscine', body: 'La piscine ouvre samedi.' },
    } as never);
    await documents.update({
      documentId: translated.documentId,
      locale: 'es',
      data: { title: 'Apertura de la piscina', body: 'La piscina abre el sábado.' },
    } as never);
  });
  afterAll(() => portal?.stop());

  it('has the three locales in the panel, English the default, created again without harm', async () => {
    await Promise.all([ensureContentLocales(portal.strapi), ensureContentLocales(portal.strapi)]);
    const locales = portal.strapi.plugin('i18n').service('locales');
    const codes = ((await locales.find({})) as { code: string }[]).map((l) => l.code).sort();
    expect(codes).toEqual(['en', 'es', 'fr-CA']);
    expect(await locales.getDefaultLocale()).toBe('en');
  });

  it('serves a French news item in French and an untranslated one in English, marked', async () => {
    const { body, res } = await news({ 'Accept-Language': 'fr-CA,fr;q=0.9' });
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(byId(body, translated.id)).toMatchObject({
      title: 'Ouverture de la piscine',
      body: 'La piscine ouvre samedi.',
      publishDate: today,
      locale: 'fr-CA',
    });
    expect(byId(body, untranslated.id)).toMatchObject({ title: 'Parking sweep', body: 'Move your car on Tuesday.', locale: 'en' });
    // The translations are no items of their own.
    expect(body.filter((n) => [translated.id, untranslated.id].includes(n.id))).toHaveLength(2);
  });

  it('serves a Spanish reader in Spanish, by cookie before the browser', async () => {
    const cookie = await news({ Cookie: 'hearth-locale=es', 'Accept-Language': 'fr' });
    expect(byId(cookie.body, translated.id)).toMatchObject({ title: 'Apertura de la piscina', locale: 'es' });
    const browser = await news({ 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(byId(browser.body, translated.id)).toMatchObject({ title: 'Apertura de la piscina', locale: 'es' });
  });

  it('keeps English answers as they were: no mark, the English text', async () => {
    for (const headers of [{}, { 'Accept-Language': 'en-CA' }]) {
      const { body } = await news(headers);
      const item = byId(body, translated.id);
      expect(item.title).toBe('Pool opening');
      expect(item).not.toHaveProperty('locale');
    }
  });

  it('answers an unknown or garbled language in English, never a 500', async () => {
    for (const headers of [
      { 'Accept-Language': 'de-DE,xx;q=0.8' },
      { 'Accept-Language': ';;;q=abc,' },
      { Cookie: 'hearth-locale=klingon' },
      { 'Accept-Language': 'fr'.padEnd(2000, 'r') },
    ]) {
      const { body } = await news(headers);
      expect(byId(body, translated.id)).not.toHaveProperty('locale');
    }
  });

  it('caches each language apart: a repeated read answers from the fast path in its own language', async () => {
    for (let i = 0; i < 2; i++) {
      const fr = await news({ 'Accept-Language': 'fr' });
      const en = await news({});
      expect(byId(fr.body, translated.id).title).toBe('Ouverture de la piscine');
      expect(byId(en.body, translated.id).title).toBe('Pool opening');
    }
    // A write to the translation is seen at once.
    await portal.strapi.documents(NEWS as never).update({
      documentId: translated.documentId,
      locale: 'fr-CA',
      data: { title: 'La piscine ouvre', body: 'La piscine ouvre samedi.' },
    } as never);
    expect(byId((await news({ 'Accept-Language': 'fr' })).body, translated.id).title).toBe('La piscine ouvre');
  });

  it("refuses a translation the module's rules refuse, through the panel's document service", async () => {
    await expect(
      portal.strapi.documents(NEWS as never).update({
        documentId: untranslated.documentId,
        locale: 'fr-CA',
        data: { title: '', body: 'Déplacez votre voiture mardi.' },
      } as never),
    ).rejects.toMatchObject({ message: Messages.newsTitleRequired });
    const french = await portal.strapi.db.query(NEWS as never).findOne({ where: { documentId: untranslated.documentId, locale: 'fr-CA' } });
    expect(french).toBeNull();
  });

  it('keeps the shared fields shared: a translation does not move the English publish date', async () => {
    const english = await portal.strapi.db.query(NEWS as never).findOne({ where: { id: translated.id } });
    expect(String(english.publishDate).slice(0, 10)).toBe(today);
    expect(english.locale).toBe('en');
  });

  it('translates FAQs, question, answer and detail lines, keeping the English ids', async () => {
    const { documentId } = (await portal.strapi.documents(FAQ as never).create({
      data: { question: 'Where is the gym?', answer: 'In the basement.', details: [{ sequence: 1, body: 'Open 6 to 22.' }] },
    } as never)) as { documentId: string };
    await portal.strapi.documents(FAQ as never).update({
      documentId,
      locale: 'fr-CA',
      data: { question: 'Où est le gym?', answer: 'Au sous-sol.', details: [{ sequence: 1, body: 'Ouvert de 6 h à 22 h.' }] },
    } as never);
    const get = async (headers: Record<string, string>) => {
      const res = await portal.request('GET', '/api/faq', { token: members.tenant.token, headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as Faq[]).find((f) => f.answer === 'In the basement.' || f.answer === 'Au sous-sol.')!;
    };
    const english = await get({});
    expect(english).not.toHaveProperty('locale');
    const french = await get({ 'Accept-Language': 'fr' });
    expect(french).toMatchObject({ id: english.id, question: 'Où est le gym?', locale: 'fr-CA' });
    expect(french.details).toMatchObject([{ sequence: 1, body: 'Ouvert de 6 h à 22 h.' }]);
    const spanish = await get({ 'Accept-Language': 'es' });
    expect(spanish).toMatchObject({ id: english.id, question: 'Where is the gym?', locale: 'en' });
    // A signed-in reader's profile language comes before the browser's.
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: members.tenant.profileId }, data: { language: 'fr-CA' } });
    expect(await get({ 'Accept-Language': 'es' })).toMatchObject({ question: 'Où est le gym?', locale: 'fr-CA' });
  });

  it("translates a property manager's name on Contacts, the rest shared", async () => {
    const { documentId } = (await portal.strapi.documents(MANAGER as never).create({
      data: {
        name: 'Lakeside Property Management',
        phone: '416-555-0100',
        afterHoursPhone: '416-555-0111',
        fax: '416-555-0122',
        email: 'office@lakeside.com',
        websiteUrl: 'https://lakeside.com',
        logo: 'lakeside.png',
        active: true,
      },
    } as never)) as { documentId: string };
    await portal.strapi
      .documents(MANAGER as never)
      .update({ documentId, locale: 'fr-CA', data: { name: 'Gestion immobilière Lakeside' } } as never);
    const get = async (headers: Record<string, string>) => {
      const res = await portal.request('GET', '/api/propertymanager/current', { headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as PropertyManager[]).find((m) => m.email === 'office@lakeside.com')!;
    };
    expect((await get({})).name).toBe('Lakeside Property Management');
    expect(await get({ 'Accept-Language': 'fr-CA' })).toMatchObject({
      name: 'Gestion immobilière Lakeside',
      phone: '416-555-0100',
      locale: 'fr-CA',
    });
    expect(await get({ 'Accept-Language': 'es' })).toMatchObject({ name: 'Lakeside Property Management', locale: 'en' });
  });

  it('archives, lists and deletes a translated item once, with all its languages', async () => {
    const director = members.director.token;
    const archived = await portal.request('POST', `/api/content/news/${translated.id}/archive`, { token: director });
    expect(archived.status).toBe(200);
    const list = (await (await portal.request('GET', '/api/content/news/archived', { token: director })).json()) as { id: number }[];
    expect(list.filter((i) => i.id === translated.id)).toHaveLength(1);
    expect(list).toHaveLength(1);
    expect(byId((await news({ 'Accept-Language': 'fr' })).body, translated.id)).toBeUndefined();
    const removed = await portal.request('DELETE', `/api/content/news/${translated.id}`, { token: members.admin.token });
    expect(removed.status).toBe(200);
    expect(await portal.strapi.db.query(NEWS as never).count({ where: { documentId: translated.documentId } })).toBe(0);
  });

  it('makes rows stored before localization English at start', async () => {
    const knex = portal.strapi.db.connection;
    await knex('news_items').insert({
      document_id: 'oldrowbeforelocales0000a',
      title: 'From before',
      body: 'Stored without a locale.',
      publish_date: today,
      active: true,
      locale: null,
    });
    await ensureContentLocales(portal.strapi);
    const row = await knex('news_items').where({ document_id: 'oldrowbeforelocales0000a' }).first('locale');
    expect(row.locale).toBe('en');
    const { body } = await news({ 'Accept-Language': 'es' });
    expect(body.find((n) => n.title === 'From before')).toMatchObject({ locale: 'en' });
  });
});
