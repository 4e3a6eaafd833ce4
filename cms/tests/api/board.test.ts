/** Board directors and roles (spec 4, 5, 8): rules, messages, privileges, all-or-nothing updates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PanelMessages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';

describe('board API', () => {
  let portal: TestPortal;
  let members: Members;
  let admin: string;
  let roleIds: number[];
  const people: Record<string, { firstName: string; lastName: string; unitNumber: string; email: string; userId: number }> = {};

  const director = (who: string, extra: Record<string, unknown> = {}) => ({
    id: 0,
    firstName: people[who].firstName,
    lastName: people[who].lastName,
    unitNumber: people[who].unitNumber,
    email: people[who].email,
    phone: '416-555-0101',
    position: -1,
    roles: [{ id: roleIds[0], role: 'President' }],
    active: true,
    ...extra,
  });
  const rolesOf = (userId: number) => portal.strapi.service('api::account.roles').list(userId);

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'b');
    admin = members.admin.token;
    for (const name of ['alice', 'bruno', 'carla']) {
      const { user, profile } = await createAccount(portal, name, ['owner']);
      people[name] = { firstName: profile.firstName!, lastName: profile.lastName!, unitNumber: profile.unitNumber!, email: `${name}@example.org`, userId: user.id };
    }
    roleIds = (await expectJson(await portal.request('GET', '/api/boardrole', { token: members.tenant.token }), 200)).map((r) => r.id);
  });
  afterAll(() => portal?.stop());

  it('lists the board roles in order', async () => {
    const roles = await expectJson(await portal.request('GET', '/api/boardrole', { token: members.tenant.token }), 200);
    expect(roles.map((r) => r.role)).toEqual(['President', 'Vice-President', 'Treasurer', 'Secretary', 'Director at large', 'Social Committee Chair']);
    expect(Object.keys(roles[0]).sort()).toEqual(['id', 'role']);
  });

  it('adds an active director, links the account and grants the director role', async () => {
    const body = await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('alice')], userName: 'badmin' } }), 200);
    // The spec's grant message, then the content editor account that follows the role (issue 7).
    expect(body.messages).toEqual([
      Messages.directorGranted(`${people.alice.firstName} ${people.alice.lastName}`),
      PanelMessages.invitationSent(people.alice.email),
    ]);
    expect(body.errors).toEqual([]);
    expect(body.directors).toHaveLength(1);
    expect(body.directors[0]).toMatchObject({ firstName: 'Alice', userId: people.alice.userId, active: true, roles: [{ id: roleIds[0], role: 'President' }] });
    expect(body.directors[0].position).toBeGreaterThan(0);
    expect(await rolesOf(people.alice.userId)).toContain('director');
  });

  it('refuses a director whose e-mail, or first name + last name + unit, is already on the board (409)', async () => {
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { email: people.alice.email })] } }), 409, Messages.directorExists);
    const sameName = director('alice', { email: 'other.alice@example.org', firstName: 'ALICE' });
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [sameName] } }), 409, Messages.directorExists);
  });

  it('refuses a director without a registered profile (422) and writes nothing', async () => {
    const ghost = director('bruno', { firstName: 'Ghost', email: 'ghost@example.org' });
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [ghost] } }), 422, Messages.directorNotRegistered);
    // Several at once are all-or-nothing: bruno is valid, the ghost is not.
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno'), ghost] } }), 422, Messages.directorNotRegistered);
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(board.map((d) => d.firstName)).toEqual(['Alice']);
  });

  it('validates the add form with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, Messages.firstNameRequired],
      [{ lastName: '  ' }, Messages.lastNameRequired],
      [{ unitNumber: undefined }, Messages.unitNumberRequired],
      [{ email: '' }, Messages.emailRequired],
      [{ email: 'not-an-email' }, Messages.emailInvalid],
      [{ email: 'Bruno@Example.org' }, Messages.emailPattern],
      [{ phone: '' }, Messages.phoneRequired],
      [{ roles: [] }, Messages.rolesRequired],
      [{ roles: [99999] }, Messages.rolesRequired],
    ];
    for (const [change, message] of cases) {
      await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', change)] } }), 400, message);
    }
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { salary: 1 })] } }), 400);
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { firstName: 'x'.repeat(101) })] } }), 400);
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { active: 'yes' })] } }), 400);
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [] } }), 400);
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, body: '{"models": [', headers: { 'content-type': 'application/json' } }),
      400,
      Messages.invalidJson,
    );
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(board).toHaveLength(1);
  });

  it('adds an inactive director with the defaults and without privileges', async () => {
    const { active: _omit, position: _p, ...withoutDefaults } = director('bruno');
    const body = await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [withoutDefaults] } }), 200);
    expect(body.messages).toEqual([]);
    const bruno = body.directors.find((d) => d.firstName === 'Bruno');
    expect(bruno.active).toBe(false);
    expect(bruno.position).toBeGreaterThan(body.directors.find((d) => d.firstName === 'Alice').position);
    expect(await rolesOf(people.bruno.userId)).not.toContain('director');
    const active = await expectJson(await portal.request('GET', '/api/board/active', { token: members.tenant.token }), 200);
    expect(active.map((d) => d.firstName)).toEqual(['Alice']);
  });

  it('updates the changed rows, granting and revoking by the active flag, with messages', async () => {
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const alice = board.find((d) => d.firstName === 'Alice');
    const bruno = board.find((d) => d.firstName === 'Bruno');
    const body = await expectJson(
      await portal.request('PUT', '/api/board/updaterange', {
        token: admin,
        json: {
          models: [
            { ...alice, active: false, phone: '416-555-0199', changed: true, editing: false },
            { ...bruno, active: true, roles: [roleIds[2]] },
            { ...director('carla'), id: 987654 },
          ],
          userName: 'badmin',
        },
      }),
      200,
    );
    expect(body.messages).toEqual([
      Messages.directorNotInList('Carla Tester'),
      Messages.directorRevoked('Alice Tester'),
      PanelMessages.accessClosed(people.alice.email),
      Messages.directorGranted('Bruno Tester'),
      PanelMessages.invitationSent(people.bruno.email),
    ]);
    expect(body.errors).toEqual([]);
    expect(body.directors.find((d) => d.firstName === 'Alice')).toMatchObject({ active: false, phone: '416-555-0199' });
    expect(body.directors.find((d) => d.firstName === 'Bruno').roles.map((r) => r.role)).toEqual(['Treasurer']);
    expect(body.directors.some((d) => d.firstName === 'Carla')).toBe(false);
    expect(await rolesOf(people.alice.userId)).not.toContain('director');
    expect(await rolesOf(people.bruno.userId)).toContain('director');
  });

  it('changes nothing when one row of an update breaks a rule', async () => {
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const alice = board.find((d) => d.firstName === 'Alice');
    const bruno = board.find((d) => d.firstName === 'Bruno');
    const response = await portal.request('PUT', '/api/board/updaterange', {
      token: admin,
      json: { models: [{ ...alice, phone: '000' }, { ...bruno, email: alice.email }] },
    });
    await expectRefused(response, 409, Messages.directorExists);
    const after = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(after.find((d) => d.firstName === 'Alice').phone).toBe('416-555-0199');
    await expectRefused(await portal.request('PUT', '/api/board/updaterange', { token: admin, json: { models: [{ ...alice, id: -3 }] } }), 400);
  });

  it('grants and revokes privileges per director with messages and errors', async () => {
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const alice = board.find((d) => d.firstName === 'Alice');
    const bruno = board.find((d) => d.firstName === 'Bruno');
    const granted = await expectJson(await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: [bruno.id, alice.id, 424242] } }), 200);
    // Bruno already holds the role: no change, so no content editor line.
    expect(granted.messages).toEqual([Messages.directorGranted('Bruno Tester')]);
    expect(granted.errors).toEqual([`Error: DirectorInactive - ${Messages.directorInactive('Alice Tester')}`, `Error: NotFound - ${Messages.notFound}`]);
    const revoked = await expectJson(await portal.request('POST', '/api/board/revoke', { token: admin, json: { ids: [bruno.id] } }), 200);
    expect(revoked).toEqual({ messages: [Messages.directorRevoked('Bruno Tester'), PanelMessages.accessClosed(people.bruno.email)], errors: [] });
    expect(await rolesOf(people.bruno.userId)).not.toContain('director');
    await expectRefused(await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: ['x'] } }), 400);
  });

  it('reports a failed grant as "Error: <code> - <description>"', async () => {
    // The account behind the profile disappears: the roles service answers UserNotFound.
    const { user, profile } = await createAccount(portal, 'dora', ['owner']);
    const dora = { firstName: profile.firstName, lastName: profile.lastName, unitNumber: profile.unitNumber, email: 'dora@example.org', phone: '1', roles: [roleIds[1]], active: false };
    await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [dora] } }), 200);
    await portal.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: user.id } });
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const row = board.find((d) => d.firstName === 'Dora');
    const body = await expectJson(await portal.request('PUT', '/api/board/updaterange', { token: admin, json: { models: [{ ...row, active: true }] } }), 200);
    expect(body.errors).toEqual(['Error: UserNotFound - The user was not found.']);
    expect(body.messages).toEqual([]);
  });

  it('keeps the rules for admin-panel edits (document service), with the same messages', async () => {
    const documents = portal.strapi.documents('api::board-director.board-director');
    await expect(documents.create({ data: { firstName: 'Carla', lastName: 'Tester', unitNumber: people.carla.unitNumber, email: people.alice.email, phone: '1' } as never })).rejects.toMatchObject({
      status: 409,
      message: Messages.directorExists,
    });
    await expect(documents.create({ data: { firstName: 'Nobody', lastName: 'Here', unitNumber: '1', email: 'nobody@example.org', phone: '1' } as never })).rejects.toMatchObject({
      status: 422,
      message: Messages.directorNotRegistered,
    });
    await expect(documents.create({ data: { firstName: '', lastName: 'Here', unitNumber: '1', email: 'nobody@example.org', phone: '1' } as never })).rejects.toMatchObject({
      message: Messages.firstNameRequired,
    });
    // A valid panel create gets the defaults, and saving it active grants the role.
    const created = await documents.create({ data: { firstName: 'Carla', lastName: 'Tester', unitNumber: people.carla.unitNumber, email: people.carla.email, phone: '1' } as never });
    expect(created.active).toBe(false);
    expect(created.position).toBeGreaterThan(0);
    await documents.update({ documentId: created.documentId, data: { active: true } as never });
    expect(await rolesOf(people.carla.userId)).toContain('director');
    await documents.update({ documentId: created.documentId, data: { active: false } as never });
    expect(await rolesOf(people.carla.userId)).not.toContain('director');
    await documents.update({ documentId: created.documentId, data: { active: true } as never });
    await documents.delete({ documentId: created.documentId });
    expect(await rolesOf(people.carla.userId)).not.toContain('director');
  });
});
