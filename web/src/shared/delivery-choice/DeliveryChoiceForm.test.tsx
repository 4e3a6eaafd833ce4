/** The delivery choice form the Notices page and Account Management share (docs/requirements.md §21): each way's own words and button. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  DELIVERY_CHOICE_ACTIONS,
  DELIVERY_CHOICES,
  MeetingMessages,
  type ConsentAnswer,
} from '@hearth/common';
import { mockApi, VISIT_LOG } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { DeliveryChoiceForm } from './DeliveryChoiceForm';

const CONSENT: ConsentAnswer = {
  current: null,
  wordings: { ...CONSENT_WORDINGS[CURRENT_CONSENT_VERSION] },
  version: CURRENT_CONSENT_VERSION,
  eligible: true,
};

const mockConsent = (answer: ConsentAnswer, saved: unknown[] = []) =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/meetings/consent': () => answer,
    'PUT /api/meetings/consent': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { choice: 'email' | 'website' | 'paper'; version: string };
      saved.push(body);
      return { ...answer, current: { ...body, wording: answer.wordings[body.choice], agreedAt: '2026-11-27T10:00:00.000Z' } };
    },
  });

describe('DeliveryChoiceForm', () => {
  it('words the agreement and its button for each way: paper mail is never "instead of by paper mail"', async () => {
    mockConsent(CONSENT);
    renderWith(<DeliveryChoiceForm />, { auth: fakeAuth(['owner']) });
    // Nothing recorded: paper mail is the choice shown.
    expect(await screen.findByRole('radio', { name: 'By paper mail to my unit' })).toBeChecked();
    for (const choice of DELIVERY_CHOICES) {
      await userEvent.click(screen.getByRole('radio', { name: new RegExp(choice === 'email' ? 'e-mail' : choice, 'i') }));
      expect(screen.getByText(CONSENT.wordings[choice])).toBeInTheDocument();
      expect(screen.getByRole('button', { name: DELIVERY_CHOICE_ACTIONS[choice] })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'By paper mail to my unit' }));
    expect(screen.queryByText(/instead of by paper mail/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep notices by paper mail' })).toBeInTheDocument();
  });

  it('records the way chosen with the version shown, and says so', async () => {
    const saved: unknown[] = [];
    mockConsent(CONSENT, saved);
    renderWith(<DeliveryChoiceForm />, { auth: fakeAuth(['owner']) });
    await userEvent.click(await screen.findByRole('radio', { name: 'Posted on the website (Notices page)' }));
    await userEvent.click(screen.getByRole('button', { name: 'I agree to notices on the website' }));
    await waitFor(() => expect(saved).toEqual([{ choice: 'website', version: CURRENT_CONSENT_VERSION }]));
    expect(await screen.findByText(/Your choice: Posted on the website/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw my agreement' })).toBeInTheDocument();
  });

  it('tells someone who is not a verified owner why there is nothing to choose, where asked to', async () => {
    mockConsent({ ...CONSENT, eligible: false });
    const { unmount } = renderWith(<DeliveryChoiceForm explainIneligible />, { auth: fakeAuth(['tenant']) });
    expect(await screen.findByText(MeetingMessages.consentNotOwner)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
  });
});
