/**
 * Notice to every owner the roster lists, and meetings that can be corrected (docs/requirements.md §21),
 * under the Florida condominium pack in New York time: one click's Idempotency-Key schedules one
 * meeting; owners on e-mail, the website and paper, two of them without an account, each get one
 * delivery, on the certificate of notice with the paper notices' sign-off; the roster's mailing address
 * refuses line breaks and control characters; an edit, a postponement and a cancellation each reach
 * everyone noticed before, an edit that would shorten the notice is refused with its citation, and a
 * cancelled meeting leaves the upcoming list and is CANCELLED in the calendar feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CONSENT_VERSION, IDEMPOTENCY_HEADER, LifecycleMessages, localOf, type MeetingCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { pdfText } from '../support/pdf-text';
import { createMembers, expectJson, expectRefused, type Members } from './support';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const STREET = 'Harbour Road';
const ADDRESS = {
  mailingStreet: '12 Elm Street',
  mailingCity: 'Tampa',
  mailingRegion: 'FL',
  mailingPostalCode: '33602',
  mailingCountry: 'USA',
};

let portal: MailedPortal;
let members: Members;
let director: string;
let admin: string;

const localIn = (ms: number) => localOf(Date.now() + ms + 60_000, ZONE);
const aMeeting = (change: Partial<MeetingCreate> = {}): MeetingCreate => ({
  kind: 'owner',
  title: 'Annual meeting',
  startsAt: localIn(20 * DAY),
  place: 'Clubhouse',
  agenda: '1. Budget',
  ...change,
});
const meetingCount = async () => Number((await portal.strapi.db.connection('hearth_meetings').count({ n: '*' }))[0].n);
const memberCount = async () => Number((await portal.strapi.db.connection('unit_members').count({ n: '*' }))[0].n);
const call = (method: string, path: string, json?: unknown, token = director) => portal.request(method, path, { token, json });
const deliveriesOf = async (id: number) => (await expectJson(await call('GET', `/api/meetings/${id}/deliveries`), 200)).deliveries;
const rounds = async () => {
  for (let i = 0; i < 3; i++) await portal.strapi.service('api::notice.notice').runNow();
};

/** Six owners of units 301–306: two on e-mail, one on the website, one on paper (accounts); two on the roster only. */
const OWNERS = [
  { unit: '301', account: 'mlemail1', choice: 'email' },
  { unit: '302', account: 'mlemail2', choice: 'email' },
  { unit: '303', account: 'mlweb', choice: 'website' },
  { unit: '304', account: 'mlpaper', choice: null },
  { unit: '305', account: null, choice: null, name: ['Rosa', 'Nokey'], address: ADDRESS },
  { unit: '306', account: null, choice: null, name: ['Omar', 'Nokey'], address: {} },
] as const;
const unitIds = new Map<string, number>();

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000' });
  members = await createMembers(portal, 'ml');
  director = members.director.token;
  admin = members.admin.token;
  await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack: 'fl-718', timeZone: ZONE } });
  for (const owner of OWNERS) {
    const roster = await expectJson(await call('POST', '/api/units', { number: owner.unit, street: STREET }, admin), 200);
    const unit = roster.find((u: { number: string }) => u.number === owner.unit);
    unitIds.set(owner.unit, unit.id);
    if (owner.account) {
      const { profile, token } = await createAccount(portal, owner.account, ['owner']);
      await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
      if (owner.choice)
        await expectJson(
          await portal.request('PUT', '/api/meetings/consent', { token, json: { choice: owner.choice, version: CURRENT_CONSENT_VERSION } }),
          200,
        );
    } else {
      const [firstName, lastName] = owner.name;
      const person = { relation: 'owner', firstName, lastName, email: `${firstName.toLowerCase()}@example.org`, ...owner.address };
      await expectJson(await call('POST', `/api/units/${unit.id}/members`, person, admin), 201);
    }
  }
}, 180_000);
afterAll(async () => {
  await portal?.stop();
});

describe('scheduling is idempotent', () => {
  it('two schedules at once with one click’s key make one meeting and one notice round', async () => {
    const before = await meetingCount();
    const headers = { [IDEMPOTENCY_HEADER]: 'schedule-click-0001' };
    const send = () => portal.request('POST', '/api/meetings', { token: director, json: aMeeting({ title: 'Double click' }), headers });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await meetingCount()).toBe(before + 1);
    // And once more after both answered: the first answer again, nothing created.
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const meeting = await expectJson(again, 201);
    expect(await meetingCount()).toBe(before + 1);
    expect(await deliveriesOf(meeting.id)).toHaveLength(OWNERS.length);
  });
});

describe('every owner on the roster is noticed', () => {
  it('refuses a mailing address with a line break, control characters, oversize text or unknown fields, nothing stored', async () => {
    const before = await memberCount();
    const person = { relation: 'owner', firstName: 'Bad', lastName: 'Address', email: 'bad@example.org' };
    const unit = unitIds.get('301');
    for (const [change, status] of [
      [{ mailingStreet: '1 Main St\nApt 2' }, 400],
      [{ mailingCity: 'Tam\u0000pa' }, 400],
      [{ mailingCity: 'Tam\u0007pa' }, 400],
      [{ mailingPostalCode: '\u001b[31m' }, 400],
      [{ mailingCountry: 'x'.repeat(101) }, 400],
      [{ mailingZip: '33602' }, 400],
    ] as const) {
      await expectRefused(await call('POST', `/api/units/${unit}/members`, { ...person, ...change }, admin), status);
    }
    expect(await memberCount()).toBe(before);
  });

  it('a notice records one delivery per owner, account or not, and the certificate lists them all', async () => {
    const meeting = await expectJson(await call('POST', '/api/meetings', aMeeting({ title: 'Roster notice' })), 201);
    const deliveries = await deliveriesOf(meeting.id);
    expect(deliveries).toHaveLength(OWNERS.length);
    const of = (unit: string) => deliveries.find((d: { unit: string }) => d.unit === `${unit} ${STREET}`);
    expect(of('301')).toMatchObject({ channel: 'email', hasAccount: true, round: 0, action: 'scheduled' });
    expect(of('303')).toMatchObject({ channel: 'website', result: 'posted' });
    expect(of('304')).toMatchObject({ channel: 'paper', hasAccount: true, result: 'addressMissing' });
    expect(of('305')).toMatchObject({
      name: 'Rosa Nokey',
      channel: 'paper',
      hasAccount: false,
      result: 'toMail',
      mailing: ADDRESS,
      address: '12 Elm Street, Tampa, FL 33602, USA',
    });
    // Nothing on the roster but the unit: its street, flagged for the board to complete.
    expect(of('306')).toMatchObject({ name: 'Omar Nokey', hasAccount: false, result: 'addressMissing', address: `306 ${STREET}` });

    const csv = await (await call('GET', `/api/meetings/${meeting.id}/mailing-list.csv`)).text();
    expect(csv).toContain('Rosa Nokey,305 Harbour Road,12 Elm Street,Tampa,FL,33602,USA,yes');
    expect(csv).toContain('Omar Nokey');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(1 + 3);
    const labels = await pdfText(new Uint8Array(await (await call('GET', `/api/meetings/${meeting.id}/mailing-list.pdf`)).arrayBuffer()));
    expect(labels).toContain('Tampa, FL 33602');
    await expectRefused(await call('GET', `/api/meetings/${meeting.id}/mailing-list.csv?round=x`), 400);
    await expectRefused(await call('GET', `/api/meetings/${meeting.id}/mailing-list.csv?sort=1`), 400);

    // The sign-off of the paper notices: bad input refused, then kept.
    const signOff = (json: unknown, token = director) => call('POST', `/api/meetings/${meeting.id}/paper-notices`, json, token);
    const good = { method: 'mailed', on: localOf(Date.now(), ZONE).slice(0, 10), name: 'Dana Secretary', title: 'Secretary' };
    await expectRefused(
      await signOff({ ...good, on: localOf(Date.now() + 3 * DAY, ZONE).slice(0, 10) }),
      400,
      LifecycleMessages.signOffDate,
    );
    await expectRefused(await signOff({ ...good, name: 'Dana\nSecretary' }), 400);
    await expectRefused(await signOff({ ...good, name: 'Dana\u0000' }), 400);
    await expectRefused(await signOff({ ...good, extra: true }), 400);
    await expectRefused(await signOff(good, members.owner.token), 403);
    expect(await expectJson(await signOff(good), 201)).toMatchObject([{ method: 'mailed', name: 'Dana Secretary', round: 0 }]);

    const certificate = await call('GET', `/api/meetings/${meeting.id}/certificate.pdf`);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await certificate.arrayBuffer()));
    for (const name of ['Mlemail1', 'Mlemail2', 'Mlweb', 'Mlpaper', 'Rosa Nokey (no account)', 'Omar Nokey (no account)'])
      expect(text).toContain(name);
    expect(text).toContain('to 6 owners');
    expect(text).toContain('Dana Secretary, Secretary');
    await expectRefused(await call('GET', `/api/meetings/${meeting.id}/certificate.pdf`, undefined, members.owner.token), 403);
  });

  it('the yearly delivery-choice request reaches every owner, and its count is true', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const answer = await expectJson(await call('POST', '/api/meetings/delivery-choice-requests', { year }, admin), 201);
    expect(answer.total).toBe(OWNERS.length);
    expect(answer.deliveries.filter((d: { hasAccount: boolean }) => !d.hasAccount)).toHaveLength(2);
  });
});

describe('a meeting’s lifecycle', () => {
  it('an edit, a postponement and a cancellation each notice everyone noticed before, kept in its history', async () => {
    const meeting = await expectJson(
      await call('POST', '/api/meetings', aMeeting({ title: 'Lifecycle', startsAt: localIn(16 * DAY) })),
      201,
    );
    const path = `/api/meetings/${meeting.id}`;
    // An edit that would leave less than 14 days' notice: refused with the citation, nothing changed.
    const short = await expectJson(await call('PUT', path, { startsAt: localIn(10 * DAY) }), 400);
    expect(short.error.message).toContain('§718.112(2)(d)3, Fla. Stat.');
    for (const bad of [{ title: 'A\u0007' }, { agenda: 'x\u0000' }, { title: 'x'.repeat(201) }, { room: 'B' }, {}, { reason: 'only' }])
      await expectRefused(await call('PUT', path, bad), 400);
    expect(await deliveriesOf(meeting.id)).toHaveLength(OWNERS.length);

    const edited = await expectJson(await call('PUT', path, { place: 'Pool deck', reason: 'Clubhouse repairs' }), 200);
    expect(edited).toMatchObject({ place: 'Pool deck', sequence: 1, status: 'scheduled' });
    await expectRefused(await call('PUT', path, { place: 'Pool deck' }), 400, LifecycleMessages.nothingChanged);

    const later = localIn(25 * DAY);
    await expectRefused(
      await call('POST', `${path}/postpone`, { startsAt: localIn(15 * DAY), reason: 'x' }),
      400,
      LifecycleMessages.postponeLater,
    );
    await expectRefused(await call('POST', `${path}/postpone`, { startsAt: later }), 400);
    const postponed = await expectJson(await call('POST', `${path}/postpone`, { startsAt: later, reason: 'Hurricane' }), 200);
    expect(postponed).toMatchObject({ localStart: later, sequence: 2 });

    await expectRefused(await call('POST', `${path}/cancel`, { reason: '' }), 400, LifecycleMessages.reasonRequired);
    await expectRefused(await call('POST', `${path}/cancel`, { reason: 'x', owner: 1 }), 400);
    const cancelled = await expectJson(await call('POST', `${path}/cancel`, { reason: 'Quorum cannot be met' }), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 3 });
    expect(cancelled.history.map((e: { action: string }) => e.action)).toEqual(['scheduled', 'edited', 'postponed', 'cancelled']);
    expect(cancelled.history[2]).toMatchObject({ reason: 'Hurricane', localStart: later });
    await expectRefused(await call('PUT', path, { place: 'Lobby' }), 409, LifecycleMessages.cancelled);
    await expectRefused(await call('POST', `${path}/cancel`, { reason: 'again' }), 409);
    await expectRefused(await call('POST', `${path}/cancel`, { reason: 'x' }, members.owner.token), 403);

    // Every round reached every owner, the same way.
    const deliveries = await deliveriesOf(meeting.id);
    for (const round of [0, 1, 2, 3]) {
      const inRound = deliveries.filter((d: { round: number }) => d.round === round);
      expect(inRound.map((d: { name: string }) => d.name).sort(), `round ${round}`).toEqual(
        deliveries
          .filter((d: { round: number }) => d.round === 0)
          .map((d: { name: string }) => d.name)
          .sort(),
      );
    }
    await rounds();
    const mails = portal.mailbox.messages.filter((m) => m.subject.includes('Lifecycle'));
    for (const lead of ['Owner meeting notice', 'Amended owner meeting notice', 'Owner meeting postponed', 'Owner meeting cancelled'])
      expect(
        mails
          .filter((m) => m.subject.includes(lead))
          .flatMap((m) => m.to)
          .sort(),
        lead,
      ).toEqual(['mlemail1@example.org', 'mlemail2@example.org']);
    expect(mails.find((m) => m.subject.includes('cancelled'))?.text).toContain('Quorum cannot be met');

    // Off the upcoming list (on the cancelled one), CANCELLED in the feed with a higher SEQUENCE.
    const list = await expectJson(await portal.request('GET', '/api/meetings'), 200);
    expect(list.upcoming.map((m: { id: number }) => m.id)).not.toContain(meeting.id);
    expect(list.cancelled.map((m: { id: number }) => m.id)).toContain(meeting.id);
    const ics = (await (await portal.request('GET', '/api/meetings/calendar.ics')).text()).replace(/\r\n /g, '');
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`UID:meeting-${meeting.id}@hearth`)) ?? '';
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SEQUENCE:3');
  });

  it('two changes at once: one is noticed, the other refused with nothing stored; control characters in a reason refused', async () => {
    const meeting = await expectJson(await call('POST', '/api/meetings', aMeeting({ title: 'Raced' })), 201);
    const path = `/api/meetings/${meeting.id}`;
    for (const reason of ['Storm\u0000', 'Storm\u0007', 'Storm\u001b', 'x'.repeat(1001)])
      await expectRefused(await call('POST', `${path}/cancel`, { reason }), 400);
    const answers = await Promise.all([call('PUT', path, { place: 'Lobby' }), call('PUT', path, { place: 'Garden' })]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const after = await expectJson(await portal.request('GET', path), 200);
    const changes = statuses.filter((s) => s === 200).length;
    expect(after.sequence).toBe(changes);
    expect(new Set((await deliveriesOf(meeting.id)).map((d: { round: number }) => d.round)).size).toBe(1 + changes);
  });

  it('refuses changes to a meeting that has begun, and to one that does not exist', async () => {
    const meeting = await expectJson(await call('POST', '/api/meetings', aMeeting({ title: 'Begun' })), 201);
    await portal.strapi.db
      .connection('hearth_meetings')
      .where({ id: meeting.id })
      .update({ starts_at: Date.now() - 60_000 });
    await expectRefused(await call('PUT', `/api/meetings/${meeting.id}`, { place: 'Lobby' }), 409, LifecycleMessages.alreadyStarted);
    await expectRefused(await call('POST', `/api/meetings/${meeting.id}/cancel`, { reason: 'x' }), 409);
    await expectRefused(await call('PUT', '/api/meetings/999999', { place: 'Lobby' }), 404);
  });
});
