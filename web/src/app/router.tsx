/**
 * The requirements' routes. Every screen is its own lazy chunk so the first load stays small; the admin
 * and reports modules (owned by the admin screens) are mounted at /admin/* and /reports/* and
 * declare their own child routes. Guarded routes send visitors to /home?redirect=<url>.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_SCREENS, DOCUMENT_PAGE_PATH, pageOf, RESEND_VERIFICATION_PATH, type PagePath } from '@hearth/common';
import { RequireAuth } from '../shared/auth';
import { LOGIN_PATH } from '../shared/auth/paths';
import { Shell } from './layout/Shell';
import { RouteError } from './RouteError';
import { loadAdminLedgerPage, loadMyAccountPage } from '../features/ledger';
// The public pages the server renders (public pages before JavaScript) are in the first bundle: their markup and styles
// arrive with the page, so the app takes over without loading, or restyling, anything first.
import Home from '../features/public/home/HomePage';
import News from '../features/public/news/NewsPage';
import Contacts from '../features/public/contacts/ContactsPage';
// The page members open most, signed in: in the first bundle too, so it shows without a second round trip.
import Resources from '../features/resources/documents/ResourcesPage';
// Meeting notices are public and rendered on the server too; the page is kept small.
import Notices from '../features/meetings/NoticesPage';
// Official records are public and rendered on the server too: a visitor's list; kept small.
import Records from '../features/records/RecordsPage';

type PageModule = { default: ComponentType };
/** Each lazy page's loader, by the component that loads it (preloadLandingPage). */
const loaders = new Map<unknown, () => Promise<PageModule>>();
const page = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> => {
  const component = lazy(load);
  loaders.set(component, load);
  return component;
};

const Register = page(() => import('../features/public/register/RegisterPage'));
const Unauthorized = page(() => import('../features/public/UnauthorizedPage'));
const ForgotPassword = page(() => import('../features/public/forgot/ForgotPasswordPage'));
const ForgotUsername = page(() => import('../features/public/forgot/ForgotUsernamePage'));
const ResendVerification = page(() => import('../features/public/forgot/ResendVerificationPage'));
const ResetPassword = page(() => import('../features/public/reset/ResetPasswordPage'));
const Unsubscribe = page(() => import('../features/public/unsubscribe/UnsubscribePage'));
const AuthCallback = page(() => import('../features/public/AuthCallbackPage'));
const Login = page(() => import('../features/public/LoginPage'));
const Manage = page(() => import('../features/account/ManagePage'));
const Faqs = page(() => import('../features/resources/faqs/FaqsPage'));
const DocumentDownload = page(() => import('../features/resources/documents/DocumentPage'));
const Votes = page(() => import('../features/votes/VotesPage'));
const Vote = page(() => import('../features/votes/VotePage'));
const AdminVotes = page(() => import('../features/votes/AdminVotesPage'));
const Bookings = page(() => import('../features/bookings/BookingsPage'));
const AdminAmenities = page(() => import('../features/bookings/AdminAmenitiesPage'));
const AdminMeetings = page(() => import('../features/meetings/AdminMeetingsPage'));
const AdminRequests = page(() => import('../features/requests/AdminRequestsPage'));
const AdminRoutes = page(() => import('../features/admin/routes'));
const ReportsRoutes = page(() => import('../features/reports/routes'));
const RequestsRoutes = page(() => import('../features/requests/routes'));
const AdminRecords = page(() => import('../features/records/AdminRecordsPage'));
const MyAccount = page(loadMyAccountPage);
const AdminLedger = page(loadAdminLedgerPage);

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
          // Official records: visitors see the public ones.
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
 * The screen a load lands on is fetched with the app, not after the sign-in has been read (public pages
 * before JavaScript: a signed-in page without a second round trip where possible); React's lazy then finds it loaded.
 */
function preloadLandingPage(): void {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    const element = route.element as ReactElement<{ children?: ReactElement }> | undefined;
    const screen = element?.type === RequireAuth ? element.props.children : element;
    // A failure (a stale chunk) is the lazy screen's own to show, through the route's error element.
    loaders
      .get(screen?.type)?.()
      .catch(() => undefined);
  }
}

export const createAppRouter = () => {
  preloadLandingPage();
  return createBrowserRouter(routes);
};

/** The routes, for tests that mount them in a memory router. */
export { routes as appRoutes };
