import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderUi } from '../../../test/render';
import { FaqForm, ADD_DETAIL_LABEL } from './FaqForm';
import { blankFaq } from './faqForm.schema';

describe('FAQ form', () => {
  it('numbers a new detail count + 1 and shows the bottom save button past 2 details', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(
      <I18nProvider i18n={i18n}>
        <FaqForm initial={blankFaq()} onSave={onSave} busy={false} />
      </I18nProvider>,
    );
    const saves = () => screen.getAllByRole('button', { name: 'Save New FAQ' });
    expect(saves()).toHaveLength(1);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.getByRole('spinbutton', { name: 'Sequence of detail 3' })).toHaveValue(3);
    expect(saves()).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Where do I park?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'In the garage.');
    await user.click(saves()[1]);
    expect(await screen.findAllByText(Messages.faqDetailRequired)).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
    for (let i = 1; i <= 3; i++) await user.type(screen.getByRole('textbox', { name: `Contents of detail ${i}` }), `Step ${i}`);
    await user.click(saves()[0]);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ id: 0, details: [{ sequence: 1, body: 'Step 1' }, { sequence: 2 }, { sequence: 3 }] });
  });

  it('shows no error on a detail just added, and a shown error clears while typing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(
      <I18nProvider i18n={i18n}>
        <FaqForm initial={blankFaq()} onSave={onSave} busy={false} />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Pets?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Yes, on a leash.');
    await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.queryByText(Messages.faqDetailRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save New FAQ' }));
    expect(await screen.findByText(Messages.faqDetailRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Contents of detail 1' }), 'Dogs under 20 kg.');
    await waitFor(() => expect(screen.queryByText(Messages.faqDetailRequired)).toBeNull());
    // Saving straight from the field (no blur first) goes through.
    await user.click(screen.getByRole('button', { name: 'Save New FAQ' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('has no bottom save button while editing an existing FAQ', async () => {
    const user = userEvent.setup();
    renderUi(
      <I18nProvider i18n={i18n}>
        <FaqForm initial={{ id: 4, question: 'Q', answer: 'A', details: [] }} onSave={() => undefined} busy={false} />
      </I18nProvider>,
    );
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.getAllByRole('button', { name: 'Save FAQ' })).toHaveLength(1);
  });
});
