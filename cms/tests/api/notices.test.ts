/**
 * E-mail notices (docs/requirements.md §10) on a real portal with a real SMTP mailbox: who is told
 * about which item, once; scheduled news; the one-click unsubscribe; SMTP down and back; a claim
 * left by a process that died; and, on PostgreSQL, two dispatchers on one database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NoticeMessages } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import {
  aVote,
  createMembers,
  expectJson,
  expectRefused,
  makeVerifiedOwner,
  minimalPdf,
  minutesFromNow,
  uploadedName,
  type Members,
} from './support';
import { claimBatch } from '../../src/api/notice/outbox/deliver';
import { noticeSettings } from '../../src/api/notice/outbox/store';
import { withSecondPortal } from '../support/second-portal';

let portal: MailedPortal;
let members: Members;
let unverifiedOwner: { token: string; email: string };
const emailOf = (name: string) => `${name}@example.org`;

const rounds = async (count = 3) => {
  for (let i = 0; i < count; i++) await portal.strapi.service('api::notice.notice').runNow();
};
/** The mails whose subject names the title, per recipient address. */
const receivedBy = (title: string) => {
  const counts: Record<string, number> = {};
  for (const mail of portal.mailbox.messages.filter((m) => m.subject.includes(title))) {
    for (const to of mail.to) counts[to] = (counts[to] ?? 0) + 1;
  }
  return counts;
};
const oneClickUrl = (title: string, address: string) => {
  const mail = portal.mailbox.to(address).find((m) => m.subject.includes(title));
  return /^<([^>]+)>/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1];
};
const addNews = async (title: string, publishDate?: string) =>
  expectJson(
    await portal.request('POST', '/api/news/add', {
      token: members.director.token,
      json: { title, body: `<p>${title}: the details.</p>`, publishDate },
    }),
    200,
  );
const addDocument = async (docType: 'Newsletter' | 'Minutes' | 'Document', title: string) => {
  const area = { Newsletter: 'newsletters', Minutes: 'minutes', Document: 'community' }[docType];
  const documentName = await uploadedName(portal, members.director.token, area, minimalPdf(title), `${title}.pdf`);
  return expectJson(
    await portal.request('POST', '/api/document/add', { token: members.director.token, json: { id: 0, docType, title, documentName } }),
    200,
  );
};
const oneClick = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000', NOTICE_RETRY_BASE_MS: '60000', NOTICE_BATCH_SIZE: '5' });
  members = await createMembers(portal, 'n');
  // Minutes are added by those who may read them: this director is a verified owner.
  await makeVerifiedOwner(portal, members.director);
  const { token, profile } = await createAccount(portal, 'nunverified', ['owner']);
  await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
  unverifiedOwner = { token, email: emailOf('nunverified') };
});
afterAll(async () => {
  vi.useRealTimers();
  await portal?.stop();
});

describe('e-mail notices', () => {
  it('keeps the preferences: defaults, a change, and unknown kinds or values refused without a change', async () => {
    const get = async (token: string) => expectJson(await portal.request('GET', '/api/notices/preferences', { token }), 200);
    expect(await get(members.tenant.token)).toEqual({
      preferences: { news: 'none', newsletters: 'atOnce', minutes: 'atOnce', documents: 'none', requests: 'atOnce', votes: 'atOnce' },
      email: emailOf('ntenant'),
      minutesAllowed: false,
      votesAllowed: false,
    });
    expect((await get(members.owner.token)).minutesAllowed).toBe(true);
    expect((await get(unverifiedOwner.token)).minutesAllowed).toBe(false);
    await expectRefused(await portal.request('GET', '/api/notices/preferences'), 401);

    const put = (token: string, json: unknown) => portal.request('PUT', '/api/notices/preferences', { token, json });
    await expectRefused(await put(members.tenant.token, { news: 'sometimes' }), 400, NoticeMessages.deliveryInvalid);
    await expectRefused(await put(members.tenant.token, { news: 'atOnce', weather: 'atOnce' }), 400, NoticeMessages.kindInvalid);
    await expectRefused(await put(members.tenant.token, {}), 400, NoticeMessages.nothingChosen);
    expect((await get(members.tenant.token)).preferences.news).toBe('none');

    for (const who of [members.tenant, members.owner, members.admin]) {
      expect((await expectJson(await put(who.token, { news: 'atOnce' }), 200)).preferences).toMatchObject({
        news: 'atOnce',
        newsletters: 'atOnce',
      });
    }
    await expectJson(await put(members.propmgr.token, { documents: 'weeklyDigest' }), 200);
  });

  it('tells the opted-in residents of news published now, once, with the links and one-click headers', async () => {
    const item = await addNews('Pool opens Saturday');
    await rounds();
    expect(receivedBy('Pool opens Saturday')).toEqual({ [emailOf('ntenant')]: 1, [emailOf('nowner')]: 1, [emailOf('nadmin')]: 1 });
    const mail = portal.mailbox.lastTo(emailOf('ntenant'))!;
    expect(mail.text).toContain('Pool opens Saturday: the details.');
    expect(mail.text).toContain(`${portal.url}/news`);
    expect(mail.text).toContain(`${portal.url}/manage#notices`);
    expect(mail.text).toContain(`${portal.url}/unsubscribe?token=`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.notice).toBe(true);
    expect(oneClickUrl('Pool opens Saturday', emailOf('ntenant'))).toMatch(`${portal.url}/api/notices/unsubscribe?token=`);

    const counts = await expectJson(await portal.request('GET', '/api/notices/sent?kind=news', { token: members.director.token }), 200);
    expect(counts.items.find((c: { itemId: number }) => c.itemId === item.id)).toEqual({ itemId: item.id, sent: 3, pending: 0 });
    await expectRefused(await portal.request('GET', '/api/notices/sent?kind=news', { token: members.tenant.token }), 403);
    await expectRefused(
      await portal.request('GET', '/api/notices/sent?kind=weather', { token: members.director.token }),
      400,
      NoticeMessages.kindInvalid,
    );
  });

  it('sends minutes only to verified owners and admins, newsletters to everyone who wants them, admin-panel items too', async () => {
    await addDocument('Minutes', 'AGM minutes March');
    await addDocument('Newsletter', 'Spring newsletter');
    await rounds();
    // The director who added them is a verified owner too; the unverified owner gets none.
    expect(receivedBy('AGM minutes March')).toEqual({ [emailOf('nowner')]: 1, [emailOf('ndirector')]: 1, [emailOf('nadmin')]: 1 });
    const everyone = ['ntenant', 'npropmgr', 'nowner', 'ndirector', 'nadmin', 'nunverified'];
    expect(receivedBy('Spring newsletter')).toEqual(Object.fromEntries(everyone.map((n) => [emailOf(n), 1])));

    // An item written through the document service (what the Strapi admin panel uses) is told too.
    await portal.strapi
      .documents('api::news-item.news-item')
      .create({ data: { title: 'Panel news', body: 'Written in the admin panel.' } });
    await rounds();
    expect(receivedBy('Panel news')).toEqual({ [emailOf('ntenant')]: 1, [emailOf('nowner')]: 1, [emailOf('nadmin')]: 1 });
  });

  it('unsubscribes with the one-click link without signing in, once, and only its own address', async () => {
    const tenantLink = oneClickUrl('Spring newsletter', emailOf('ntenant'))!;
    const ownerLink = oneClickUrl('Spring newsletter', emailOf('nowner'))!;
    const prefs = async (token: string) =>
      (await expectJson(await portal.request('GET', '/api/notices/preferences', { token }), 200)).preferences;

    // Forged: another message's id with the owner's signature, or an altered signature.
    const [ownerId, , ownerSig] = new URL(ownerLink).searchParams.get('token')!.split('.');
    const [tenantId] = new URL(tenantLink).searchParams.get('token')!.split('.');
    expect(ownerId).not.toBe(tenantId);
    const forged = `${portal.url}/api/notices/unsubscribe?token=${tenantId}.newsletters.${ownerSig}`;
    await expectRefused(await oneClick(forged), 400, NoticeMessages.unsubscribeLinkInvalid);
    // The signature's first character altered: its last ones may carry padding bits only, so changing them may change nothing.
    const tenantToken = new URL(tenantLink).searchParams.get('token')!;
    const [, , tenantSig] = tenantToken.split('.');
    const altered = tenantLink.replace(`.${tenantSig}`, `.${tenantSig[0] === 'A' ? 'B' : 'A'}${tenantSig.slice(1)}`);
    await expectRefused(await oneClick(altered), 400, NoticeMessages.unsubscribeLinkInvalid);
    await expectRefused(await oneClick(tenantLink.replace('.newsletters.', '.minutes.')), 400, NoticeMessages.unsubscribeLinkInvalid);
    expect((await prefs(members.tenant.token)).newsletters).toBe('atOnce');

    // What the web page asks first: nothing changes.
    const token = new URL(tenantLink).searchParams.get('token')!;
    const info = await expectJson(await portal.request('GET', `/api/notices/unsubscribe?token=${encodeURIComponent(token)}`), 200);
    expect(info).toEqual({
      kind: 'newsletters',
      email: emailOf('ntenant'),
      message: NoticeMessages.unsubscribeConfirm('newsletters', emailOf('ntenant')),
    });
    expect((await prefs(members.tenant.token)).newsletters).toBe('atOnce');

    const done = await expectJson(await oneClick(tenantLink), 200);
    expect(done.message).toBe(NoticeMessages.unsubscribed('newsletters', emailOf('ntenant')));
    expect(await prefs(members.tenant.token)).toMatchObject({ newsletters: 'none', news: 'atOnce' });
    expect((await prefs(members.owner.token)).newsletters).toBe('atOnce');

    // Reused (one-click or the web page's JSON): refused, nothing changes even after a new choice.
    await expectJson(
      await portal.request('PUT', '/api/notices/preferences', { token: members.tenant.token, json: { newsletters: 'weeklyDigest' } }),
      200,
    );
    await expectRefused(await oneClick(tenantLink), 409, NoticeMessages.unsubscribeLinkUsed);
    await expectRefused(
      await portal.request('POST', '/api/notices/unsubscribe', { json: { token } }),
      409,
      NoticeMessages.unsubscribeLinkUsed,
    );
    expect((await prefs(members.tenant.token)).newsletters).toBe('weeklyDigest');

    // The web page's JSON form works as well, for the owner's own link.
    const ownerToken = new URL(ownerLink).searchParams.get('token')!;
    await expectJson(await portal.request('POST', '/api/notices/unsubscribe', { json: { token: ownerToken } }), 200);
    expect((await prefs(members.owner.token)).newsletters).toBe('none');
    await expectRefused(
      await portal.request('POST', '/api/notices/unsubscribe', { json: { token: 'nonsense' } }),
      400,
      NoticeMessages.unsubscribeLinkInvalid,
    );
    await expectRefused(await portal.request('POST', '/api/notices/unsubscribe', { json: { token: ownerToken, extra: 1 } }), 400);
  });

  it('delivers every notice once after SMTP was down, and takes over a claim whose process died', async () => {
    await portal.mailbox.down(); // nothing listens on its port
    try {
      await smtpDownThenBack();
    } finally {
      await portal.mailbox.up();
    }
  });

  async function smtpDownThenBack() {
    await addDocument('Newsletter', 'Summer newsletter');
    await rounds();
    expect(receivedBy('Summer newsletter')).toEqual({});
    const knex = portal.strapi.db.connection;
    const waiting = await knex('hearth_notice_outbox').where('subject', 'like', '%Summer newsletter%');
    expect(waiting.length).toBe(4); // propmgr, director, admin, unverified owner (tenant: digest, owner: none)
    expect(waiting.every((r) => r.status === 'pending')).toBe(true);
    expect(waiting.some((r) => Number(r.attempts) === 1 && r.last_error)).toBe(true);

    // A process claims the next notice and dies before sending it.
    await addNews('Garage cleaning');
    await rounds(1);
    const news = await knex('hearth_notice_outbox').where('subject', 'like', '%Garage cleaning%');
    expect(news.length).toBe(3);
    await knex('hearth_notice_outbox')
      .whereIn(
        'id',
        news.map((r) => r.id),
      )
      .update({ status: 'pending', next_attempt_at: 0 });
    const settings = noticeSettings();
    expect((await claimBatch(knex, 'dead-process', Date.now(), settings)).length).toBeGreaterThanOrEqual(3);

    await portal.mailbox.up(); // back
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + settings.leaseMs + 3_600_000); // past the retry delay and the dead claim's lease
      await rounds(4);
    } finally {
      vi.useRealTimers();
    }
    const everyoneBut = (...not: string[]) =>
      Object.fromEntries(['npropmgr', 'ndirector', 'nadmin', 'nunverified'].filter((n) => !not.includes(n)).map((n) => [emailOf(n), 1]));
    expect(receivedBy('Summer newsletter')).toEqual(everyoneBut());
    expect(receivedBy('Garage cleaning')).toEqual({ [emailOf('ntenant')]: 1, [emailOf('nowner')]: 1, [emailOf('nadmin')]: 1 });
    await rounds();
    expect(receivedBy('Summer newsletter')).toEqual(everyoneBut());
  }

  it('tells nobody of scheduled news until its day, then everyone once; weekly digests on Monday', async () => {
    const day = 86_400_000;
    const tomorrow = new Date(Date.now() + day).toISOString().slice(0, 10);
    await addNews('Fire alarm test', tomorrow);
    // The property manager's documents wait for the digest, then are turned off before it goes.
    await addDocument('Document', 'Bike room rules');
    await rounds();
    await expectJson(
      await portal.request('PUT', '/api/notices/preferences', { token: members.propmgr.token, json: { documents: 'none' } }),
      200,
    );
    expect(receivedBy('Fire alarm test')).toEqual({});
    const token = members.director.token;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.parse(`${tomorrow}T00:00:00.500Z`));
      await rounds();
      expect(receivedBy('Fire alarm test')).toEqual({ [emailOf('ntenant')]: 1, [emailOf('nowner')]: 1, [emailOf('nadmin')]: 1 });
      await rounds();
      expect(receivedBy('Fire alarm test')).toEqual({ [emailOf('ntenant')]: 1, [emailOf('nowner')]: 1, [emailOf('nadmin')]: 1 });

      // The tenant's newsletters and the property manager's documents wait for the weekly digest.
      vi.setSystemTime(Date.now() + 8 * day);
      await rounds();
      const digest = portal.mailbox.to(emailOf('ntenant')).find((m) => m.subject.includes("this week's Newsletters"));
      expect(digest?.text).toContain('Summer newsletter');
      expect(portal.mailbox.to(emailOf('npropmgr')).filter((m) => m.text.includes('Bike room rules'))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    const counts = await expectJson(await portal.request('GET', '/api/notices/sent?kind=newsletters', { token }), 200);
    expect(counts.items.map((c: { sent: number; pending: number }) => c.pending)).toEqual(counts.items.map(() => 0));
  });

  it("at the first start records the news and documents already visible without a notice, but not a vote's opening", async () => {
    const notice = portal.strapi.service('api::notice.notice');
    const knex = portal.strapi.db.connection;
    /** Whether the item's announcement told anyone; null: not announced. */
    const notifiedOf = async (source: string, id: number) => {
      const row = await knex('hearth_notice_announcements').where({ source, item_id: id }).first('notified');
      return row ? Boolean(row.notified) : null;
    };
    // What was there when the portal first started with notices: written while no round runs.
    await notice.stop();
    const news = await addNews('Lobby paint');
    const document = await addDocument('Document', 'Parking map');
    const vote = await expectJson(
      await portal.request('POST', '/api/votes', {
        token: members.admin.token,
        json: aVote({
          title: 'Lobby colour',
          description: 'Which colour for the lobby.',
          questions: [{ text: 'Paint the lobby green?', kind: 'yesNo' }],
          closesAt: minutesFromNow(72 * 60),
        }),
      }),
      201,
    );
    await knex('hearth_notice_announcements').where({ source: 'start' }).del();
    await notice.start();
    await rounds();
    expect(await notifiedOf('news', news.id)).toBe(false);
    expect(await notifiedOf('document', document.id)).toBe(false);
    expect(receivedBy('Lobby paint')).toEqual({});
    expect(receivedBy('Parking map')).toEqual({});
    // A vote is not news of the archive: its opening is announced by the round that follows.
    expect(await notifiedOf('vote-opening', vote.id)).toBe(true);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sends each notice once with two portal processes on one PostgreSQL database',
    async () => {
      // A second portal process on the same database and mailbox, with the same secrets, sending in rounds of its own.
      await withSecondPortal(portal, { NOTICE_INTERVAL_MS: '50', NOTICE_BATCH_SIZE: '2' }, async () => {
        const titles = ['Autumn newsletter', 'Winter newsletter', 'Budget newsletter', 'Holiday newsletter'];
        for (const title of titles) await addDocument('Newsletter', title);
        const knex = portal.strapi.db.connection;
        const rowsOf = () =>
          knex('hearth_notice_outbox').where('subject', 'like', '%newsletter%').whereIn('status', ['pending', 'sending']);
        for (let i = 0; i < 100 && (await rowsOf()).length; i++) {
          await rounds(1);
          await new Promise((resolve) => setTimeout(resolve, 100)); // the other process's rounds
        }
        expect(await rowsOf()).toEqual([]);
        for (const title of titles) {
          const got = receivedBy(title);
          expect(Object.values(got), JSON.stringify(got)).toEqual([1, 1, 1, 1]); // propmgr, director, admin, unverified owner
        }
        const senders = await knex('hearth_notice_outbox').whereIn('status', ['sent']).distinct('sent_by');
        console.log(`notices sent by ${senders.length} processes`);
      });
    },
    240_000,
  );
});
