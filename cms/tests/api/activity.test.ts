/** The activity record: every change, through the portal or the admin panel, once, with its person and fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken } from '../panel/panel-client';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { pruneActivity } from '../../src/platform/activity/pruning';

describe('activity record', () => {
  let portal: TestPortal;
  let members: Members;

  const activity = async (query = '') =>
    expectJson(await portal.request('GET', `/api/activity${query}`, { token: members.admin.token }), 200);

  beforeAll(async () => {
    portal = await startPortal({}, { webShell: true });
    members = await createMembers(portal, 'act');
  });
  afterAll(() => portal?.stop());

  it('records a portal edit once, with the account, the surface and the fields before and after', async () => {
    const director = members.director;
    const added = await expectJson(
      await portal.request('POST', '/api/news/add', { token: director.token, json: { title: 'Lobby paint', body: 'Monday.' } }),
      200,
    );
    await expectJson(
      await portal.request('PUT', '/api/news/updaterange', { token: director.token, json: [{ ...added, title: 'Lobby painting' }] }),
      200,
    );
    const page = await activity(`?kind=news&person=${director.username}`);
    expect(page.total).toBe(2);
    const [update, create] = page.rows;
    expect(create).toMatchObject({
      surface: 'portal',
      actorId: director.userId,
      actorName: director.username,
      kind: 'news',
      action: 'create',
      itemId: String(added.id),
      itemTitle: 'Lobby paint',
    });
    expect(create.changes).toContainEqual({ field: 'title', before: null, after: 'Lobby paint' });
    expect(update).toMatchObject({ action: 'update', itemTitle: 'Lobby painting' });
    expect(update.changes).toEqual([{ field: 'title', before: 'Lobby paint', after: 'Lobby painting' }]);
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
  });

  it('records an admin-panel edit under the person of the panel account', async () => {
    const account = await createAccount(portal, 'actdirk', ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['director']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'actdirk@example.org' } });
    await acceptInvitation(portal, registrationToken);
    const token = await panelToken(portal, 'actdirk@example.org');
    const created = await portal.request('POST', contentManager('api::faq.faq'), {
      token,
      json: { question: 'Where is the gym?', answer: 'Level 2.', details: [{ sequence: 1, body: 'Bring a towel.' }] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string; id: number } };
    const updated = await portal.request('PUT', `${contentManager('api::faq.faq')}/${data.documentId}`, {
      token,
      json: { question: 'Where is the gym?', answer: 'Level 3.', details: [{ sequence: 1, body: 'Bring a towel.' }] },
    });
    expect(updated.status).toBe(200);

    const page = await activity('?person=actdirk&kind=faq');
    expect(page.rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(page.rows[0]).toMatchObject({ surface: 'admin panel', actorName: 'actdirk', kind: 'faq', itemTitle: 'Where is the gym?' });
    expect(page.rows[0].changes).toEqual([{ field: 'answer', before: 'Level 2.', after: 'Level 3.' }]);
    // A change of the detail lines alone is a change too, with the lines before and after.
    const lines = await portal.request('PUT', `${contentManager('api::faq.faq')}/${data.documentId}`, {
      token,
      json: { question: 'Where is the gym?', answer: 'Level 3.', details: [{ sequence: 1, body: 'Bring two towels.' }] },
    });
    expect(lines.status).toBe(200);
    const [detailEdit] = (await activity('?person=actdirk&kind=faq')).rows;
    expect(detailEdit).toMatchObject({ action: 'update', surface: 'admin panel', itemTitle: 'Where is the gym?' });
    expect(detailEdit.changes).toEqual([
      { field: 'details', before: [{ sequence: 1, body: 'Bring a towel.' }], after: [{ sequence: 1, body: 'Bring two towels.' }] },
    ]);
    // And through the portal's FAQ call, which replaces the lines as a whole.
    await expectJson(
      await portal.request('PUT', '/api/faq/update', {
        token: members.director.token,
        json: {
          id: data.id,
          question: 'Where is the gym?',
          answer: 'Level 3.',
          details: [
            { id: 0, sequence: 1, body: 'Bring two towels.' },
            { id: 0, sequence: 2, body: 'Wipe the benches.' },
          ],
        },
      }),
      200,
    );
    const [portalEdit] = (await activity(`?person=${members.director.username}&kind=faq`)).rows;
    expect(portalEdit).toMatchObject({ action: 'update', surface: 'portal', itemId: String(data.id) });
    expect(portalEdit.changes).toEqual([
      {
        field: 'details',
        before: [{ sequence: 1, body: 'Bring two towels.' }],
        after: [
          { sequence: 1, body: 'Bring two towels.' },
          { sequence: 2, body: 'Wipe the benches.' },
        ],
      },
    ]);
    // The grant itself: the account's roles and a new admin-panel account, by the system here (no request).
    const roles = await activity('?kind=account');
    expect(roles.rows.some((r) => r.itemTitle === 'actdirk' && r.changes.some((c) => c.field === 'portalRoles'))).toBe(true);
    expect((await activity('?kind=panelAccount')).rows.some((r) => r.action === 'create' && r.itemTitle === 'actdirk@example.org')).toBe(
      true,
    );
  });

  it('records a panel edit under the linked portal account, whatever either e-mail is now', async () => {
    const account = await createAccount(portal, 'actlink', ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['director']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'actlink@example.org' } });
    await acceptInvitation(portal, registrationToken);
    const token = await panelToken(portal, 'actlink@example.org');
    // The portal e-mail changes and the panel login keeps the old one (the panel could not follow,
    // e.g. another panel account has the new address): the link still names the person.
    await portal.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: account.user.id }, data: { email: 'actlink.moved@example.org' } });
    const created = await portal.request('POST', contentManager('api::faq.faq'), {
      token,
      json: { question: 'Who holds the pool key?', answer: 'The office.' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [entry] = (await activity('?kind=faq')).rows;
    expect(entry).toMatchObject({ surface: 'admin panel', actorName: 'actlink', action: 'create', itemTitle: 'Who holds the pool key?' });
  });

  it("records a change of a director's board roles by name", async () => {
    const owner = await expectJson(await portal.request('GET', '/api/profile', { token: members.owner.token }), 200);
    const roles = await expectJson(await portal.request('GET', '/api/boardrole', { token: members.admin.token }), 200);
    const model = {
      id: 0,
      firstName: owner.firstName,
      lastName: owner.lastName,
      unitNumber: owner.unitNumber,
      email: owner.email,
      phone: '416-555-0101',
      position: -1,
      roles: [roles[0]],
      active: false,
    };
    const added = await expectJson(
      await portal.request('POST', '/api/board/add', { token: members.admin.token, json: { models: [model] } }),
      200,
    );
    const row = added.directors.find((d) => d.email === owner.email);
    await expectJson(
      await portal.request('PUT', '/api/board/updaterange', {
        token: members.admin.token,
        json: { models: [{ ...row, roles: [roles[2]] }] },
      }),
      200,
    );
    const [update] = (await activity('?kind=board')).rows;
    expect(update).toMatchObject({
      action: 'update',
      actorName: members.admin.username,
      itemTitle: `${owner.firstName} ${owner.lastName}`,
    });
    expect(update.changes).toContainEqual({ field: 'roles', before: [roles[0].role], after: [roles[2].role] });
  });

  it('records a password change without the password or its hash', async () => {
    const owner = members.owner;
    const changed = await expectJson(
      await portal.request('PUT', '/api/account/changepassword', {
        token: owner.token,
        json: { userId: owner.userId, oldPwd: 'Secret-Passw0rd!', newPwd: 'Brand-New-Passw0rd!' },
      }),
      200,
    );
    expect(changed).toEqual({ succeeded: true, errors: [] });
    const page = await activity(`?kind=account&person=${owner.username}`);
    expect(page.rows[0]).toMatchObject({ surface: 'portal', actorId: owner.userId, action: 'update', itemId: String(owner.userId) });
    expect(page.rows[0].changes).toEqual([{ field: 'password', before: REDACTED, after: REDACTED }]);
    const { password } = await portal.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: owner.userId }, select: ['password'] });
    const raw = JSON.stringify(await portal.strapi.db.connection('hearth_activity').select('*'));
    expect(raw).not.toContain('Brand-New-Passw0rd!');
    expect(raw).not.toContain(password);
  });

  it('records a verification flag change and a refused write not at all', async () => {
    const tenant = members.tenant;
    const before = (await activity('?kind=profile')).total;
    await expectRefused(
      await portal.request('POST', '/api/news/add', { token: members.director.token, json: { title: '', body: 'x' } }),
      400,
    );
    const profile = await expectJson(
      await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: String(tenant.userId) } }),
      200,
    );
    await expectJson(
      await portal.request('PUT', '/api/profile/update', {
        token: members.admin.token,
        json: { ...profile, authenticated: !profile.authenticated },
      }),
      200,
    );
    const page = await activity('?kind=profile');
    expect(page.total).toBe(before + 1);
    expect(page.rows[0]).toMatchObject({ actorName: members.admin.username, action: 'update', itemId: String(tenant.profileId) });
    expect(page.rows[0].changes).toEqual([{ field: 'authenticated', before: profile.authenticated, after: !profile.authenticated }]);
    expect((await activity('?kind=news')).rows.some((r) => r.itemTitle === '')).toBe(false);
  });

  it('filters by days and pages newest first; bad filters are a 400', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await activity('?pageSize=200');
    expect((await activity(`?from=${today}&to=${today}&pageSize=200`)).total).toBe(all.total);
    expect((await activity('?to=2020-01-01')).total).toBe(0);
    const first = await activity('?pageSize=2&page=1');
    const second = await activity('?pageSize=2&page=2');
    expect(first.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 2).map((r) => r.id));
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
    for (const query of ['?kind=weather', '?from=2024-02-30', '?from=2025-02-01&to=2025-01-01', '?pageSize=100000', '?sort=id']) {
      await expectRefused(await portal.request('GET', `/api/activity${query}`, { token: members.admin.token }), 400);
    }
    await expectRefused(await portal.request('GET', '/api/activity', { token: members.director.token }), 403);
  });

  it('prunes entries older than the retention', async () => {
    const knex = portal.strapi.db.connection;
    const old = Date.now() - 731 * 86_400_000;
    await knex('hearth_activity').insert({
      occurred_at: old,
      surface: 'system',
      actor_name: 'system',
      kind: 'news',
      action: 'create',
      item_id: '1',
      item_title: 'Ancient',
      changes: '[]',
    });
    const total = (await activity()).total;
    expect(await pruneActivity(portal.strapi)).toBe(1);
    expect((await activity()).total).toBe(total - 1);
  });
});
