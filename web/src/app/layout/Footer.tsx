import { Trans } from '@lingui/react/macro';
import { copyrightYears } from '@hearth/common';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Layout.module.css';

/**
 * The footer ("Header and footer"): the copyright line shared with the sign-in pages (common's
 * copyrightLine is its English), and the language switcher, so every page offers it.
 */
export function Footer({ siteName, startYear }: { siteName: string; startYear?: number }) {
  const years = copyrightYears(startYear);
  return (
    <footer className={styles.footer}>
      <p>
        <Trans>
          © {years} {siteName}. All rights reserved.
        </Trans>
      </p>
      <LanguageSwitcher />
    </footer>
  );
}
