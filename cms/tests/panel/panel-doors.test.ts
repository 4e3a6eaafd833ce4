/**
 * Who may use the admin panel is decided in one place (panel-roles.ts panelRoleFor): a director or
 * admin whose account is neither blocked nor removed. Each way of losing that — profile removal,
 * blocking, losing the role, in the portal or in the panel — closes the panel account and its
 * sessions at once; a super admin's own closing survives the start-up check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PanelMessages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelLogin, panelToken, superAdminToken } from './panel-client';

const USERS = contentManager('plugin::users-permissions.user');

describe('the admin panel closes with the portal account', () => {
  let portal: TestPortal;
  let superToken: string;
  let adminToken: string;
  const panelUser = (email: string) => portal.strapi.db.query('admin::user').findOne({ where: { email } });
  const sessionsOf = async (email: string) =>
    (portal.strapi as unknown as { sessionManager: (o: string) => { listSessions(id: string): Promise<unknown[]> } })
      .sessionManager('admin')
      .listSessions(String((await panelUser(email)).id));

  /** A director with a registered panel account and an open panel session. */
  async function director(username: string) {
    const account = await createAccount(portal, username, ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['director']);
    const email = `${username}@example.org`;
    await acceptInvitation(portal, (await panelUser(email)).registrationToken);
    const token = await panelToken(portal, email);
    expect((await portal.request('GET', '/admin/users/me', { token })).status).toBe(200);
    return { ...account, email, panel: token };
  }

  /** The panel refuses the person: the open session (401), a new login, and no session is left. */
  async function expectShut(email: string, token: string) {
    expect((await panelUser(email)).isActive).toBe(false);
    expect((await portal.request('GET', '/admin/users/me', { token })).status).toBe(401);
    expect((await portal.request('GET', contentManager('api::faq.faq'), { token })).status).toBe(401);
    expect((await panelLogin(portal, email)).status).toBe(400);
    expect(await sessionsOf(email)).toEqual([]);
  }

  beforeAll(async () => {
    portal = await startPortal();
    superToken = await superAdminToken(portal);
    adminToken = (await createAccount(portal, 'admina', ['owner', 'admin'])).token;
  });
  afterAll(() => portal?.stop());

  it('a director removed through DELETE /api/profile/delete/{id} loses the panel and its open session before the answer', async () => {
    const dirk = await director('dirk');
    const removed = await portal.request('DELETE', `/api/profile/delete/${dirk.profile.id}`, { token: adminToken });
    expect(removed.status).toBe(200);
    await expectShut(dirk.email, dirk.panel);
    // The start-up check agrees: a removed person's account stays closed.
    await portal.strapi.service('api::panel-access.editor-accounts').reconcile();
    expect((await panelUser(dirk.email)).isActive).toBe(false);
  });

  it('blocked by a super admin in the panel → closed at once; unblocked → the portal opens it again', async () => {
    const bo = await director('bob');
    const blocked = await portal.request('PUT', `${USERS}/${bo.user.documentId}`, { token: superToken, json: { blocked: true } });
    expect(blocked.status, await blocked.clone().text()).toBe(200);
    await expectShut(bo.email, bo.panel);

    const unblocked = await portal.request('PUT', `${USERS}/${bo.user.documentId}`, { token: superToken, json: { blocked: false } });
    expect(unblocked.status).toBe(200);
    expect((await panelUser(bo.email)).isActive).toBe(true);
    expect((await panelLogin(portal, bo.email)).status).toBe(200);
  });

  it('the director role taken away in the panel (the account edited) → closed at once', async () => {
    const cy = await director('cyd');
    const edited = await portal.request('PUT', `${USERS}/${cy.user.documentId}`, { token: superToken, json: { portalRoles: ['owner'] } });
    expect(edited.status, await edited.clone().text()).toBe(200);
    await expectShut(cy.email, cy.panel);
  });

  it('a panel account a super admin closed by hand stays closed at the next start and at a re-grant', async () => {
    const di = await director('dian');
    const { id } = await panelUser(di.email);
    const closed = await portal.request('PUT', `/admin/users/${id}`, { token: superToken, json: { isActive: false } });
    expect(closed.status, await closed.clone().text()).toBe(200);

    const start = await portal.strapi.service('api::panel-access.editor-accounts').reconcile();
    expect(start.messages).toContain(PanelMessages.closedByHand(di.email));
    expect((await panelUser(di.email)).isActive).toBe(false);
    const regrant = await portal.strapi.service('api::account.roles').grant(di.user.id, ['director']);
    expect(regrant.messages).toEqual([PanelMessages.closedByHand(di.email)]);
    expect((await panelLogin(portal, di.email)).status).toBe(400);

    // The super admin opens it again by hand: the portal leaves it open.
    await portal.request('PUT', `/admin/users/${id}`, { token: superToken, json: { isActive: true } });
    expect((await portal.strapi.service('api::panel-access.editor-accounts').reconcile()).messages).toEqual([]);
    expect((await panelLogin(portal, di.email)).status).toBe(200);
  });
});
