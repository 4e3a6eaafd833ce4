import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/ui/tokens.css';
import './shared/ui/first-screen.css';
import { App } from './app/App';
import { SILENT_RENEW_PATH } from './shared/auth/paths';
import { hasStoredUser } from './shared/auth';
import { readPageData } from './page-data';
import { EarlyClicks, takeEarlyClicks } from './early-clicks';
import { activateLocale, followAddressLanguage, initialLocale, seedCommonTexts } from './shared/i18n';
import { preloadRoutePages } from './app/router';

// If the server answered /silent-renew.html with the app's page, finish the renewal and stop there.
if (window.location.pathname === SILENT_RENEW_PATH) {
  void import('./silent-renew');
} else {
  const root = document.getElementById('root')!;
  const pageData = readPageData();
  const earlyClicks = takeEarlyClicks();
  const app = (
    <StrictMode>
      <App pageData={pageData} />
      <EarlyClicks buttons={earlyClicks} />
    </StrictMode>
  );
  // A page the server rendered is taken over in place ("Public pages before JavaScript"); it shows what a visitor sees,
  // so a signed-in tab renders its own page (with the page's data, without asking for it again). The
  // page's language is fetched first: the server rendered it in that language, the take-over must match.
  // The page brought common's texts it shows (the rest come when needed), and a lazy screen is fetched
  // before the take-over so it renders at once, as the server's markup has it.
  const hydrating = Boolean(pageData) && !hasStoredUser();
  const locale = initialLocale();
  followAddressLanguage(locale);
  if (hydrating) seedCommonTexts(locale, pageData?.commonTexts ?? {});
  // The screen first: a screen with a catalog of its own (withCatalogs) names it before the language's catalogs are gathered.
  void Promise.all([hydrating && preloadRoutePages(window.location.href), activateLocale(locale)]).then(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
