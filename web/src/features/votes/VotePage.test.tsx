/**
 * One vote's page (docs/requirements.md §16) with the API answered at fetch: a named ballot that may
 * change offers "Change ballot" at once after casting, from the choices cast; a tenant reads the
 * results of a vote that gives them to residents, with nothing to fill in; the participation of a
 * vote counted by entitlement says its basis.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { VoteDetail, VoteResults } from '@hearth/common';
import { VISIT_LOG, bodiesOf, mockApi } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import VotePage from './VotePage';

const VOTE: VoteDetail = {
  id: 4,
  title: 'Garden benches',
  description: '',
  questions: [{ text: 'Buy two benches?', kind: 'yesNo' }],
  opensAt: '2026-12-01T14:00:00.000Z',
  closesAt: '2026-12-05T02:51:00.000Z',
  closedAt: null,
  closeReason: null,
  counting: 'unit',
  quorum: 0.5,
  secret: false,
  resultsShown: 'atClose',
  resultsToResidents: true,
  changeable: true,
  documents: [],
  status: 'open',
  recordDate: '2026-12-01T14:00:05.000Z',
  units: [{ unitId: 9, label: '307 Maple Court', asProxy: false, cast: false, proxy: null }],
  participation: { units: 0, weight: 0, totalUnits: 8, totalWeight: 8.5 },
};

const show = (roles: string[]) =>
  renderWith(
    <Routes>
      <Route path="/votes/:id" element={<VotePage />} />
    </Routes>,
    { auth: fakeAuth(roles), path: '/votes/4' },
  );

/** A panel of the page: the section under its heading. */
const panel = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;

describe('a vote page', () => {
  it('after a named ballot that may change is cast, "Change ballot" shows at once with the choices cast', async () => {
    let detail = VOTE;
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/settings': () => ({ timeZone: 'America/Toronto' }),
      'GET /api/votes/4': () => detail,
      'POST /api/votes/4/ballots': () => {
        detail = { ...VOTE, units: [{ ...VOTE.units[0], cast: true, choices: [['yes']] }] };
        return { receipt: 'ABCD-0123-4567-89EF', unitId: 9 };
      },
    });
    show(['owner']);
    const ballot = await panel('Ballot for unit 307 Maple Court');
    expect(screen.getByText(/^Closes .*Dec.*9:51.*EST · Named ballot/)).toBeInTheDocument();
    await userEvent.click(within(ballot).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(ballot).getByRole('button', { name: 'Cast ballot' }));
    expect(await within(ballot).findByText('ABCD-0123-4567-89EF')).toBeInTheDocument();
    expect(await within(ballot).findByRole('button', { name: 'Change ballot' })).toBeInTheDocument();
    expect(within(ballot).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(bodiesOf(calls, 'POST /api/votes/4/ballots')).toEqual([{ answers: ['yes'] }]);
  });

  it('a tenant reads the results of a closed vote given to residents: no ballot, no form', async () => {
    const closed: VoteDetail = {
      ...VOTE,
      status: 'closed',
      units: [],
      participation: { units: 2, weight: 1.8, totalUnits: 8, totalWeight: 8.5 },
    };
    const results: VoteResults = {
      voteId: 4,
      vote: closed,
      association: { name: 'Maple Court', timeZone: 'America/Toronto' },
      weightDecimals: 1,
      final: true,
      counting: 'unit',
      participation: closed.participation,
      paperBallots: 0,
      quorum: 0.5,
      quorumMet: false,
      questions: [
        {
          text: 'Buy two benches?',
          choices: [
            { choice: 'yes', units: 1, weight: 0.8 },
            { choice: 'no', units: 1, weight: 1 },
            { choice: 'abstain', units: 0, weight: 0 },
          ],
        },
      ],
      sealedAt: null,
    };
    mockApi({ ...VISIT_LOG, 'GET /api/settings': () => ({}), 'GET /api/votes/4': () => closed, 'GET /api/votes/4/results': () => results });
    show(['tenant']);
    expect(await panel('Results')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Yes 1 0.8 50% of units voted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Ballot for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a vote counted by entitlement gives its participation as a share of the entitlement', async () => {
    const weighted: VoteDetail = {
      ...VOTE,
      counting: 'entitlement',
      participation: { units: 1, weight: 0.8, totalUnits: 8, totalWeight: 8.5 },
    };
    mockApi({ ...VISIT_LOG, 'GET /api/settings': () => ({}), 'GET /api/votes/4': () => weighted });
    show(['owner']);
    expect(
      await screen.findByText('Participation: 1 of 8 units, 9.4% of the entitlement; quorum 50% of the entitlement'),
    ).toBeInTheDocument();
  });
});
