/** The reports (docs/requirements.md §2.4), mounted at /reports/* behind RequireAuth and loaded lazily; admin only. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '../../shared/auth';
import { NotAllowed } from '../../shared/ui';
import { LoginsReport } from './logins/LoginsReport';

export default function ReportsRoutes() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <NotAllowed />;
  return (
    <Routes>
      <Route path="logins" element={<LoginsReport />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
