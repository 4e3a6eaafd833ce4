/**
 * Results a board can sign (docs/requirements.md §16, §19) on a real portal and database: the
 * results, their CSV (UTF-8 with a byte order mark) and their PDF name the association, give the
 * vote's times in its time zone, say each share's basis in words, carry or defeat each question by
 * the vote's counting, and print entitlements with the decimals the roster was entered with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteCreate } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { pdfText } from '../support/pdf-text';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: TestPortal;
let members: Members;
const owners: string[] = [];

const ASSOCIATION = 'Résidence Émilie-Côté';
// A zone without daylight saving, so the expected wall clock is computed here without the portal's rules.
const ZONE = 'Asia/Kolkata';
const inZone = (iso: string) => `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')} GMT+5:30`;

const aVote = (counting: VoteCreate['counting']): VoteCreate => ({
  title: `Roof renewal by ${counting}`,
  description: '',
  questions: [
    { text: 'Renew the roof this year?', kind: 'yesNo' },
    { text: 'Which colour?', kind: 'oneOf', options: ['Slate grey', 'Terracotta'] },
  ],
  opensAt: new Date(Date.now() - 60_000).toISOString(),
  closesAt: new Date(Date.now() + 3_600_000).toISOString(),
  counting,
  quorum: 0.5,
  secret: false,
  resultsShown: 'atClose',
  resultsToResidents: false,
  changeable: false,
});

/** Three units vote, one does not: entitlements 1.2345 yes, 2.5 no, 0.75 yes, 1.5 absent. */
async function votedAndClosed(counting: VoteCreate['counting']) {
  const vote = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(counting) }), 201);
  const answers = [
    ['yes', 'Slate grey'],
    ['no', 'Terracotta'],
    ['yes', 'abstain'],
  ];
  for (const [i, token] of owners.entries()) {
    await expectJson(await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token, json: { answers: answers[i] } }), 201);
  }
  await expectJson(
    await portal.request('POST', `/api/votes/${vote.id}/close`, { token: members.director.token, json: { reason: 'Agreed at the AGM' } }),
    200,
  );
  return Number(vote.id);
}

beforeAll(async () => {
  // The name as the portal is first set up with it (the site's name is read through a cache).
  portal = await startPortal({ SITE_NAME: ASSOCIATION });
  const settings = portal.strapi.db.query('api::site-setting.site-setting');
  const setting = await settings.findOne({ select: ['id'] });
  await settings.update({ where: { id: setting.id }, data: { timeZone: ZONE } });
  members = await createMembers(portal, 'vr');
  for (const [i, entitlement] of [1.2345, 2.5, 0.75, 1.5].entries()) {
    const street = 'Rue Report';
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number: String(i + 1), street, entitlement, rosterKey: rosterKeyOf(String(i + 1), street) } });
    if (i === 3) continue;
    const { profile, token } = await createAccount(portal, `vrowner${i}`, ['owner']);
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
    owners.push(token);
  }
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('results a board can sign', () => {
  it('the results name the association and its zone, and print entitlements with the roster’s four decimals', async () => {
    const id = await votedAndClosed('entitlement');
    const results = await expectJson(await portal.request('GET', `/api/votes/${id}/results`, { token: owners[0] }), 200);
    expect(results.association).toEqual({ name: ASSOCIATION, timeZone: ZONE });
    expect(results.weightDecimals).toBe(4);
    expect(results.vote.title).toBe('Roof renewal by entitlement');
    expect(results.participation).toEqual({ units: 3, weight: 4.4845, totalUnits: 4, totalWeight: 5.9845 });
  });

  it('the CSV is UTF-8 with a byte order mark and says carried or defeated, each share with its basis, times in the zone', async () => {
    const id = await votedAndClosed('entitlement');
    const response = await portal.request('GET', `/api/votes/${id}/results/csv`, { token: owners[1] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const vote = (await expectJson(await portal.request('GET', `/api/votes/${id}`, { token: owners[1] }), 200)) as {
      opensAt: string;
      closedAt: string;
    };
    expect(lines).toContain(`Association,${ASSOCIATION}`);
    expect(lines).toContain(`Opened,${inZone(vote.opensAt)}`);
    expect(lines).toContain(`Closed early,${inZone(vote.closedAt)}`);
    expect(lines).toContain('Reason for closing early,Agreed at the AGM');
    expect(lines).toContain(`Time zone,${ZONE}`);
    expect(lines).toContain('Counting,By entitlement');
    expect(lines).toContain('Quorum,50% of entitlement: met');
    expect(lines).toContain('Units voted,3 of 4 (75% of units)');
    expect(lines).toContain('Entitlement voted,4.4845 of 5.9845 (74.9% of entitlement)');
    expect(lines).toContain('Question,Choice,Units,Entitlement,Share,Outcome');
    // Two units said yes, but the no weighs more: by entitlement the question is defeated.
    expect(lines).toContain('1. Renew the roof this year?,Yes,2,1.9845,44.3% of entitlement voted,Defeated');
    expect(lines).toContain('1. Renew the roof this year?,No,1,2.5000,55.7% of entitlement voted,Defeated');
    expect(lines).toContain('1. Renew the roof this year?,Abstain,0,0.0000,0% of entitlement voted,Defeated');
    expect(lines).toContain('2. Which colour?,Terracotta,1,2.5000,55.7% of entitlement voted,Chosen: Terracotta');
    expect(lines).toContain('2. Which colour?,Abstain,1,0.7500,16.7% of entitlement voted,Chosen: Terracotta');
  });

  it('by unit the same ballots carry the question; the PDF prints the association, the zone and the words', async () => {
    const id = await votedAndClosed('unit');
    const response = await portal.request('GET', `/api/votes/${id}/results/pdf`, { token: owners[2] });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const vote = (await expectJson(await portal.request('GET', `/api/votes/${id}`, { token: owners[2] }), 200)) as { opensAt: string };
    expect(text.split('\n')[0]).toBe(ASSOCIATION);
    expect(text).toContain('Roof renewal by unit');
    expect(text).toContain('Final results');
    expect(text).toContain(`Opened: ${inZone(vote.opensAt)}`);
    expect(text).toContain(`Time zone: ${ZONE}`);
    expect(text).toContain('Quorum: 50% of units: met');
    expect(text).toContain('Entitlement voted: 4.4845 of 5.9845 (74.9% of entitlement)');
    expect(text).toContain('1. Renew the roof this year?\nCarried\nChoice|Units|Entitlement|Share');
    expect(text).toContain('Yes|2|1.9845|66.7% of units voted');
    expect(text).toContain('No|1|2.5000|33.3% of units voted');
    expect(text).toContain('2. Which colour?\nNo decision: tied between Slate grey, Terracotta');
    expect(text).not.toContain('UTC');
  });
});
