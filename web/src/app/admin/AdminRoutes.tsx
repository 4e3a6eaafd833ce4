/**
 * The admin lists' routes (docs/requirements.md, "Admin screens"), mounted by the app router at /admin/* behind RequireAuth and
 * loaded lazily: one route per screen of common's ADMIN_SCREENS, each with its audience, each screen
 * from its feature's front door (its own lazy chunk). The menus and this check follow the token's
 * roles; the server is the real guard.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminScreenList, type AdminListScreenKey } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { NotAllowed, Spinner } from '../../shared/ui';
import { loadActivityScreen } from '../../features/activity';
import { loadBoardScreen, loadManagersScreen } from '../../features/board';
import { loadDocumentsScreen } from '../../features/documents';
import { loadFaqsScreen } from '../../features/faqs';
import { loadNewsScreen } from '../../features/news';
import { loadUnitsScreen, loadUsersScreen } from '../../features/roster';

const BoardScreen = lazy(loadBoardScreen);
const ManagersScreen = lazy(loadManagersScreen);
const DocumentsScreen = lazy(loadDocumentsScreen);
const NewsScreen = lazy(loadNewsScreen);
const FaqsScreen = lazy(loadFaqsScreen);
const UsersScreen = lazy(loadUsersScreen);
const UnitsScreen = lazy(loadUnitsScreen);
const ActivityScreen = lazy(loadActivityScreen);

/**
 * The screen of each declared path: a screen declared without one fails the typecheck. Screens of
 * another feature (`feature` in the registry) are mounted by the app router.
 */
const SCREENS: Record<AdminListScreenKey, () => ReactElement> = {
  board: () => <BoardScreen />,
  managers: () => <ManagersScreen />,
  newsletters: () => <DocumentsScreen key="newsletters" kind="newsletters" />,
  minutes: () => <DocumentsScreen key="minutes" kind="minutes" />,
  documents: () => <DocumentsScreen key="documents" kind="documents" />,
  news: () => <NewsScreen />,
  faqs: () => <FaqsScreen />,
  users: () => <UsersScreen />,
  units: () => <UnitsScreen />,
  activity: () => <ActivityScreen />,
};

export default function AdminRoutes() {
  const { isSuperUser, isAdmin } = useAuth();
  if (!isSuperUser) return <NotAllowed />;
  return (
    <Suspense fallback={<Spinner show label="Loading page" />}>
      <Routes>
        {adminScreenList().map(
          (screen) =>
            screen.key in SCREENS && (
              <Route
                key={screen.key}
                path={screen.path.slice('/admin/'.length)}
                element={screen.audience === 'admin' && !isAdmin ? <NotAllowed /> : SCREENS[screen.key as AdminListScreenKey]()}
              />
            ),
        )}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
