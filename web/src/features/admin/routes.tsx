/**
 * The admin screens (docs/requirements.md §2.4), mounted by the app router at /admin/* behind RequireAuth and
 * loaded lazily: one route per screen of common's ADMIN_SCREENS, each with its audience. The
 * menus and this check follow the token's roles; the server is the real guard.
 */
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminScreenList, type AdminListScreenKey } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { NotAllowed } from '../../shared/ui';
import { BoardScreen } from './board/BoardScreen';
import { DocumentsScreen } from './documents/DocumentsScreen';
import { FaqsScreen } from './faqs/FaqsScreen';
import { ManagersScreen } from './managers/ManagersScreen';
import { NewsScreen } from './news/NewsScreen';
import { UsersScreen } from './users/UsersScreen';
import { UnitsScreen } from './units/UnitsScreen';
import { ActivityScreen } from './activity/ActivityScreen';

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
  );
}
