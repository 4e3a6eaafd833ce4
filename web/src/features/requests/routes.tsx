/** Service requests (docs/requirements.md §18), mounted at /requests/* behind RequireAuth and loaded lazily. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequestsPage } from './RequestsPage';
import { RequestPage } from './RequestPage';

export default function RequestsRoutes() {
  return (
    <Routes>
      <Route index element={<RequestsPage />} />
      <Route path=":id" element={<RequestPage />} />
      <Route path="*" element={<Navigate to="/requests" replace />} />
    </Routes>
  );
}
