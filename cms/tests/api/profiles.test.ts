/** Profiles, login and page logging, and the logins report (docs/requirements.md, "Data", "States and transitions", "Resource API", "Constants"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import type { Mailbox } from '../../../testkit/mailbox.mjs';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

describe('profile API', () => {
  let portal: MailedPortal;
  let members: Members;
  let mailbox: Mailbox;

  beforeAll(async () => {
    portal = await startPortalWithMail();
    mailbox = portal.mailbox;
    members = await createMembers(portal, 'p');
  });
  afterAll(() => portal?.stop());

  describe('profiles', () => {
    it("reads the caller's own profile; a userId header never reaches someone else's", async () => {
      const own = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
      expect(own).toMatchObject({ id: members.tenant.profileId, userId: members.tenant.userId, userName: 'ptenant' });
      const same = await expectJson(
        await portal.request('GET', '/api/profile', { token: members.tenant.token, headers: { userId: String(members.tenant.userId) } }),
        200,
      );
      expect(same.id).toBe(own.id);
      await expectRefused(
        await portal.request('GET', '/api/profile', { token: members.tenant.token, headers: { userId: String(members.owner.userId) } }),
        403,
        Messages.forbidden,
      );
      await expectRefused(
        await portal.request('GET', '/api/profile', { token: members.director.token, headers: { userId: String(members.owner.userId) } }),
        403,
      );
      const byAdmin = await expectJson(
        await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: String(members.owner.userId) } }),
        200,
      );
      expect(byAdmin.userName).toBe('powner');
      for (const bad of ['-1', 'abc', '1.5', '1e3', '99999999999']) {
        await expectRefused(
          await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: bad } }),
          400,
          Messages.userIdInvalid,
        );
      }
      await expectRefused(
        await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: '987654' } }),
        404,
        Messages.profileNotFound,
      );
    });

    it('answers 200 with null, not a 404, to a new resident whose profile the first sign-in has not created yet', async () => {
      const newcomer = await portal.strapi.documents('plugin::users-permissions.user').create({
        data: {
          username: 'pnewcomer',
          email: 'pnewcomer@example.org',
          password: 'Secret-Passw0rd!',
          confirmed: true,
          portalRoles: ['tenant'],
        } as never,
      });
      const token = await accessTokenFor(portal, newcomer.id);
      for (const headers of [{}, { userId: String(newcomer.id) }]) {
        const answer = await portal.request('GET', '/api/profile', { token, headers });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(await answer.json()).toBeNull();
      }
      // Someone else's missing profile is still not found (administrators).
      await expectRefused(
        await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: String(newcomer.id) } }),
        404,
        Messages.profileNotFound,
      );
    });

    it('reads by user name: own, or anyone for an admin', async () => {
      expect(
        (
          await expectJson(
            await portal.request('GET', '/api/profile/username', { token: members.owner.token, headers: { username: 'POwner' } }),
            200,
          )
        ).id,
      ).toBe(members.owner.profileId);
      await expectRefused(
        await portal.request('GET', '/api/profile/username', { token: members.owner.token, headers: { username: 'ptenant' } }),
        403,
      );
      expect(
        (
          await expectJson(
            await portal.request('GET', '/api/profile/username', { token: members.admin.token, headers: { username: 'ptenant' } }),
            200,
          )
        ).id,
      ).toBe(members.tenant.profileId);
      await expectRefused(
        await portal.request('GET', '/api/profile/username', { token: members.admin.token }),
        400,
        Messages.userNameRequired,
      );
      await expectRefused(
        await portal.request('GET', '/api/profile/username', { token: members.admin.token, headers: { username: 'nobody-here' } }),
        404,
      );
    });

    it('lists profiles sorted by last name with units compared zero-padded; "all" (with the visitor) is for admins', async () => {
      for (const [name, last, unit] of [
        ['zed', 'Aaron', '12'],
        ['amy', 'Aaron', '7'],
        ['bob', 'Zimmer', '3'],
      ] as const) {
        const { profile } = await createAccount(portal, `p${name}`, ['owner']);
        await portal.strapi.db
          .query('api::profile.profile')
          .update({ where: { id: profile.id }, data: { lastName: last, firstName: name, unitNumber: unit } });
      }
      const owners = await expectJson(
        await portal.request('GET', '/api/profile/all', { token: members.director.token, headers: { ownersOnly: 'true' } }),
        200,
      );
      expect(owners[0].lastName).toBe('Aaron');
      expect(owners.map((p) => p.firstName).slice(0, 2)).toEqual(['amy', 'zed']);
      expect(owners.at(-1).lastName).toBe('Zimmer');
      expect(owners.some((p) => p.userName === 'visitor')).toBe(false);
      await expectRefused(
        await portal.request('GET', '/api/profile/all', { token: members.director.token, headers: { ownersOnly: 'false' } }),
        403,
      );
      const all = await expectJson(
        await portal.request('GET', '/api/profile/all', { token: members.admin.token, headers: { ownersOnly: 'false' } }),
        200,
      );
      expect(all.some((p) => p.userName === 'visitor')).toBe(true);
      await expectRefused(
        await portal.request('GET', '/api/profile/all', { token: members.admin.token, headers: { ownersOnly: 'maybe' } }),
        400,
      );
    });

    it('checks whether a registered profile matches first name, last name and unit', async () => {
      const me = await expectJson(await portal.request('GET', '/api/profile', { token: members.owner.token }), 200);
      const check = (headers: Record<string, string>) =>
        portal.request('GET', '/api/profile/check', { token: members.director.token, headers });
      expect(
        await expectJson(await check({ firstName: me.firstName.toUpperCase(), lastName: me.lastName, unitNumber: me.unitNumber }), 200),
      ).toBe(true);
      expect(await expectJson(await check({ firstName: 'No', lastName: 'One', unitNumber: '1' }), 200)).toBe(false);
      await expectRefused(await check({ firstName: 'No', lastName: 'One' }), 400, Messages.unitNumberRequired);
    });

    it('verifies a registration: every problem listed, empty when fine', async () => {
      const form = {
        userName: 'newbie',
        email: 'newbie@example.org',
        firstName: 'New',
        lastName: 'Bie',
        unitNumber: '5',
        streetName: 'Maple',
        userType: 'tenant',
      };
      expect(await expectJson(await portal.request('POST', '/api/profile/verify', { json: form }), 200)).toEqual([]);
      const problems = await expectJson(
        await portal.request('POST', '/api/profile/verify', {
          json: { ...form, userName: 'PTenant', email: 'ptenant@example.org', firstName: '', userType: 'landlord' },
        }),
        200,
      );
      expect(problems).toEqual(
        expect.arrayContaining([
          Messages.firstNameRequired,
          Messages.registrationTypeRequired,
          Messages.userNameTaken,
          Messages.emailTaken,
        ]),
      );
      expect(await expectJson(await portal.request('POST', '/api/profile/verify', { json: { ...form, userName: 'a b' } }), 200)).toEqual([
        Messages.userNamePattern,
      ]);
      await expectRefused(await portal.request('POST', '/api/profile/verify', { json: { ...form, isAdmin: true } }), 400);
    });

    it("adds the caller's own profile from the account, not authenticated, once", async () => {
      const { user } = await createAccount(portal, 'pfresh', ['tenant']);
      await portal.strapi.db.query('api::profile.profile').delete({ where: { userId: user.id } });
      const token = await accessTokenFor(portal, user.id);
      const model = {
        id: 0,
        userName: 'pfresh',
        firstName: 'Fresh',
        lastName: 'Person',
        unitNumber: '9',
        streetName: 'Maple',
        email: 'pfresh@example.org',
        userType: 'tenant',
        authenticated: true,
      };
      await expectRefused(
        await portal.request('POST', '/api/profile/add', { token, json: { ...model, userId: members.owner.userId } }),
        403,
      );
      const created = await expectJson(await portal.request('POST', '/api/profile/add', { token, json: model }), 200);
      expect(created).toMatchObject({
        userId: user.id,
        userName: 'pfresh',
        email: 'pfresh@example.org',
        authenticated: false,
        userType: 'tenant',
      });
      expect(Date.now() - Date.parse(created.registrationDate)).toBeLessThan(60_000);
      await expectRefused(await portal.request('POST', '/api/profile/add', { token, json: model }), 409, Messages.profileExists);
      await expectRefused(
        await portal.request('POST', '/api/profile/add', { token, json: { ...model, firstName: '' } }),
        400,
        Messages.firstNameRequired,
      );
      await expectRefused(
        await portal.request('POST', '/api/profile/add', { token, json: { ...model, userType: '' } }),
        400,
        Messages.registrationTypeRequiredProfile,
      );
    });

    it("updates only the caller's own profile; only admins change others or the authenticated flag", async () => {
      const own = await expectJson(await portal.request('GET', '/api/profile', { token: members.propmgr.token }), 200);
      const updated = await expectJson(
        await portal.request('PUT', '/api/profile/update', {
          token: members.propmgr.token,
          json: { ...own, streetName: 'Birch Lane', unitNumber: '0042' },
        }),
        200,
      );
      // The person's own change of address ends the association's verification (docs/requirements.md, "The unit roster").
      expect(own.authenticated).toBe(true);
      expect(updated).toMatchObject({ streetName: 'Birch Lane', unitNumber: '0042', authenticated: false, verificationWithdrawn: true });
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', {
          token: members.propmgr.token,
          json: { ...updated, authenticated: true },
        }),
        403,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', {
          token: members.propmgr.token,
          json: { ...own, email: 'someone.else@example.org' },
        }),
        403,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', { token: members.propmgr.token, json: { ...own, userName: 'hijack' } }),
        400,
      );
      const other = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', { token: members.propmgr.token, json: { ...other, lastName: 'Hacked' } }),
        403,
      );
      const byAdmin = await expectJson(
        await portal.request('PUT', '/api/profile/update', { token: members.admin.token, json: { ...other, authenticated: false } }),
        200,
      );
      expect(byAdmin.authenticated).toBe(false);
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', { token: members.admin.token, json: { ...other, id: 99999 } }),
        404,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', { token: members.admin.token, json: { ...other, lastName: '' } }),
        400,
        Messages.lastNameRequired,
      );
    });

    it('updates the users list all-or-nothing and answers the list; only an administrator verifies', async () => {
      const list = await expectJson(
        await portal.request('GET', '/api/profile/all', { token: members.director.token, headers: { ownersOnly: 'true' } }),
        200,
      );
      const a = list.find((p) => p.userName === 'ptenant');
      const b = list.find((p) => p.userName === 'ppropmgr');
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: {
            models: [
              { ...a, authenticated: true },
              { ...b, id: 424242 },
            ],
          },
        }),
        404,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: {
            models: [
              { ...a, authenticated: !a.authenticated },
              { ...b, email: 'BAD' },
            ],
          },
        }),
        400,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.director.token,
          json: { models: [{ ...a, authenticated: !a.authenticated }] },
        }),
        403,
        Messages.verificationOnlyAdmins,
      );
      const unchanged = await expectJson(await portal.request('GET', '/api/profile/all', { token: members.director.token }), 200);
      expect(unchanged.find((p) => p.id === a.id).authenticated).toBe(a.authenticated);
      // A director still edits a resident's other fields.
      const renamed = await expectJson(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.director.token,
          json: { models: [{ ...a, unitNumber: '0042' }], userName: 'pdirector' },
        }),
        200,
      );
      expect(renamed.find((p) => p.id === a.id)).toMatchObject({ unitNumber: '0042', authenticated: false });
      const saved = await expectJson(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: { models: [{ ...a, unitNumber: '0042', authenticated: true, changed: true }], userName: 'padmin' },
        }),
        200,
      );
      expect(saved.find((p) => p.id === a.id)).toMatchObject({ authenticated: true, verificationWithdrawn: false });
      const visitor = (
        await expectJson(
          await portal.request('GET', '/api/profile/all', { token: members.admin.token, headers: { ownersOnly: 'false' } }),
          200,
        )
      ).find((p) => p.userName === 'visitor');
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: { models: [{ ...visitor, userType: 'owner', unitNumber: '1', streetName: 'x' }] },
        }),
        400,
        Messages.visitorProfileProtected,
      );
    });

    it("keeps administrators' profiles out of a director's reach, and the last administrator in place", async () => {
      const list = await expectJson(
        await portal.request('GET', '/api/profile/all', { token: members.director.token, headers: { ownersOnly: 'true' } }),
        200,
      );
      const adminProfile = list.find((p) => p.userName === 'padmin');
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.director.token,
          json: { models: [{ ...adminProfile, firstName: 'Hijacked' }] },
        }),
        403,
        Messages.adminProfileProtected,
      );
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.director.token,
          json: { models: [{ ...adminProfile, authenticated: !adminProfile.authenticated }] },
        }),
        403,
      );
      await expectRefused(
        await portal.request('DELETE', `/api/profile/delete/${adminProfile.id}`, { token: members.director.token }),
        403,
        Messages.adminProfileProtected,
      );
      await expectRefused(
        await portal.request('DELETE', `/api/profile/delete/${adminProfile.id}`, { token: members.admin.token }),
        409,
        Messages.lastAdminProfile,
      );
      const after = await expectJson(await portal.request('GET', '/api/profile', { token: members.admin.token }), 200);
      expect(after).toMatchObject({ firstName: adminProfile.firstName, authenticated: adminProfile.authenticated });
      // With a second administrator, an administrator may remove the other.
      const second = await createAccount(portal, 'psecondadmin', ['admin']);
      expect(
        await expectJson(await portal.request('DELETE', `/api/profile/delete/${second.profile.id}`, { token: members.admin.token }), 200),
      ).toEqual({ id: second.profile.id });
    });

    it('opens the minutes to an owner only once an administrator has verified them, and tells the administrators', async () => {
      const minutes = await uploadedName(portal, members.director.token, 'minutes', minimalPdf(), 'm.pdf');
      const owner = await createAccount(portal, 'pnewowner', ['owner']);
      await portal.strapi.db.query('api::profile.profile').update({ where: { id: owner.profile.id }, data: { authenticated: false } });
      const readMinutes = () =>
        Promise.all([
          portal.request('GET', '/api/document', { token: owner.token, headers: { docType: 'minutes' } }),
          portal.request('GET', '/api/file/download', { token: owner.token, headers: { area: 'minutes', fileName: minutes } }),
        ]);
      for (const response of await readMinutes()) await expectRefused(response, 403, Messages.forbidden);

      const own = await expectJson(
        await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: String(owner.user.id) } }),
        200,
      );
      await expectJson(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: { models: [{ ...own, authenticated: true }] },
        }),
        200,
      );
      for (const response of await readMinutes()) expect(response.status).toBe(200);

      // A verified tenant who changes to owner waits again; the account's role follows the type.
      const tenant = await createAccount(portal, 'pmovingin', ['tenant']);
      const tenantProfile = await expectJson(await portal.request('GET', '/api/profile', { token: tenant.token }), 200);
      expect(tenantProfile.authenticated).toBe(true);
      const changed = await expectJson(
        await portal.request('PUT', '/api/profile/update', { token: tenant.token, json: { ...tenantProfile, userType: 'owner' } }),
        200,
      );
      expect(changed).toMatchObject({ userType: 'owner', authenticated: false });
      expect(await portal.strapi.service('api::account.roles').list(tenant.user.id)).toEqual(['owner']);
      await expectRefused(await portal.request('GET', '/api/document', { token: tenant.token, headers: { docType: 'minutes' } }), 403);
      await sendQueuedMail(portal);
      const notice = mailbox.lastTo('padmin@example.org');
      expect(notice?.subject).toContain('owner verification needed');
      expect(notice?.text).toContain('pmovingin');
      expect(notice?.text).toContain('/admin/users');
      expect(mailbox.to('ptenant@example.org').filter((m) => m.subject.includes('owner status was verified'))).toEqual([]);
      // Nobody verifies themselves.
      await expectRefused(
        await portal.request('PUT', '/api/profile/update', { token: tenant.token, json: { ...changed, authenticated: true } }),
        403,
      );
    });

    it('removes a profile by id as a deactivation (account blocked, hidden from the users screen); never the visitor profile', async () => {
      const { profile, user, token } = await createAccount(portal, 'pgone', ['tenant']);
      expect(
        await expectJson(await portal.request('DELETE', `/api/profile/delete/${profile.id}`, { token: members.admin.token }), 200),
      ).toEqual({ id: profile.id });
      const users = await expectJson(
        await portal.request('GET', '/api/profile/all', { token: members.admin.token, headers: { ownersOnly: 'true' } }),
        200,
      );
      expect(users.some((p) => p.id === profile.id)).toBe(false);
      expect((await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: user.id } })).blocked).toBe(true);
      expect((await portal.request('GET', '/api/profile', { token })).status).toBe(401);
      await expectRefused(await portal.request('DELETE', `/api/profile/delete/${profile.id}`, { token: members.admin.token }), 404);
      await expectRefused(await portal.request('DELETE', '/api/profile/delete/abc', { token: members.admin.token }), 400);
      const visitor = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userName: 'visitor' } });
      await expectRefused(
        await portal.request('DELETE', `/api/profile/delete/${visitor.id}`, { token: members.admin.token }),
        400,
        Messages.visitorProfileProtected,
      );
    });
  });

  describe('login and page logging', () => {
    it("records a login for the caller's profile from the token", async () => {
      const login = await expectJson(
        await portal.request('POST', '/api/profile/recordlogin', { token: members.owner.token, json: members.owner.userId }),
        201,
      );
      expect(login).toMatchObject({ id: expect.any(Number), profileId: members.owner.profileId });
      await expectRefused(
        await portal.request('POST', '/api/profile/recordlogin', { token: members.owner.token, json: members.tenant.userId }),
        403,
      );
      await expectRefused(await portal.request('POST', '/api/profile/recordlogin', {}), 401);
    });

    it("logs a page under the token's profile, never the body's; without a token under the visitor", async () => {
      const login = await expectJson(await portal.request('POST', '/api/profile/recordlogin', { token: members.tenant.token }), 201);
      const logged = await expectJson(
        await portal.request('POST', '/api/profile/logpage', {
          token: members.tenant.token,
          json: { model: { id: 0, loginId: login.id, pageName: 'News' }, username: 'padmin' },
        }),
        201,
      );
      const knex = portal.strapi.db.connection;
      const row = await knex('page_logs').where({ id: logged.id }).first();
      expect([row.profile_id, row.login_id, row.page_name]).toEqual([members.tenant.profileId, login.id, 'News']);
      // Someone else's login id is not attached to this visit.
      const ownerLogin = await expectJson(await portal.request('POST', '/api/profile/recordlogin', { token: members.owner.token }), 201);
      const foreign = await expectJson(
        await portal.request('POST', '/api/profile/logpage', {
          token: members.tenant.token,
          json: { model: { id: 0, loginId: ownerLogin.id, pageName: 'FAQs' } },
        }),
        201,
      );
      expect((await knex('page_logs').where({ id: foreign.id }).first()).login_id).toBeNull();
      const anonymous = await expectJson(
        await portal.request('POST', '/api/profile/logpage', {
          json: { model: { id: 0, loginId: login.id, pageName: 'Contacts' }, username: 'ptenant' },
        }),
        201,
      );
      const visitor = await knex('profiles').where({ user_name: 'visitor' }).first();
      const anonymousRow = await knex('page_logs').where({ id: anonymous.id }).first();
      // A visitor's visits of one day are gathered under one login of the visitor profile (docs/requirements.md, "Admin screens").
      const visitorDay = await knex('login_records').where({ profile_id: visitor.id }).first('id');
      expect([anonymousRow.profile_id, anonymousRow.login_id]).toEqual([visitor.id, visitorDay.id]);
      // Admin screens log their titles the same way.
      await expectJson(
        await portal.request('POST', '/api/profile/logpage', {
          token: members.admin.token,
          json: { model: { id: 0, pageName: 'Admin:  Board Directors' } },
        }),
        201,
      );
    });

    it('logs the page of an account that has no profile yet under the visitor, with no login', async () => {
      const newcomer = await portal.strapi.documents('plugin::users-permissions.user').create({
        data: {
          username: 'plognewcomer',
          email: 'plognewcomer@example.org',
          password: 'Secret-Passw0rd!',
          confirmed: true,
          portalRoles: ['tenant'],
        } as never,
      });
      const token = await accessTokenFor(portal, newcomer.id);
      const tenantLogin = await expectJson(await portal.request('POST', '/api/profile/recordlogin', { token: members.tenant.token }), 201);
      const logged = await expectJson(
        await portal.request('POST', '/api/profile/logpage', {
          token,
          json: { model: { id: 0, loginId: tenantLogin.id, pageName: 'Home' } },
        }),
        201,
      );
      const knex = portal.strapi.db.connection;
      const visitor = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userName: 'visitor' }, select: ['id'] });
      const row = await knex('page_logs').where({ id: logged.id }).first();
      expect([Number(row.profile_id), row.login_id]).toEqual([visitor.id, null]);
    });

    it('refuses bad page-log input and an invalid token', async () => {
      const post = (json: unknown, token?: string) => portal.request('POST', '/api/profile/logpage', { token, json });
      await expectRefused(await post({ model: { id: 0, pageName: '' } }), 400, Messages.pageNameRequired);
      await expectRefused(await post({ model: { id: 0, pageName: 'x'.repeat(101) } }), 400);
      await expectRefused(await post({ model: { id: 0, pageName: 'News', profileId: 1 } }), 400);
      await expectRefused(await post({ model: { id: 5, pageName: 'News' } }), 400);
      await expectRefused(await post({ model: { id: 0, loginId: 'abc', pageName: 'News' } }), 400);
      await expectRefused(await post({ pageName: 'News' }), 400);
      await expectRefused(await post({ model: { id: 0, pageName: 'News' } }, 'not-a-token'), 401);
      await expectRefused(
        await portal.request('POST', '/api/profile/logpage', { body: '{"model":', headers: { 'content-type': 'application/json' } }),
        400,
        Messages.invalidJson,
      );
    });

    it('rate-limits page logging per client', async () => {
      const { token } = await createAccount(portal, 'pbusy', ['tenant']);
      let refused: Response | undefined;
      for (let i = 0; i < 130 && !refused; i++) {
        const response = await portal.request('POST', '/api/profile/logpage', { token, json: { model: { id: 0, pageName: 'News' } } });
        if (response.status === 429) refused = response;
        else expect(response.status).toBe(201);
      }
      expect(refused, 'a 429 after 120 visits a minute').toBeTruthy();
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectRefused(refused!, 429, Messages.tooManyRequests);
    });
  });

  describe('logins report', () => {
    let people: Record<string, { profileId: number }>;
    let logins: Record<string, number>;
    const day = 24 * 3600 * 1000;

    beforeAll(async () => {
      // Fixed data: ann logged in 2, 20 and 40 days ago; ben 10 days ago; cat 50 days ago; dan never.
      people = {};
      logins = {};
      const knex = portal.strapi.db.connection;
      for (const [name, last] of [
        ['rann', 'Adams'],
        ['rben', 'Brown'],
        ['rcat', 'Clark'],
        ['rdan', 'Dunn'],
      ]) {
        const { profile } = await createAccount(portal, name, ['owner']);
        await knex('profiles').where({ id: profile.id }).update({ last_name: last });
        people[name] = { profileId: profile.id };
      }
      const add = async (key: string, who: string, daysAgo: number, pages: string[]) => {
        const at = new Date(Date.now() - daysAgo * day);
        const [row] = await knex('login_records')
          .insert({ document_id: `fixture${key}`, profile_id: people[who].profileId, login_date_time: at, created_at: at, updated_at: at })
          .returning('id');
        logins[key] = typeof row === 'object' ? row.id : row;
        for (const page of pages) {
          await knex('page_logs').insert({
            document_id: `fx${key}${page}`,
            login_id: logins[key],
            profile_id: people[who].profileId,
            page_name: page,
            visited_at: at,
            created_at: at,
            updated_at: at,
          });
        }
      };
      await add('ann40', 'rann', 40, ['News']);
      await add('ann20', 'rann', 20, ['News', 'FAQs', 'Contacts']);
      await add('ann2', 'rann', 2, []);
      await add('ben10', 'rben', 10, ['Newsletters']);
      await add('cat50', 'rcat', 50, ['Meeting Minutes', 'News']);
    });

    const report = (profileId: number, query = '') =>
      portal.request('GET', `/api/reports/logins${query}`, { token: members.admin.token, headers: { profileId: String(profileId) } });
    const fixtureRows = (body) => body.rows.filter((r) => ['rann', 'rben', 'rcat', 'rdan'].includes(r.userName));

    it('counts logins per profile for each window, sorted by last name, only profiles with logins', async () => {
      const counts = async (type: string) =>
        fixtureRows(await expectJson(await report(0, `?type=${type}&pageSize=500`), 200)).map((r) => [r.userName, r.loginsCount]);
      expect(await counts('all')).toEqual([
        ['rann', 3],
        ['rben', 1],
        ['rcat', 1],
      ]);
      expect(await counts('lastMonth')).toEqual([
        ['rann', 2],
        ['rben', 1],
      ]);
      expect(await counts('lastWeek')).toEqual([['rann', 1]]);
      expect(await counts('lastLogin')).toEqual([
        ['rann', 1],
        ['rben', 1],
        ['rcat', 1],
      ]);
      const all = await expectJson(await report(0), 200);
      expect(all).toMatchObject({ type: 'all', page: 1, pageSize: 50 });
      const ann = all.rows.find((r) => r.userName === 'rann');
      expect(ann).toMatchObject({ id: people.rann.profileId, lastName: 'Adams', userType: 'owner', logins: [] });
      expect(Date.now() - Date.parse(ann.lastLogin)).toBeLessThan(3 * day);
    });

    it("lists one profile's logins newest first with page counts, and the pages of a login on demand", async () => {
      const body = await expectJson(await report(people.rann.profileId, '?type=all'), 200);
      expect(body.total).toBe(1);
      expect(body.rows[0].logins.map((l) => [l.id, l.pagesCount])).toEqual([
        [logins.ann2, 0],
        [logins.ann20, 3],
        [logins.ann40, 1],
      ]);
      const last = await expectJson(await report(people.rann.profileId, '?type=lastLogin'), 200);
      expect(last.rows[0].logins.map((l) => l.id)).toEqual([logins.ann2]);
      const week = await expectJson(await report(people.rann.profileId, '?type=lastWeek'), 200);
      expect(week.rows[0].logins.map((l) => l.id)).toEqual([logins.ann2]);
      const pages = await expectJson(
        await portal.request('GET', `/api/reports/logins/${logins.ann20}/pages`, { token: members.admin.token }),
        200,
      );
      expect(pages.map((p) => p.pageName)).toEqual(['News', 'FAQs', 'Contacts']);
      expect(
        await expectJson(await portal.request('GET', `/api/reports/logins/${logins.ann2}/pages`, { token: members.admin.token }), 200),
      ).toEqual([]);
      await expectRefused(await portal.request('GET', '/api/reports/logins/999999/pages', { token: members.admin.token }), 404);
      const none = await expectJson(await report(people.rdan.profileId), 200);
      expect(none).toMatchObject({ rows: [], total: 0 });
    });

    it('keeps the logins of a removed profile in the report, marked removed', async () => {
      const before = await expectJson(await report(people.rcat.profileId, '?type=all'), 200);
      expect(before.rows[0].removed).toBe(false);
      await expectJson(await portal.request('DELETE', `/api/profile/delete/${people.rcat.profileId}`, { token: members.admin.token }), 200);
      const after = await expectJson(await report(people.rcat.profileId, '?type=all'), 200);
      expect(after.rows[0]).toMatchObject({ userName: 'rcat', loginsCount: 1, removed: true });
      expect(after.rows[0].logins).toHaveLength(1);
    });

    it('pages through the profiles', async () => {
      const first = await expectJson(await report(0, '?type=all&page=1&pageSize=2'), 200);
      const second = await expectJson(await report(0, '?type=all&page=2&pageSize=2'), 200);
      expect(first.rows).toHaveLength(2);
      expect(first.total).toBeGreaterThanOrEqual(3);
      expect(second.rows[0].id).not.toBe(first.rows[1].id);
      // Page 2 is the rows after page 1, not page 1 again.
      const everyone = await expectJson(await report(0, '?type=all&page=1&pageSize=4'), 200);
      expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(everyone.rows.map((r) => r.id));
      expect(first.rows[0].lastName <= first.rows[1].lastName).toBe(true);
    });

    it('refuses bad input with a clear 4xx', async () => {
      await expectRefused(await report(-1 as number), 400, Messages.reportInvalidProfile);
      await expectRefused(
        await portal.request('GET', '/api/reports/logins', { token: members.admin.token, headers: { profileId: 'abc' } }),
        400,
        Messages.reportInvalidProfile,
      );
      await expectRefused(await report(987654), 404);
      await expectRefused(await report(0, '?type=yesterday'), 400);
      await expectRefused(await report(0, '?page=0'), 400);
      await expectRefused(await report(0, '?pageSize=100000'), 400);
      await expectRefused(await report(0, '?sort=name'), 400);
      await expectRefused(
        await portal.request('GET', '/api/reports/logins', { token: members.director.token, headers: { profileId: '0' } }),
        403,
      );
    });
  });
});
