/** The ballot form (docs/requirements.md §16): one answer per question, several where allowed, Abstain alone. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { BallotForm } from './BallotForm';

const QUESTIONS = [
  { text: 'Renew the roof?', kind: 'yesNo' as const },
  { text: 'Which plants?', kind: 'severalOf' as const, options: ['Roses', 'Tulips', 'Ferns'] },
];

const renderForm = () => {
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <BallotForm idPrefix="t" questions={QUESTIONS} submitLabel="Cast ballot" busy={false} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return onSubmit;
};

describe('BallotForm', () => {
  it('asks for every question before sending', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast ballot' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one choice for a single-answer question and a list for "several of"', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Roses' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ferns' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast ballot' }));
    expect(onSubmit).toHaveBeenCalledWith(['no', ['Roses', 'Ferns']]);
  });

  it('Abstain replaces the options chosen, and works from the keyboard', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tulips' }));
    const abstain = screen.getAllByRole('radio', { name: 'Abstain' });
    await userEvent.click(abstain[1]);
    expect(screen.getByRole('checkbox', { name: 'Tulips' })).not.toBeChecked();
    abstain[0].focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(['abstain', ['abstain']]);
  });

  it('a double click sends the ballot once', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getAllByRole('radio', { name: 'Abstain' })[1]);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Cast ballot' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("a ballot being changed starts from the unit's current choices", async () => {
    const onSubmit = vi.fn();
    render(
      <BallotForm
        idPrefix="t"
        questions={QUESTIONS}
        submitLabel="Change ballot"
        busy={false}
        onSubmit={onSubmit}
        initial={[['no'], ['Roses', 'Ferns']]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Roses' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tulips' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change ballot' }));
    expect(onSubmit).toHaveBeenCalledWith(['yes', ['Roses', 'Ferns']]);
  });
});
