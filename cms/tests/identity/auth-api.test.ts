/**
 * The Auth API (docs/requirements.md §7.1), every row, for an allowed and a forbidden caller, and its
 * refusals of bad input (400 with the required message, never 500, nothing half-made).
 * No SMTP here: the forgot e-mails land as .eml files under DATA_DIR/mail.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { sendQueuedMail, startPortal, type TestPortal, type RequestOptions } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';

const USERS = 'plugin::users-permissions.user';
const PASSWORD = 'Secret-Passw0rd!';
type Account = Awaited<ReturnType<typeof createAccount>>;

describe('Auth API', () => {
  let portal: TestPortal;
  let admin: Account, director: Account, owner: Account, tenant: Account;

  /** Each public call from its own address, so the per-address limit is only met where a test wants it. */
  const call = (method: string, pathname: string, options: RequestOptions = {}) =>
    portal.request(method, pathname, {
      ...options,
      headers: { 'x-forwarded-for': `10.9.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`, ...options.headers },
    });
  const rolesOf = async (id: number) => portal.strapi.service('api::account.roles').list(id);
  const expect400 = async (response: Response, message: string) => {
    expect(response.status, message).toBe(400);
    expect(response.headers.get('application-error')).toBe(message);
    expect((await response.json()).error.message).toBe(message);
  };

  beforeAll(async () => {
    portal = await startPortal({ RATE_LIMIT_ACCOUNT_PER_ADDRESS: '5' });
    admin = await createAccount(portal, 'apiadmin', ['admin']);
    director = await createAccount(portal, 'apidirector', ['director', 'owner']);
    owner = await createAccount(portal, 'apiowner', ['owner']);
    tenant = await createAccount(portal, 'apitenant', ['tenant']);
  });
  afterAll(async () => {
    await portal?.stop();
  });

  describe('GET /api/account/roles and /api/account/claims', () => {
    it('answers the caller their own, by default or by their own userId', async () => {
      await portal.strapi.service('api::account.claims').add(owner.user.id, [{ type: 'given_name', value: 'Olivia' }]);
      expect(await (await call('GET', '/api/account/roles', { token: owner.token })).json()).toEqual(['owner']);
      expect(
        await (await call('GET', '/api/account/roles', { token: owner.token, headers: { userId: String(owner.user.id) } })).json(),
      ).toEqual(['owner']);
      expect(await (await call('GET', '/api/account/claims', { token: owner.token })).json()).toEqual([
        { type: 'given_name', value: 'Olivia' },
      ]);
    });

    it("lets an admin read another account's, and nobody else", async () => {
      const other = { userId: String(owner.user.id) };
      expect(await (await call('GET', '/api/account/roles', { token: admin.token, headers: other })).json()).toEqual(['owner']);
      expect((await call('GET', '/api/account/claims', { token: admin.token, headers: other })).status).toBe(200);
      for (const caller of [tenant, director]) {
        for (const row of ['roles', 'claims']) {
          const response = await call('GET', `/api/account/${row}`, { token: caller.token, headers: other });
          expect(response.status, `${caller.user.username} ${row}`).toBe(403);
          expect(response.headers.get('application-error')).toBe(Messages.forbidden);
        }
      }
      expect((await call('GET', '/api/account/roles')).status).toBe(401);
      expect((await call('GET', '/api/account/claims')).status).toBe(401);
      await expect400(await call('GET', '/api/account/roles', { token: admin.token, headers: { userId: 'abc' } }), Messages.userIdInvalid);
    });
  });

  describe('POST /api/account/addroles and removeroles', () => {
    it('lets a user add only tenant or propmgr to themselves: never owner, director or admin', async () => {
      const added = await call('POST', '/api/account/addroles', {
        token: tenant.token,
        json: { userId: tenant.user.id, roles: ['propmgr'] },
      });
      expect(await added.json()).toEqual({ succeeded: true, errors: [] });
      expect(await rolesOf(tenant.user.id)).toEqual(['tenant', 'propmgr']);
      expect(
        await (await call('POST', '/api/account/removeroles', { token: tenant.token, json: { roles: ['propmgr'] } })).json(),
      ).toMatchObject({ succeeded: true });
      for (const roles of [['owner'], ['director'], ['admin'], ['tenant', 'admin'], ['propmgr', 'owner']]) {
        const refused = await call('POST', '/api/account/addroles', { token: tenant.token, json: { roles } });
        expect(refused.status, roles.join()).toBe(403);
      }
      // Not even an administrator gives themselves the owner role (minutes need the association's verification).
      expect((await call('POST', '/api/account/addroles', { token: admin.token, json: { roles: ['owner'] } })).status).toBe(403);
      expect(await rolesOf(tenant.user.id)).toEqual(['tenant']);
    });

    it("lets a director grant and revoke another account's director role, nothing more", async () => {
      const grant = await call('POST', '/api/account/addroles', {
        token: director.token,
        json: { userId: tenant.user.id, roles: ['director'] },
      });
      expect(grant.status).toBe(200);
      expect((await grant.json()).succeeded).toBe(true);
      expect(await rolesOf(tenant.user.id)).toContain('director');
      expect(
        (await call('POST', '/api/account/removeroles', { token: director.token, json: { userId: tenant.user.id, roles: ['director'] } }))
          .status,
      ).toBe(200);
      expect(await rolesOf(tenant.user.id)).not.toContain('director');
      for (const roles of [['admin'], ['owner'], ['director', 'owner']]) {
        expect(
          (await call('POST', '/api/account/addroles', { token: director.token, json: { userId: tenant.user.id, roles } })).status,
          roles.join(),
        ).toBe(403);
      }
      // An owner is no director: cannot touch anyone's director role.
      expect(
        (await call('POST', '/api/account/removeroles', { token: owner.token, json: { userId: director.user.id, roles: ['director'] } }))
          .status,
      ).toBe(403);
      expect(await rolesOf(director.user.id)).toContain('director');
    });

    it('lets only an admin grant admin, and never removes the last admin', async () => {
      expect(
        (await call('POST', '/api/account/addroles', { token: admin.token, json: { userId: owner.user.id, roles: ['admin'] } })).status,
      ).toBe(200);
      expect(await rolesOf(owner.user.id)).toEqual(['owner', 'admin']);
      expect(
        (await call('POST', '/api/account/removeroles', { token: admin.token, json: { userId: owner.user.id, roles: ['admin'] } })).status,
      ).toBe(200);
      const last = await call('POST', '/api/account/removeroles', { token: admin.token, json: { roles: ['admin'] } });
      expect(await last.json()).toEqual({ succeeded: false, errors: [{ code: 'LastAdmin', description: Messages.lastAdmin }] });
      expect(await rolesOf(admin.user.id)).toEqual(['admin']);
      const unknown = await call('POST', '/api/account/addroles', { token: admin.token, json: { userId: owner.user.id, roles: ['king'] } });
      expect(await unknown.json()).toMatchObject({ succeeded: false, errors: [{ code: 'InvalidRoleName' }] });
    });

    it('refuses bad bodies with 400', async () => {
      await expect400(await call('POST', '/api/account/addroles', { token: admin.token, json: {} }), Messages.rolesListRequired);
      await expect400(
        await call('POST', '/api/account/addroles', { token: admin.token, json: { roles: 'admin' } }),
        Messages.rolesListRequired,
      );
      await expect400(await call('POST', '/api/account/addroles', { token: admin.token, json: { roles: [] } }), Messages.rolesListRequired);
      await expect400(
        await call('POST', '/api/account/addroles', { token: admin.token, json: { userId: -3, roles: ['owner'] } }),
        Messages.userIdInvalid,
      );
      await expect400(
        await call('POST', '/api/account/removeroles', { token: admin.token, json: { userId: 'x1', roles: ['owner'] } }),
        Messages.userIdInvalid,
      );
      expect((await call('POST', '/api/account/addroles', { json: { roles: ['owner'] } })).status).toBe(401);
    });
  });

  describe('POST /api/account/addclaims and removeclaims', () => {
    it('changes the caller’s own claims, and another’s only for an admin', async () => {
      const claims = [
        { type: 'family_name', value: 'Tenant' },
        { type: 'address', value: '{"unit_number":"7","street_name":"Elm"}' },
      ];
      expect(await (await call('POST', '/api/account/addclaims', { token: tenant.token, json: { claims } })).json()).toEqual({
        succeeded: true,
        errors: [],
      });
      await call('POST', '/api/account/addclaims', { token: tenant.token, json: { claims } }); // not stored twice
      expect(await portal.strapi.service('api::account.claims').list(tenant.user.id)).toEqual(claims);
      expect((await call('POST', '/api/account/removeclaims', { token: tenant.token, json: { claims: [claims[0]] } })).status).toBe(200);
      expect(await portal.strapi.service('api::account.claims').list(tenant.user.id)).toEqual([claims[1]]);

      const other = { userId: tenant.user.id, claims: [{ type: 'given_name', value: 'Hacked' }] };
      expect((await call('POST', '/api/account/addclaims', { token: owner.token, json: other })).status).toBe(403);
      expect(
        (await call('POST', '/api/account/removeclaims', { token: director.token, json: { userId: tenant.user.id, claims } })).status,
      ).toBe(403);
      expect((await call('POST', '/api/account/addclaims', { token: admin.token, json: other })).status).toBe(200);
      expect((await call('POST', '/api/account/removeclaims', { token: admin.token, json: other })).status).toBe(200);
      expect(await portal.strapi.service('api::account.claims').list(tenant.user.id)).toEqual([claims[1]]);
    });

    it('refuses reserved claim types and bad claims with 400', async () => {
      await expect400(
        await call('POST', '/api/account/addclaims', { token: tenant.token, json: { claims: [{ type: 'role', value: 'admin' }] } }),
        Messages.claimTypeReserved('role'),
      );
      await expect400(
        await call('POST', '/api/account/addclaims', {
          token: tenant.token,
          json: { claims: [{ type: 'given_name', value: 'x'.repeat(1001) }] },
        }),
        Messages.claimValueInvalid,
      );
      await expect400(
        await call('POST', '/api/account/addclaims', { token: tenant.token, json: { claims: [{ type: 'bad type!', value: 'x' }] } }),
        Messages.claimTypeInvalid,
      );
      await expect400(
        await call('POST', '/api/account/addclaims', { token: tenant.token, json: { claims: [{ type: 'given_name', value: 12 }] } }),
        Messages.claimValueInvalid,
      );
      await expect400(await call('POST', '/api/account/removeclaims', { token: tenant.token, json: {} }), Messages.claimsRequired);
      expect(await rolesOf(tenant.user.id)).toEqual(['tenant']);
    });
  });

  describe('GET /api/account/verifyuser', () => {
    it("answers 'unique' or the message saying what is taken", async () => {
      const verify = async (userName: string, email: string) => {
        const response = await call('GET', '/api/account/verifyuser', { headers: { userName, email } });
        expect(response.status).toBe(200);
        return response.text();
      };
      expect(await verify('newcomer', 'newcomer@example.org')).toBe('unique');
      expect(await verify('APIOwner', 'someone@example.org')).toBe(Messages.userNameTaken);
      expect(await verify('someone', 'apiowner@example.org')).toBe(Messages.emailTaken);
    });

    it('refuses bad user names and e-mails with the required messages', async () => {
      const verify = (headers: Record<string, string>) => call('GET', '/api/account/verifyuser', { headers });
      await expect400(await verify({ email: 'a@example.org' }), Messages.userNameRequired);
      await expect400(await verify({ userName: 'ab', email: 'a@example.org' }), Messages.userNamePattern);
      await expect400(await verify({ userName: 'bad name', email: 'a@example.org' }), Messages.userNamePattern);
      await expect400(await verify({ userName: 'x'.repeat(51), email: 'a@example.org' }), Messages.userNamePattern);
      await expect400(await verify({ userName: 'okname' }), Messages.emailRequired);
      await expect400(await verify({ userName: 'okname', email: 'not-an-email' }), Messages.emailInvalid);
      await expect400(await verify({ userName: 'okname', email: 'someone@example.museum' }), Messages.emailPattern);
    });

    it('is rate limited per address in the database: too many tries get 429 and the message', async () => {
      const headers = { userName: 'newcomer', email: 'newcomer@example.org', 'x-forwarded-for': '10.200.0.1' };
      for (let i = 0; i < 5; i++) expect((await call('GET', '/api/account/verifyuser', { headers })).status).toBe(200);
      const limited = await call('GET', '/api/account/verifyuser', { headers });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('application-error')).toBe(Messages.tooManyRequests);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()).error).toEqual({
        status: 429,
        name: 'TooManyRequestsError',
        message: Messages.tooManyRequests,
        details: {},
      });
      // Another address is not affected.
      expect((await call('GET', '/api/account/verifyuser', { headers: { ...headers, 'x-forwarded-for': '10.200.0.2' } })).status).toBe(200);
    });
  });

  describe('POST /api/account/forgotpassword and forgotusername', () => {
    const mailFiles = () => (fs.existsSync(path.join(portal.dataDir, 'mail')) ? fs.readdirSync(path.join(portal.dataDir, 'mail')) : []);

    it('answers false for an address not on record, and sends nothing', async () => {
      const before = mailFiles().length;
      for (const row of ['forgotpassword', 'forgotusername']) {
        const response = await call('POST', `/api/account/${row}`, {
          json: { email: 'nobody@example.org', callback: `${portal.url}/home` },
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toBe(false);
      }
      await sendQueuedMail(portal);
      expect(mailFiles().length).toBe(before);
    });

    it('answers true and writes the e-mail as .eml under DATA_DIR/mail when no SMTP is set', async () => {
      const before = new Set(mailFiles());
      const response = await call('POST', '/api/account/forgotusername', {
        json: { email: 'APIOwner@Example.org', callback: `${portal.url}/home` },
      });
      expect(await response.json()).toBe(true);
      await sendQueuedMail(portal); // the outbox's round writes it; the call did not wait
      const written = mailFiles().filter((f) => !before.has(f));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/\.eml$/);
      const eml = fs.readFileSync(path.join(portal.dataDir, 'mail', written[0]), 'utf8');
      expect(eml).toMatch(/^To: apiowner@example\.org$/m);
      expect(eml).toContain('apiowner');

      const reset = await call('POST', '/api/account/forgotpassword', { json: { email: 'apiowner@example.org' } });
      expect(await reset.json()).toBe(true);
      await sendQueuedMail(portal);
      const resetMail = mailFiles().filter((f) => !before.has(f) && f !== written[0]);
      expect(fs.readFileSync(path.join(portal.dataDir, 'mail', resetMail[0]), 'utf8').replace(/=\r?\n/g, '')).toContain(
        `${portal.url}/reset-password?token=`,
      );
    });

    it('refuses bad e-mails with the required messages', async () => {
      await expect400(await call('POST', '/api/account/forgotpassword', { json: {} }), Messages.emailRequired);
      await expect400(await call('POST', '/api/account/forgotpassword', { json: { email: 42 } }), Messages.emailRequired);
      await expect400(await call('POST', '/api/account/forgotusername', { json: { email: 'nope' } }), Messages.emailInvalid);
      await expect400(
        await call('POST', '/api/account/forgotusername', { json: { email: `${'a'.repeat(300)}@example.org` } }),
        Messages.emailInvalid,
      );
    });
  });

  describe('PUT /api/account/changepassword', () => {
    it('changes the caller’s own password when the old one is right', async () => {
      const credentials = portal.strapi.service('api::account.credentials');
      const wrong = await call('PUT', '/api/account/changepassword', {
        token: owner.token,
        json: { userId: owner.user.id, oldPwd: 'Not-The-0ld!', newPwd: 'Brand-New-Passw0rd!' },
      });
      expect(await wrong.json()).toEqual({
        succeeded: false,
        errors: [{ code: 'PasswordMismatch', description: Messages.passwordMismatch }],
      });
      // A token's issue time is in whole seconds (JWT `iat`), so one issued in the second of the
      // change still counts as issued with it: the change here comes a second after the token.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const right = await call('PUT', '/api/account/changepassword', {
        token: owner.token,
        json: { userId: owner.user.id, oldPwd: PASSWORD, newPwd: 'Brand-New-Passw0rd!' },
      });
      expect(await right.json()).toEqual({ succeeded: true, errors: [] });
      expect(await credentials.authenticate('apiowner', 'Brand-New-Passw0rd!')).toMatchObject({ ok: true });
      expect(await credentials.authenticate('apiowner', PASSWORD)).toMatchObject({ ok: false });
      // Tokens issued before the change are refused from now on: the owner signs in again.
      expect((await call('GET', '/api/account/roles', { token: owner.token })).status).toBe(401);
      owner = { ...owner, token: await accessTokenFor(portal, owner.user.id) };
    });

    it("never changes another account's password for a non-admin", async () => {
      const response = await call('PUT', '/api/account/changepassword', {
        token: tenant.token,
        json: { userId: director.user.id, oldPwd: PASSWORD, newPwd: 'Taken-0ver-Passw0rd!' },
      });
      expect(response.status).toBe(403);
      expect(await portal.strapi.service('api::account.credentials').authenticate('apidirector', PASSWORD)).toMatchObject({ ok: true });
    });

    it('refuses weak or missing passwords with the required messages', async () => {
      const change = (json: unknown) => call('PUT', '/api/account/changepassword', { token: tenant.token, json });
      await expect400(await change({ oldPwd: PASSWORD, newPwd: 'short' }), Messages.passwordPattern);
      await expect400(await change({ oldPwd: PASSWORD, newPwd: 'alllowercase1!' }), Messages.passwordPattern);
      await expect400(await change({ oldPwd: PASSWORD }), Messages.passwordRequired);
      await expect400(await change({ newPwd: 'Brand-New-Passw0rd!' }), Messages.passwordRequired);
      await expect400(await change({ oldPwd: PASSWORD, newPwd: `Aa1!${'x'.repeat(200)}` }), Messages.passwordPattern);
    });
  });

  describe('PUT /api/account/changeemail', () => {
    it('changes the caller’s own e-mail (and the email claim) when the old one matches', async () => {
      await portal.strapi.service('api::account.claims').add(tenant.user.id, [{ type: 'email', value: 'apitenant@example.org' }]);
      const mismatch = await call('PUT', '/api/account/changeemail', {
        token: tenant.token,
        json: { oldEmail: 'other@example.org', newEmail: 'tenant.new@example.org' },
      });
      expect(await mismatch.json()).toEqual({
        succeeded: false,
        errors: [{ code: 'EmailMismatch', description: Messages.oldEmailMismatch }],
      });
      const taken = await call('PUT', '/api/account/changeemail', {
        token: tenant.token,
        json: { oldEmail: 'apitenant@example.org', newEmail: 'apiadmin@example.org' },
      });
      expect(await taken.json()).toEqual({ succeeded: false, errors: [{ code: 'DuplicateEmail', description: Messages.emailTaken }] });
      const done = await call('PUT', '/api/account/changeemail', {
        token: tenant.token,
        json: { userId: String(tenant.user.id), oldEmail: 'apitenant@example.org', newEmail: 'tenant.new@example.org' },
      });
      expect(await done.json()).toEqual({ succeeded: true, errors: [] });
      const user = await portal.strapi.db.query(USERS).findOne({ where: { id: tenant.user.id } });
      expect(user.email).toBe('tenant.new@example.org');
      expect(user.claims).toContainEqual({ type: 'email', value: 'tenant.new@example.org' });
    });

    it("never changes another account's e-mail for a non-admin, and validates both addresses", async () => {
      expect(
        (
          await call('PUT', '/api/account/changeemail', {
            token: owner.token,
            json: { userId: director.user.id, oldEmail: 'apidirector@example.org', newEmail: 'mine@example.org' },
          })
        ).status,
      ).toBe(403);
      const change = (json: unknown) => call('PUT', '/api/account/changeemail', { token: owner.token, json });
      await expect400(await change({ newEmail: 'x@example.org' }), Messages.oldEmailRequired);
      await expect400(await change({ oldEmail: 'apiowner@example.org' }), Messages.emailRequired);
      await expect400(await change({ oldEmail: 'apiowner@example.org', newEmail: 'Upper@Example.org' }), Messages.emailPattern);
      expect((await portal.strapi.db.query(USERS).findOne({ where: { id: director.user.id } })).email).toBe('apidirector@example.org');
    });
  });

  describe('POST /api/account/register (bad input; the happy path is in registration.test.ts)', () => {
    const valid = {
      userName: 'freshuser',
      email: 'freshuser@example.org',
      password: 'Good-Passw0rd!',
      firstName: 'Fresh',
      lastName: 'User',
      userType: 'tenant',
      address: JSON.stringify({ unit_number: '101', street_name: 'Maple Court' }),
    };
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing user name', { userName: undefined }, Messages.userNameRequired],
      ['user name too short', { userName: 'ab' }, Messages.userNamePattern],
      ['user name with spaces', { userName: 'fresh user' }, Messages.userNamePattern],
      ['user name over 50', { userName: 'a'.repeat(51) }, Messages.userNamePattern],
      ['user name of the wrong type', { userName: 12345 }, Messages.userNameRequired],
      ['missing e-mail', { email: undefined }, Messages.emailRequired],
      ['malformed e-mail', { email: 'fresh@' }, Messages.emailInvalid],
      ['upper-case e-mail', { email: 'Fresh@Example.org' }, Messages.emailPattern],
      ['over-long e-mail', { email: `${'f'.repeat(260)}@example.org` }, Messages.emailInvalid],
      ['missing password', { password: undefined }, Messages.passwordRequired],
      ['weak password', { password: 'password' }, Messages.passwordPattern],
      ['password without a special character', { password: 'Passw0rdOnly' }, Messages.passwordPattern],
      ['missing first name', { firstName: '  ' }, Messages.firstNameRequired],
      ['missing last name', { lastName: undefined }, Messages.lastNameRequired],
      ['over-long first name', { firstName: 'F'.repeat(101) }, 'At most 100 characters are allowed.'],
      ['missing type', { userType: undefined }, Messages.registrationTypeRequired],
      ['unknown type', { userType: 'admin' }, Messages.registrationTypeRequired],
      ['address not JSON', { address: 'Unit 5, Maple' }, Messages.unitNumberRequired],
      ['address without unit', { address: JSON.stringify({ unit_number: '', street_name: 'Maple' }) }, Messages.unitNumberRequired],
      ['address without street', { address: JSON.stringify({ unit_number: '5', street_name: ' ' }) }, Messages.streetNameRequired],
      ['address of the wrong type', { address: { unit_number: '5' } }, Messages.unitNumberRequired],
    ];

    it.each(cases)('refuses %s with 400 and creates nothing', async (_name, change, message) => {
      const before = await portal.strapi.db.query(USERS).count();
      await expect400(await call('POST', '/api/account/register', { json: { ...valid, ...change } }), message);
      expect(await portal.strapi.db.query(USERS).count()).toBe(before);
    });

    it('refuses a body that is not a JSON object, and unknown fields', async () => {
      expect((await call('POST', '/api/account/register', { json: [valid] })).status).toBe(400);
      expect(
        (await call('POST', '/api/account/register', { body: '{"userName":', headers: { 'content-type': 'application/json' } })).status,
      ).toBe(400);
      expect((await call('POST', '/api/account/register', { json: { ...valid, portalRoles: ['admin'] } })).status).toBe(400);
      expect(await portal.strapi.db.query(USERS).count({ where: { username: 'freshuser' } })).toBe(0);
    });

    it('refuses a taken user name or e-mail with 409', async () => {
      const taken = await call('POST', '/api/account/register', { json: { ...valid, userName: 'APIAdmin' } });
      expect(taken.status).toBe(409);
      expect(taken.headers.get('application-error')).toBe(Messages.userNameTaken);
      const email = await call('POST', '/api/account/register', { json: { ...valid, email: 'apiadmin@example.org' } });
      expect(email.status).toBe(409);
      expect((await email.json()).error).toEqual({ status: 409, name: 'ConflictError', message: Messages.emailTaken, details: {} });
    });
  });

  describe('link targets', () => {
    it('redirects a bad or missing confirmation token to the page that sends a new one', async () => {
      for (const query of ['?token=forged', '']) {
        const response = await call('GET', `/api/account/confirm${query}`);
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe('/resend-verification?expired=1');
      }
    });

    it('refuses a reset with an unknown token or a weak password', async () => {
      await expect400(
        await call('POST', '/api/account/resetpassword', { json: { token: 'forged', newPwd: 'Good-Passw0rd!' } }),
        Messages.resetLinkInvalid,
      );
      await expect400(
        await call('POST', '/api/account/resetpassword', { json: { token: 'forged', newPwd: 'weak' } }),
        Messages.passwordPattern,
      );
      await expect400(await call('POST', '/api/account/resetpassword', { json: { newPwd: 'Good-Passw0rd!' } }), Messages.tokenRequired);
    });
  });

  describe("the answers' names and shape (docs/api.md, Errors)", () => {
    const errorOf = async (response: Response) => {
      const { error } = await response.json();
      expect(response.headers.get('application-error')).toBe(error.message);
      return error;
    };

    it('a bad body or header is a 400 ValidationError without an issue list', async () => {
      expect(await errorOf(await call('POST', '/api/account/forgotpassword', { json: ['x'] }))).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'The request body must be a JSON object.',
        details: {},
      });
      const badHeader = await call('GET', '/api/account/roles', { token: owner.token, headers: { userId: 'abc' } });
      expect(await errorOf(badHeader)).toEqual({ status: 400, name: 'ValidationError', message: Messages.userIdInvalid, details: {} });
    });

    it("another's account is a 403 ForbiddenError, a call outside the caller's audience a 403 PolicyError", async () => {
      const other = await call('GET', '/api/account/roles', { token: owner.token, headers: { userId: String(admin.user.id) } });
      expect(await errorOf(other)).toEqual({ status: 403, name: 'ForbiddenError', message: Messages.forbidden, details: {} });
      const waiting = await call('GET', '/api/account/waiting', { token: owner.token });
      expect(await errorOf(waiting)).toEqual({ status: 403, name: 'PolicyError', message: Messages.forbidden, details: {} });
    });
  });
});
