/**
 * Meetings and their statutory notices (docs/requirements.md, "Meetings, notices and consent to electronic notice") on a real portal with a real SMTP mailbox, under
 * the Florida condominium pack in New York time: the notice each meeting needs (an owner meeting 13 days ahead
 * refused with its citation, 14 accepted; an emergency board meeting accepted and marked), dates that do not exist,
 * consent to electronic notice with its version and withdrawal, and a notice to 50 owners: 50 deliveries recorded,
 * the e-mails through the notice outbox to those who agreed, the others on the paper-mail list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  MeetingMessages,
  RecordsMessages,
  StatutoryNoticeMail,
  instantOf,
  localOf,
  meetingHeading,
  type MeetingCreate,
} from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';
import { siteName } from '../../src/platform/site-name';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const OWNERS = 50;

let portal: MailedPortal;
let members: Members;
const owners: { name: string; token: string }[] = [];

const meetingCount = async () => Number((await portal.strapi.db.connection('hearth_meetings').count({ n: '*' }))[0].n);
/** The wall-clock time `ms` from now in the association's zone, rounded up to the next minute. */
const localIn = (ms: number) => localOf(Date.now() + ms + 60_000, ZONE);
const aMeeting = (change: Partial<MeetingCreate>): MeetingCreate => ({
  kind: 'owner',
  title: 'Annual meeting',
  startsAt: localIn(15 * DAY),
  place: 'Clubhouse',
  agenda: '1. Budget\n2. Election of directors',
  ...change,
});
const schedule = (meeting: MeetingCreate, token = members.director.token) =>
  portal.request('POST', '/api/meetings', { token, json: meeting });
const rounds = async () => {
  for (let i = 0; i < 3; i++) await portal.strapi.service('api::notice.notice').runNow();
};
const consent = (token: string, choice: string, version = CURRENT_CONSENT_VERSION) =>
  portal.request('PUT', '/api/meetings/consent', { token, json: { choice, version } });

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000' });
  members = await createMembers(portal, 'mt');
  await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack: 'fl-718', timeZone: ZONE } });
  // Fifty owners, each of their own roster unit: 20 agree to e-mail, 10 to the website, 20 never answer (paper).
  for (let i = 0; i < OWNERS; i++) {
    const name = `mtowner${String(i).padStart(2, '0')}`;
    const street = 'Meeting Way';
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number: String(i + 1), street, entitlement: 1, rosterKey: rosterKeyOf(String(i + 1), street) } });
    const { profile, token } = await createAccount(portal, name, ['owner']);
    // A full mailing address on the roster: the paper-mail labels print it.
    const mailing = { mailingStreet: `${i + 1} Meeting Way`, mailingCity: 'Miami', mailingRegion: 'FL', mailingPostalCode: '33101' };
    await portal.strapi.db
      .query('api::unit.unit-member')
      .create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id, ...mailing } });
    owners.push({ name, token });
    if (i < 30) await expectJson(await consent(token, i < 20 ? 'email' : 'website'), 200);
  }
}, 300_000);
afterAll(async () => {
  await portal?.stop();
});

describe('scheduling under the pack’s notice rules', () => {
  it('refuses an owner meeting 13 days ahead with the rule and its citation, nothing stored', async () => {
    const before = await meetingCount();
    const answer = await schedule(aMeeting({ startsAt: localIn(13 * DAY) }));
    const body = await expectJson(answer, 400);
    expect(body.error.message).toContain('14 days’ notice');
    expect(body.error.message).toContain('§718.112(2)(d)3, Fla. Stat.');
    // Its § and ’ arrive whole in Application-Error too (RFC 8187's UTF-8 form, common's encodeErrorHeader).
    await expectRefused(await schedule(aMeeting({ startsAt: localIn(13 * DAY) })), 400, body.error.message);
    expect(await meetingCount()).toBe(before);
    // Not even as an emergency: the pack allows none for owner meetings.
    await expectRefused(await schedule(aMeeting({ startsAt: localIn(13 * DAY), emergency: true, emergencyReason: 'Storm' })), 400);
    expect(await meetingCount()).toBe(before);
  });

  it('accepts an owner meeting 14 days ahead, records the rule applied, and lists it publicly with its agenda', async () => {
    const startsAt = localIn(14 * DAY);
    const meeting = await expectJson(await schedule(aMeeting({ title: 'Fourteen days', startsAt })), 201);
    expect(meeting).toMatchObject({ kind: 'owner', localStart: startsAt, timeZone: ZONE, emergency: false });
    expect(meeting.noticeCitation).toBe('§718.112(2)(d)3, Fla. Stat.');
    expect(Date.parse(meeting.startsAt)).toBe(instantOf(startsAt, ZONE));
    const list = await expectJson(await portal.request('GET', '/api/meetings'), 200);
    expect(list.upcoming.find((m: { id: number }) => m.id === meeting.id)).toMatchObject({ agenda: '1. Budget\n2. Election of directors' });
    const ics = await portal.request('GET', '/api/meetings/calendar.ics');
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:meeting-${meeting.id}@hearth`);
    expect(text).toContain('SUMMARY:Owner meeting: Fourteen days');
  });

  it('names a board meeting whose title already begins with its kind once, in the calendar and the list', async () => {
    const title = 'Board meeting: roof and budget';
    const meeting = await expectJson(await schedule(aMeeting({ kind: 'board', title })), 201);
    const text = (await (await portal.request('GET', '/api/meetings/calendar.ics')).text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`SUMMARY:${title}\r\n`);
    expect(text).not.toContain('Board meeting: Board meeting');
    expect(meetingHeading(meeting.kind, meeting.title)).toBe(title);
    expect(meetingHeading('board', 'Roof and budget')).toBe('Board meeting: Roof and budget');
  });

  it('accepts a board meeting in two hours only as an emergency, and marks it', async () => {
    const startsAt = localIn(2 * 3_600_000);
    const refused = await expectJson(await schedule(aMeeting({ kind: 'board', title: 'Leak', startsAt })), 400);
    expect(refused.error.message).toContain('48 hours’ notice (§718.112(2)(c)1, Fla. Stat.)');
    const meeting = await expectJson(
      await schedule(aMeeting({ kind: 'board', title: 'Leak', startsAt, emergency: true, emergencyReason: 'Water in the garage' })),
      201,
    );
    expect(meeting).toMatchObject({ emergency: true, emergencyReason: 'Water in the garage' });
    expect((await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`), 200)).emergency).toBe(true);
  });

  it('refuses dates that do not exist, times the clocks skip, the past and malformed input, nothing stored', async () => {
    const before = await meetingCount();
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const [startsAt, words] of [
      [`${nextYear}-02-30T10:00`, 'exists'],
      [`${nextYear}-13-01T10:00`, 'exists'],
      [`${nextYear}-06-01T24:30`, 'exists'],
      // Clocks in New York skip 02:00-03:00 on the second Sunday of March.
      [
        `${nextYear}-03-${String(8 + ((7 - new Date(Date.UTC(nextYear, 2, 1)).getUTCDay()) % 7)).padStart(2, '0')}T02:30`,
        'the clocks skip it',
      ],
      [localIn(-DAY), 'in the past'],
      // Its calendar event could not be written (four-digit years; 9999 in New York may end in 10000 in UTC).
      ['9999-06-01T10:00', 'before the year 9999'],
      ['tomorrow', 'YYYY-MM-DDTHH:MM'],
    ]) {
      const body = await expectJson(await schedule(aMeeting({ startsAt })), 400);
      expect(body.error.message, startsAt).toContain(words);
    }
    await expectRefused(await schedule(aMeeting({ place: '', videoLink: '' })), 400);
    await expectRefused(await schedule(aMeeting({ videoLink: 'javascript:alert(1)' })), 400);
    await expectRefused(await schedule(aMeeting({ documentIds: [999_999] })), 400);
    expect(await meetingCount()).toBe(before);
  });

  it('lets only directors and administrators schedule', async () => {
    await expectRefused(await schedule(aMeeting({}), members.owner.token), 403);
    await expectRefused(await portal.request('POST', '/api/meetings', { json: aMeeting({}) }), 401);
  });
});

describe('consent to electronic notice and the deliveries of a notice', () => {
  it('records the choice with the exact wording and version; an unknown version is refused, nothing changed', async () => {
    const owner = owners[0];
    const answer = await expectJson(await portal.request('GET', '/api/meetings/consent', { token: owner.token }), 200);
    expect(answer.current).toMatchObject({
      choice: 'email',
      version: CURRENT_CONSENT_VERSION,
      wording: CONSENT_WORDINGS[CURRENT_CONSENT_VERSION].email,
    });
    // Each way has its own words: only e-mail and the website are "instead of by paper mail".
    expect(answer.wordings).toEqual(CONSENT_WORDINGS[CURRENT_CONSENT_VERSION]);
    expect(answer.wordings.email).toContain('by e-mail');
    expect(answer.wordings.website).toContain('Notices page');
    expect(answer.wordings.paper).toContain('by paper mail to my unit');
    expect(answer.wordings.paper).not.toContain('instead of by paper mail');
    // An owner who keeps paper mail is recorded with the paper wording.
    const paper = await expectJson(await consent(owners[OWNERS - 1].token, 'paper'), 200);
    expect(paper.current).toMatchObject({ choice: 'paper', wording: CONSENT_WORDINGS[CURRENT_CONSENT_VERSION].paper });
    await expectRefused(await consent(owner.token, 'paper', '1999-9'), 400);
    await expectRefused(await consent(owner.token, 'fax'), 400);
    expect((await expectJson(await portal.request('GET', '/api/meetings/consent', { token: owner.token }), 200)).current.choice).toBe(
      'email',
    );
    // Only owners choose: a tenant is refused.
    await expectRefused(await consent(members.tenant.token, 'email'), 403);
  });

  it('a notice to 50 owners records 50 deliveries: e-mails through the outbox to those who agreed, the rest on the paper-mail list', async () => {
    const title = 'Budget meeting for fifty';
    const meeting = await expectJson(await schedule(aMeeting({ title })), 201);
    const { total, deliveries } = await expectJson(
      await portal.request('GET', `/api/meetings/${meeting.id}/deliveries`, { token: members.director.token }),
      200,
    );
    expect(total).toBe(OWNERS);
    const by = (channel: string) => deliveries.filter((d: { channel: string }) => d.channel === channel);
    expect(by('email')).toHaveLength(20);
    expect(by('website')).toHaveLength(10);
    expect(by('paper')).toHaveLength(20);
    expect(by('email')[0]).toMatchObject({ address: 'mtowner00@example.org', result: 'pending' });
    expect(by('paper').every((d: { result: string }) => d.result === 'toMail')).toBe(true);

    await rounds();
    const mailed = portal.mailbox.messages.filter((m) => m.subject.includes(title));
    expect(mailed.flatMap((m) => m.to).sort()).toEqual(owners.slice(0, 20).map((o) => `${o.name}@example.org`));
    expect(mailed[0].text.replace(/\r?\n[ \t]+/g, ' ')).toContain('§718.112(2)(d)3, Fla. Stat.');
    const after = await expectJson(
      await portal.request('GET', `/api/meetings/${meeting.id}/deliveries`, { token: members.director.token }),
      200,
    );
    expect(after.deliveries.filter((d: { result: string }) => d.result === 'sent')).toHaveLength(20);

    const csv = await portal.request('GET', `/api/meetings/${meeting.id}/mailing-list.csv`, { token: members.director.token });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 20);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(
      owners
        .slice(30)
        .map((o) => `${o.name[0].toUpperCase()}${o.name.slice(1)} Tester`)
        .sort(),
    );
    const pdf = await portal.request('GET', `/api/meetings/${meeting.id}/mailing-list.pdf`, { token: members.director.token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectRefused(await portal.request('GET', `/api/meetings/${meeting.id}/mailing-list.csv`, { token: members.owner.token }), 403);
  });

  it('honours a withdrawal at the next notice: that owner is on the paper list', async () => {
    const owner = owners[1];
    const withdrawn = await expectJson(await portal.request('DELETE', '/api/meetings/consent', { token: owner.token }), 200);
    expect(withdrawn.current).toBeNull();
    await expectRefused(await portal.request('DELETE', '/api/meetings/consent', { token: owner.token }), 409);
    const meeting = await expectJson(await schedule(aMeeting({ title: 'After the withdrawal' })), 201);
    const { deliveries } = await expectJson(
      await portal.request('GET', `/api/meetings/${meeting.id}/deliveries`, { token: members.director.token }),
      200,
    );
    expect(deliveries.filter((d: { channel: string }) => d.channel === 'email')).toHaveLength(19);
    expect(deliveries.find((d: { name: string }) => d.name.startsWith('Mtowner01'))).toMatchObject({ channel: 'paper', result: 'toMail' });
  });

  it('sends the yearly request for the delivery choice once a year, recording its deliveries', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const body = await expectJson(
      await portal.request('POST', '/api/meetings/delivery-choice-requests', { token: members.admin.token, json: { year } }),
      201,
    );
    expect(body.total).toBe(OWNERS);
    await rounds();
    // The subject names the association once: "<site>: Your choice of notice delivery for <year>".
    const site = await siteName(portal.strapi);
    const asked = portal.mailbox.messages.filter((m) => m.subject.includes(`notice delivery for ${year}`));
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((m) => m.subject))).toEqual(new Set([`${site}: ${StatutoryNoticeMail.requestLead(year)}`]));
    await expectRefused(
      await portal.request('POST', '/api/meetings/delivery-choice-requests', { token: members.admin.token, json: { year } }),
      409,
    );
    await expectRefused(
      await portal.request('POST', '/api/meetings/delivery-choice-requests', { token: members.admin.token, json: { year: 1999 } }),
      400,
    );
  });
});

/** Moves a meeting's start (and its local time) back: it took place `days` ago. */
const heldDaysAgo = async (id: number, days: number) => {
  const at = Date.now() - days * DAY;
  await portal.strapi.db
    .connection('hearth_meetings')
    .where({ id })
    .update({ starts_at: at, local_start: localOf(at, ZONE) });
};
/** The association's day `days` ago, as a document date. */
const dayAgo = (days: number) => localOf(Date.now() - days * DAY, ZONE).slice(0, 10);

describe('after the meeting', () => {
  it('links only minutes dated on or after the meeting, and none before it has taken place, nothing stored', async () => {
    const meeting = await expectJson(await schedule(aMeeting({ title: 'Minutes by date' })), 201);
    const minutesOf = (title: string, documentDate: string) =>
      portal.strapi.db.query('api::document.document').create({
        data: { title, docType: 'Minutes', documentDate, documentName: `${title.replace(/\W/g, '-')}.pdf` },
      });
    const record = (json: unknown) => portal.request('PUT', `/api/meetings/${meeting.id}/record`, { token: members.admin.token, json });
    const early = await minutesOf('Minutes written early', dayAgo(0));
    // Not held yet: no minutes at all.
    await expectRefused(await record({ minutesDocumentId: early.id, confirmNoPrivate: true }), 409, MeetingMessages.notHeldYet);
    await heldDaysAgo(meeting.id, 5);
    const before = await minutesOf('Minutes of an earlier meeting', dayAgo(6));
    await expectRefused(
      await record({ minutesDocumentId: before.id, confirmNoPrivate: true }),
      400,
      MeetingMessages.minutesBeforeMeeting(dayAgo(5)),
    );
    expect((await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`), 200)).minutes).toBeNull();
    expect((await portal.strapi.db.query('api::document.document').findOne({ where: { id: before.id } })).recordsCategory).toBeNull();
    // Dated the meeting's own day, or after it: linked.
    const sameDay = await minutesOf('Minutes of the day', dayAgo(5));
    expect((await expectJson(await record({ minutesDocumentId: sameDay.id, confirmNoPrivate: true }), 200)).minutes.id).toBe(sameDay.id);
    expect((await expectJson(await record({ minutesDocumentId: early.id, confirmNoPrivate: true }), 200)).minutes.id).toBe(early.id);
  });

  it('lists a cancelled meeting whose time has passed with the past meetings, marked cancelled, for everyone who lists meetings', async () => {
    const meeting = await expectJson(await schedule(aMeeting({ title: 'Called off' })), 201);
    await expectJson(
      await portal.request('POST', `/api/meetings/${meeting.id}/cancel`, {
        token: members.director.token,
        json: { reason: 'No quorum expected' },
      }),
      200,
    );
    const ids = (list: { id: number }[]) => list.map((m) => m.id);
    const before = await expectJson(await portal.request('GET', '/api/meetings'), 200);
    expect(ids(before.cancelled)).toContain(meeting.id);
    expect(ids(before.past)).not.toContain(meeting.id);
    await heldDaysAgo(meeting.id, 2);
    for (const token of [undefined, members.tenant.token, members.owner.token, members.director.token]) {
      const list = await expectJson(await portal.request('GET', '/api/meetings', { token }), 200);
      expect(ids(list.cancelled)).not.toContain(meeting.id);
      expect(ids(list.upcoming)).not.toContain(meeting.id);
      expect(list.past.find((m: { id: number }) => m.id === meeting.id)).toMatchObject({ title: 'Called off', status: 'cancelled' });
    }
  });

  it('refuses the recording before the meeting, and a vote that does not exist', async () => {
    const meeting = (await expectJson(await portal.request('GET', '/api/meetings'), 200)).upcoming[0];
    await expectRefused(
      await portal.request('PUT', `/api/meetings/${meeting.id}/record`, {
        token: members.director.token,
        json: { recordingUrl: 'https://video.example.org/1' },
      }),
      409,
    );
    await expectRefused(
      await portal.request('PUT', `/api/meetings/${meeting.id}/votes`, { token: members.director.token, json: { voteIds: [999_999] } }),
      400,
    );
  });

  it('attaches the recording link and the approved minutes once held, shown with the past meetings', async () => {
    const meeting = await expectJson(await schedule(aMeeting({ title: 'Held already' })), 201);
    // The meeting took place: its start moved back (no call schedules one in the past).
    await heldDaysAgo(meeting.id, 3);
    const minutes = await portal.strapi.db.query('api::document.document').create({
      data: { title: 'Minutes of the held meeting', docType: 'Minutes', documentDate: dayAgo(1), documentName: 'held.pdf' },
    });
    const news = await portal.strapi.db.query('api::document.document').create({
      data: { title: 'Not minutes', docType: 'Document', documentDate: '2026-01-01', documentName: 'other.pdf' },
    });
    // Minutes are posted by their readers only: an administrator here (a director who is not a verified owner may not).
    const record = (json: unknown) => portal.request('PUT', `/api/meetings/${meeting.id}/record`, { token: members.admin.token, json });
    await expectRefused(
      await portal.request('PUT', `/api/meetings/${meeting.id}/record`, {
        token: members.director.token,
        json: { minutesDocumentId: minutes.id, confirmNoPrivate: true },
      }),
      403,
      RecordsMessages.minutesReadersOnly,
    );
    await expectRefused(await record({ minutesDocumentId: news.id }), 400);
    await expectRefused(await record({ recordingUrl: 'javascript:alert(1)' }), 400);
    // The minutes are posted to owners as an official record (requirements, "Official records and rule packs"): without the privacy confirmation, nothing is stored.
    await expectRefused(await record({ minutesDocumentId: minutes.id }), 400, RecordsMessages.privacyConfirmationRequired);
    expect((await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`), 200)).minutes).toBeNull();
    const held = await expectJson(
      await record({ recordingUrl: 'https://video.example.org/held', minutesDocumentId: minutes.id, confirmNoPrivate: true }),
      200,
    );
    const filed = await portal.strapi.db.query('api::document.document').findOne({ where: { id: minutes.id } });
    expect(filed).toMatchObject({ recordsCategory: 'minutes', audience: 'owners', privacyConfirmedBy: expect.any(String) });
    expect(filed.postedAt).toBeTruthy();
    expect(held).toMatchObject({
      recordingUrl: 'https://video.example.org/held',
      minutes: { id: minutes.id, title: 'Minutes of the held meeting' },
    });
    const list = await expectJson(await portal.request('GET', '/api/meetings'), 200);
    expect(list.past.map((m: { id: number }) => m.id)).toContain(meeting.id);
  });

  it('posts the recording link to the records once, with the privacy confirmation, and shows it expired past 12 months', async () => {
    const meeting = await expectJson(
      await schedule(aMeeting({ kind: 'board', title: 'Video board meeting', startsAt: localIn(3 * DAY) })),
      201,
    );
    const heldOn = localOf(Date.now() - 2 * DAY, ZONE);
    await portal.strapi.db
      .connection('hearth_meetings')
      .where({ id: meeting.id })
      .update({ starts_at: instantOf(heldOn, ZONE), local_start: heldOn });
    const record = (json: unknown) => portal.request('PUT', `/api/meetings/${meeting.id}/record`, { token: members.director.token, json });
    const recordingsOf = async (token?: string) => {
      const index = await expectJson(await portal.request('GET', '/api/records', token ? { token } : {}), 200);
      return index.categories.find((c: { key: string }) => c.key === 'recordings')?.records ?? [];
    };
    // Owners may see recordings (the pack's audience): without the confirmation nothing is stored.
    await expectRefused(
      await record({ recordingUrl: 'https://video.example.org/board' }),
      400,
      RecordsMessages.privacyConfirmationRequired,
    );
    expect((await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`), 200)).recordingUrl).toBe('');
    await expectJson(await record({ recordingUrl: 'https://video.example.org/board', confirmNoPrivate: true }), 200);
    const [posted] = (await recordingsOf(owners[0].token)).filter((r: { id: number }) => r.id === meeting.id);
    expect(posted).toMatchObject({
      kind: 'recording',
      category: 'recordings',
      audience: 'owners',
      link: 'https://video.example.org/board',
      documentDate: heldOn.slice(0, 10),
    });
    // Visitors do not see the owners' records, nor the link on the public notices; owners do.
    expect(await recordingsOf()).toEqual([]);
    expect((await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`), 200)).recordingUrl).toBe('');
    const pastOf = async (token?: string) =>
      (await expectJson(await portal.request('GET', '/api/meetings', token ? { token } : {}), 200)).past.find(
        (m: { id: number }) => m.id === meeting.id,
      );
    expect((await pastOf())?.recordingUrl ?? '').toBe('');
    expect(
      (await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`, { token: owners[0].token }), 200)).recordingUrl,
    ).toBe('https://video.example.org/board');
    const stored = await portal.strapi.db.connection('hearth_meetings').where({ id: meeting.id }).first();
    expect(stored.recording_confirmed_by).toBeTruthy();
    // A new link keeps the posting time; a cleared one leaves the records.
    await expectJson(await record({ recordingUrl: 'https://video.example.org/board-2', confirmNoPrivate: true }), 200);
    const [moved] = (await recordingsOf(owners[0].token)).filter((r: { id: number }) => r.id === meeting.id);
    expect(moved).toMatchObject({ link: 'https://video.example.org/board-2', postedAt: posted.postedAt });

    const recordingsState = async () =>
      (await expectJson(await portal.request('GET', '/api/records/compliance', { token: members.director.token }), 200)).categories.find(
        (c: { key: string }) => c.key === 'recordings',
      );
    expect(await recordingsState()).toMatchObject({ state: 'posted', expired: [] });
    // Thirteen months on, the recording is past the pack's 12-month window and still shown: expired.
    const longAgo = localOf(Date.now() - 400 * DAY, ZONE);
    await portal.strapi.db
      .connection('hearth_meetings')
      .where({ id: meeting.id })
      .update({ starts_at: instantOf(longAgo, ZONE), local_start: longAgo });
    const expired = await recordingsState();
    expect(expired.state).toBe('expired');
    expect(expired.expired).toEqual([expect.objectContaining({ id: meeting.id, title: 'Recording: Video board meeting' })]);

    await expectJson(await record({ recordingUrl: '' }), 200);
    expect((await recordingsOf(owners[0].token)).filter((r: { id: number }) => r.id === meeting.id)).toEqual([]);
    expect(await recordingsState()).toMatchObject({ expired: [] });
  });
});

describe('the calendar feed (RFC 5545)', () => {
  const feed = async () => {
    const answer = await portal.request('GET', '/api/meetings/calendar.ics');
    expect(answer.status).toBe(200);
    return answer.text();
  };
  /** The content lines, continuation lines joined back (RFC 5545 unfolding). */
  const contentLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

  it('keeps one VEVENT per meeting whatever its texts hold: END:VCALENDAR, line breaks, long lines folded at 75 octets', async () => {
    const tricky = await expectJson(
      await schedule(
        aMeeting({
          title: 'END:VCALENDAR',
          agenda: `1. Budget\r\nEND:VEVENT\r\nEND:VCALENDAR\nBEGIN:VEVENT; a, b \\ c ${'é'.repeat(80)}`,
          place: 'Room; A, B',
        }),
      ),
      201,
    );
    const plain = await expectJson(await schedule(aMeeting({ title: 'After the tricky one' })), 201);
    const text = await feed();
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const lines = contentLines(text.slice(0, -2));
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(uids.length);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(uids.length);
    expect(uids).toEqual(expect.arrayContaining([`UID:meeting-${tricky.id}@hearth`, `UID:meeting-${plain.id}@hearth`]));
    expect(lines).toContain('SUMMARY:Owner meeting: END:VCALENDAR');
    expect(lines).toContain(`DESCRIPTION:1. Budget\\nEND:VEVENT\\nEND:VCALENDAR\\nBEGIN:VEVENT\\; a\\, b \\\\ c ${'é'.repeat(80)}`);
    expect(lines).toContain('LOCATION:Room\\; A\\, B');
  });

  it('never writes a date-time it cannot: a row from before the rule is left out of the feed', async () => {
    const meeting = await expectJson(await schedule(aMeeting({ title: 'Far future row' })), 201);
    await portal.strapi.db
      .connection('hearth_meetings')
      .where({ id: meeting.id })
      .update({ starts_at: Date.UTC(10000, 0, 1) });
    const lines = contentLines(await feed());
    expect(lines).not.toContain(`UID:meeting-${meeting.id}@hearth`);
    for (const line of lines.filter((l) => /^(DTSTART|DTEND|DTSTAMP):/.test(l))) expect(line).toMatch(/^DT[A-Z]+:\d{8}T\d{6}Z$/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBeGreaterThan(0);
  });
});
