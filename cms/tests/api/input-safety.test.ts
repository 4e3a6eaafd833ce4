/**
 * One-line fields and web addresses (docs/requirements.md, "Validation"): a line break or control character in
 * a name, title, unit, street, phone or claim, and a link that is not http(s), is refused with the
 * field's message on every call and in the Strapi panel (the document service), and changes
 * nothing; e-mails quote what residents typed as one line, older rows included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

const INJECTED = 'No\r\n\r\nURGENT: verify via http://evil.example/verify';
const BAD_TEXTS = [INJECTED, 'Line\nbreak', 'Tab\there', 'Nul\u0000here', 'Esc\u001b[31m', 'Sep\u2028arator'];
const BAD_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>1</script>',
  'ftp://x.example/',
];
const PROFILE = 'api::profile.profile';
const MANAGER = 'api::property-manager.property-manager';
const NEWS = 'api::news-item.news-item';
const SETTINGS = 'api::site-setting.site-setting';

describe('one-line fields and web addresses', () => {
  let portal: MailedPortal;
  let members: Members;
  let documentName: string;

  beforeAll(async () => {
    portal = await startPortalWithMail();
    members = await createMembers(portal, 'i');
    documentName = await uploadedName(portal, members.director.token, 'newsletters', minimalPdf(), 'i.pdf');
  });
  afterAll(() => portal?.stop());

  const mailCarries = (text: string) => portal.mailbox.messages.some((m) => m.text.includes(text) || m.subject.includes(text));

  it('a profile update or the users list with a line break in a name or the address: 400, nothing changed, no e-mail', async () => {
    const own = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
    const labels = { firstName: 'First Name', lastName: 'Last Name', unitNumber: 'Unit Number', streetName: 'Street Name' };
    for (const [field, label] of Object.entries(labels)) {
      for (const text of BAD_TEXTS) {
        await expectRefused(
          await portal.request('PUT', '/api/profile/update', {
            token: members.tenant.token,
            json: { ...own, [field]: text, userType: 'owner' },
          }),
          400,
          Messages.singleLine(label),
        );
      }
      await expectRefused(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: { models: [{ ...own, [field]: INJECTED }] },
        }),
        400,
        Messages.singleLine(label),
      );
    }
    const after = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
    expect(after).toEqual(own);
    await sendQueuedMail(portal);
    expect(mailCarries('URGENT')).toBe(false);
  });

  it('registration with a line break in a name or the address: 400, no account', async () => {
    const registration = {
      userName: 'linebreaker',
      email: 'line.breaker@example.org',
      password: 'Welcome-H0me!',
      firstName: 'Lena',
      lastName: 'Breaker',
      userType: 'owner',
      address: JSON.stringify({ unit_number: '12', street_name: 'Maple Court' }),
    };
    const variants: [Record<string, string>, string][] = [
      [{ firstName: INJECTED }, 'First Name'],
      [{ lastName: 'Breaker\nAdmin' }, 'Last Name'],
      [{ address: JSON.stringify({ unit_number: '1\r\n2', street_name: 'Maple Court' }) }, 'Unit Number'],
      [{ address: JSON.stringify({ unit_number: '12', street_name: 'Maple\u0000Court' }) }, 'Street Name'],
    ];
    for (const [change, label] of variants) {
      const response = await portal.request('POST', '/api/account/register', { json: { ...registration, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.headers.get('application-error')).toBe(Messages.singleLine(label));
    }
    expect(await portal.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'linebreaker' } })).toBe(0);
    expect(portal.mailbox.to('line.breaker@example.org')).toEqual([]);
  });

  it('a claim value with a line break: 400, the claims unchanged', async () => {
    const before = await portal.strapi.service('api::account.claims').list(members.tenant.userId);
    const response = await portal.request('POST', '/api/account/addclaims', {
      token: members.tenant.token,
      json: { claims: [{ type: 'given_name', value: INJECTED }] },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('application-error')).toBe(Messages.claimValueInvalid);
    expect(await portal.strapi.service('api::account.claims').list(members.tenant.userId)).toEqual(before);
  });

  it('board, managers, documents, news and page names: 400 with the field’s message, nothing added', async () => {
    const director = members.director.token;
    const count = (uid: string) => portal.strapi.db.query(uid).count({});
    const counts = async () => [
      await count('api::board-director.board-director'),
      await count(MANAGER),
      await count(NEWS),
      await count('api::document.document'),
    ];
    const before = await counts();
    const model = {
      id: 0,
      firstName: 'Ada',
      lastName: 'Board',
      unitNumber: '3',
      phone: '416-555-0100',
      email: 'ada@example.org',
      position: -1,
      active: false,
      roles: [1],
    };
    for (const [field, label] of Object.entries({
      firstName: 'First Name',
      lastName: 'Last Name',
      unitNumber: 'Unit Number',
      phone: 'Phone Number',
    })) {
      await expectRefused(
        await portal.request('POST', '/api/board/add', { token: director, json: { models: [{ ...model, [field]: INJECTED }] } }),
        400,
        Messages.singleLine(label),
      );
    }
    const manager = {
      id: 0,
      name: 'Acme',
      phone: '1',
      afterHoursPhone: '2',
      fax: '3',
      email: 'office@acme.com',
      websiteUrl: 'https://acme.example',
      active: true,
    };
    for (const [field, label] of Object.entries({
      name: 'Company Name',
      phone: 'Phone Number',
      afterHoursPhone: 'After Hour Phone',
      fax: 'Fax Number',
    })) {
      await expectRefused(
        await portal.request('POST', '/api/propertymanager/add', { token: director, json: { ...manager, [field]: INJECTED } }),
        400,
        Messages.singleLine(label),
      );
    }
    await expectRefused(
      await portal.request('POST', '/api/document/add', {
        token: director,
        json: { id: 0, docType: 'Newsletter', title: INJECTED, documentName, documentDate: '2025-06-01' },
      }),
      400,
      Messages.singleLine('The title'),
    );
    await expectRefused(
      await portal.request('POST', '/api/news/add', { token: director, json: { title: INJECTED, body: 'Body' } }),
      400,
      Messages.singleLine('The title'),
    );
    // A body may span lines, but carries no other control character.
    await expectJson(
      await portal.request('POST', '/api/news/add', { token: director, json: { title: 'Two lines', body: 'One\r\nTwo\tthree' } }),
      200,
    );
    await expectRefused(
      await portal.request('POST', '/api/news/add', { token: director, json: { title: 'Nul', body: 'One\u0000Two' } }),
      400,
      Messages.controlCharacters,
    );
    await expectRefused(
      await portal.request('POST', '/api/profile/logpage', {
        token: members.tenant.token,
        json: { model: { id: 0, pageName: 'Home\r\nX' } },
      }),
      400,
      Messages.singleLine('The page name'),
    );
    const after = await counts();
    expect(after).toEqual([before[0], before[1], before[2] + 1, before[3]]);
  });

  it('the Strapi panel (document service) refuses the same, for profiles and site settings too', async () => {
    const profile = await portal.strapi.db.query(PROFILE).findOne({ where: { id: members.owner.profileId } });
    await expect(
      portal.strapi.documents(PROFILE).update({ documentId: profile.documentId, data: { lastName: INJECTED } as never }),
    ).rejects.toThrow(Messages.singleLine('Last Name'));
    const settings = await portal.strapi.db.query(SETTINGS).findOne({});
    await expect(
      portal.strapi.documents(SETTINGS).update({ documentId: settings.documentId, data: { siteName: 'Hearth\r\nBcc: x' } as never }),
    ).rejects.toThrow(Messages.singleLine('Site name'));
    expect((await portal.strapi.db.query(PROFILE).findOne({ where: { id: members.owner.profileId } })).lastName).toBe(profile.lastName);
    expect((await portal.strapi.db.query(SETTINGS).findOne({})).siteName).toBe(settings.siteName);
  });

  it('an older row with a line break reaches the administrators’ e-mail as one quoted line', async () => {
    // Written before the rule, straight into the database; then the resident becomes an owner in the panel.
    await portal.strapi.db
      .connection('profiles')
      .where({ id: members.propmgr.profileId })
      .update({ first_name: 'Legacy\r\n\r\nURGENT: click', unit_number: '7\n8' });
    const row = await portal.strapi.db.query(PROFILE).findOne({ where: { id: members.propmgr.profileId } });
    await portal.strapi.documents(PROFILE).update({ documentId: row.documentId, data: { userType: 'owner' } as never });
    await sendQueuedMail(portal);
    const mails = portal.mailbox.to('iadmin@example.org').filter((m) => m.subject.includes('owner verification needed'));
    expect(mails.length).toBe(1);
    expect(mails[0].text).toContain('"Legacy URGENT: click Tester" (user name ipropmgr, unit "7 8"');
    expect(mails[0].text).not.toMatch(/\nURGENT/);
  });

  it('a javascript:, file: or data: link in any web address field: 400 with its message, on the API and in the panel', async () => {
    const director = members.director.token;
    const manager = {
      id: 0,
      name: 'Linkco',
      phone: '416-555-0177',
      afterHoursPhone: '2',
      fax: '3',
      email: 'office@linkco.com',
      active: true,
    };
    const news = await portal.strapi.db.query(NEWS).findOne({ where: { title: 'Two lines' } });
    for (const link of BAD_LINKS) {
      await expectRefused(
        await portal.request('POST', '/api/propertymanager/add', { token: director, json: { ...manager, websiteUrl: link } }),
        400,
        Messages.webAddress('Web Site'),
      );
      await expectRefused(
        await portal.request('POST', '/api/news/add', {
          token: director,
          json: { title: 'Pictures', body: 'B', imageLinks: ['https://ok.example/a.png', link] },
        }),
        400,
        Messages.webOrSiteAddress('A picture address'),
      );
      await expectRefused(
        await portal.request('PUT', '/api/news/updaterange', {
          token: director,
          json: [{ id: news.id, title: 'Two lines', body: 'B', active: true, imageLinks: [link] }],
        }),
        400,
        Messages.webOrSiteAddress('A picture address'),
      );
      const settings = await portal.strapi.db.query(SETTINGS).findOne({});
      await expect(
        portal.strapi.documents(SETTINGS).update({ documentId: settings.documentId, data: { cityWebsiteUrl: link } as never }),
      ).rejects.toThrow(Messages.webAddress('City website address'));
      await expect(
        portal.strapi.documents(NEWS).update({ documentId: news.documentId, data: { imageLinks: [link] } as never }),
      ).rejects.toThrow(Messages.webOrSiteAddress('A picture address'));
    }
    // A protocol-relative link is another site too.
    await expectRefused(
      await portal.request('POST', '/api/news/add', {
        token: director,
        json: { title: 'P', body: 'B', imageLinks: ['//evil.example/x.png'] },
      }),
      400,
    );
    expect(await portal.strapi.db.query(MANAGER).count({ where: { name: 'Linkco' } })).toBe(0);
    expect((await portal.strapi.db.query(NEWS).findOne({ where: { id: news.id } })).imageLinks ?? []).toEqual([]);
    expect((await portal.strapi.db.query(SETTINGS).findOne({})).cityWebsiteUrl).toMatch(/^https?:\/\//);
    // http(s) and this site's uploads are fine.
    await expectJson(
      await portal.request('POST', '/api/news/add', {
        token: director,
        json: {
          title: 'Fine pictures',
          body: 'B',
          imageLinks: ['https://example.org/a.png', 'http://example.org/b.png', '/uploads/news/c.png'],
        },
      }),
      200,
    );
  });
});
