/** The language switcher (every page's footer) and the language a page starts in. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import { LocaleProvider, initialLocale } from '../../shared/i18n';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { bodyOf, mockApi } from '../../test/api-stub';
import { LanguageSwitcher } from './LanguageSwitcher';

const profile = { id: 3, userId: 7, userName: 'jane', firstName: 'Jane', lastName: 'Roe', locale: null };

function renderSwitcher(roles: string[] | null = null) {
  const i18n = setupI18n({ locale: 'en', messages: { en: english } });
  renderWith(
    <LocaleProvider i18n={i18n}>
      <LanguageSwitcher />
    </LocaleProvider>,
    { auth: fakeAuth(roles) },
  );
  return i18n;
}

describe('<LanguageSwitcher>', () => {
  it('is a labelled select naming each language in itself; the keyboard switches the page, its lang and the next visit', async () => {
    const user = userEvent.setup();
    const i18n = renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français', 'Español']);
    select.focus();
    await user.selectOptions(select, 'es');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es'));
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('hearth-locale=es');
  });

  it("signed in, saves the choice on the person's profile", async () => {
    const calls = mockApi({
      'GET /api/profile': () => profile,
      'PUT /api/profile/update': (_url, init) => JSON.parse(String(init.body)),
    });
    const user = userEvent.setup();
    renderSwitcher(['tenant']);
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/profile')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/profile/update')).toBe(true));
    const saved = JSON.parse(String(calls.find((c) => c.key === 'PUT /api/profile/update')!.init.body));
    expect(saved).toMatchObject({ id: 3, locale: 'fr-CA' });
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
  });
});

describe("<LanguageSwitcher> and the signed-in person's profile language", () => {
  const originalLocation = window.location;
  afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: originalLocation }));

  /** Opens the switcher signed in, at an address, with a profile naming a language; returns the page's i18n and the replace spy. */
  async function openAt(pathname: string, locale: string, search = '', hash = '') {
    const replace = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, pathname, search, hash, replace, assign: vi.fn() },
    });
    const calls = mockApi({ 'GET /api/profile': () => ({ ...profile, locale }) });
    const i18n = renderSwitcher(['tenant']);
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/profile')).toBe(true));
    return { i18n, replace };
  }

  it("on a page with an address per language, goes to the profile language's address, keeping the query and fragment", async () => {
    const { i18n, replace } = await openAt('/fr/news', 'es', '?page=2', '#latest');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/es/news?page=2#latest'));
    expect(replace).toHaveBeenCalledTimes(1);
    // The page is not translated in place: the address it leaves keeps its own language until it is left.
    expect(i18n.locale).toBe('en');
    expect(document.cookie).toContain('hearth-locale=es');
  });

  it("from an English page's unprefixed address too (a news item's)", async () => {
    const { replace } = await openAt('/news/12', 'fr-CA');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/fr/news/12'));
  });

  it('to the unprefixed English address from a prefixed one', async () => {
    const { replace } = await openAt('/es/contacts', 'en');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/contacts'));
  });

  it("stays when the address already says the profile's language", async () => {
    const { i18n, replace } = await openAt('/es/home', 'es');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replace).not.toHaveBeenCalled();
    expect(i18n.locale).toBe('en');
  });

  it('keeps a choice made while the profile was still loading: saved on it, and the page does not go back', async () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, pathname: '/bookings', search: '', hash: '', replace: vi.fn(), assign: vi.fn() },
    });
    let answerProfile!: () => void;
    const profileCame = new Promise<void>((resolve) => (answerProfile = resolve));
    const calls = mockApi({
      'GET /api/profile': async () => {
        await profileCame;
        return { ...profile, locale: 'fr-CA' };
      },
      'PUT /api/profile/update': (_url, init) => JSON.parse(String(init.body)),
    });
    const user = userEvent.setup();
    const i18n = renderSwitcher(['tenant']);
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/profile')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    answerProfile();
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/profile/update')).toBe(true));
    expect(bodyOf(calls, 'PUT /api/profile/update')).toMatchObject({ id: 3, locale: 'es' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.locale).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('on a page without an address per language, switches in place', async () => {
    const { i18n, replace } = await openAt('/manage', 'es');
    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });
});

describe('initialLocale', () => {
  const page = (html: string, cookie = '') => {
    const doc = document.implementation.createHTMLDocument();
    const root = doc.documentElement;
    const attrs = /<html([^>]*)>/.exec(html)![1];
    for (const [, name, value] of attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) root.setAttribute(name, value ?? '');
    Object.defineProperty(doc, 'cookie', { value: cookie });
    return doc;
  };

  it("starts in the language the server rendered, else the visitor's choice, else the browser's, else English", () => {
    expect(initialLocale(page('<html lang="fr-CA" data-locale>'), ['es'])).toBe('fr-CA');
    expect(initialLocale(page('<html lang="en">', 'a=1; hearth-locale=es'), ['fr'])).toBe('es');
    expect(initialLocale(page('<html lang="en">', 'hearth-locale=xx'), ['fr-FR', 'en'])).toBe('fr-CA');
    expect(initialLocale(page('<html lang="en">'), ['de', 'xx'])).toBe('en');
    // A page that names a language the portal does not speak is not believed.
    expect(initialLocale(page('<html lang="de" data-locale>'), [])).toBe('en');
  });
});
