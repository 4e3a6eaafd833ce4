import { describe, expect, it } from 'vitest';
import { VoteMessages as M } from './messages';
import { firstIssueMessage } from './validation';
import { ballotSchema, voteCreateSchema } from './votes';

const vote = {
  title: 'Roof',
  questions: [{ text: 'Renew?', kind: 'yesNo' }],
  opensAt: '2026-12-01T10:00:00Z',
  closesAt: '2026-12-02T10:00:00Z',
  counting: 'unit',
  quorum: 0.5,
  secret: false,
  resultsShown: 'atClose',
};
const problemOf = (input: unknown) => {
  const result = voteCreateSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('voteCreateSchema', () => {
  it('takes a vote and fills the defaults', () => {
    expect(voteCreateSchema.parse(vote)).toMatchObject({ description: '', resultsToResidents: false, changeable: false });
  });
  it.each([
    ['no questions', { questions: [] }, M.questionsRequired],
    ['closing before it opens', { closesAt: '2026-11-30T10:00:00Z' }, M.closesBeforeOpens],
    ['a quorum above 100%', { quorum: 1.01 }, M.quorumRange],
    ['repeated options', { questions: [{ text: 'Pick', kind: 'oneOf', options: ['A', 'A'] }] }, M.optionsRequired],
    ['an option named abstain', { questions: [{ text: 'Pick', kind: 'oneOf', options: ['abstain', 'B'] }] }, M.optionsRequired],
    ['a secret ballot that may change', { secret: true, changeable: true }, M.secretUnchangeable],
  ])('refuses %s', (_name, change, message) => {
    expect(problemOf({ ...vote, ...change })).toBe(message);
  });
});

describe('ballotSchema', () => {
  it('takes one answer or a list per question', () => {
    expect(ballotSchema.parse({ answers: ['yes', ['A', 'B']] }).answers).toEqual(['yes', ['A', 'B']]);
    expect(ballotSchema.safeParse({ answers: 'yes' }).success).toBe(false);
  });
});
