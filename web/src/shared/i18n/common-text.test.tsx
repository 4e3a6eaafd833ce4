/** Common's texts and the shared components in the reader's language. */
import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { Messages } from '@hearth/common';
import { renderWith } from '../../test/auth-fixture';
import { LoadFailed, TextField, ToastProvider, useToast } from '../ui';
import { activateLocale, LocaleProvider } from '.';

describe('in French', () => {
  it("a load failure says common's sentence around the page's own word, with its button, in French", async () => {
    const i18n = setupI18n();
    await activateLocale('fr-CA', i18n);
    renderWith(
      <LocaleProvider i18n={i18n}>
        <LoadFailed what="les actualités" onRetry={() => undefined} />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger : les actualités.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it("a form's message from common's schemas shows in French under its field", async () => {
    const i18n = setupI18n();
    await activateLocale('fr-CA', i18n);
    renderWith(
      <LocaleProvider i18n={i18n}>
        <TextField label="Confirmer" error={Messages.passwordsDontMatch} />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas.');
  });

  it('a toast says its kind and common’s text in French, and its close button too', async () => {
    const i18n = setupI18n();
    await activateLocale('fr-CA', i18n);
    function Refuse() {
      const toast = useToast();
      useEffect(() => toast.error(Messages.passwordsDontMatch), [toast]);
      return null;
    }
    render(
      <LocaleProvider i18n={i18n}>
        <ToastProvider>
          <Refuse />
        </ToastProvider>
      </LocaleProvider>,
    );
    expect((await screen.findAllByText('Les mots de passe ne correspondent pas.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Erreur').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });
});
