/**
 * A vote's e-mail notices (docs/requirements.md, "Votes", "E-mail notices") on a real portal with a real SMTP
 * mailbox: the opening to the verified owners of roster units, the reminder 24 hours before close
 * only to owners whose unit has not voted, the results at an early close, each once, also when two
 * rounds decide it at the same instant; the "votes" preference is honoured.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import type { CapturedMail } from '../../../testkit/mailbox.mjs';
import { accessTokenFor, createAccount } from '../support/tokens';
import { aVote as aVoteOf, createMembers, expectJson, minutesFromNow, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';
import { announce } from '../../src/api/notice/outbox/announce';
import { noticeRecipients } from '../../src/api/profile/notice-recipients';
import { dueVoteItems, type VoteNoticeFacts } from '../../src/api/vote/announcements';

let portal: MailedPortal;
let members: Members;
const HOUR = 3_600_000;
const emailOf = (name: string) => `${name}@example.org`;

const rounds = async (count = 3) => {
  for (let i = 0; i < count; i++) await portal.strapi.service('api::notice.notice').runNow();
};
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const subjectOf = (mail: CapturedMail) => mail.subject;
/** Per recipient address, how many mails have a subject containing `text`. */
const receivedBy = (text: string) => {
  const counts: Record<string, number> = {};
  for (const mail of portal.mailbox.messages.filter((m) => subjectOf(m).includes(text))) {
    for (const to of mail.to) counts[to] = (counts[to] ?? 0) + 1;
  }
  return counts;
};

/** A roster unit and accounts linked to it (verified unless said otherwise). */
async function unitWith(street: string, people: { name: string; relation?: 'owner' | 'tenant'; verified?: boolean }[]) {
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street, entitlement: 1, rosterKey: rosterKeyOf('1', street) } });
  const tokens: Record<string, string> = {};
  for (const { name, relation = 'owner', verified = true } of people) {
    const { profile, token } = await createAccount(portal, name, [relation]);
    if (!verified)
      await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation, profileId: profile.id } });
    tokens[name] = token;
  }
  return tokens;
}

const aVote = (title: string, closesInHours: number): VoteCreate => aVoteOf({ title, closesAt: minutesFromNow(closesInHours * 60) });

let tokens: Record<string, string>;

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000' });
  members = await createMembers(portal, 'vn');
  tokens = {
    ...(await unitWith('Notice Lane 1', [{ name: 'vnalice' }, { name: 'vnbob' }, { name: 'vntina', relation: 'tenant' }])),
    ...(await unitWith('Notice Lane 2', [{ name: 'vncarol' }])),
    ...(await unitWith('Notice Lane 3', [{ name: 'vndave' }, { name: 'vnuma', verified: false }])),
    ...(await unitWith('Notice Lane 4', [{ name: 'vnerin' }])),
  };
  // Dave turned vote notices off; Erin wants them in the weekly digest (so no reminder, which would come too late).
  for (const [name, votes] of [
    ['vndave', 'none'],
    ['vnerin', 'weeklyDigest'],
  ]) {
    await expectJson(await portal.request('PUT', '/api/notices/preferences', { token: tokens[name], json: { votes } }), 200);
  }
});
afterAll(async () => {
  vi.useRealTimers();
  await portal?.stop();
});

describe("a vote's e-mail notices", () => {
  it('has "votes" among the preferences, at once by default, offered to verified owners of roster units', async () => {
    const body = await expectJson(await portal.request('GET', '/api/notices/preferences', { token: tokens.vnalice }), 200);
    expect(body.preferences.votes).toBe('atOnce');
    expect(body.votesAllowed).toBe(true);
    // Not offered to a tenant of the same unit, nor to an owner the association has not verified.
    for (const name of ['vntina', 'vnuma']) {
      expect((await expectJson(await portal.request('GET', '/api/notices/preferences', { token: tokens[name] }), 200)).votesAllowed).toBe(
        false,
      );
    }
    expect(
      (await expectJson(await portal.request('GET', '/api/notices/preferences', { token: tokens.vndave }), 200)).preferences.votes,
    ).toBe('none');
  });

  it('tells the owners at opening, reminds the units without a ballot, sends the results at early close, each once', async () => {
    const title = 'Roof renewal 2027';
    const vote = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(title, 48) }), 201);
    await rounds();
    const owners = { [emailOf('vnalice')]: 1, [emailOf('vnbob')]: 1, [emailOf('vncarol')]: 1 };
    expect(receivedBy(`Vote open: ${title}`)).toEqual(owners);
    const opening = unfolded(portal.mailbox.lastTo(emailOf('vncarol'))!.text);
    expect(opening).toContain(`${portal.url}/votes/${vote.id}`);
    // The association's time zone (site setting `timeZone`, America/Toronto by default), never UTC.
    expect(opening).toMatch(/Voting is open until \d{4}-\d\d-\d\d \d\d:\d\d E[SD]T\./);
    expect(opening).toContain(`${portal.url}/manage#notices`);

    // Alice votes for unit 1; Bob, her co-owner, is not reminded either.
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: tokens.vnalice, json: { answers: ['yes'] } }),
      201,
    );
    await rounds();
    expect(receivedBy(`Vote closes in 24 hours: ${title}`)).toEqual({});

    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 25 * HOUR);
      await rounds();
      await rounds();
      expect(receivedBy(`Vote closes in 24 hours: ${title}`)).toEqual({ [emailOf('vncarol')]: 1 });
      expect(unfolded(portal.mailbox.lastTo(emailOf('vncarol'))!.text)).toContain('Your unit has not voted yet');

      const token = await accessTokenFor(portal, members.director.userId); // a day later: a fresh sign-in
      await expectJson(
        await portal.request('POST', `/api/votes/${vote.id}/close`, { token, json: { reason: 'Agreed at the meeting' } }),
        200,
      );
      await rounds();
      await rounds();
      expect(receivedBy(`Vote results: ${title}`)).toEqual(owners);
      const results = unfolded(portal.mailbox.lastTo(emailOf('vnbob'))!.text);
      // The words of the results page (common/src/vote-report.ts), times in the association's zone.
      expect(results).toMatch(/Closed early \d{4}-\d\d-\d\d \d\d:\d\d E[SD]T: Agreed at the meeting\./);
      expect(results).toContain('Quorum 50% of units: not met; units voted 1 of 4 (25% of units);');
      expect(results).toContain(
        '1. Renew the roof this year?: Defeated: quorum not met. Yes 1 (100% of units voted), No 0 (0% of units voted), Abstain 0 (0% of units voted).',
      );

      // Erin's three notices wait for her weekly digest, which has no reminder.
      vi.setSystemTime(Date.now() + 8 * 24 * HOUR);
      await rounds();
      const digests = portal.mailbox
        .to(emailOf('vnerin'))
        .filter((m) => subjectOf(m).includes("this week's Votes"))
        .map((m) => unfolded(m.text))
        .join('\n');
      expect(digests).toContain('Voting is open until');
      expect(digests).toContain('Quorum 50% of units: not met');
      expect(digests).not.toContain('has not voted yet');
    } finally {
      vi.useRealTimers();
    }
    for (const name of ['vntina', 'vnuma', 'vndave', 'vntenant', 'vnowner', 'vnadmin', 'vndirector']) {
      expect(portal.mailbox.to(emailOf(name)).filter((m) => subjectOf(m).includes(title))).toEqual([]);
    }
  });

  it('sends a notice once when two rounds decide it at the same instant', async () => {
    const title = 'Bike shed';
    // Opening in a minute, so that this process's own rounds do not announce it first.
    const opensAt = Date.now() + 60_000;
    const vote = await expectJson(
      await portal.request('POST', '/api/votes', {
        token: members.admin.token,
        json: { ...aVote(title, 2), opensAt: new Date(opensAt).toISOString() },
      }),
      201,
    );
    const knex = portal.strapi.db.connection;
    const facts: VoteNoticeFacts = {
      owners: () => portal.strapi.service('api::unit.roster').votingOwners(),
      results: (id) => portal.strapi.service('api::vote.vote').resultsOf(id),
      timeZone: () => portal.strapi.service('api::site-setting.settings').timeZone(),
      fixElectorate: (id) => portal.strapi.service('api::vote.vote').fixElectorate(id),
    };
    const now = opensAt + 1000;
    // Two processes' rounds: each finds the opening due, both try to announce it.
    const round = async () => {
      const items = (await dueVoteItems(knex, now, portal.url, facts)).filter((i) => i.id === vote.id);
      expect(items.map((i) => i.source)).toEqual(['vote-opening']);
      return Promise.all(items.map((item) => announce(knex, noticeRecipients(portal.strapi), item, now, 'Hearth')));
    };
    const outcomes = (await Promise.all([round(), round()])).flat();
    expect(outcomes.sort()).toEqual([false, true]);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(now);
      await rounds();
      await rounds();
    } finally {
      vi.useRealTimers();
    }
    expect(receivedBy(`Vote open: ${title}`)).toEqual({ [emailOf('vnalice')]: 1, [emailOf('vnbob')]: 1, [emailOf('vncarol')]: 1 });
    // A vote opened with less than a day left gets no reminder.
    expect((await dueVoteItems(knex, now + HOUR, portal.url, facts)).filter((i) => i.id === vote.id)).toEqual([]);
  });
});
