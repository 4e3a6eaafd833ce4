/**
 * The unit roster (docs/requirements.md, "The unit roster"): the list, its rules and bad input,
 * the CSV import (a preview with errors applies nothing, a clean file applies everything) and
 * export (formulas escaped), a registration that matches a listed owner verified at once, and
 * the invitation of a listed person who has not registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROSTER_CSV_BYTES, Messages } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import { atOnce } from '../../../testkit/at-once.mjs';
import { createMembers, expectJson, expectRefused, multipart, type Members } from './support';

const HEADER = 'unit,street,entitlement,owner names,owner emails';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n') + '\r\n', 'utf8');

describe('unit roster', () => {
  let portal: MailedPortal;
  let members: Members;

  beforeAll(async () => {
    portal = await startPortalWithMail();
    members = await createMembers(portal, 'u');
  });
  afterAll(() => portal?.stop());

  const importFile = (bytes: Buffer, dryRun: boolean, token = members.admin.token) =>
    portal.request('POST', `/api/units/import?dryRun=${dryRun}`, { token, body: multipart(bytes, 'roster.csv', 'text/csv') });
  const roster = async (token = members.director.token) => expectJson(await portal.request('GET', '/api/units', { token }), 200);
  const rowCounts = async () => ({
    units: await portal.strapi.db.query('api::unit.unit').count(),
    members: await portal.strapi.db.query('api::unit.unit-member').count(),
  });

  it('adds, updates and removes units with their people; directors read, duplicates and bad values are refused', async () => {
    const added = await expectJson(
      await portal.request('POST', '/api/units', {
        token: members.admin.token,
        json: {
          number: ' 101 ',
          street: 'Cedar  Row',
          entitlement: 1.5,
          members: [{ relation: 'tenant', firstName: 'Tina', lastName: 'Renter', email: 'Tina@Example.org' }],
        },
      }),
      200,
    );
    const unit = added.find((u: { number: string }) => u.number === '101');
    expect(unit).toMatchObject({ street: 'Cedar  Row', entitlement: 1.5 });
    expect(unit.members).toMatchObject([{ relation: 'tenant', email: 'tina@example.org', registered: false, profileId: null }]);
    expect((await roster()).map((u: { id: number }) => u.id)).toContain(unit.id);
    // One unit per number and street, however they are typed.
    await expectRefused(
      await portal.request('POST', '/api/units', { token: members.admin.token, json: { number: '101', street: 'cedar row' } }),
      409,
      Messages.unitExists('101', 'cedar row'),
    );
    for (const [json, message] of [
      [{ number: '102', street: 'Cedar Row', entitlement: 0 }, Messages.entitlementPositive],
      [{ number: '102', street: 'Cedar Row', entitlement: -2 }, Messages.entitlementPositive],
      [{ number: '10\n2', street: 'Cedar Row' }, Messages.singleLine('Unit Number')],
      [{ number: '', street: 'Cedar Row' }, Messages.unitNumberRequired],
      [
        { number: '102', street: 'Cedar Row', members: [{ relation: 'owner', firstName: 'A', lastName: 'B', email: 'nope' }] },
        Messages.emailInvalid,
      ],
    ] as const) {
      await expectRefused(await portal.request('POST', '/api/units', { token: members.admin.token, json }), 400, message);
    }
    await expectRefused(
      await portal.request('POST', '/api/units', { token: members.director.token, json: { number: '103', street: 'Cedar Row' } }),
      403,
    );
    const updated = await expectJson(
      await portal.request('PUT', '/api/units/updaterange', {
        token: members.admin.token,
        json: [
          {
            ...unit,
            entitlement: 2,
            members: [...unit.members, { relation: 'owner', firstName: 'Otto', lastName: 'Owner', email: 'otto@example.org' }],
          },
        ],
      }),
      200,
    );
    const after = updated.find((u: { id: number }) => u.id === unit.id);
    expect(after.entitlement).toBe(2);
    expect(after.members.map((m: { email: string }) => m.email).sort()).toEqual(['otto@example.org', 'tina@example.org']);
    // The kept person keeps its row (and with it a link to a registered profile).
    expect(after.members.find((m: { email: string }) => m.email === 'tina@example.org').id).toBe(unit.members[0].id);
    await expectRefused(
      await portal.request('PUT', '/api/units/updaterange', { token: members.admin.token, json: [{ ...unit, id: 999999 }] }),
      404,
      Messages.unitNotFound,
    );
    await expectJson(await portal.request('DELETE', `/api/units/${unit.id}`, { token: members.admin.token }), 200);
    expect(await portal.strapi.db.query('api::unit.unit-member').count({ where: { unitId: unit.id } })).toBe(0);
    await expectRefused(
      await portal.request('DELETE', `/api/units/${unit.id}`, { token: members.admin.token }),
      404,
      Messages.unitNotFound,
    );
  });

  it('previews a file with errors line by line and applies nothing, not even when asked to', async () => {
    const before = await rowCounts();
    const bad = csv(
      '201,Birch Lane,1,Ann Lee,ann@example.org',
      '201, birch  lane ,1,Bo Lee,bo@example.org',
      '202,Birch Lane,1,Carl Fox,not-an-email',
      "=cmd|' /C calc'!A0,Birch Lane,1,,",
      '203,+SUM(1),1,,',
      '204,Birch Lane,-1,,',
      '205,Birch Lane,abc,,',
      '206,Birch Lane,1,Dee Ray; Eve Ray,dee@example.org',
      '207,Birch Lane,1',
      '208,Birch Lane,1,"@A1, Zed",zed@example.org',
      '209,"\tBirch Lane",1,,',
    );
    const report = await expectJson(await importFile(bad, true), 200);
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { line: 3, messages: [Messages.rosterDuplicateUnit(2)] },
      { line: 4, messages: [Messages.rosterOwnerEmail('not-an-email')] },
      { line: 5, messages: [Messages.rosterFormula('unit')] },
      { line: 6, messages: [Messages.rosterFormula('street')] },
      { line: 7, messages: [Messages.rosterFormula('entitlement')] },
      { line: 8, messages: [Messages.rosterEntitlement] },
      { line: 9, messages: [Messages.rosterOwnerCounts] },
      { line: 10, messages: [Messages.rosterLineColumns(3, 5)] },
      { line: 11, messages: [Messages.rosterFormula('owner names')] },
      { line: 12, messages: [Messages.rosterFormula('street')] },
    ]);
    await expectRefused(await importFile(bad, false), 400, Messages.rosterHasErrors(10));
    expect(await rowCounts()).toEqual(before);

    const wrongColumns = Buffer.from('unit,street,share,owners\n1,A,1,B\n');
    expect((await expectJson(await importFile(wrongColumns, true), 200)).errors).toEqual([
      { line: 1, messages: [Messages.rosterColumns('unit, street, entitlement, owner names, owner emails')] },
    ]);
    expect((await expectJson(await importFile(Buffer.from([0xff, 0xfe, 0x00, 0x41]), true), 200)).errors[0].messages).toEqual([
      Messages.rosterNotText,
    ]);
    expect((await expectJson(await importFile(csv('1,"Birch'), true), 200)).errors[0].messages[0]).toMatch(/^The file is not valid CSV/);
    await expectRefused(
      await portal.request('POST', '/api/units/import?dryRun=true', { token: members.admin.token, body: new FormData() }),
      400,
      Messages.rosterFileMissing,
    );
    await expectRefused(await importFile(csv('210,Birch Lane,1,,'), 'maybe' as never), 400, 'dryRun must be true or false.');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a 20 MB file with 413 and a message, applying nothing', async () => {
    const before = await rowCounts();
    const line = '300,Oak Street,1,Ann Lee,ann@example.org\n';
    const huge = Buffer.from(HEADER + '\n' + line.repeat(Math.ceil((20 * 1024 * 1024) / line.length)));
    await expectRefused(await importFile(huge, false), 413, Messages.rosterTooLarge(MAX_ROSTER_CSV_BYTES / 1024 / 1024));
    expect(await rowCounts()).toEqual(before);
  });

  it('previews a clean file without writing, then applies all of it; a second import updates the same units', async () => {
    const before = await rowCounts();
    const clean = csv(
      '401,Elm Street,1,Ann Lee,ann@example.org',
      '402,Elm Street,2.5,"Bo Lee; de la Fontaine, Jean","bo@example.org; jean@example.org"',
      '403,Elm Street,,,',
    );
    expect(await expectJson(await importFile(clean, true), 200)).toEqual({ applied: false, units: 3, created: 3, updated: 0, errors: [] });
    expect(await rowCounts()).toEqual(before);
    expect(await expectJson(await importFile(clean, false), 200)).toEqual({ applied: true, units: 3, created: 3, updated: 0, errors: [] });
    expect(await rowCounts()).toEqual({ units: before.units + 3, members: before.members + 3 });
    const elm = (await roster()).filter((u: { street: string }) => u.street === 'Elm Street');
    expect(elm.map((u: { number: string; entitlement: number }) => [u.number, u.entitlement])).toEqual([
      ['401', 1],
      ['402', 2.5],
      ['403', 1],
    ]);
    expect(elm[1].members.map((m: { firstName: string; lastName: string }) => `${m.firstName}/${m.lastName}`).sort()).toEqual([
      'Bo/Lee',
      'Jean/de la Fontaine',
    ]);
    const again = csv('401,elm street,3,Ann Lee; Al Lee,ann@example.org; al@example.org');
    expect(await expectJson(await importFile(again, false), 200)).toMatchObject({ applied: true, created: 0, updated: 1 });
    const unit401 = (await roster()).find((u: { number: string; street: string }) => u.number === '401' && u.street === 'elm street');
    expect(unit401.entitlement).toBe(3);
    expect(unit401.members).toHaveLength(2);
  });

  it('applies a clean file in one transaction: a write failing on its last line leaves none of it', async () => {
    const knex = portal.strapi.db.connection;
    const postgres = portal.strapi.db.dialect.client === 'postgres';
    // A database fault on the third unit's insert, after two were written in the same import.
    if (postgres) {
      await knex.raw(
        "CREATE FUNCTION roster_test_trap() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.number = '703' THEN RAISE EXCEPTION 'trap'; END IF; RETURN NEW; END $$",
      );
      await knex.raw('CREATE TRIGGER roster_test_trap BEFORE INSERT ON units FOR EACH ROW EXECUTE FUNCTION roster_test_trap()');
    } else {
      await knex.raw(
        "CREATE TRIGGER roster_test_trap BEFORE INSERT ON units WHEN NEW.number = '703' BEGIN SELECT RAISE(ABORT, 'trap'); END",
      );
    }
    const before = await rowCounts();
    try {
      const response = await importFile(
        csv('701,Fir Street,1,Ann Fir,ann.fir@example.org', '702,Fir Street,1,,', '703,Fir Street,1,,'),
        false,
      );
      // Refused by the database, not by the file's check (which found nothing wrong).
      const text = await response.text();
      expect(response.ok, text).toBe(false);
      expect(text).not.toContain('Nothing was imported');
    } finally {
      await knex.raw(postgres ? 'DROP TRIGGER roster_test_trap ON units' : 'DROP TRIGGER roster_test_trap');
      if (postgres) await knex.raw('DROP FUNCTION roster_test_trap()');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('writes a long file in batches and still all or nothing: a fault in a later batch undoes the earlier ones', async () => {
    const knex = portal.strapi.db.connection;
    const postgres = portal.strapi.db.dialect.client === 'postgres';
    // A unit already on the roster, its owner linked to a registration: the file updates both.
    await expectJson(await importFile(csv('800,Larch Street,1,Ann Larch,ann.larch@example.org'), false), 200);
    const owner = await portal.strapi.db.query('api::unit.unit-member').findOne({ where: { email: 'ann.larch@example.org' } });
    const profile = await portal.strapi.db.query('api::profile.profile').findOne({ select: ['id'] });
    await portal.strapi.db.query('api::unit.unit-member').update({ where: { id: owner.id }, data: { profileId: profile.id } });
    const lines = ['800,Larch Street,2,Bob Larch,bob.larch@example.org'];
    for (let n = 801; n <= 880; n++) lines.push(`${n},Larch Street,1,Cy Larch${n},cy${n}@example.org`);
    // The database refuses the 80th unit, long after the first batches were written.
    if (postgres) {
      await knex.raw(
        "CREATE FUNCTION roster_test_trap() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.number = '879' THEN RAISE EXCEPTION 'trap'; END IF; RETURN NEW; END $$",
      );
      await knex.raw('CREATE TRIGGER roster_test_trap BEFORE INSERT ON units FOR EACH ROW EXECUTE FUNCTION roster_test_trap()');
    } else {
      await knex.raw(
        "CREATE TRIGGER roster_test_trap BEFORE INSERT ON units WHEN NEW.number = '879' BEGIN SELECT RAISE(ABORT, 'trap'); END",
      );
    }
    const before = await rowCounts();
    try {
      const response = await importFile(csv(...lines), false);
      expect(response.ok, await response.text()).toBe(false);
    } finally {
      await knex.raw(postgres ? 'DROP TRIGGER roster_test_trap ON units' : 'DROP TRIGGER roster_test_trap');
      if (postgres) await knex.raw('DROP FUNCTION roster_test_trap()');
    }
    expect(await rowCounts()).toEqual(before);
    const larch = (await roster()).filter((u: { street: string }) => u.street === 'Larch Street');
    expect(larch).toHaveLength(1);
    expect(larch[0]).toMatchObject({ number: '800', entitlement: 1 });
    expect(larch[0].members).toMatchObject([
      { firstName: 'Ann', lastName: 'Larch', email: 'ann.larch@example.org', profileId: profile.id },
    ]);
  });

  it('exports the roster as CSV that re-imports, with formula-like cells escaped', async () => {
    await expectJson(
      await portal.request('POST', '/api/units', {
        token: members.admin.token,
        json: {
          number: '=1+1',
          street: "@cmd|' /C calc'!A0",
          members: [{ relation: 'owner', firstName: '-Mal', lastName: 'Icious', email: 'mal@example.org' }],
        },
      }),
      200,
    );
    const response = await portal.request('GET', '/api/units/export', { token: members.director.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="roster.csv"/);
    const text = await response.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(`'=1+1,'@cmd|' /C calc'!A0,1,'-Mal Icious,mal@example.org`);
    expect(lines).toContain('402,Elm Street,2.5,"Bo Lee; de la Fontaine, Jean",bo@example.org; jean@example.org');
    for (const line of lines) expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
    // What was exported imports again without error (a round trip of the owners' names).
    const back = await expectJson(await importFile(Buffer.from(text), true), 200);
    expect(back.errors).toEqual([]);
  });

  it('an export of values the forms accept imports again unchanged, however hostile they look', async () => {
    const street = '+Plus Street';
    const owners = [
      { relation: 'owner', firstName: 'John', lastName: 'Doe,Jr', email: 'doejr@example.org' },
      { relation: 'owner', firstName: 'Semi;Colon', lastName: 'Back\\Slash', email: 'semi@example.org' },
      { relation: 'owner', firstName: "'Tis", lastName: 'de la Mare', email: 'tis@example.org' },
      { relation: 'owner', firstName: '-Minus', lastName: '@At', email: 'minus@example.org' },
    ];
    await expectJson(
      await portal.request('POST', '/api/units', {
        token: members.admin.token,
        json: { number: '-41', street, entitlement: 1.2345, members: owners },
      }),
      200,
    );
    await expectJson(
      await portal.request('POST', '/api/units', {
        token: members.admin.token,
        json: { number: "'42", street: '=Eq;Street', entitlement: 0.0004 },
      }),
      200,
    );
    const view = (
      list: { number: string; street: string; entitlement: number; members: { firstName: string; lastName: string; email: string }[] }[],
    ) =>
      list
        .filter((u) => u.street === street || u.street === '=Eq;Street')
        .map((u) => ({
          number: u.number,
          street: u.street,
          entitlement: u.entitlement,
          owners: u.members.map((m) => [m.firstName, m.lastName, m.email]),
        }));
    const before = view(await roster());
    expect(before).toHaveLength(2);
    const exported = await (await portal.request('GET', '/api/units/export', { token: members.director.token })).text();
    for (const line of exported.trim().split(/\r?\n/)) expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
    // Removing the two units and importing the export brings them back exactly.
    for (const unit of (await roster()).filter((u: { street: string }) => u.street === street || u.street === '=Eq;Street')) {
      await expectJson(await portal.request('DELETE', `/api/units/${unit.id}`, { token: members.admin.token }), 200);
    }
    const report = await expectJson(await importFile(Buffer.from(exported), false), 200);
    expect(report.errors).toEqual([]);
    expect(view(await roster())).toEqual(before);
  });

  it('names the line where an error is: a cell starting with a carriage return, a byte that is not UTF-8', async () => {
    const carriage = Buffer.from(`${HEADER}\n601,Cedar Lane,1,,\n"\r602",Cedar Lane,1,,\n603,=Cedar,1,,\n`);
    expect((await expectJson(await importFile(carriage, true), 200)).errors).toEqual([
      { line: 3, messages: [Messages.rosterFormula('unit')] },
      { line: 4, messages: [Messages.rosterFormula('street')] },
    ]);
    const spanning = Buffer.from(`${HEADER}\r\n\r\n604,"Cedar\nLane",1,,\r\n605,-Cedar,1,,\r\n`);
    expect((await expectJson(await importFile(spanning, true), 200)).errors.map((e: { line: number }) => e.line)).toEqual([3, 5]);
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\n606,Cedar Lane,1,,\n607,Cedar Lane,1,,\n608,C`),
      Buffer.from([0xe9]),
      Buffer.from('dre,1,,\n'),
    ]);
    expect((await expectJson(await importFile(latin1, true), 200)).errors).toEqual([{ line: 4, messages: [Messages.rosterNotText] }]);
  });

  it('verifies at once a registration that matches a listed owner, links it, and tells the owner; others wait', async () => {
    await expectJson(await importFile(csv('501,Pine Road,1,Olive Match,Olive@Example.ORG'), false), 200);
    const register = async (username: string, profile: Record<string, unknown>) => {
      const { user } = await createAccount(portal, username, ['owner'], { email: `${username}@example.org` });
      await portal.strapi.db.query('api::profile.profile').delete({ where: { userId: user.id } });
      const token = await accessTokenFor(portal, user.id);
      const model = { id: 0, userName: username, userType: 'owner', unitNumber: '501', streetName: 'Pine Road', ...profile };
      return expectJson(await portal.request('POST', '/api/profile/add', { token, json: model }), 200);
    };
    // Another first name: waits for an administrator, as before.
    const other = await register('oliver', { firstName: 'Oliver', lastName: 'Match' });
    expect(other.authenticated).toBe(false);
    // The account's e-mail is the profile's: the listed owner registers with theirs, written differently.
    const { user } = await createAccount(portal, 'olive', ['owner']);
    await portal.strapi.db.query('api::profile.profile').delete({ where: { userId: user.id } });
    const token = await accessTokenFor(portal, user.id);
    const created = await expectJson(
      await portal.request('POST', '/api/profile/add', {
        token,
        json: {
          id: 0,
          userName: 'olive',
          userType: 'owner',
          firstName: ' OLIVE ',
          lastName: 'match',
          unitNumber: '501 ',
          streetName: 'pine  road',
        },
      }),
      200,
    );
    expect(created.authenticated).toBe(true);
    const member = await portal.strapi.db.query('api::unit.unit-member').findOne({ where: { email: 'olive@example.org' } });
    expect(member.profileId).toBe(created.id);
    await sendQueuedMail(portal);
    expect(portal.mailbox.to('olive@example.org').map((m) => m.subject)).toContainEqual(expect.stringMatching(/your owner status was/));
    // A profile edit that names the listed owner is verified too.
    await expectJson(await importFile(csv('502,Pine Road,1,Oliver Match,oliver@example.org'), false), 200);
    const edited = await expectJson(
      await portal.request('PUT', '/api/profile/update', {
        token: await accessTokenFor(portal, other.userId),
        json: { ...other, unitNumber: '502' },
      }),
      200,
    );
    expect(edited.authenticated).toBe(true);
    const listed = (await roster()).find((u: { number: string }) => u.number === '502');
    expect(listed.members[0]).toMatchObject({ registered: true, profileId: other.id });
  });

  it('verifies and links, at import, owners who registered before the roster listed them', async () => {
    const registered = async (username: string, profile: Record<string, unknown>) => {
      const { user } = await createAccount(portal, username, ['owner']);
      const row = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userId: user.id } });
      await portal.strapi.db.query('api::profile.profile').update({
        where: { id: row.id },
        data: { userType: 'owner', authenticated: false, unitNumber: '801', streetName: 'Birch Lane', ...profile },
      });
      return row.id as number;
    };
    // Typed differently from the file (case, spaces): the same person.
    const early = await registered('early', {
      firstName: ' EARLY ',
      lastName: 'bird',
      email: 'early@example.org',
      streetName: 'birch  lane',
    });
    // Another first name, another unit, or a tenant: they wait for an administrator as before.
    const otherName = await registered('latebird', { firstName: 'Late', lastName: 'Bird', email: 'latebird@example.org' });
    const otherUnit = await registered('nearby', { firstName: 'Near', lastName: 'By', email: 'nearby@example.org', unitNumber: '899' });
    const tenant = await registered('renter', { firstName: 'Ren', lastName: 'Ter', email: 'renter@example.org', userType: 'tenant' });
    const file = csv(
      '801,Birch Lane,1,"Early Bird; Lately Bird; Near By; Ren Ter","Early@Example.ORG; latebird@example.org; nearby@example.org; renter@example.org"',
    );
    // A preview changes nobody.
    await expectJson(await importFile(file, true), 200);
    const authenticated = async (id: number) =>
      Boolean((await portal.strapi.db.query('api::profile.profile').findOne({ where: { id } })).authenticated);
    expect(await authenticated(early)).toBe(false);
    await expectJson(await importFile(file, false), 200);
    expect(await authenticated(early)).toBe(true);
    for (const id of [otherName, otherUnit, tenant]) expect(await authenticated(id)).toBe(false);
    const unit = (await roster()).find((u: { number: string; street: string }) => u.number === '801' && u.street === 'Birch Lane');
    expect(unit.members.map((m: { email: string; profileId: number | null }) => [m.email, m.profileId])).toEqual([
      ['early@example.org', early],
      ['latebird@example.org', null],
      ['nearby@example.org', null],
      ['renter@example.org', null],
    ]);
    await sendQueuedMail(portal);
    expect(portal.mailbox.to('early@example.org').map((m) => m.subject)).toContainEqual(expect.stringMatching(/your owner status was/));
    // A second import of the same file keeps the link and verifies nobody else.
    await expectJson(await importFile(file, false), 200);
    expect((await roster()).find((u: { id: number }) => u.id === unit.id).members[0].profileId).toBe(early);
  });

  it('invites a listed person who has not registered, with a link that fills in the registration', async () => {
    await expectJson(await importFile(csv('601,Ash Way,1,Ivy Invitee,ivy@example.org'), false), 200);
    const unit = (await roster()).find((u: { number: string }) => u.number === '601');
    const memberId = unit.members[0].id;
    await expectRefused(await portal.request('POST', `/api/units/members/${memberId}/invite`, { token: members.director.token }), 403);
    const answer = await expectJson(
      await portal.request('POST', `/api/units/members/${memberId}/invite`, { token: members.admin.token }),
      200,
    );
    expect(answer.message).toBe(Messages.invitationSent('ivy@example.org'));
    await sendQueuedMail(portal);
    const link = portal.mailbox.linkTo('ivy@example.org', `${portal.url}/register?`);
    expect(link).toBeTruthy();
    const query = new URL(link!).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      firstName: 'Ivy',
      lastName: 'Invitee',
      email: 'ivy@example.org',
      unitNumber: '601',
      streetName: 'Ash Way',
      userType: 'owner',
    });
    await expectRefused(await portal.request('POST', '/api/units/members/999999/invite', { token: members.admin.token }), 404);
  });

  it('a double click sends one invitation; the roster shows when each person was invited', async () => {
    await expectJson(await importFile(csv('602,Ash Way,1,Jo Twice,jo@example.org'), false), 200);
    const memberOf = async () => (await roster()).find((u: { number: string }) => u.number === '602').members[0];
    const { id: memberId, invitedAt: never } = await memberOf();
    expect(never).toBeNull();
    const before = Date.now();
    const invite = { method: 'POST', path: `/api/units/members/${memberId}/invite`, token: members.admin.token };
    const answers = await atOnce(portal.url, [invite, invite]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(Messages.invitationRecent);
    await sendQueuedMail(portal);
    expect(portal.mailbox.to('jo@example.org')).toHaveLength(1);
    const invitedAt = Date.parse((await memberOf()).invitedAt);
    expect(invitedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(invitedAt).toBeLessThanOrEqual(Date.now());
  });

  it('invites every unregistered owner with an e-mail address once a day, and no tenant', async () => {
    await expectRefused(await portal.request('POST', '/api/units/invite-unregistered', { token: members.director.token }), 403);
    await expectJson(await importFile(csv('603,Ash Way,1,Kim Bulk,kim@example.org', '604,Ash Way,1,Lee Bulk,lee@example.org'), false), 200);
    const first = await expectJson(await portal.request('POST', '/api/units/invite-unregistered', { token: members.admin.token }), 200);
    expect(first.invited).toBeGreaterThanOrEqual(2);
    expect(first.message).toBe(Messages.invitedAll(first.invited, first.noEmail, first.recent));
    // Each invitation is its own queued message: wait for both, in whatever order the rounds send them.
    await sendQueuedMail(portal);
    expect(portal.mailbox.to('kim@example.org')).toHaveLength(1);
    expect(portal.mailbox.to('lee@example.org')).toHaveLength(1);
    const unregisteredOwners = (await roster())
      .flatMap((u: { members: { relation: string; registered: boolean; invitedAt: string | null }[] }) => u.members)
      .filter((m: { relation: string; registered: boolean }) => m.relation === 'owner' && !m.registered);
    for (const m of unregisteredOwners) expect(m.invitedAt).not.toBeNull();
    // Again at once: everyone was invited within the day, nobody is sent a second e-mail.
    const again = await expectJson(await portal.request('POST', '/api/units/invite-unregistered', { token: members.admin.token }), 200);
    expect(again.invited).toBe(0);
    expect(again.recent).toBe(first.invited + first.recent);
    expect(portal.mailbox.to('kim@example.org')).toHaveLength(1);
  });
});
