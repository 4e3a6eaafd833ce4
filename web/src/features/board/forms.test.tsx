import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderUi } from '../../test/render';
import { DirectorAddForm, SAVE_DIRECTOR_LABEL } from './admin/DirectorAddForm';

const roles = [1, 2, 3, 4, 5, 6].map((id) => ({ id, role: `Role ${id}` }));

describe('director add form', () => {
  it('keeps Save Board Director disabled until the form is valid, with a 6-row roles list', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderUi(
      <I18nProvider i18n={i18n}>
        <DirectorAddForm roles={roles} onAdd={onAdd} busy={false} />
      </I18nProvider>,
    );
    const save = screen.getByRole('button', { name: SAVE_DIRECTOR_LABEL });
    expect(save).toBeDisabled();
    const select = screen.getByRole('listbox', { name: /Responsibilities/ });
    expect(select).toHaveAttribute('size', '6');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Raman');
    await user.type(screen.getByRole('textbox', { name: /Unit Number/ }), '307');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '555-0100');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Priya@X.org');
    await user.tab();
    expect(await screen.findByText(Messages.emailPattern)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@x.org');
    expect(save).toBeDisabled();
    await user.selectOptions(select, ['2', '4']);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(onAdd.mock.calls[0][0]).toMatchObject({ firstName: 'Priya', roles: [2, 4], active: false });
  });

  it('shows the required message of a touched empty field', async () => {
    const user = userEvent.setup();
    renderUi(
      <I18nProvider i18n={i18n}>
        <DirectorAddForm roles={roles} onAdd={() => undefined} busy={false} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: /First Name/ }));
    await user.tab();
    expect(await screen.findByText(Messages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
