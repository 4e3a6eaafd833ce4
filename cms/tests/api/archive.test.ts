/** Archive (hidden from residents, kept, restorable) and delete (admins; files removed, board privileges revoked first). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveMessages, Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken } from '../panel/panel-client';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

describe('archive and delete', () => {
  let portal: TestPortal;
  let members: Members;
  let director: string;
  let admin: string;

  const call = (method: string, pathname: string, token = director) => portal.request(method, pathname, { token });
  const titles = async (pathname: string, token?: string, headers?: Record<string, string>) =>
    (await expectJson(await portal.request('GET', pathname, { token, headers }), 200)).map(
      (r) => r.title ?? r.question ?? r.name ?? `${r.firstName} ${r.lastName}`,
    );

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'arc');
    director = members.director.token;
    admin = members.admin.token;
  });
  afterAll(() => portal?.stop());

  it('archives a news item away from residents and restores it, its pictures too; the activity names both', async () => {
    const png = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
    const picture = await uploadedName(portal, director, 'news', await png('#123456'), 'p.png');
    const linked = await uploadedName(portal, director, 'news', await png('#654321'), 'q.png');
    const shared = await uploadedName(portal, director, 'news', await png('#abcdef'), 's.png');
    // Served to anyone before it is saved (the admin form shows it), and while its item is current.
    const pictureStatus = async (name: string) => (await portal.request('GET', `/uploads/news/${encodeURIComponent(name)}`)).status;
    expect(await pictureStatus(picture)).toBe(200);
    const item = await expectJson(
      await portal.request('POST', '/api/news/add', {
        token: director,
        json: {
          title: 'Garage closed',
          body: 'Tuesday.',
          thumbnail: picture,
          imageLinks: [`/uploads/news/${linked}`, `/uploads/news/${shared}`],
        },
      }),
      200,
    );
    // Another current item shows the same picture: that one stays public.
    await expectJson(
      await portal.request('POST', '/api/news/add', {
        token: director,
        json: { title: 'Garage open', body: 'Wednesday.', thumbnail: shared },
      }),
      200,
    );
    expect(await titles('/api/news/active')).toContain('Garage closed');
    expect([await pictureStatus(picture), await pictureStatus(linked)]).toEqual([200, 200]);

    const archived = await expectJson(await call('POST', `/api/content/news/${item.id}/archive`), 200);
    expect(archived.messages[0]).toBe(ArchiveMessages.archived('Garage closed'));
    expect(await titles('/api/news/active')).not.toContain('Garage closed');
    expect(await titles('/api/news', director)).not.toContain('Garage closed');
    const list = await expectJson(await call('GET', '/api/content/news/archived'), 200);
    expect(list).toEqual([{ id: item.id, title: 'Garage closed', archivedAt: expect.any(String) }]);
    expect(Boolean(await portal.store.stat('news', picture))).toBe(true); // kept
    // ...but no longer served: its pictures are hidden with it, except one a current item also shows.
    expect([await pictureStatus(picture), await pictureStatus(linked), await pictureStatus(shared)]).toEqual([404, 404, 200]);
    expect((await portal.request('HEAD', `/uploads/news/${picture}`)).status).toBe(404);

    expect((await expectJson(await call('POST', `/api/content/news/${item.id}/restore`), 200)).messages).toEqual([
      ArchiveMessages.restored('Garage closed'),
    ]);
    expect(await titles('/api/news/active')).toContain('Garage closed');
    expect([await pictureStatus(picture), await pictureStatus(linked)]).toEqual([200, 200]);
    expect(await expectJson(await call('GET', '/api/content/news/archived'), 200)).toEqual([]);
    await expectRefused(await call('POST', `/api/content/news/${item.id}/restore`), 400, ArchiveMessages.notArchived);

    const actions = (await expectJson(await portal.request('GET', '/api/activity?kind=news', { token: admin }), 200)).rows.map(
      (r) => r.action,
    );
    expect(actions.slice(0, 2)).toEqual(['restore', 'archive']);

    // Deleting (admins only) removes the row and its picture.
    await expectRefused(await call('DELETE', `/api/content/news/${item.id}`), 403);
    expect((await expectJson(await call('DELETE', `/api/content/news/${item.id}`, admin), 200)).messages).toEqual([
      ArchiveMessages.deleted('Garage closed'),
    ]);
    expect(await titles('/api/news', director)).not.toContain('Garage closed');
    expect(Boolean(await portal.store.stat('news', picture))).toBe(false);
    await expectRefused(await call('DELETE', `/api/content/news/${item.id}`, admin), 404, Messages.notFound);
  });

  it('hides an archived newsletter from residents; deleting it removes its file', async () => {
    const documentName = await uploadedName(portal, director, 'newsletters', minimalPdf('Summer'), 'Summer.pdf');
    const doc = await expectJson(
      await portal.request('POST', '/api/document/add', {
        token: director,
        json: { id: 0, docType: 'Newsletter', title: 'Summer', documentName, documentDate: '2025-06-01' },
      }),
      200,
    );
    const residents = () => titles('/api/document', members.tenant.token, { docType: 'newsletters' });
    expect(await residents()).toContain('Summer');
    // The kind must match the row: a newsletter is not found among the community documents
    // (nor among the minutes, which this director, no verified owner, may not even ask about).
    await expectRefused(await call('POST', `/api/content/documents/${doc.id}/archive`), 404);
    await expectRefused(await call('POST', `/api/content/minutes/${doc.id}/archive`), 403);
    await expectRefused(await call('POST', `/api/content/minutes/${doc.id}/archive`, admin), 404);
    const download = (token: string) => portal.request('GET', `/api/file/download?area=newsletter&fileName=${documentName}`, { token });
    expect((await download(members.tenant.token)).status).toBe(200);
    await expectJson(await call('POST', `/api/content/newsletters/${doc.id}/archive`), 200);
    expect(await residents()).not.toContain('Summer');
    // Its file goes with it for residents; the admin lists still open it.
    await expectRefused(await download(members.tenant.token), 404, Messages.fileNotFound);
    expect((await download(director)).status).toBe(200);
    expect(await portal.store.stat('newsletter', documentName)).not.toBeNull();
    await expectJson(await call('DELETE', `/api/content/newsletters/${doc.id}`, admin), 200);
    expect(await portal.store.stat('newsletter', documentName)).toBeNull();
    expect(await expectJson(await call('GET', '/api/content/newsletters/archived'), 200)).toEqual([]);
  });

  it('revokes the director role when a board row is archived or deleted; a board role in use cannot be deleted', async () => {
    const { user, profile } = await createAccount(portal, 'arcdana', ['owner']);
    const roles = await expectJson(await portal.request('GET', '/api/boardrole', { token: director }), 200);
    const model = {
      id: 0,
      firstName: profile.firstName,
      lastName: profile.lastName,
      unitNumber: profile.unitNumber,
      email: 'arcdana@example.org',
      phone: '416-555-0101',
      position: -1,
      roles: [roles[2]],
      active: true,
    };
    const added = await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [model] } }), 200);
    const row = added.directors.find((d) => d.email === 'arcdana@example.org');
    const rolesOf = () => portal.strapi.service('api::account.roles').list(user.id);
    expect(await rolesOf()).toContain('director');

    await expect(
      portal.strapi.documents('api::board-role.board-role').delete({
        documentId: (await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { id: roles[2].id } })).documentId,
      }),
    ).rejects.toMatchObject({
      message: ArchiveMessages.roleInUse(roles[2].role, [`${profile.firstName} ${profile.lastName}`]),
    });
    // The same refusal in the admin panel, where board roles are deleted: a 409 naming the director, nothing deleted.
    const panelUser = await createAccount(portal, 'arcpanel', ['owner']);
    await portal.strapi.service('api::account.roles').grant(panelUser.user.id, ['director']);
    const invited = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'arcpanel@example.org' } });
    await acceptInvitation(portal, invited.registrationToken);
    const panel = await panelToken(portal, 'arcpanel@example.org');
    const roleRow = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { id: roles[2].id } });
    const refused = await portal.request('DELETE', `${contentManager('api::board-role.board-role')}/${roleRow.documentId}`, {
      token: panel,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain(
      JSON.stringify(ArchiveMessages.roleInUse(roles[2].role, [`${profile.firstName} ${profile.lastName}`])).slice(1, -1),
    );
    expect(await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { id: roles[2].id } })).not.toBeNull();

    const archived = await expectJson(await call('POST', `/api/content/board/${row.id}/archive`), 200);
    expect(archived.messages).toContain(Messages.directorRevoked(`${profile.firstName} ${profile.lastName}`));
    expect(await rolesOf()).not.toContain('director');
    expect(await titles('/api/board/active', members.tenant.token)).not.toContain(`${profile.firstName} ${profile.lastName}`);
    // Archived, the row keeps its active flag; nothing else can make the archived director one again.
    expect(await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: [row.id] } }).then((r) => r.json())).toMatchObject(
      {
        errors: [expect.stringContaining('DirectorInactive')],
      },
    );
    expect(await rolesOf()).not.toContain('director');
    // Undo gives back what was archived: active, the director role and the admin-panel account (docs/requirements.md §4).
    const panelAccount = () => portal.strapi.db.query('admin::user').findOne({ where: { email: 'arcdana@example.org' } });
    expect(await panelAccount()).toMatchObject({ isActive: false });
    const restored = await expectJson(await call('POST', `/api/content/board/${row.id}/restore`), 200);
    expect(restored.messages).toContain(Messages.directorGranted(`${profile.firstName} ${profile.lastName}`));
    expect(await rolesOf()).toContain('director');
    expect(await panelAccount()).toMatchObject({ isActive: true });
    expect(
      (await expectJson(await portal.request('GET', '/api/board', { token: director }), 200)).find((d) => d.id === row.id),
    ).toMatchObject({ active: true });
    expect(await titles('/api/board/active', members.tenant.token)).toContain(`${profile.firstName} ${profile.lastName}`);
    // A repeated undo: a clear 400, nothing changed.
    for (let i = 0; i < 2; i++) {
      await expectRefused(await call('POST', `/api/content/board/${row.id}/restore`), 400, ArchiveMessages.notArchived);
    }
    expect(await rolesOf()).toContain('director');

    await portal.strapi.service('api::account.roles').grant(user.id, ['director']);
    const deleted = await expectJson(await call('DELETE', `/api/content/board/${row.id}`, admin), 200);
    expect(deleted.messages).toContain(Messages.directorRevoked(`${profile.firstName} ${profile.lastName}`));
    expect(await rolesOf()).not.toContain('director');
    expect(await portal.strapi.db.query('api::board-director.board-director').findOne({ where: { id: row.id } })).toBeNull();
  });

  it('refuses unknown lists and ids with a clear 4xx', async () => {
    await expectRefused(await call('POST', '/api/content/weather/1/archive'), 400);
    await expectRefused(await call('POST', '/api/content/news/abc/archive'), 400);
    await expectRefused(await call('POST', '/api/content/faqs/999999/archive'), 404, Messages.notFound);
  });
});
