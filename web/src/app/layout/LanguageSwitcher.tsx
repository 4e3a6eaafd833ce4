/**
 * The language switcher on every page: a labelled native select (keyboard and screen readers work as
 * everywhere), each language named in itself. A visitor's choice is kept in a cookie for the server's
 * next page; a signed-in person's is also saved on their profile, where e-mails read it; the profile's
 * language is the one a signed-in page starts in.
 */
import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { isLocale, LOCALES, LOCALE_NAMES, type Locale } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { queryKeys, updateProfile } from '../../shared/api';
import { useMyProfile } from '../../shared/hooks/useMyProfile';
import { useLocale } from '../../shared/i18n';
import styles from './Layout.module.css';

export function LanguageSwitcher() {
  const id = useId();
  const { locale, changeLocale } = useLocale();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const profile = useMyProfile(auth.isAuthenticated ? auth.userId : null).data;
  const followed = useRef<string | null>(null);

  // Signed in, the page follows the profile's language once it is known (and again if it changes elsewhere).
  useEffect(() => {
    const stored = profile?.locale;
    if (!isLocale(stored) || followed.current === stored) return;
    followed.current = stored;
    if (stored !== locale) void changeLocale(stored);
  }, [profile?.locale, locale, changeLocale]);

  const choose = async (next: Locale) => {
    await changeLocale(next);
    if (profile && profile.locale !== next) {
      followed.current = next;
      const saved = await updateProfile({ ...profile, locale: next }).catch(() => null);
      if (saved) queryClient.setQueryData(queryKeys.myProfile(auth.userId), saved);
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
