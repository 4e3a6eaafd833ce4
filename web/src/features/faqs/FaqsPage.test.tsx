/** The members' FAQs screen (docs/requirements.md, "Public and account screens") with the API answered at fetch: the FAQ chosen at first and its details. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { mockApi } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import FaqsPage from './FaqsPage';

describe('FAQs', () => {
  it('selects FAQ id 1 by default and shows question, answer and details', async () => {
    mockApi({
      'GET /api/faq': () => [
        { id: 2, question: 'Parking?', answer: 'Level P1', details: [] },
        {
          id: 1,
          question: 'Pets?',
          answer: 'Small pets only',
          details: [
            { id: 5, sequence: 2, body: 'Register them' },
            { id: 4, sequence: 1, body: 'Max 2' },
          ],
        },
      ],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<FaqsPage />, { auth: fakeAuth(['owner']) });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pets?' })).toBeInTheDocument();
    expect(screen.getByText('Small pets only')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((l) => l.textContent)).toContain('Max 2');
    await userEvent.click(screen.getByRole('button', { name: 'Parking?' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Parking?' })).toBeInTheDocument();
  });
  it('shows a placeholder when there are none', async () => {
    mockApi({ 'GET /api/faq': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<FaqsPage />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByText(Messages.noFaqs)).toBeInTheDocument();
  });
});
