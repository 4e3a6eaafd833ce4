import { describe, expect, it } from 'vitest';
import { VoteNoticeMail } from './notices';
import { decimalsOf, outcomeOf, resultsReport, voteTime, weightText } from './vote-report';
import type { VoteResults } from './votes';

/** A closed yes/no vote of four units: yes and no as given, counted by `counting`. */
const resultsOf = (yes: [number, number], no: [number, number], counting: VoteResults['counting'] = 'unit', quorumMet = true) =>
  ({
    voteId: 1,
    vote: {
      id: 1,
      title: 'Roof',
      description: '',
      questions: [{ text: 'Renew?', kind: 'yesNo' }],
      opensAt: '2026-11-25T14:00:00.000Z',
      closesAt: '2026-11-26T14:00:00.000Z',
      closedAt: null,
      closeReason: null,
      counting,
      quorum: 0.5,
      secret: false,
      resultsShown: 'atClose',
      resultsToResidents: false,
      changeable: false,
      documents: [],
      status: 'closed',
      recordDate: null,
    },
    association: { name: 'Maple Court', timeZone: 'America/Toronto' },
    weightDecimals: 2,
    final: true,
    counting,
    participation: { units: yes[0] + no[0], weight: yes[1] + no[1], totalUnits: 4, totalWeight: 4 },
    paperBallots: 0,
    quorum: 0.5,
    quorumMet,
    questions: [
      {
        text: 'Renew?',
        choices: [
          { choice: 'yes', units: yes[0], weight: yes[1] },
          { choice: 'no', units: no[0], weight: no[1] },
          { choice: 'abstain', units: 0, weight: 0 },
        ],
      },
    ],
    sealedAt: null,
  }) satisfies VoteResults;

describe('results a board can sign (docs/requirements.md §16)', () => {
  it('prints entitlements with the roster’s decimals, never a floating-point sum', () => {
    expect([decimalsOf(3), decimalsOf(1.25), decimalsOf(1.2345), decimalsOf(0.0004)]).toEqual([0, 2, 4, 4]);
    expect(weightText(0.1 + 0.2, 4)).toBe('0.3000');
    expect(weightText(21.200000000000003, 1)).toBe('21.2');
  });

  it('gives times in the association’s zone, with its abbreviation', () => {
    expect(voteTime('2026-11-25T19:04:00Z', 'America/Toronto')).toBe('2026-11-25 14:04 EST');
    expect(voteTime('2026-07-01T19:04:00Z', 'America/Toronto')).toBe('2026-07-01 15:04 EDT');
  });

  it('carries a yes/no question by the vote’s counting; a tie or a missed quorum defeats it', () => {
    expect(outcomeOf(resultsOf([2, 1], [1, 3]), 0)).toBe('Carried');
    expect(outcomeOf(resultsOf([2, 1], [1, 3], 'entitlement'), 0)).toBe('Defeated');
    expect(outcomeOf(resultsOf([1, 1], [1, 1]), 0)).toBe('Defeated');
    expect(outcomeOf(resultsOf([2, 2], [0, 0], 'unit', false), 0)).toBe('Defeated: quorum not met');
  });

  it('says every share with its basis in words', () => {
    const report = resultsReport(resultsOf([2, 1], [1, 3]));
    expect(report.questions[0].rows).toEqual([
      ['Yes', '2', '1.00', '66.7% of units voted'],
      ['No', '1', '3.00', '33.3% of units voted'],
      ['Abstain', '0', '0.00', '0% of units voted'],
    ]);
    expect(report.facts).toContainEqual(['Units voted', '3 of 4 (75% of units)']);
    expect(report.facts).toContainEqual(['Entitlement voted', '4.00 of 4.00 (100% of entitlement)']);
  });

  it('a vote that has not opened says when it opens, not that it opened', () => {
    const results = resultsOf([0, 0], [0, 0]);
    const upcoming = { ...results, final: false, vote: { ...results.vote, status: 'upcoming' as const } };
    expect(resultsReport(upcoming).facts[2]).toEqual(['Opens', '2026-11-25 09:00 EST']);
    expect(resultsReport(results).facts[2]).toEqual(['Opened', '2026-11-25 09:00 EST']);
  });
});

describe("a vote's opening notice (docs/requirements.md §16)", () => {
  it('says each unit has one vote, or one weighted by its entitlement', () => {
    const closes = Date.parse('2026-11-26T14:00:00Z');
    expect(VoteNoticeMail.opening(closes, 'America/Toronto', 'unit')).toContain('Each unit has one vote;');
    const weighted = VoteNoticeMail.opening(closes, 'America/Toronto', 'entitlement');
    expect(weighted).toContain("weighted by the unit's entitlement");
    expect(weighted).not.toContain('one vote');
  });
});
