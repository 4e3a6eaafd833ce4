/**
 * What the panel shows a director beyond the content they maintain: no super admin's e-mail,
 * no dependency versions, no other content types' schemas, and no 500 for a relation list they
 * may not read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken, superAdminToken } from './panel-client';

describe("a director in the panel sees nothing of the panel's administration", () => {
  let portal: TestPortal;
  let superToken: string;
  let directorToken: string;
  let faqId: string;

  beforeAll(async () => {
    portal = await startPortal();
    superToken = await superAdminToken(portal);
    const account = await createAccount(portal, 'dirk', ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['director']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'dirk@example.org' } });
    await acceptInvitation(portal, registrationToken);
    directorToken = await panelToken(portal, 'dirk@example.org');
    const created = await portal.request('POST', contentManager('api::faq.faq'), {
      token: superToken,
      json: { question: 'Where are the bins?', answer: 'Behind the garage.' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    faqId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
  });
  afterAll(() => portal?.stop());

  it("lists and edit views name the super admin who wrote an item, without the super admin's e-mail", async () => {
    for (const path of [contentManager('api::faq.faq'), `${contentManager('api::faq.faq')}/${faqId}`]) {
      const answer = await portal.request('GET', path, { token: directorToken });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain('Chief');
      expect(text).not.toContain('chief@example.org');
    }
    // The super admin still sees it.
    const own = await portal.request('GET', `${contentManager('api::faq.faq')}/${faqId}`, { token: superToken });
    expect(await own.text()).toContain('chief@example.org');
  });

  it('/admin/information carries no dependency or Node.js versions for a director', async () => {
    const director = await portal.request('GET', '/admin/information', { token: directorToken });
    expect(director.status).toBe(200);
    const { data } = (await director.json()) as { data: Record<string, unknown> };
    expect(data).not.toHaveProperty('dependencies');
    expect(data).not.toHaveProperty('nodeVersion');
    const full = (await (await portal.request('GET', '/admin/information', { token: superToken })).json()) as { data: Record<string, unknown> };
    expect(full.data).toHaveProperty('dependencies');
  });

  it('/admin/guided-tour-meta carries no schemas for a director', async () => {
    const director = await portal.request('GET', '/admin/guided-tour-meta', { token: directorToken });
    expect(director.status).toBe(200);
    const { data } = (await director.json()) as { data: { schemas: Record<string, unknown> } };
    expect(data.schemas).toEqual({});
    const full = (await (await portal.request('GET', '/admin/guided-tour-meta', { token: superToken })).json()) as {
      data: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(full.data.schemas)).toContain('api::faq.faq');
  });

  it('a relation list of a type the director may not read answers 403, never 500', async () => {
    for (const path of [
      '/content-manager/relations/plugin::users-permissions.user/role',
      '/content-manager/relations/admin::user/roles',
      '/content-manager/relations/plugin::users-permissions.user/1/role',
    ]) {
      const answer = await portal.request('GET', path, { token: directorToken });
      expect(answer.status, path).toBe(403);
    }
    const unknown = await portal.request('GET', '/content-manager/relations/api::nothing.nothing/role', { token: directorToken });
    expect(unknown.status).toBe(400);
    // A relation the director does use still lists.
    const roles = await portal.request('GET', '/content-manager/relations/api::board-director.board-director/roles', { token: directorToken });
    expect(roles.status).toBe(200);
  });
});
