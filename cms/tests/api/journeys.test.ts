/**
 * Journeys that used to end wrong (docs/requirements.md, "Admin screens", "States and transitions", "Errors and success messages"): an account that never verified its
 * e-mail is recovered, administrators see and help waiting accounts, a verified owner is told,
 * "Registered On" is the registration time, the activity's person filter finds part of a name, and
 * the logins report shows the visitor's visits. Real SMTP: every e-mail is read from the mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, RESEND_VERIFICATION_PATH, VISITOR_USERNAME, type WaitingAccount } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { accessTokenFor } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';

const USERS = 'plugin::users-permissions.user';
const PASSWORD = 'Secret-Passw0rd!';
const MAILS_PER_RECIPIENT = 3;

describe('journeys that end right', () => {
  let portal: MailedPortal;
  let members: Members;
  let address = 0;

  /**
   * Each public call from its own address, so only the per-recipient limit is met; then the outbox
   * sends what the call queued (the call itself does not wait for the mail server).
   */
  const call = async (method: string, pathname: string, json?: unknown) => {
    const response = await portal.request(method, pathname, {
      json,
      headers: { 'x-forwarded-for': `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}` },
    });
    await sendQueuedMail(portal);
    return response;
  };
  const register = async (userName: string, userType = 'owner') => {
    const response = await call('POST', '/api/account/register', {
      userName,
      email: `${userName}@example.org`,
      password: PASSWORD,
      firstName: 'Wendy',
      lastName: 'Waites',
      userType,
      address: JSON.stringify({ unit_number: '808', street_name: 'Maple Court' }),
    });
    return Number(await expectJson(response, 200));
  };
  const confirmLinkTo = (email: string) => portal.mailbox.linkTo(email, `${portal.url}/api/account/confirm?token=`);

  beforeAll(async () => {
    portal = await startPortalWithMail({ RATE_LIMIT_MAILS_PER_RECIPIENT: String(MAILS_PER_RECIPIENT) });
    members = await createMembers(portal, 'jy');
  });
  afterAll(() => portal?.stop());

  describe('an unverified account is recovered', () => {
    it('sends the verification e-mail again only to an account waiting for it, with the same answer for any address', async () => {
      await register('jywaits');
      const email = 'jywaits@example.org';
      const first = confirmLinkTo(email);
      expect(first).toBeTruthy();
      const mails = () => portal.mailbox.messages.length;

      // Unknown and already verified addresses: the same answer, and no mail.
      const before = mails();
      for (const other of ['nobody@example.org', 'jyadmin@example.org', 'JYTENANT@example.org']) {
        expect(await expectJson(await call('POST', '/api/account/resendverification', { email: other }), 200)).toBe(true);
      }
      expect(mails()).toBe(before);

      expect(await expectJson(await call('POST', '/api/account/resendverification', { email: 'JyWaits@Example.org' }), 200)).toBe(true);
      expect(mails()).toBe(before + 1);
      const second = confirmLinkTo(email);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);

      // The first link is void now: it leads to the page that sends a new one, not to "contact the administrator".
      const stale = await fetch(first!, { redirect: 'manual' });
      expect(stale.status).toBe(302);
      expect(stale.headers.get('location')).toBe(`${RESEND_VERIFICATION_PATH}?expired=1`);
      const fresh = await fetch(second!, { redirect: 'manual' });
      expect(fresh.headers.get('location')).toBe('/home?verified=1');
    });

    it('answers the same when the recipient had enough mail, and sends no more', async () => {
      await register('jyflood');
      const email = 'jyflood@example.org';
      for (let i = 0; i < MAILS_PER_RECIPIENT + 2; i++) {
        expect(await expectJson(await call('POST', '/api/account/resendverification', { email }), 200)).toBe(true);
      }
      // The registration's own e-mail does not count: the resends do, up to the limit.
      expect(portal.mailbox.to(email)).toHaveLength(1 + MAILS_PER_RECIPIENT);
    });

    it('refuses a bad address with the e-mail messages and changes nothing', async () => {
      const before = portal.mailbox.messages.length;
      await expectRefused(await call('POST', '/api/account/resendverification', {}), 400, Messages.emailRequired);
      await expectRefused(await call('POST', '/api/account/resendverification', { email: 'nope' }), 400, Messages.emailInvalid);
      await expectRefused(await call('POST', '/api/account/resendverification', { email: 'a@example.org', extra: 1 }), 400);
      expect(portal.mailbox.messages.length).toBe(before);
    });

    it('tells the truth when a forgot call names an address still waiting, and sends the verification again', async () => {
      await register('jyforgot');
      const email = 'jyforgot@example.org';
      const first = confirmLinkTo(email);
      for (const row of ['forgotpassword', 'forgotusername']) {
        const answer = await call('POST', `/api/account/${row}`, { email });
        await expectRefused(answer, 409, Messages.forgotButUnverified);
      }
      const sent = portal.mailbox.to(email);
      expect(sent).toHaveLength(3);
      expect(sent.every((m) => m.text.includes(`${portal.url}/api/account/confirm?token=`))).toBe(true);
      expect(confirmLinkTo(email)).not.toBe(first);
      // An address not on record is still answered as the spec says.
      expect(await expectJson(await call('POST', '/api/account/forgotpassword', { email: 'nobody@example.org' }), 200)).toBe(false);
    });
  });

  describe('administrators see the accounts that wait', () => {
    it('lists accounts never signed in or never verified, newest first, and nobody else', async () => {
      const id = await register('jynever');
      const verified = await register('jyverified');
      await portal.strapi.db.query(USERS).update({ where: { id: verified }, data: { confirmed: true } });
      const waiting: WaitingAccount[] = await expectJson(
        await portal.request('GET', '/api/account/waiting', { token: members.admin.token }),
        200,
      );
      const never = waiting.find((a) => a.userName === 'jynever');
      expect(never).toMatchObject({
        userId: id,
        email: 'jynever@example.org',
        firstName: 'Wendy',
        lastName: 'Waites',
        emailVerified: false,
        signedIn: false,
      });
      expect(Date.now() - Date.parse(never!.registeredAt)).toBeLessThan(60_000);
      // Verified but never signed in: listed; verified and signed in: not.
      expect(waiting.find((a) => a.userName === 'jyverified')).toMatchObject({ emailVerified: true, signedIn: false });
      expect(waiting.some((a) => a.userName === members.tenant.username)).toBe(false);
      const ids = waiting.map((a) => a.userId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      for (const role of ['tenant', 'owner', 'director'] as const) {
        await expectRefused(await portal.request('GET', '/api/account/waiting', { token: members[role].token }), 403, Messages.forbidden);
      }
      await expectRefused(await portal.request('GET', '/api/account/waiting'), 401);
    });

    it('names a waiting account as its profile does now, not as it registered', async () => {
      const id = await register('jyrenamed', 'tenant');
      await portal.strapi.db.query(USERS).update({ where: { id }, data: { confirmed: true } });
      const token = await accessTokenFor(portal, id);
      const profile = await expectJson(
        await portal.request('POST', '/api/profile/add', {
          token,
          json: { id: 0, firstName: 'Wendy', lastName: 'Waites', unitNumber: '808', streetName: 'Maple Court', userType: 'tenant' },
        }),
        200,
      );
      await expectJson(await portal.request('PUT', '/api/profile/update', { token, json: { ...profile, firstName: 'Quincy' } }), 200);
      // A new e-mail address not yet verified: the account waits again, under the name it has now.
      await portal.strapi.db.query(USERS).update({ where: { id }, data: { emailUnverified: true } });
      const waiting: WaitingAccount[] = await expectJson(
        await portal.request('GET', '/api/account/waiting', { token: members.admin.token }),
        200,
      );
      expect(waiting.find((a) => a.userId === id)).toMatchObject({
        firstName: 'Quincy',
        lastName: 'Waites',
        emailVerified: false,
        signedIn: true,
      });
    });

    it('sends one of them the verification e-mail again; a verified account or a bad id is refused', async () => {
      const id = await register('jyhelped');
      const before = portal.mailbox.to('jyhelped@example.org').length;
      const sent = await expectJson(
        await portal.request('POST', '/api/account/sendverification', { token: members.admin.token, json: { userId: id } }),
        200,
      );
      expect(sent).toEqual({ message: Messages.verificationResentTo('jyhelped') });
      await sendQueuedMail(portal);
      expect(portal.mailbox.to('jyhelped@example.org')).toHaveLength(before + 1);

      const admin = { token: members.admin.token };
      await expectRefused(
        await portal.request('POST', '/api/account/sendverification', { ...admin, json: { userId: members.tenant.userId } }),
        409,
        Messages.alreadyVerified,
      );
      await expectRefused(await portal.request('POST', '/api/account/sendverification', { ...admin, json: { userId: 'x' } }), 400);
      await expectRefused(await portal.request('POST', '/api/account/sendverification', { ...admin, json: { userId: 99999999 } }), 404);
      await expectRefused(
        await portal.request('POST', '/api/account/sendverification', { token: members.director.token, json: { userId: id } }),
        403,
      );
      await sendQueuedMail(portal);
      expect(portal.mailbox.to('jyhelped@example.org')).toHaveLength(before + 1);
    });
  });

  it('tells an owner by e-mail when an administrator verifies them, once', async () => {
    const id = await register('jynewowner');
    await portal.strapi.db.query(USERS).update({ where: { id }, data: { confirmed: true } });
    const token = await accessTokenFor(portal, id);
    const profile = await expectJson(
      await portal.request('POST', '/api/profile/add', {
        token,
        json: { id: 0, firstName: 'Wendy', lastName: 'Waites', unitNumber: '808', streetName: 'Maple Court', userType: 'owner' },
      }),
      200,
    );
    expect(profile.authenticated).toBe(false);
    const save = (authenticated: boolean) =>
      portal.request('PUT', '/api/profile/updaterange', { token: members.admin.token, json: { models: [{ ...profile, authenticated }] } });
    await expectJson(await save(true), 200);
    await expectJson(await save(true), 200);
    const told = () => portal.mailbox.to('jynewowner@example.org').filter((m) => m.text.includes('has verified that you are an owner'));
    await expect.poll(() => told().length).toBe(1);
    expect(portal.mailbox.lastTo('jynewowner@example.org')?.text).toContain(`${portal.url}/resources`);
  });

  it('keeps the registration time as "Registered On", not the first sign-in', async () => {
    const id = await register('jylate', 'tenant');
    const registeredAt = new Date('2026-03-04T05:06:07.000Z');
    await portal.strapi.db.query(USERS).update({ where: { id }, data: { confirmed: true, createdAt: registeredAt } });
    const profile = await expectJson(
      await portal.request('POST', '/api/profile/add', {
        token: await accessTokenFor(portal, id),
        json: { id: 0, firstName: 'Wendy', lastName: 'Waites', unitNumber: '808', streetName: 'Maple Court', userType: 'tenant' },
      }),
      200,
    );
    expect(profile.registrationDate).toBe(registeredAt.toISOString());

    // Profiles made before this fix took their first sign-in time: the migration puts the registration time back.
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { registrationDate: new Date() } });
    const migration = await import('../../database/migrations/2026.11.25T15.00.00.registration-date-from-account.js');
    await (migration.default ?? migration).up(portal.strapi.db.connection);
    const users = await expectJson(
      await portal.request('GET', '/api/profile/all', { token: members.admin.token, headers: { ownersOnly: 'true' } }),
      200,
    );
    expect(users.find((p: { id: number }) => p.id === profile.id).registrationDate).toBe(registeredAt.toISOString());
    expect(users.find((p: { userName: string }) => p.userName === members.tenant.username).registrationDate).toBeTruthy();
  });

  it('finds a person in the activity by part of the user name or name, in any case', async () => {
    const director = members.director;
    await expectJson(
      await portal.request('POST', '/api/news/add', { token: director.token, json: { title: 'Roof work', body: 'Soon.' } }),
      200,
    );
    const find = async (person: string) =>
      (
        await expectJson(
          await portal.request('GET', `/api/activity?kind=news&person=${encodeURIComponent(person)}`, { token: members.admin.token }),
          200,
        )
      ).rows as { actorName: string }[];
    // createMembers names the profile "Jydirector Tester".
    for (const person of ['JYDIREC', 'rector', 'jydirector tes', 'TESTER']) {
      const rows = await find(person);
      expect(rows.length, person).toBeGreaterThan(0);
      expect(rows.every((r) => r.actorName === director.username)).toBe(true);
    }
    expect(await find('nobody')).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it("shows the visitor's page visits in the logins report, a day's visits as one entry", async () => {
    for (const pageName of ['Home', 'News', 'Contacts']) {
      expect((await call('POST', '/api/profile/logpage', { model: { id: 0, pageName } })).status).toBe(201);
    }
    const visitor = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userName: VISITOR_USERNAME } });
    const report = await expectJson(
      await portal.request('GET', '/api/reports/logins?type=all', {
        token: members.admin.token,
        headers: { profileId: String(visitor.id) },
      }),
      200,
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ userName: VISITOR_USERNAME, loginsCount: 1 });
    const [day] = report.rows[0].logins;
    expect(day.pagesCount).toBe(3);
    const pages = await expectJson(await portal.request('GET', `/api/reports/logins/${day.id}/pages`, { token: members.admin.token }), 200);
    expect(pages.map((p: { pageName: string }) => p.pageName)).toEqual(['Home', 'News', 'Contacts']);
    // The visitor's row is in the everyone report too.
    const everyone = await expectJson(
      await portal.request('GET', '/api/reports/logins?type=lastWeek&pageSize=200', {
        token: members.admin.token,
        headers: { profileId: '0' },
      }),
      200,
    );
    expect(everyone.rows.some((r: { userName: string }) => r.userName === VISITOR_USERNAME)).toBe(true);
  });
});
