/**
 * The admin-panel account follows the portal's director/admin role.
 * Real Strapi, real SMTP (captured on 127.0.0.1), the panel's own HTTP API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PanelMessages } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import type { Mailbox } from '../../../testkit/mailbox.mjs';
import { acceptInvitation, panelLogin, panelToken, registrationTokenIn } from './panel-client';

describe('content editor accounts follow the director and admin roles', () => {
  let portal: MailedPortal;
  let smtp: Mailbox;
  const roles = () => portal.strapi.service('api::account.roles');
  const editors = () => portal.strapi.service('api::panel-access.editor-accounts');
  const panelUser = (email: string) => portal.strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] });

  beforeAll(async () => {
    portal = await startPortalWithMail();
    smtp = portal.mailbox;
  });
  afterAll(() => portal?.stop());

  it("grant director → an active panel account with the Board Director role and an invitation e-mail with Strapi's registration link", async () => {
    const { user } = await createAccount(portal, 'dana', ['owner']);
    const result = await roles().grant(user.id, ['director']);
    expect(result).toMatchObject({ succeeded: true, errors: [] });
    expect(result.messages).toEqual([PanelMessages.invitationSent('dana@example.org')]);

    const account = await panelUser('dana@example.org');
    expect(account.isActive).toBe(true);
    expect(account.roles.map((r: { code: string }) => r.code)).toEqual(['hearth-board-director']);
    expect(account.firstname).toBe('Dana');

    await sendQueuedMail(portal);
    const mails = smtp.to('dana@example.org');
    expect(mails).toHaveLength(1);
    expect(registrationTokenIn(mails[0].text, portal.url)).toBe(account.registrationToken);
  });

  it('the invitation lets the director choose a password and log in; granting again sends nothing new', async () => {
    await sendQueuedMail(portal);
    const [mail] = smtp.to('dana@example.org');
    await acceptInvitation(portal, registrationTokenIn(mail.text, portal.url));
    const token = await panelToken(portal, 'dana@example.org');
    const me = await portal.request('GET', '/admin/users/me', { token });
    expect(me.status).toBe(200);

    const { id } = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'dana' } });
    const again = await roles().grant(id, ['director']);
    expect(again).toMatchObject({ succeeded: true, errors: [], messages: [] });
    await sendQueuedMail(portal);
    expect(smtp.to('dana@example.org')).toHaveLength(1);
  });

  it('revoke → the account is inactive at once and its panel token stops working (401); it cannot log in', async () => {
    const token = await panelToken(portal, 'dana@example.org');
    expect((await portal.request('GET', '/content-manager/collection-types/api::faq.faq', { token })).status).toBe(200);

    const { id } = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'dana' } });
    const result = await roles().revoke(id, ['director']);
    expect(result).toMatchObject({ succeeded: true, errors: [], messages: [PanelMessages.accessClosed('dana@example.org')] });
    expect((await panelUser('dana@example.org')).isActive).toBe(false);

    expect((await portal.request('GET', '/admin/users/me', { token })).status).toBe(401);
    expect((await portal.request('GET', '/content-manager/collection-types/api::faq.faq', { token })).status).toBe(401);
    expect((await panelLogin(portal, 'dana@example.org')).status).not.toBe(200);
  });

  it('re-grant → the same account, active again with its password, and a notice e-mail', async () => {
    const before = await panelUser('dana@example.org');
    const { id } = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'dana' } });
    const result = await roles().grant(id, ['director']);
    expect(result.messages).toEqual([PanelMessages.accessRestored('dana@example.org')]);
    const after = await panelUser('dana@example.org');
    expect(after.id).toBe(before.id);
    expect(after.isActive).toBe(true);
    expect(await portal.strapi.db.query('admin::user').count({ where: { email: 'dana@example.org' } })).toBe(1);
    const token = await panelToken(portal, 'dana@example.org');
    expect((await portal.request('GET', '/admin/users/me', { token })).status).toBe(200);
    await sendQueuedMail(portal);
    expect(smtp.to('dana@example.org').at(-1)!.subject).toContain('restored');
  });

  it('admin → the wider Portal Administrator role, never super admin; dropping admin but keeping director → Board Director', async () => {
    await createAccount(portal, 'otheradmin', ['admin']); // the last admin keeps the role
    const { user } = await createAccount(portal, 'alex', ['owner', 'director']);
    const granted = await roles().grant(user.id, ['admin']);
    expect(granted.messages).toEqual([PanelMessages.invitationSent('alex@example.org')]);
    const account = await panelUser('alex@example.org');
    expect(account.roles.map((r: { code: string }) => r.code)).toEqual(['hearth-portal-administrator']);

    const dropped = await roles().revoke(user.id, ['admin']);
    expect(dropped.succeeded).toBe(true);
    const after = await panelUser('alex@example.org');
    expect(after.roles.map((r: { code: string }) => r.code)).toEqual(['hearth-board-director']);
    expect(after.isActive).toBe(true);
  });

  it('a never-accepted invitation is voided when the role is revoked, and a fresh link comes with the next grant', async () => {
    const { user } = await createAccount(portal, 'pat', ['owner']);
    await roles().grant(user.id, ['director']);
    await sendQueuedMail(portal);
    const oldToken = registrationTokenIn(smtp.to('pat@example.org')[0].text, portal.url);
    await roles().revoke(user.id, ['director']);
    expect((await portal.request('GET', `/admin/registration-info?registrationToken=${oldToken}`)).status).toBe(400);
    const register = await portal.request('POST', '/admin/register', {
      json: { registrationToken: oldToken, userInfo: { firstname: 'P', lastname: 'Q', password: 'Panel-Passw0rd!' } },
    });
    expect(register.status).toBe(400);
    expect((await panelUser('pat@example.org')).isActive).toBe(false);

    const regrant = await roles().grant(user.id, ['director']);
    expect(regrant.messages).toEqual([PanelMessages.invitationSent('pat@example.org')]);
    await sendQueuedMail(portal);
    const newToken = registrationTokenIn(smtp.to('pat@example.org').at(-1)!.text, portal.url);
    expect(newToken).not.toBe(oldToken);
    await acceptInvitation(portal, newToken);
    expect((await panelLogin(portal, 'pat@example.org')).status).toBe(200);
  });

  it('an e-mail that already has a panel account re-uses it, keeping the roles a super admin gave by hand', async () => {
    const editorRole = await portal.strapi.service('admin::role').findOne({ code: 'strapi-editor' });
    const existing = await portal.strapi
      .service('admin::user')
      .create({ email: 'kim@example.org', firstname: 'Kim', roles: [editorRole.id], isActive: true });
    const { user } = await createAccount(portal, 'kim', ['owner']);
    const result = await roles().grant(user.id, ['director']);
    expect(result.succeeded).toBe(true);
    const account = await panelUser('kim@example.org');
    expect(account.id).toBe(existing.id);
    expect(account.roles.map((r: { code: string }) => r.code).sort()).toEqual(['hearth-board-director', 'strapi-editor']);
    expect(await portal.strapi.db.query('admin::user').count({ where: { email: 'kim@example.org' } })).toBe(1);
  });

  it("the super admin's own account is never changed by a portal role", async () => {
    const superAdminRole = await portal.strapi.service('admin::role').getSuperAdmin();
    await portal.strapi
      .service('admin::user')
      .create({ email: 'chief@example.org', firstname: 'Chief', roles: [superAdminRole.id], isActive: true });
    const { user } = await createAccount(portal, 'chief', ['owner']);
    expect((await roles().grant(user.id, ['director'])).messages).toEqual([PanelMessages.superAdminUntouched('chief@example.org')]);
    await roles().revoke(user.id, ['director']);
    const account = await panelUser('chief@example.org');
    expect(account.isActive).toBe(true);
    expect(account.roles.map((r: { code: string }) => r.code)).toEqual(['strapi-super-admin']);
  });

  it('a director with no e-mail on record gets a clear error, and the role change still stands', async () => {
    const { user } = await createAccount(portal, 'noemail', ['owner']);
    await portal.strapi.db.connection('up_users').where({ id: user.id }).update({ email: null });
    const result = await roles().grant(user.id, ['director']);
    expect(result.succeeded).toBe(true);
    expect(result.errors).toEqual([{ code: 'ContentEditor', description: PanelMessages.noEmail('Noemail Tester') }]);
    expect(await roles().list(user.id)).toContain('director');
  });

  it('with the mail server down the account is still opened and the grant answered at once; the invitation goes once it is back', async () => {
    const { user } = await createAccount(portal, 'robin', ['owner']);
    await smtp.down(); // nothing listens on its port
    let result;
    try {
      result = await roles().grant(user.id, ['director']);
      await portal.strapi.service('api::notice.notice').runNow(); // a round tries, the server is away
    } finally {
      await smtp.up();
    }
    expect(result.succeeded).toBe(true);
    expect(result.messages).toEqual([PanelMessages.invitationSent('robin@example.org')]);
    const account = await panelUser('robin@example.org');
    expect(account.isActive).toBe(true);
    expect(smtp.to('robin@example.org')).toHaveLength(0);

    // Back: the next try delivers it.
    await portal.strapi.db.connection('hearth_notice_outbox').where({ email: 'robin@example.org' }).update({ next_attempt_at: 0 });
    await sendQueuedMail(portal);
    expect(registrationTokenIn(smtp.to('robin@example.org')[0].text, portal.url)).toBe(account.registrationToken);
  });

  it('on start, roles set outside the roles service (seed, imports) are reconciled: accounts opened and closed, quietly when all matches', async () => {
    const { user } = await createAccount(portal, 'seeded', ['owner']);
    // A direct database write, as an import would make it: no sync follows it.
    const users = portal.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: user.id }, data: { portalRoles: ['director', 'owner'] } });
    expect(await panelUser('seeded@example.org')).toBeNull();
    const first = await editors().reconcile();
    expect(first.messages).toContain(PanelMessages.invitationSent('seeded@example.org'));
    expect((await panelUser('seeded@example.org')).isActive).toBe(true);

    await portal.strapi.db.query('plugin::users-permissions.user').update({ where: { id: user.id }, data: { portalRoles: ['owner'] } });
    const second = await editors().reconcile();
    expect(second.messages).toContain(PanelMessages.accessClosed('seeded@example.org'));
    expect((await panelUser('seeded@example.org')).isActive).toBe(false);

    const third = await editors().reconcile();
    expect(third.messages).toEqual([]);
    expect(third.errors).toEqual([PanelMessages.noEmail('Noemail Tester')]); // still a director with no e-mail
  });

  it('POST /api/panel-access/resend-invitation: directors and admins only, with a valid userId', async () => {
    const { user } = await createAccount(portal, 'sam', ['owner']);
    await roles().grant(user.id, ['director']);
    const owner = await createAccount(portal, 'olive', ['owner']);
    const director = await createAccount(portal, 'dora', ['owner', 'director']);
    const route = '/api/panel-access/resend-invitation';
    expect((await portal.request('POST', route, { json: { userId: user.id } })).status).toBe(401);
    expect((await portal.request('POST', route, { token: owner.token, json: { userId: user.id } })).status).toBe(403);
    const bad = await portal.request('POST', route, { token: director.token, json: { userId: 'abc' } });
    expect(bad.status).toBe(400);
    const sent = await portal.request('POST', route, { token: director.token, json: { userId: user.id } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ messages: [PanelMessages.invitationSent('sam@example.org')], errors: [] });
    await sendQueuedMail(portal);
    expect(smtp.to('sam@example.org')).toHaveLength(2);
    const none = await portal.request('POST', route, { token: director.token, json: { userId: owner.user.id } });
    expect(await none.json()).toEqual({ messages: [], errors: [PanelMessages.noAccount] });
  });

  it('after a change of e-mail, sync moves the panel login to the new address (same account)', async () => {
    const { user } = await createAccount(portal, 'eve', ['owner']);
    await roles().grant(user.id, ['director']);
    const before = await panelUser('eve@example.org');
    await portal.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { email: 'eve.new@example.org' } });
    expect(await editors().sync(user.id)).toEqual({ messages: [], errors: [] });
    expect(await panelUser('eve@example.org')).toBeNull();
    expect((await panelUser('eve.new@example.org')).id).toBe(before.id);
  });

  it("the board screen's save shows the content editor messages as toasts (add an active director, then set inactive)", async () => {
    const { profile } = await createAccount(portal, 'bea', ['owner']);
    const admin = await createAccount(portal, 'boardadmin', ['admin', 'owner']);
    const [role] = await portal.strapi.documents('api::board-role.board-role').findMany({ sort: 'sortOrder' });
    const model = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      unitNumber: profile.unitNumber,
      phone: '604-555-0142',
      email: 'bea@example.org',
      position: -1,
      roles: [role.id],
      active: true,
    };
    const added = await portal.request('POST', '/api/board/add', { token: admin.token, json: { models: [model] } });
    expect(added.status, await added.clone().text()).toBe(200);
    const addBody = (await added.json()) as { messages: string[]; errors: string[]; directors: { id: number; email: string }[] };
    expect(addBody.errors).toEqual([]);
    expect(addBody.messages).toContain(PanelMessages.invitationSent('bea@example.org'));

    const id = addBody.directors.find((d) => d.email === 'bea@example.org')!.id;
    const saved = await portal.request('PUT', '/api/board/updaterange', {
      token: admin.token,
      json: { models: [{ ...model, id, active: false }] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { messages: string[] }).messages).toContain(PanelMessages.accessClosed('bea@example.org'));
  });
});
