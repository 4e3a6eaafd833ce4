/** Common's texts and the shared components in the reader's language. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { renderWith } from '../../test/auth-fixture';
import { LoadFailed } from '../ui';
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
});
