/** The shell route: header, the routed screen, footer, and the page-wide spinner. */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../shared/hooks/useSiteSettings';
import { GlobalSpinner, Spinner } from '../../shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

/** Only when the settings could not be read at all. */
const DEFAULT_SITE_NAME = 'Condominium Association Portal';

export function Shell() {
  const { data: settings } = useSiteSettings();
  const siteName = settings?.siteName || DEFAULT_SITE_NAME;
  const { pathname } = useLocation();
  const { t } = useLingui();
  const firstRender = useRef(true);
  // After a client-side navigation, keyboard and screen-reader users start at the new content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to main content</Trans>
      </a>
      <Header siteName={siteName} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner show label={t`Loading page`} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer siteName={siteName} startYear={settings?.copyrightStartYear} />
      <GlobalSpinner />
      <ScrollRestoration />
    </div>
  );
}
