/**
 * What a director's admin-panel account may do, through the panel's own HTTP API
 * (/admin/..., /content-manager/..., /upload) with its admin JWT — the same rules as the
 * portal's custom screens, and nothing of the panel's administration.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PanelMessages } from '@hearth/common';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken } from './panel-client';

const CONTENT = [
  'api::board-director.board-director',
  'api::board-role.board-role',
  'api::document.document',
  'api::news-item.news-item',
  'api::faq.faq',
  'api::property-manager.property-manager',
  'api::site-setting.site-setting',
  'api::amenity.amenity',
  'api::service-request.request-category',
  'api::records.record-category',
];
/** Declared `panel: 'read'`: directors read them, administrators also update them. */
const READ_ONLY = ['api::unit.unit', 'api::unit.unit-member'];
/** Declared `panel: 'admin'`: residents' profiles, read and updated by administrators only. */
const ADMINS_ONLY = ['api::profile.profile'];
const MEDIA = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];
const crud = (uid: string) => ['create', 'read', 'update', 'delete'].map((verb) => `plugin::content-manager.explorer.${verb} ${uid}`);

describe('a director in the admin panel', () => {
  let portal: TestPortal;
  let director: { token: string; profile: { firstName: string; lastName: string; unitNumber: string }; email: string };
  let adminToken: string;

  /** A portal account granted a role, with its panel invitation accepted: returns the panel JWT. */
  async function panelAccountFor(username: string, roles: string[], grant: string) {
    const account = await createAccount(portal, username, roles);
    await portal.strapi.service('api::account.roles').grant(account.user.id, [grant]);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: `${username}@example.org` } });
    await acceptInvitation(portal, registrationToken);
    return { ...account, email: `${username}@example.org`, token: await panelToken(portal, `${username}@example.org`) };
  }

  const upload = (token: string, name: string, type: string, bytes: Uint8Array | string) => {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    return portal.request('POST', '/upload', { token, body: form });
  };

  beforeAll(async () => {
    portal = await startPortal({}, { webShell: true });
    director = await panelAccountFor('dirk', ['owner'], 'director');
    adminToken = (await panelAccountFor('ada', ['owner'], 'admin')).token;
  });
  afterAll(() => portal?.stop());

  it('the Board Director role grants exactly the portal content, reading units and the media library (no profiles)', async () => {
    const role = await portal.strapi.db.query('admin::role').findOne({ where: { code: 'hearth-board-director' } });
    expect(role.name).toBe('Board Director');
    const permissions = await portal.strapi.db.query('admin::permission').findMany({ where: { role: { id: role.id } } });
    const granted = permissions
      .map((p: { action: string; subject: string | null }) => (p.subject ? `${p.action} ${p.subject}` : p.action))
      .sort();
    expect(granted).toEqual(
      [...CONTENT.flatMap(crud), ...READ_ONLY.map((uid) => `plugin::content-manager.explorer.read ${uid}`), ...MEDIA].sort(),
    );
  });

  it('the Portal Administrator role adds updating profiles, and neither role is the super admin', async () => {
    const role = await portal.strapi.db.query('admin::role').findOne({ where: { code: 'hearth-portal-administrator' } });
    const permissions = await portal.strapi.db.query('admin::permission').findMany({ where: { role: { id: role.id } } });
    const granted = permissions
      .map((p: { action: string; subject: string | null }) => (p.subject ? `${p.action} ${p.subject}` : p.action))
      .sort();
    expect(granted).toEqual(
      [
        ...CONTENT.flatMap(crud),
        ...[...READ_ONLY, ...ADMINS_ONLY].flatMap((uid) => ['read', 'update'].map((v) => `plugin::content-manager.explorer.${v} ${uid}`)),
        ...MEDIA,
      ].sort(),
    );
    const superAdmins = await portal.strapi.db.query('admin::user').findMany({ where: { roles: { code: 'strapi-super-admin' } } });
    expect(superAdmins.map((u: { email: string }) => u.email)).not.toContain(director.email);
  });

  it('the roles are re-applied on start: a permission added by hand is removed again', async () => {
    const role = await portal.strapi.db.query('admin::role').findOne({ where: { code: 'hearth-board-director' } });
    await portal.strapi
      .service('admin::permission')
      .createMany([{ action: 'admin::users.read', role: role.id, properties: {}, conditions: [] }]);
    await portal.strapi.service('api::panel-access.panel-roles').ensure();
    const permissions = await portal.strapi.db
      .query('admin::permission')
      .findMany({ where: { role: { id: role.id }, action: 'admin::users.read' } });
    expect(permissions).toHaveLength(0);
  });

  it('reads and edits the portal content through the content manager', async () => {
    for (const uid of CONTENT.filter((u) => u !== 'api::site-setting.site-setting')) {
      expect((await portal.request('GET', contentManager(uid), { token: director.token })).status, uid).toBe(200);
    }
    expect(
      (await portal.request('GET', '/content-manager/single-types/api::site-setting.site-setting', { token: director.token })).status,
    ).toBe(200);

    const created = await portal.request('POST', contentManager('api::faq.faq'), {
      token: director.token,
      json: {
        question: 'Where do I park my bicycle?',
        answer: 'In the bicycle room, level P1.',
        details: [{ sequence: 1, body: 'Bring your fob.' }],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    const updated = await portal.request('PUT', `${contentManager('api::faq.faq')}/${data.documentId}`, {
      token: director.token,
      json: {
        question: 'Where do I park my bike?',
        answer: 'In the bicycle room, level P1.',
        details: [{ sequence: 1, body: 'Bring your fob.' }],
      },
    });
    expect(updated.status).toBe(200);
    const stored = await portal.strapi.documents('api::faq.faq').findOne({ documentId: data.documentId });
    expect(stored?.question).toBe('Where do I park my bike?');
  });

  it("gets 403 on login records, page logs, portal accounts and residents' profiles", async () => {
    for (const uid of [
      'api::login-record.login-record',
      'api::page-log.page-log',
      'plugin::users-permissions.user',
      'api::profile.profile',
    ]) {
      expect((await portal.request('GET', contentManager(uid), { token: director.token })).status, uid).toBe(403);
    }
    const [profile] = await portal.strapi.documents('api::profile.profile').findMany({ filters: { userName: 'dirk' } });
    const update = await portal.request('PUT', `${contentManager('api::profile.profile')}/${profile.documentId}`, {
      token: director.token,
      json: { firstName: 'Changed' },
    });
    expect(update.status).toBe(403);
  });

  it("the panel's home shows a director no profiles and no counts of API tokens, admin users or webhooks", async () => {
    const statistics = await portal.request('GET', '/admin/homepage/key-statistics', { token: director.token });
    expect(statistics.status).toBe(403);
    expect(await statistics.text()).not.toMatch(/apiTokens/);
    // What the home's content lists are built from: the director's permissions and the recent entries.
    const permissions = await portal.request('GET', '/admin/users/me/permissions', { token: director.token });
    expect(permissions.status).toBe(200);
    const subjects = ((await permissions.json()) as { data: { subject: string | null }[] }).data.map((p) => p.subject);
    expect(subjects).toContain('api::document.document');
    expect(subjects).not.toContain('api::profile.profile');
    for (const action of ['update', 'publish']) {
      const recent = await portal.request('GET', `/content-manager/homepage/recent-documents?action=${action}`, { token: director.token });
      expect(recent.status, action).toBeLessThan(500);
      if (recent.status === 200) expect(await recent.text()).not.toContain('api::profile.profile');
    }
    // The panel administrator still reads and updates profiles; the statistics stay the super admin's.
    expect((await portal.request('GET', contentManager('api::profile.profile'), { token: adminToken })).status).toBe(200);
    expect((await portal.request('GET', '/admin/homepage/key-statistics', { token: adminToken })).status).toBe(403);
  });

  it('cannot reach the admin users, roles, API tokens, webhooks or settings (403)', async () => {
    const forbidden = [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['GET', '/admin/roles'],
      ['GET', '/admin/api-tokens'],
      ['GET', '/admin/transfer/tokens'],
      ['GET', '/admin/webhooks'],
      ['GET', '/users-permissions/roles'],
      ['GET', '/upload/settings'],
      ['GET', '/email/settings'],
    ];
    for (const [method, route] of forbidden) {
      const json = method === 'POST' ? { email: 'x@example.org', firstname: 'X', roles: [1] } : undefined;
      expect((await portal.request(method, route, { token: director.token, json })).status, `${method} ${route}`).toBe(403);
    }
  });

  it('a deactivated panel account is refused at once on its existing token (Strapi checks isActive per request)', async () => {
    const account = await portal.strapi.db.query('admin::user').findOne({ where: { email: director.email } });
    await portal.strapi.service('admin::user').updateById(account.id, { isActive: false });
    try {
      expect((await portal.request('GET', '/admin/users/me', { token: director.token })).status).toBe(401);
    } finally {
      await portal.strapi.service('admin::user').updateById(account.id, { isActive: true });
    }
    expect((await portal.request('GET', '/admin/users/me', { token: director.token })).status).toBe(200);
  });

  it('a director with a duplicate e-mail is refused with the required message', async () => {
    const [role] = await portal.strapi.documents('api::board-role.board-role').findMany({ sort: 'sortOrder' });
    const body = {
      firstName: director.profile.firstName,
      lastName: director.profile.lastName,
      unitNumber: director.profile.unitNumber,
      phone: '604-555-0101',
      email: director.email,
      position: 1,
      active: true,
      roles: { connect: [{ id: role.id, documentId: role.documentId }] },
    };
    const first = await portal.request('POST', contentManager('api::board-director.board-director'), { token: director.token, json: body });
    expect(first.status, await first.clone().text()).toBe(201);
    const duplicate = await portal.request('POST', contentManager('api::board-director.board-director'), {
      token: director.token,
      json: { ...body, firstName: 'Someone', lastName: 'Else', unitNumber: '999' },
    });
    expect(duplicate.status).toBeGreaterThanOrEqual(400);
    expect(duplicate.status).toBeLessThan(500);
    expect(((await duplicate.json()) as { error: { message: string } }).error.message).toBe(Messages.directorExists);
  });

  it('a property manager with the name and phone of an existing one is refused with the required message', async () => {
    const manager = {
      name: 'Keystone Property Group',
      phone: '604-555-0199',
      afterHoursPhone: '604-555-0100',
      fax: '604-555-0198',
      email: 'office@keystone.test',
      websiteUrl: 'https://keystone.test',
      logo: 'keystone.png',
      active: true,
    };
    await portal.strapi.documents('api::property-manager.property-manager').create({ data: manager });
    const response = await portal.request('POST', contentManager('api::property-manager.property-manager'), {
      token: director.token,
      json: { ...manager, email: 'other@keystone.test' },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(Messages.managerExists);
  });

  it('writes a French translation in the panel, under the same rules, and readers of French get it', async () => {
    const created = await portal.request('POST', contentManager('api::news-item.news-item'), {
      token: director.token,
      json: { title: 'Lobby painting', body: 'The lobby is painted next week.', publishDate: '2026-01-05', active: true },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    const french = (json: Record<string, unknown>) =>
      portal.request('PUT', `${contentManager('api::news-item.news-item')}/${data.documentId}?locale=fr-CA`, {
        token: director.token,
        json,
      });
    const refused = await french({ title: '', body: 'Le hall est repeint la semaine prochaine.' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(Messages.newsTitleRequired);
    const saved = await french({ title: 'Peinture du hall', body: 'Le hall est repeint la semaine prochaine.' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = (await (await portal.request('GET', '/api/news/active', { headers: { 'Accept-Language': 'fr-CA' } })).json()) as {
      title: string;
      publishDate: string;
      locale?: string;
    }[];
    expect(read.find((n) => n.title === 'Peinture du hall')).toMatchObject({ publishDate: '2026-01-05', locale: 'fr-CA' });
  });

  it('a news item without a title is refused with the required message', async () => {
    const response = await portal.request('POST', contentManager('api::news-item.news-item'), {
      token: director.token,
      json: { body: 'The pool opens on Saturday.', publishDate: '2026-06-01', active: true },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(Messages.newsTitleRequired);
  });

  it('Media Library uploads are checked by content: an HTML page named .pdf is refused, a real PDF and PNG pass', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script>Minutes</body></html>';
    const refused = await upload(director.token, 'minutes-2026-05.pdf', 'application/pdf', html);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(Messages.pdfOnly);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const pngAsPdf = await upload(director.token, 'minutes.pdf', 'application/pdf', png);
    expect(pngAsPdf.status).toBe(400);
    const htmlAsPng = await upload(director.token, 'photo.png', 'image/png', html);
    expect(htmlAsPng.status).toBe(400);
    expect(((await htmlAsPng.json()) as { error: { message: string } }).error.message).toBe(Messages.imageOnly);
    const svg = await upload(
      director.token,
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(svg.status).toBe(400);

    const pictures = await upload(director.token, 'pool.png', 'image/png', png);
    expect(pictures.status, await pictures.clone().text()).toBe(201);
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
    expect((await upload(director.token, 'agenda.pdf', 'application/pdf', pdf)).status).toBe(201);

    const files = await portal.strapi.db.query('plugin::upload.file').findMany({});
    expect(files.map((f: { name: string }) => f.name).sort()).toEqual(['agenda.pdf', 'pool.png']); // nothing of the refused ones
    const uploads = await portal.store.list('media');
    expect(uploads.some((name) => name.startsWith('minutes'))).toBe(false);
  });

  it('Media Library pictures are kept within 1000 x 1000, aspect ratio kept', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#a73' } })
      .jpeg()
      .toBuffer();
    const response = await upload(director.token, 'lobby.jpg', 'image/jpeg', big);
    expect(response.status, await response.clone().text()).toBe(201);
    const [file] = (await response.json()) as { width: number; height: number; url: string }[];
    expect([file.width, file.height]).toEqual([1000, 667]);
    const stored = await sharp((await portal.storedBytes('media', file.url.replace('/uploads/', '')))!).metadata();
    expect((await portal.request('GET', file.url)).status).toBe(200);
    expect([stored.width, stored.height]).toEqual([1000, 667]);
  });

  it("documents' file fields tell the panel user that files are private and uploaded through the portal's screens", async () => {
    const contentTypes = portal.strapi.plugin('content-manager').service('content-types');
    const configuration = await contentTypes.findConfiguration(contentTypes.findContentType('api::document.document'));
    expect(configuration.metadatas.documentName.edit).toMatchObject({ description: PanelMessages.privateFileField, editable: false });
    const layout = await portal.request('GET', '/content-manager/content-types/api::document.document/configuration', {
      token: director.token,
    });
    expect(layout.status).toBe(200);
    expect(JSON.stringify(await layout.json())).toContain('private document store');
  });

  it('a Portal Administrator may update profiles in the panel', async () => {
    const [profile] = await portal.strapi.documents('api::profile.profile').findMany({ filters: { userName: 'dirk' } });
    const update = await portal.request('PUT', `${contentManager('api::profile.profile')}/${profile.documentId}`, {
      token: adminToken,
      json: { streetName: 'Cedar Lane' },
    });
    expect(update.status, await update.clone().text()).toBe(200);
  });

  it('both ways live under /admin: a page load of a web admin screen gets the web app, the panel API still answers JSON', async () => {
    const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const screen of ['/admin/board', '/admin/faqs', '/admin/users', '/admin/news/']) {
      const response = await portal.request('GET', screen, { headers: page });
      expect(response.status, screen).toBe(200);
      expect(await response.text()).toContain(WEB_SHELL_MARK);
    }
    const api = await portal.request('GET', '/admin/users', { token: director.token, headers: { accept: 'application/json' } });
    expect(api.status).toBe(403);
    expect((await portal.request('GET', '/admin/users', { headers: { accept: 'application/json' } })).status).toBe(401);
    expect((await portal.request('GET', '/admin/users/me', { token: director.token, headers: { accept: '*/*' } })).status).toBe(200);
  });
});
