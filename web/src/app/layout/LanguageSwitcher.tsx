/**
 * The language switcher on every page: a labelled native select (keyboard and screen readers work as
 * everywhere), each language named in itself. A visitor's choice is kept in a cookie for the server's
 * next page; a signed-in person's is also saved on their profile, where e-mails read it; the profile's
 * language is the one a signed-in page starts in. A page with an address per language (/home, /fr/home,
 * /es/home: common's language-paths.ts) is left for the chosen language's address, loaded afresh, so
 * the address always says the page's language; another page changes language in place. The same rule
 * holds when a signed-in person's profile names another language than the address they opened (one
 * language per address): the page is replaced by the profile language's address rather than translated
 * in place, so an address never shows a page in another language than the one it names. A choice made
 * while a signed-in page is still loading the profile is saved once the profile has come, and wins over
 * the language the profile held: the page does not snap back to it.
 */
import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { hasLanguageAddresses, isLocale, localizedPath, LOCALES, LOCALE_NAMES, splitLocalePath, type Locale } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { myProfileQuery, queryKeys, updateProfile } from '../../shared/api';
import { useMyProfile } from '../../shared/hooks/useMyProfile';
import { rememberLocale, useLocale } from '../../shared/i18n';
import styles from './Layout.module.css';

export function LanguageSwitcher() {
  const id = useId();
  const { locale, changeLocale } = useLocale();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const profile = useMyProfile(auth.isAuthenticated ? auth.userId : null).data;
  const followed = useRef<string | null>(null);
  // From a choice until it is saved: a profile read meanwhile still names the language it replaces.
  const choosing = useRef(false);

  // Signed in, the page follows the profile's language once it is known (and again if it changes elsewhere):
  // a page with an address per language goes to that language's address (replacing this one in the
  // history, so Back does not return to the other language); another page changes language in place.
  useEffect(() => {
    const stored = profile?.locale;
    if (choosing.current || !isLocale(stored) || followed.current === stored) return;
    followed.current = stored;
    const { location } = window;
    const address = splitLocalePath(location.pathname);
    if (address.prefixed || hasLanguageAddresses(address.path)) {
      if (address.locale === stored) return;
      rememberLocale(stored);
      location.replace(localizedPath(address.path, stored) + location.search + location.hash);
      return;
    }
    if (stored !== locale) void changeLocale(stored);
  }, [profile?.locale, locale, changeLocale]);

  const saveOnProfile = async (next: Locale) => {
    if (!auth.isAuthenticated) return;
    // The profile as cached, or read now when the page has not had it yet.
    const current = await queryClient.ensureQueryData(myProfileQuery(auth.userId)).catch(() => null);
    if (!current || current.locale === next) return;
    const saved = await updateProfile({ ...current, locale: next }).catch(() => null);
    if (saved) queryClient.setQueryData(queryKeys.myProfile(auth.userId), saved);
  };

  const choose = async (next: Locale) => {
    choosing.current = true;
    try {
      const { location } = window;
      const address = splitLocalePath(location.pathname);
      if (address.prefixed || hasLanguageAddresses(address.path)) {
        // Saved first: the next page is a new load, which would not wait for it.
        await saveOnProfile(next);
        rememberLocale(next);
        location.assign(localizedPath(address.path, next) + location.search + location.hash);
        return;
      }
      await changeLocale(next);
      await saveOnProfile(next);
    } finally {
      followed.current = next;
      choosing.current = false;
    }
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select id={id} value={locale} onChange={(event) => isLocale(event.target.value) && void choose(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
