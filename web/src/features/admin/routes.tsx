/**
 * The admin screens (spec 2.4), mounted by the app router at /admin/* behind RequireAuth and
 * loaded lazily. The menus and this check follow the token's roles; the server is the real guard.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '../../shared/auth';
import { NotAllowed } from '../../shared/ui';
import { BoardScreen } from './board/BoardScreen';
import { DocumentsScreen } from './documents/DocumentsScreen';
import { FaqsScreen } from './faqs/FaqsScreen';
import { ManagersScreen } from './managers/ManagersScreen';
import { NewsScreen } from './news/NewsScreen';
import { UsersScreen } from './users/UsersScreen';
import { ActivityScreen } from './activity/ActivityScreen';

export default function AdminRoutes() {
  const { isSuperUser, isAdmin } = useAuth();
  if (!isSuperUser) return <NotAllowed />;
  return (
    <Routes>
      <Route path="board" element={<BoardScreen />} />
      <Route path="managers" element={<ManagersScreen />} />
      <Route path="newsletters" element={<DocumentsScreen key="newsletters" kind="newsletters" />} />
      <Route path="minutes" element={<DocumentsScreen key="minutes" kind="minutes" />} />
      <Route path="documents" element={<DocumentsScreen key="documents" kind="documents" />} />
      <Route path="news" element={<NewsScreen />} />
      <Route path="faqs" element={<FaqsScreen />} />
      <Route path="users" element={<UsersScreen />} />
      <Route path="activity" element={isAdmin ? <ActivityScreen /> : <NotAllowed />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
