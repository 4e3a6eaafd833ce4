/**
 * Routes of docs/requirements.md, "Routes". Every screen is its own lazy chunk so the first load stays small; the admin
 * lists (app/admin/AdminRoutes.tsx, each screen from its feature) and the reports are mounted at /admin/* and
 * /reports/* and declare their own child routes. Guarded routes send visitors to /home?redirect=<url>.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_SCREENS, DOCUMENT_PAGE_PATH, pageOf, RESEND_VERIFICATION_PATH, routerBasename, type PagePath } from '@hearth/common';
import { RequireAuth } from '../shared/auth';
import { whenCommonTexts, withSignedInTexts } from '../shared/i18n';
import { LOGIN_PATH } from '../shared/auth/paths';
import { Shell } from './layout/Shell';
import { RouteError } from './RouteError';
// The public pages the server renders most (docs/requirements.md, "Public pages before JavaScript, news addresses, link
// previews and the news feed": home, news, contacts) are in the first bundle: their markup and styles arrive with the
// page, so the app takes over without loading, or restyling, anything first; so are meeting notices (their styles must
// be in the page's stylesheet: lazy, the server-rendered page shifted as they arrived). Official records are rendered
// on the server too but are lazy (the first-load budget of the other three, bench/README.md; they have no styles of
// their own): their chunk is fetched before the take-over (preloadRoutePages), so it renders at once as the server's
// markup has it. The page members open most, signed in, is in the first bundle so it shows without a second round
// trip. Each feature is read through its front door (index.ts).
import * as account from '../features/account';
import * as bookings from '../features/bookings';
import * as documents from '../features/documents';
import * as faqs from '../features/faqs';
import * as ledger from '../features/ledger';
import * as meetings from '../features/meetings';
import * as news from '../features/news';
import * as publicPages from '../features/public';
import * as records from '../features/records';
import * as reports from '../features/reports';
import * as requests from '../features/requests';
import * as votes from '../features/votes';

type PageModule = { default: ComponentType };
/** Each lazy page's loader, by the component that loads it (preloadRoutePages). */
const loaders = new Map<unknown, () => Promise<PageModule>>();
/**
 * A lazy page: its chunk, with common's texts in the page's language (a server-rendered page brings only those it
 * shows) and the shared words of the screens outside the first bundle (admin lists, uploads: withSignedInTexts). Once fetched, React gets it at once (a thenable that answers synchronously), without suspending: a
 * page taken over from the server's markup, or rendered by the server, is then never a spinner first.
 */
const page = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> => {
  let fetched: PageModule | undefined;
  let fetching: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (fetching ??= Promise.all([withSignedInTexts(load()), whenCommonTexts()]).then(
      ([module]) => (fetched = module),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));
  const component = lazy(() =>
    fetched ? ({ then: (resolve: (m: PageModule) => void) => resolve(fetched!) } as Promise<PageModule>) : fetchPage(),
  );
  loaders.set(component, fetchPage);
  return component;
};

const Home = publicPages.HomePage;
const Contacts = publicPages.ContactsPage;
const News = news.NewsPage;
const Resources = documents.ResourcesPage;
const Notices = meetings.NoticesPage;
const Records = page(records.loadRecordsPage);
const Register = page(publicPages.loadRegisterPage);
const Unauthorized = page(publicPages.loadUnauthorizedPage);
const ForgotPassword = page(publicPages.loadForgotPasswordPage);
const ForgotUsername = page(publicPages.loadForgotUsernamePage);
const ResendVerification = page(publicPages.loadResendVerificationPage);
const ResetPassword = page(publicPages.loadResetPasswordPage);
const Unsubscribe = page(publicPages.loadUnsubscribePage);
const AuthCallback = page(publicPages.loadAuthCallbackPage);
const Login = page(publicPages.loadLoginPage);
const Manage = page(account.loadManagePage);
const Faqs = page(faqs.loadFaqsPage);
const DocumentDownload = page(documents.loadDocumentPage);
const Votes = page(votes.loadVotesPage);
const Vote = page(votes.loadVotePage);
const AdminVotes = page(votes.loadAdminVotesPage);
const Bookings = page(bookings.loadBookingsPage);
const AdminAmenities = page(bookings.loadAdminAmenitiesPage);
const AdminMeetings = page(meetings.loadAdminMeetingsPage);
const AdminRequests = page(requests.loadAdminRequestsPage);
const AdminRoutes = page(() => import('./admin/AdminRoutes'));
const ReportsRoutes = page(reports.loadReportsRoutes);
const RequestsRoutes = page(requests.loadRequestsRoutes);
const AdminRecords = page(records.loadAdminRecordsPage);
const MyAccount = page(ledger.loadMyAccountPage);
const AdminLedger = page(ledger.loadAdminLedgerPage);

const guarded = (element: ReactElement) => <RequireAuth>{element}</RequireAuth>;
/** A page of the registry (common's PAGES) at its path (and `under` it), guarded when it is for signed-in members. */
const at = (path: PagePath, element: ReactElement, under = ''): RouteObject => ({
  path: path.slice(1) + under,
  element: pageOf(path).signedIn ? guarded(element) : element,
});

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    // The shell itself failed: the error page alone.
    errorElement: <RouteError />,
    children: [
      {
        // A screen failed: its error page inside the shell, header and menus still there.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          at('/home', <Home />),
          at('/register', <Register />),
          at('/unauthorized', <Unauthorized />),
          at('/manage', <Manage />),
          at('/forgotPassword', <ForgotPassword />),
          at('/forgotUsername', <ForgotUsername />),
          at('/reset-password', <ResetPassword />),
          at(RESEND_VERIFICATION_PATH, <ResendVerification />),
          at('/contacts', <Contacts />),
          at('/news', <News />, '/:id?'),
          at('/notices', <Notices />),
          at('/faqs', <Faqs />),
          at('/resources', <Resources />),
          at(DOCUMENT_PAGE_PATH, <DocumentDownload />),
          at('/votes', <Votes />),
          at('/votes', <Vote />, '/:id'),
          // An admin screen of its own feature (registry `feature`); more specific than admin/*.
          { path: ADMIN_SCREENS.votes.path.slice(1), element: guarded(<AdminVotes />) },
          { path: ADMIN_SCREENS.amenities.path.slice(1), element: guarded(<AdminAmenities />) },
          { path: ADMIN_SCREENS.requests.path.slice(1), element: guarded(<AdminRequests />) },
          { path: ADMIN_SCREENS.meetings.path.slice(1), element: guarded(<AdminMeetings />) },
          { path: ADMIN_SCREENS.records.path.slice(1), element: guarded(<AdminRecords />) },
          { path: ADMIN_SCREENS.ledger.path.slice(1), element: guarded(<AdminLedger />) },
          // Official records (docs/requirements.md, "Official records and rule packs"): visitors see the public ones.
          at('/records', <Records />),
          at('/bookings', <Bookings />),
          at('/my-account', <MyAccount />),
          { path: 'admin/*', element: guarded(<AdminRoutes />) },
          at('/reports', <ReportsRoutes />, '/*'),
          at('/requests', <RequestsRoutes />, '/*'),
          at('/auth-callback', <AuthCallback />),
          at(LOGIN_PATH, <Login />),
          at('/unsubscribe', <Unsubscribe />),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * The lazy screens `url` shows, fetched: with the app, not after the sign-in has been read (docs/requirements.md
 * "Public pages before JavaScript, news addresses, link previews and the news feed": a signed-in page without a
 * second round trip where possible), and before a server-rendered page is taken over or rendered; React's lazy
 * then finds them loaded. A failure (a stale chunk) is the lazy screen's own to show, through the route's error element.
 */
export function preloadRoutePages(url: string): Promise<void> {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const screens = (matchRoutes(routes, { pathname, search, hash }, routerBasename(pathname)) ?? []).map(({ route }) => {
    const element = route.element as ReactElement<{ children?: ReactElement }> | undefined;
    const screen = element?.type === RequireAuth ? element.props.children : element;
    return loaders
      .get(screen?.type)?.()
      .catch(() => undefined);
  });
  return Promise.all(screens).then(() => undefined);
}

/**
 * A page of French or Spanish (/fr/…, /es/…: common's language-paths.ts) runs with its language's prefix as
 * the basename, so its links stay in its language; the switcher loads the other language's address.
 */
export const createAppRouter = () => {
  void preloadRoutePages(window.location.href);
  return createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });
};

/** The routes, for tests that mount them in a memory router. */
export { routes as appRoutes };
