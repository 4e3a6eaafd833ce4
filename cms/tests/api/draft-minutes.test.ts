/**
 * Minutes from draft to approved (docs/requirements.md §21) on a real portal with a real SMTP mailbox: draft
 * minutes added after a meeting are read by the board's minutes readers only — not listed, downloaded, shown on
 * the meeting or e-mailed to an owner or a tenant — and their approval, stamped once under a row lock (two at
 * once: one wins, the other 409), makes them the meeting's minutes, visible to owners and announced once. Bad
 * input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingMessages, Messages, RecordsMessages, localOf, type MeetingCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, makeVerifiedOwner, minimalPdf, uploadedName, type Members } from './support';

const ZONE = 'America/New_York';
const DAY = 86_400_000;

let portal: MailedPortal;
let members: Members;
/** A director who is also a verified owner: on the board and a minutes reader. */
let ownerDirector: Members['director'];

const emailOf = (name: string) => `${name}@example.org`;
const localIn = (ms: number) => localOf(Date.now() + ms + 60_000, ZONE);
const dayAgo = (days: number) => localOf(Date.now() - days * DAY, ZONE).slice(0, 10);
const aMeeting = (title: string): MeetingCreate => ({
  kind: 'board',
  title,
  startsAt: localIn(15 * DAY),
  place: 'Clubhouse',
  agenda: '1. Budget',
});
const schedule = async (title: string) =>
  expectJson(await portal.request('POST', '/api/meetings', { token: members.admin.token, json: aMeeting(title) }), 201);
const heldDaysAgo = async (id: number, days: number) => {
  const at = Date.now() - days * DAY;
  await portal.strapi.db
    .connection('hearth_meetings')
    .where({ id })
    .update({ starts_at: at, local_start: localOf(at, ZONE) });
};
const addDraft = (id: number, json: unknown, token = members.admin.token) =>
  portal.request('POST', `/api/meetings/${id}/draft-minutes`, { token, json });
const approve = (id: number, token = members.admin.token, json: unknown = { confirmNoPrivate: true }) =>
  portal.request('POST', `/api/meetings/${id}/minutes/approve`, { token, json });
const upload = (title: string) => uploadedName(portal, members.admin.token, 'minutes', minimalPdf(title), `${title}.pdf`);
const rounds = async () => {
  for (let i = 0; i < 3; i++) await portal.strapi.service('api::notice.notice').runNow();
};
const mailsOf = (name: string, title: string) => portal.mailbox.to(emailOf(name)).filter((m) => m.subject.includes(title));
const minutesTitles = async (token: string) => {
  const answer = await portal.request('GET', '/api/document', { token, headers: { docType: 'minutes' } });
  if (answer.status !== 200) return null;
  return ((await answer.json()) as { title: string }[]).map((d) => d.title);
};
const download = (token: string, fileName: string) =>
  portal.request('GET', '/api/file/download', { token, headers: { area: 'minutes', fileName } });
const documentCount = async () => Number((await portal.strapi.db.connection('documents').count({ n: '*' }))[0].n);

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000' });
  members = await createMembers(portal, 'dm');
  ownerDirector = (await createMembers(portal, 'dmo')).director;
  await makeVerifiedOwner(portal, ownerDirector);
  await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack: 'fl-718', timeZone: ZONE } });
}, 300_000);
afterAll(async () => {
  await portal?.stop();
});

describe('draft minutes', () => {
  it('are read by the board’s minutes readers only until approved, then by owners, announced once', async () => {
    const meeting = await schedule('March board meeting');
    await heldDaysAgo(meeting.id, 3);
    const title = 'Draft minutes of March';
    const documentName = await upload(title);
    const added = await expectJson(await addDraft(meeting.id, { title, documentName, documentDate: dayAgo(2) }, ownerDirector.token), 201);
    expect(added.draftMinutes).toMatchObject({ title });
    expect(added.minutes).toBeNull();
    const stored = await portal.strapi.db.query('api::document.document').findOne({ where: { id: added.draftMinutes.id } });
    expect(stored).toMatchObject({ docType: 'Minutes', minutesDraft: true, minutesApprovedAt: null });

    await rounds();
    // The board's minutes readers see it; an owner, a tenant and a director who may not read minutes do not.
    expect(await minutesTitles(members.admin.token)).toContain(title);
    expect(await minutesTitles(ownerDirector.token)).toContain(title);
    expect(await minutesTitles(members.owner.token)).not.toContain(title);
    expect(await minutesTitles(members.tenant.token)).toBeNull();
    expect((await download(ownerDirector.token, documentName)).status).toBe(200);
    for (const token of [members.owner.token, members.tenant.token, members.director.token]) {
      const answer = await download(token, documentName);
      await answer.arrayBuffer();
      expect(answer.status).not.toBe(200);
    }
    const meetingAs = async (token?: string) =>
      expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`, token ? { token } : {}), 200);
    expect((await meetingAs(ownerDirector.token)).draftMinutes).toMatchObject({ title });
    for (const token of [undefined, members.owner.token, members.tenant.token, members.director.token]) {
      expect((await meetingAs(token)).draftMinutes).toBeNull();
    }
    // Nobody is told of a draft.
    for (const name of ['dmowner', 'dmtenant', 'dmadmin']) expect(mailsOf(name, title)).toEqual([]);

    // A director who may not read minutes may not approve them either.
    await expectRefused(await approve(meeting.id, members.director.token), 403, MeetingMessages.draftMinutesBoardOnly);
    // Owners read approved minutes: the privacy confirmation comes first, nothing stamped without it.
    await expectRefused(await approve(meeting.id, members.admin.token, {}), 400, RecordsMessages.privacyConfirmationRequired);
    const approved = await expectJson(await approve(meeting.id, ownerDirector.token), 200);
    expect(approved.minutes).toEqual({ id: added.draftMinutes.id, title });
    expect(approved.draftMinutes).toBeNull();
    const after = await portal.strapi.db.query('api::document.document').findOne({ where: { id: added.draftMinutes.id } });
    expect(after).toMatchObject({ minutesDraft: false, recordsCategory: 'minutes', minutesApprovedBy: expect.any(String) });
    expect(after.minutesApprovedAt).toBeTruthy();
    const activity = await portal.strapi.db.connection('hearth_activity').where({ kind: 'meeting', item_id: String(meeting.id) });
    expect(activity.some((a: { changes: string }) => a.changes.includes('minutesApproved'))).toBe(true);

    expect(await minutesTitles(members.owner.token)).toContain(title);
    const ownerDownload = await download(members.owner.token, documentName);
    await ownerDownload.arrayBuffer();
    expect(ownerDownload.status).toBe(200);
    expect((await meetingAs(members.owner.token)).minutes).toEqual({ id: added.draftMinutes.id, title });
    await rounds();
    await rounds();
    expect(mailsOf('dmowner', title)).toHaveLength(1);
    expect(mailsOf('dmowner', title)[0].subject).toContain('New meeting minutes');
    expect(mailsOf('dmtenant', title)).toEqual([]);
    // Approved once: a second approval finds nothing to approve.
    await expectRefused(await approve(meeting.id), 409, MeetingMessages.noDraftMinutes);
  });

  it('approves once when two approvals meet: one 200, one 409', async () => {
    const meeting = await schedule('April board meeting');
    await heldDaysAgo(meeting.id, 2);
    const title = 'Draft minutes of April';
    const documentName = await upload(title);
    const added = await expectJson(await addDraft(meeting.id, { title, documentName, documentDate: dayAgo(1) }), 201);
    const answers = await Promise.all([approve(meeting.id, members.admin.token), approve(meeting.id, ownerDirector.token)]);
    const statuses = await Promise.all(answers.map(async (a) => (await a.text(), a.status)));
    expect(statuses.sort()).toEqual([200, 409]);
    const stored = await portal.strapi.db.query('api::document.document').findOne({ where: { id: added.draftMinutes.id } });
    expect(stored.minutesDraft).toBe(false);
    await rounds();
    await rounds();
    expect(mailsOf('dmowner', title)).toHaveLength(1);
  });

  it('refuses bad input, a meeting not held and minutes dated before the meeting, storing nothing', async () => {
    const meeting = await schedule('May board meeting');
    const documentName = await upload('May minutes');
    const good = { title: 'Draft minutes of May', documentName, documentDate: dayAgo(0) };
    const before = await documentCount();
    await expectRefused(await addDraft(meeting.id, good), 409, MeetingMessages.notHeldYet);
    await heldDaysAgo(meeting.id, 4);
    await expectRefused(
      await addDraft(meeting.id, { ...good, documentDate: dayAgo(5) }),
      400,
      MeetingMessages.minutesBeforeMeeting(dayAgo(4)),
    );
    await expectRefused(await addDraft(meeting.id, { ...good, extra: 1 }), 400);
    await expectRefused(await addDraft(meeting.id, { ...good, title: 'Draft\u0007minutes' }), 400);
    await expectRefused(await addDraft(meeting.id, { ...good, documentName: '../secret.pdf' }), 400);
    await expectRefused(await addDraft(meeting.id, { ...good, documentName: 'never-uploaded.pdf' }), 400, Messages.fileNotFound);
    await expectRefused(await addDraft(meeting.id, good, members.director.token), 403, MeetingMessages.draftMinutesBoardOnly);
    await expectRefused(await addDraft(meeting.id, good, members.owner.token), 403);
    await expectRefused(await approve(meeting.id), 409, MeetingMessages.noDraftMinutes);
    await expectRefused(await approve(meeting.id, members.admin.token, { confirmNoPrivate: true, extra: 1 }), 400);
    expect(await documentCount()).toBe(before);
    expect(
      (await expectJson(await portal.request('GET', `/api/meetings/${meeting.id}`, { token: members.admin.token }), 200)).draftMinutes,
    ).toBeNull();
    // A draft is no approved minutes: it is not linked by the record call.
    const added = await expectJson(await addDraft(meeting.id, good), 201);
    await expectRefused(
      await portal.request('PUT', `/api/meetings/${meeting.id}/record`, {
        token: members.admin.token,
        json: { minutesDocumentId: added.draftMinutes.id, confirmNoPrivate: true },
      }),
      400,
      MeetingMessages.draftMinutesNotApproved,
    );
  });
});
