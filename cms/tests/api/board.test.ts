/** Board directors and roles (docs/requirements.md §4, §5, §8): rules, messages, privileges, all-or-nothing updates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PanelMessages } from '@hearth/common';
import { SEEDED_BOARD_ROLES, startPortal, type TestPortal } from '../support/portal';
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
      people[name] = {
        firstName: profile.firstName!,
        lastName: profile.lastName!,
        unitNumber: profile.unitNumber!,
        email: `${name}@example.org`,
        userId: user.id,
      };
    }
    roleIds = (await expectJson(await portal.request('GET', '/api/boardrole', { token: members.tenant.token }), 200)).map((r) => r.id);
  });
  afterAll(() => portal?.stop());

  it('lists the board roles in order', async () => {
    const roles = await expectJson(await portal.request('GET', '/api/boardrole', { token: members.tenant.token }), 200);
    expect(roles.map((r) => r.role)).toEqual(SEEDED_BOARD_ROLES);
    expect(Object.keys(roles[0]).sort()).toEqual(['id', 'role']);
  });

  it('adds an active director, links the account and grants the director role', async () => {
    const body = await expectJson(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('alice')], userName: 'badmin' } }),
      200,
    );
    // The grant message of docs/requirements.md §8, then the content editor account that follows the role.
    expect(body.messages).toEqual([
      Messages.directorGranted(`${people.alice.firstName} ${people.alice.lastName}`),
      PanelMessages.invitationSent(people.alice.email),
    ]);
    expect(body.errors).toEqual([]);
    expect(body.directors).toHaveLength(1);
    expect(body.directors[0]).toMatchObject({
      firstName: 'Alice',
      userId: people.alice.userId,
      active: true,
      roles: [{ id: roleIds[0], role: 'President' }],
    });
    expect(body.directors[0].position).toBeGreaterThan(0);
    expect(await rolesOf(people.alice.userId)).toContain('director');
  });

  it('refuses a director whose e-mail, or first name + last name + unit, is already on the board (409)', async () => {
    await expectRefused(
      await portal.request('POST', '/api/board/add', {
        token: admin,
        json: { models: [director('bruno', { email: people.alice.email })] },
      }),
      409,
      Messages.directorExists,
    );
    const sameName = director('alice', { email: 'other.alice@example.org', firstName: 'ALICE' });
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [sameName] } }),
      409,
      Messages.directorExists,
    );
  });

  it('refuses a director without a registered profile (422) and writes nothing', async () => {
    const ghost = director('bruno', { firstName: 'Ghost', email: 'ghost@example.org' });
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [ghost] } }),
      422,
      Messages.directorNotRegistered,
    );
    // Several at once are all-or-nothing: bruno is valid, the ghost is not.
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno'), ghost] } }),
      422,
      Messages.directorNotRegistered,
    );
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(board.map((d) => d.firstName)).toEqual(['Alice']);
  });

  it('validates the add form with the required messages', async () => {
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
      await expectRefused(
        await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', change)] } }),
        400,
        message,
      );
    }
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { salary: 1 })] } }),
      400,
    );
    await expectRefused(
      await portal.request('POST', '/api/board/add', {
        token: admin,
        json: { models: [director('bruno', { firstName: 'x'.repeat(101) })] },
      }),
      400,
    );
    await expectRefused(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [director('bruno', { active: 'yes' })] } }),
      400,
    );
    await expectRefused(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [] } }), 400);
    await expectRefused(
      await portal.request('POST', '/api/board/add', {
        token: admin,
        body: '{"models": [',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      Messages.invalidJson,
    );
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(board).toHaveLength(1);
  });

  it('adds an inactive director with the defaults and without privileges', async () => {
    const { active: _omit, position: _p, ...withoutDefaults } = director('bruno');
    const body = await expectJson(
      await portal.request('POST', '/api/board/add', { token: admin, json: { models: [withoutDefaults] } }),
      200,
    );
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
      Messages.directorRevoked('Alice Tester'),
      PanelMessages.accessClosed(people.alice.email),
      Messages.directorGranted('Bruno Tester'),
      PanelMessages.invitationSent(people.bruno.email),
    ]);
    // A skipped row is a failure, so it comes back among the errors.
    expect(body.errors).toEqual([Messages.directorNotInList('Carla Tester')]);
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
      json: {
        models: [
          { ...alice, phone: '000' },
          { ...bruno, email: alice.email },
        ],
      },
    });
    await expectRefused(response, 409, Messages.directorExists);
    const after = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    expect(after.find((d) => d.firstName === 'Alice').phone).toBe('416-555-0199');
    await expectRefused(
      await portal.request('PUT', '/api/board/updaterange', { token: admin, json: { models: [{ ...alice, id: -3 }] } }),
      400,
    );
  });

  it('grants and revokes privileges per director with messages and errors', async () => {
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const alice = board.find((d) => d.firstName === 'Alice');
    const bruno = board.find((d) => d.firstName === 'Bruno');
    const granted = await expectJson(
      await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: [bruno.id, alice.id, 424242] } }),
      200,
    );
    // Bruno already holds the role: no change, so no content editor line.
    expect(granted.messages).toEqual([Messages.directorGranted('Bruno Tester')]);
    expect(granted.errors).toEqual([
      `Error: DirectorInactive - ${Messages.directorInactive('Alice Tester')}`,
      `Error: NotFound - ${Messages.notFound}`,
    ]);
    const revoked = await expectJson(await portal.request('POST', '/api/board/revoke', { token: admin, json: { ids: [bruno.id] } }), 200);
    expect(revoked).toEqual({
      messages: [Messages.directorRevoked('Bruno Tester'), PanelMessages.accessClosed(people.bruno.email)],
      errors: [],
    });
    expect(await rolesOf(people.bruno.userId)).not.toContain('director');
    await expectRefused(await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: ['x'] } }), 400);
  });

  it('reports a failed grant as "Error: <code> - <description>"', async () => {
    // The account behind the profile disappears: the roles service answers UserNotFound.
    const { user, profile } = await createAccount(portal, 'dora', ['owner']);
    const dora = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      unitNumber: profile.unitNumber,
      email: 'dora@example.org',
      phone: '1',
      roles: [roleIds[1]],
      active: false,
    };
    await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [dora] } }), 200);
    await portal.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: user.id } });
    const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
    const row = board.find((d) => d.firstName === 'Dora');
    const body = await expectJson(
      await portal.request('PUT', '/api/board/updaterange', { token: admin, json: { models: [{ ...row, active: true }] } }),
      200,
    );
    expect(body.errors).toEqual(['Error: UserNotFound - The user was not found.']);
    expect(body.messages).toEqual([]);
  });

  it('keeps the rules for admin-panel edits (document service), with the same messages', async () => {
    const documents = portal.strapi.documents('api::board-director.board-director');
    await expect(
      documents.create({
        data: {
          firstName: 'Carla',
          lastName: 'Tester',
          unitNumber: people.carla.unitNumber,
          email: people.alice.email,
          phone: '1',
        } as never,
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: Messages.directorExists,
    });
    await expect(
      documents.create({
        data: { firstName: 'Nobody', lastName: 'Here', unitNumber: '1', email: 'nobody@example.org', phone: '1' } as never,
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: Messages.directorNotRegistered,
    });
    await expect(
      documents.create({ data: { firstName: '', lastName: 'Here', unitNumber: '1', email: 'nobody@example.org', phone: '1' } as never }),
    ).rejects.toMatchObject({
      message: Messages.firstNameRequired,
    });
    // A valid panel create gets the defaults, and saving it active grants the role.
    const created = await documents.create({
      data: { firstName: 'Carla', lastName: 'Tester', unitNumber: people.carla.unitNumber, email: people.carla.email, phone: '1' } as never,
    });
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

  describe('a board row names its person', () => {
    const personOf = (profile: { firstName?: string | null; lastName?: string | null; unitNumber?: string | null }) => ({
      firstName: profile.firstName!,
      lastName: profile.lastName!,
      unitNumber: profile.unitNumber!,
    });

    it('grants and revokes on the linked account only: a resident who copies the names gets nothing', async () => {
      const real = await createAccount(portal, 'gwen', ['owner']);
      const copier = await createAccount(portal, 'mallory', ['tenant']);
      const gwen = { ...personOf(real.profile), email: 'gwen@example.org', phone: '1', roles: [roleIds[3]], active: false };
      const added = await expectJson(await portal.request('POST', '/api/board/add', { token: admin, json: { models: [gwen] } }), 200);
      const row = added.directors.find((d) => d.firstName === gwen.firstName);
      expect(row).toMatchObject({ userId: real.user.id, userName: 'gwen' });

      // The copier takes the director's first name, last name and unit on her own profile.
      const own = await expectJson(await portal.request('GET', '/api/profile', { token: copier.token }), 200);
      await expectJson(
        await portal.request('PUT', '/api/profile/update', { token: copier.token, json: { ...own, ...personOf(real.profile) } }),
        200,
      );

      const saved = await expectJson(
        await portal.request('PUT', '/api/board/updaterange', {
          token: admin,
          json: { models: [{ ...row, roles: [roleIds[3]], active: true }] },
        }),
        200,
      );
      expect(saved.errors).toEqual([]);
      expect(await rolesOf(real.user.id)).toContain('director');
      expect(await rolesOf(copier.user.id)).not.toContain('director');
      expect(saved.directors.find((d) => d.id === row.id)).toMatchObject({ userId: real.user.id, userName: 'gwen' });

      await expectJson(await portal.request('POST', '/api/board/revoke', { token: admin, json: { ids: [row.id] } }), 200);
      expect(await rolesOf(real.user.id)).not.toContain('director');
      await expectJson(await portal.request('POST', '/api/board/grant', { token: admin, json: { ids: [row.id] } }), 200);
      expect(await rolesOf(real.user.id)).toContain('director');
      expect(await rolesOf(copier.user.id)).not.toContain('director');

      // Renaming the real person's profile does not move the link either.
      const gwenProfile = await expectJson(await portal.request('GET', '/api/profile', { token: real.token }), 200);
      await expectJson(
        await portal.request('PUT', '/api/profile/update', { token: real.token, json: { ...gwenProfile, lastName: 'Married' } }),
        200,
      );
      const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
      expect(board.find((d) => d.id === row.id).userName).toBe('gwen');
    });

    it('refuses to add a director whom several registered profiles match, and writes nothing', async () => {
      const first = await createAccount(portal, 'hank', ['owner']);
      const second = await createAccount(portal, 'hankcopy', ['tenant']);
      const own = await expectJson(await portal.request('GET', '/api/profile', { token: second.token }), 200);
      await expectJson(
        await portal.request('PUT', '/api/profile/update', { token: second.token, json: { ...own, ...personOf(first.profile) } }),
        200,
      );
      const before = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
      const hank = { ...personOf(first.profile), email: 'hank@example.org', phone: '1', roles: [roleIds[0]], active: true };
      const name = `${first.profile.firstName} ${first.profile.lastName}`;
      await expectRefused(
        await portal.request('POST', '/api/board/add', { token: admin, json: { models: [hank] } }),
        409,
        Messages.directorAmbiguous(name, first.profile.unitNumber!),
      );
      expect(await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200)).toHaveLength(before.length);
      expect(await rolesOf(first.user.id)).not.toContain('director');
      expect(await rolesOf(second.user.id)).not.toContain('director');
    });

    it('links existing rows by migration: a unique match is linked, an ambiguous one unlinked', async () => {
      const knex = portal.strapi.db.connection;
      const solo = await createAccount(portal, 'jules', ['owner']);
      const twinA = await createAccount(portal, 'kim', ['owner']);
      const twinB = await createAccount(portal, 'kimcopy', ['tenant']);
      await knex('profiles')
        .where({ id: twinB.profile.id })
        .update({ first_name: twinA.profile.firstName, last_name: twinA.profile.lastName, unit_number: twinA.profile.unitNumber });
      const documents = portal.strapi.documents('api::board-director.board-director');
      const soloRow = await documents.create({ data: { ...personOf(solo.profile), email: 'jules@example.org', phone: '1' } as never });
      const kimProfile = await portal.strapi.db.query('api::profile.profile').findOne({ where: { id: twinA.profile.id } });
      const twinRow = await documents.create({
        data: { ...personOf(twinA.profile), email: 'kim@example.org', phone: '1', profile: kimProfile.documentId } as never,
      });
      const idOf = async (documentId: string) =>
        (await portal.strapi.db.query('api::board-director.board-director').findOne({ where: { documentId } })).id;
      const soloId = await idOf(soloRow.documentId);
      const twinId = await idOf(twinRow.documentId);
      // As rows were before links existed: the unique one without a link.
      await knex('board_directors_profile_lnk').where({ board_director_id: soloId }).del();

      const migration = await import('../../database/migrations/2026.11.22T00.00.00.link-board-rows-to-one-profile.js');
      await (migration.default ?? migration).up(knex);

      const linkOf = async (id: number) =>
        (await knex('board_directors_profile_lnk').where({ board_director_id: id }).first('profile_id'))?.profile_id ?? null;
      expect(await linkOf(soloId)).toBe(solo.profile.id);
      expect(await linkOf(twinId)).toBeNull();
      const board = await expectJson(await portal.request('GET', '/api/board', { token: admin }), 200);
      expect(board.find((d) => d.id === twinId)).toMatchObject({ userId: null, userName: null });
      const grant = await expectJson(
        await portal.request('PUT', '/api/board/updaterange', {
          token: admin,
          json: { models: [{ ...board.find((d) => d.id === twinId), roles: [roleIds[4]], active: true }] },
        }),
        200,
      );
      const name = `${twinA.profile.firstName} ${twinA.profile.lastName}`;
      expect(grant.errors).toEqual([`Error: UserNotLinked - ${Messages.directorNotLinked(name)}`]);
      expect(await rolesOf(twinA.user.id)).not.toContain('director');
      expect(await rolesOf(twinB.user.id)).not.toContain('director');
    });

    it('lets the admin panel pick the profile of a row by hand', async () => {
      const first = await createAccount(portal, 'iris', ['owner']);
      const profile = await portal.strapi.db.query('api::profile.profile').findOne({ where: { id: first.profile.id } });
      const created = await portal.strapi.documents('api::board-director.board-director').create({
        data: { ...personOf(first.profile), email: 'iris@example.org', phone: '1', profile: profile.documentId } as never,
      });
      const row = await portal.strapi.db
        .query('api::board-director.board-director')
        .findOne({ where: { documentId: created.documentId }, populate: { profile: true } });
      expect(row.profile.id).toBe(first.profile.id);
    });
  });
});
