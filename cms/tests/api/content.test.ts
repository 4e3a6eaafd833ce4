/** Property managers, news, FAQs, documents and site settings (docs/requirements.md: "Data", "States and transitions", "Validation", "Constants"), and the public-read cache. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, makeVerifiedOwner, minimalPdf, uploadedName, type Members } from './support';

describe('content API', () => {
  let portal: TestPortal;
  let members: Members;
  let director: string;
  let logo: string;
  let picture: string;

  const png = (width = 40, height = 30) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '300' });
    members = await createMembers(portal, 'c');
    // Minutes are added by those who may read them: this director is a verified owner.
    await makeVerifiedOwner(portal, members.director);
    director = members.director.token;
    logo = await uploadedName(portal, director, 'managerlogo', await png(), 'Acme Logo.png');
    picture = await uploadedName(portal, director, 'news', await png(), 'pool.png');
  });
  afterAll(() => portal?.stop());

  describe('property managers', () => {
    const manager = (extra: Record<string, unknown> = {}) => ({
      id: 0,
      name: 'Acme Property Management',
      phone: '416-555-0100',
      afterHoursPhone: '416-555-0111',
      fax: '416-555-0122',
      email: 'office@acme.com',
      websiteUrl: 'https://acme.example',
      logo,
      active: true,
      ...extra,
    });

    it('adds a manager and answers the refreshed list; the public sees the current ones with the logo URL', async () => {
      const list = await expectJson(await portal.request('POST', '/api/propertymanager/add', { token: director, json: manager() }), 200);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ name: 'Acme Property Management', logo, logoUrl: `/uploads/logos/${logo}`, active: true });
      const current = await expectJson(await portal.request('GET', '/api/propertymanager/current'), 200);
      expect(current.map((m) => m.name)).toEqual(['Acme Property Management']);
      const image = await portal.request('GET', current[0].logoUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/png');
    });

    it('refuses a second manager with the same name and phone (409) and validates every field', async () => {
      await expectRefused(
        await portal.request('POST', '/api/propertymanager/add', { token: director, json: manager({ name: 'ACME Property Management ' }) }),
        409,
        Messages.managerExists,
      );
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, Messages.companyNameRequired],
        [{ phone: '' }, Messages.phoneRequired],
        [{ afterHoursPhone: '' }, Messages.afterHoursRequired],
        [{ fax: '' }, Messages.faxRequired],
        [{ email: '' }, Messages.emailRequired],
        [{ email: 'nope' }, Messages.emailInvalid],
        [{ websiteUrl: '' }, Messages.webSiteRequired],
        [{ logo: null }, Messages.logoRequired],
        [{ logo: 'never-uploaded.png' }, Messages.fileNotFound],
        [{ logo: '../secrets.json' }, Messages.invalidFileName],
      ];
      for (const [change, message] of cases) {
        await expectRefused(
          await portal.request('POST', '/api/propertymanager/add', { token: director, json: manager({ name: 'Other Co', ...change }) }),
          400,
          message,
        );
      }
    });

    it('updates changed managers all-or-nothing; an unknown one is named in the message', async () => {
      const second = await expectJson(
        await portal.request('POST', '/api/propertymanager/add', {
          token: director,
          json: manager({ name: 'Birch Management', phone: '1', active: false }),
        }),
        200,
      );
      const [acme, birch] = [second.find((m) => m.name.startsWith('Acme')), second.find((m) => m.name === 'Birch Management')];
      await expectRefused(
        await portal.request('PUT', '/api/propertymanager/updaterange', {
          token: director,
          json: [
            { ...acme, fax: 'changed' },
            { ...birch, id: 5555, name: 'Ghost Co' },
          ],
        }),
        404,
        Messages.managerNotInList('Ghost Co'),
      );
      await expectRefused(
        await portal.request('PUT', '/api/propertymanager/updaterange', {
          token: director,
          json: [
            { ...acme, fax: 'changed' },
            { ...birch, name: acme.name, phone: acme.phone },
          ],
        }),
        409,
        Messages.managerExists,
      );
      const unchanged = await expectJson(await portal.request('GET', '/api/propertymanager', { token: director }), 200);
      expect(unchanged.find((m) => m.id === acme.id).fax).toBe(acme.fax);
      const updated = await expectJson(
        await portal.request('PUT', '/api/propertymanager/updaterange', {
          token: director,
          json: [
            { ...acme, active: false },
            { ...birch, active: true },
          ],
        }),
        200,
      );
      expect(updated.map((m) => [m.name, m.active])).toEqual([
        ['Acme Property Management', false],
        ['Birch Management', true],
      ]);
      // The cached public answer follows the write at once in this process.
      const current = await expectJson(await portal.request('GET', '/api/propertymanager/current'), 200);
      expect(current.map((m) => m.name)).toEqual(['Birch Management']);
    });

    it('refuses a duplicate made in the admin panel (document service) with the same message', async () => {
      await expect(
        portal.strapi
          .documents('api::property-manager.property-manager')
          .create({ data: { ...manager(), id: undefined, name: 'Birch Management', phone: '1' } as never }),
      ).rejects.toMatchObject({ status: 409, message: Messages.managerExists });
    });

    it('sees a change made by another process within the version-check interval', async () => {
      const before = await expectJson(await portal.request('GET', '/api/propertymanager/current'), 200);
      expect(before.map((m) => m.name)).toEqual(['Birch Management']);
      // Another process: writes the row and bumps the version row, without touching this process's memory.
      const knex = portal.strapi.db.connection;
      await knex('property_managers').where({ name: 'Birch Management' }).update({ phone: '999' });
      await knex('hearth_content_versions').where({ uid: 'api::property-manager.property-manager' }).increment('version', 1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const after = await expectJson(await portal.request('GET', '/api/propertymanager/current'), 200);
      expect(after[0].phone).toBe('999');
    });
  });

  describe('news', () => {
    it('adds with the defaults of the news states (active, today) and lists the public ones newest first', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const first = await expectJson(
        await portal.request('POST', '/api/news/add', {
          token: director,
          json: { title: 'Pool opens', body: 'Saturday.', thumbnail: picture },
        }),
        200,
      );
      expect(first).toMatchObject({
        title: 'Pool opens',
        active: true,
        publishDate: today,
        thumbnail: picture,
        thumbnailUrl: `/uploads/news/${picture}`,
      });
      await expectJson(
        await portal.request('POST', '/api/news/add', {
          token: director,
          json: { title: 'Old news', body: 'x', publishDate: '2020-01-05', active: true },
        }),
        200,
      );
      await expectJson(
        await portal.request('POST', '/api/news/add', {
          token: director,
          json: { title: 'Hidden', body: 'x', publishDate: '2030-01-01', active: false },
        }),
        200,
      );
      const active = await expectJson(await portal.request('GET', '/api/news/active'), 200);
      expect(active.map((n) => n.title)).toEqual(['Pool opens', 'Old news']);
      const all = await expectJson(await portal.request('GET', '/api/news', { token: director }), 200);
      expect(all.map((n) => n.title)).toEqual(['Hidden', 'Pool opens', 'Old news']);
    });

    it('validates with the required messages', async () => {
      await expectRefused(
        await portal.request('POST', '/api/news/add', { token: director, json: { title: '', body: 'x' } }),
        400,
        Messages.newsTitleRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/news/add', { token: director, json: { title: 't', body: ' ' } }),
        400,
        Messages.newsBodyRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/news/add', { token: director, json: { title: 't', body: 'b', publishDate: '2021-02-30' } }),
        400,
        Messages.newsDateInvalid,
      );
      await expectRefused(
        await portal.request('POST', '/api/news/add', { token: director, json: { title: 't', body: 'b', thumbnail: 'missing.png' } }),
        400,
        Messages.fileNotFound,
      );
      await expectRefused(
        await portal.request('POST', '/api/news/add', { token: director, json: { title: 't', body: 'b', author: 'me' } }),
        400,
      );
      await expect(
        portal.strapi.documents('api::news-item.news-item').create({ data: { title: '', body: 'x' } as never }),
      ).rejects.toMatchObject({ message: Messages.newsTitleRequired });
    });

    it('updates the changed items together and the public list follows', async () => {
      const all = await expectJson(await portal.request('GET', '/api/news', { token: director }), 200);
      const hidden = all.find((n) => n.title === 'Hidden');
      const old = all.find((n) => n.title === 'Old news');
      await expectRefused(
        await portal.request('PUT', '/api/news/updaterange', {
          token: director,
          json: [
            { ...hidden, active: true },
            { ...old, title: '' },
          ],
        }),
        400,
        Messages.newsTitleRequired,
      );
      await expectRefused(await portal.request('PUT', '/api/news/updaterange', { token: director, json: [{ ...hidden, id: 99999 }] }), 404);
      expect((await expectJson(await portal.request('GET', '/api/news/active'), 200)).map((n) => n.title)).not.toContain('Hidden');
      const updated = await expectJson(
        await portal.request('PUT', '/api/news/updaterange', { token: director, json: [{ ...hidden, active: true, changed: true }] }),
        200,
      );
      expect(updated.find((n) => n.id === hidden.id).active).toBe(true);
      // Active now, but dated 2030: scheduled, so still off the public list.
      expect((await expectJson(await portal.request('GET', '/api/news/active'), 200)).map((n) => n.title)).toEqual([
        'Pool opens',
        'Old news',
      ]);
      await expectJson(
        await portal.request('PUT', '/api/news/updaterange', {
          token: director,
          json: [{ ...hidden, active: true, publishDate: '2024-01-01', itemDate: null }],
        }),
        200,
      );
      expect((await expectJson(await portal.request('GET', '/api/news/active'), 200)).map((n) => n.title)).toEqual([
        'Pool opens',
        'Hidden',
        'Old news',
      ]);
    });

    it('keeps a scheduled item off the public list and its cache until its publish day begins', async () => {
      const day = 86_400_000;
      const tomorrow = new Date(Date.now() + day).toISOString().slice(0, 10);
      const dayAfter = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
      for (const [title, publishDate] of [
        ['Next week', dayAfter],
        ['Tomorrow', tomorrow],
      ]) {
        await expectJson(
          await portal.request('POST', '/api/news/add', { token: director, json: { title, body: 'Soon.', publishDate, active: true } }),
          200,
        );
      }
      const titles = async () => (await expectJson(await portal.request('GET', '/api/news/active'), 200)).map((n) => n.title);
      const before = await titles();
      expect(before).not.toContain('Tomorrow');
      await new Promise((resolve) => setTimeout(resolve, 400)); // the version check is due: the cache answers after it
      expect(await titles()).toEqual(before);
      // The clock moves (Date only; timers stay real): no write happens, the cached answer expires.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      try {
        vi.setSystemTime(Date.parse(`${tomorrow}T00:00:00.000Z`) - 1000);
        expect(await titles()).toEqual(before);
        vi.setSystemTime(Date.parse(`${tomorrow}T00:00:00.001Z`));
        expect(await titles()).toEqual(['Tomorrow', ...before]);
        expect(await titles()).toEqual(['Tomorrow', ...before]); // cached again, until the next one
        vi.setSystemTime(Date.parse(`${dayAfter}T00:00:00.001Z`));
        expect(await titles()).toEqual(['Next week', 'Tomorrow', ...before]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('FAQs', () => {
    it('adds with id 0 and updates otherwise; details come back in sequence order', async () => {
      const added = await expectJson(
        await portal.request('POST', '/api/faq/add', {
          token: director,
          json: {
            id: 0,
            question: 'Where do I park?',
            answer: 'Underground.',
            details: [
              { sequence: 2, body: 'Visitors: P1.' },
              { sequence: 1, body: 'Residents: P2.' },
            ],
          },
        }),
        200,
      );
      expect(added.id).toBeGreaterThan(0);
      expect(added.details.map((d) => [d.sequence, d.body])).toEqual([
        [1, 'Residents: P2.'],
        [2, 'Visitors: P1.'],
      ]);
      const updated = await expectJson(
        await portal.request('PUT', '/api/faq/update', {
          token: director,
          json: { ...added, answer: 'Garage.', details: [...added.details, { sequence: 3, body: 'Bikes: P1.' }], opened: true },
        }),
        200,
      );
      expect(updated).toMatchObject({ id: added.id, answer: 'Garage.' });
      expect(updated.details).toHaveLength(3);
      const list = await expectJson(await portal.request('GET', '/api/faq', { token: members.tenant.token }), 200);
      expect(list).toHaveLength(1);
      expect(list[0].details.map((d) => d.sequence)).toEqual([1, 2, 3]);
    });

    it('validates question, answer and details; unknown ids are 404', async () => {
      const faq = { id: 0, question: 'Q?', answer: 'A.', details: [] };
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: { ...faq, question: '' } }),
        400,
        Messages.faqQuestionRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: { ...faq, answer: '' } }),
        400,
        Messages.faqAnswerRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: { ...faq, details: [{ sequence: 1, body: '' }] } }),
        400,
        Messages.faqDetailRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: { ...faq, details: [{ sequence: 'x', body: 'b' }] } }),
        400,
        Messages.faqSequenceRequired,
      );
      await expectRefused(
        await portal.request('PUT', '/api/faq/update', { token: director, json: { ...faq, id: 777 } }),
        404,
        Messages.notFound,
      );
      await expectRefused(
        await portal.request('PUT', '/api/faq/update', { token: director, json: { ...faq, question: 'x'.repeat(501) } }),
        400,
      );
    });
  });

  describe('documents', () => {
    it('adds each kind with the title message of its kind and lists them in the required order with years', async () => {
      const add = async (docType: string, area: string, title: string, documentDate?: string) => {
        const documentName = await uploadedName(portal, director, area, minimalPdf(title), `${title}.pdf`);
        return expectJson(
          await portal.request('POST', '/api/document/add', {
            token: director,
            json: { id: 0, docType, title, documentName, documentDate },
          }),
          200,
        );
      };
      const spring = await add('Newsletter', 'newsletters', 'Spring', '2024-04-01');
      expect(spring).toMatchObject({ docType: 'Newsletter', year: 2024, documentDate: '2024-04-01', documentFolder: 'newsletter' });
      // The web page that opens it after sign-in, never the raw API (docs/requirements.md, "Public and account screens").
      expect(spring.link).toBe(`/documents/download?area=newsletter&fileName=${spring.documentName}`);
      await add('Newsletter', 'newsletters', 'Winter', '2025-01-15');
      await add('Newsletter', 'newsletters', 'Autumn', '2024-10-01');
      await add('Document', 'community', 'Bylaws');
      await add('Document', 'community', 'Amenities');
      const agm = await add('Minutes', 'minutes', 'AGM', '2023-06-01');
      expect(agm.documentFolder).toBe('minutes');

      const newsletters = await expectJson(
        await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'newsletters' } }),
        200,
      );
      expect(newsletters.map((d) => [d.title, d.year])).toEqual([
        ['Winter', 2025],
        ['Autumn', 2024],
        ['Spring', 2024],
      ]);
      const community = await expectJson(
        await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'documents' } }),
        200,
      );
      expect(community.map((d) => d.title)).toEqual(['Amenities', 'Bylaws']);
      expect(community[0].documentDate).toBe(new Date().toISOString().slice(0, 10));
      await expectRefused(
        await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'minutes' } }),
        403,
      );
      const minutes = await expectJson(
        await portal.request('GET', '/api/document', { token: members.owner.token, headers: { docType: 'minutes' } }),
        200,
      );
      expect(minutes.map((d) => d.title)).toEqual(['AGM']);
    });

    it('validates with the required messages', async () => {
      const name = await uploadedName(portal, director, 'newsletters', minimalPdf(), 'n.pdf');
      const doc = { id: 0, docType: 'Newsletter', title: 'T', documentName: name, documentDate: '2024-01-01' };
      const post = (json) => portal.request('POST', '/api/document/add', { token: director, json });
      await expectRefused(await post({ ...doc, title: '' }), 400, Messages.newsletterTitleRequired);
      await expectRefused(await post({ ...doc, docType: 'Minutes', title: '' }), 400, Messages.minutesTitleRequired);
      await expectRefused(await post({ ...doc, docType: 'Document', title: ' ' }), 400, Messages.documentTitleRequired);
      await expectRefused(await post({ ...doc, documentDate: '0999-01-01' }), 400, Messages.documentDateInvalid);
      await expectRefused(await post({ ...doc, documentName: '' }), 400, Messages.documentFileRequired);
      await expectRefused(await post({ ...doc, documentName: '../../secrets.json' }), 400, Messages.invalidFileName);
      // The file exists in the newsletters area, not in the minutes one.
      await expectRefused(await post({ ...doc, docType: 'Minutes' }), 400, Messages.fileNotFound);
      await expectRefused(await post({ ...doc, docType: 'Memo' }), 400);
      await expectRefused(
        await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'memos' } }),
        400,
      );
      await expectRefused(await portal.request('GET', '/api/document', { token: members.tenant.token }), 400);
    });

    it('updates the changed items all-or-nothing; the year follows the new date', async () => {
      const list = await expectJson(
        await portal.request('GET', '/api/document', { token: director, headers: { docType: 'newsletters' } }),
        200,
      );
      const spring = list.find((d) => d.title === 'Spring');
      const winter = list.find((d) => d.title === 'Winter');
      await expectRefused(
        await portal.request('PUT', '/api/document/updaterange', {
          token: director,
          json: [
            { ...spring, documentDate: '2026-03-01' },
            { ...winter, title: '' },
          ],
        }),
        400,
        Messages.newsletterTitleRequired,
      );
      await expectRefused(
        await portal.request('PUT', '/api/document/updaterange', { token: director, json: [{ ...spring, id: 4242 }] }),
        404,
      );
      const updated = await expectJson(
        await portal.request('PUT', '/api/document/updaterange', {
          token: director,
          json: [{ ...spring, documentDate: '2026-03-01', changed: true }],
        }),
        200,
      );
      expect(updated.map((d) => [d.title, d.year])).toEqual([
        ['Spring', 2026],
        ['Winter', 2025],
        ['Autumn', 2024],
      ]);
    });
  });

  it('serves the site settings publicly, and a settings edit shows at once', async () => {
    const settings = await expectJson(await portal.request('GET', '/api/settings'), 200);
    expect(Object.keys(settings).sort()).toEqual([
      'adminEmail',
      'adminName',
      'adminPhone',
      'cityWebsiteName',
      'cityWebsiteUrl',
      'copyrightStartYear',
      'payOnlineUrl',
      'siteName',
      'timeZone',
    ]);
    expect(settings.copyrightStartYear).toBe(2017);
    const row = await portal.strapi.documents('api::site-setting.site-setting').findFirst();
    await portal.strapi
      .documents('api::site-setting.site-setting')
      .update({ documentId: row!.documentId, data: { adminName: 'Jane Webmaster' } as never });
    expect((await expectJson(await portal.request('GET', '/api/settings'), 200)).adminName).toBe('Jane Webmaster');
  });
});
