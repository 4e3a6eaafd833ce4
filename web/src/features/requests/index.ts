/** Service requests: members' requests under /requests/*, and staff's "Admin: Service Requests". The feature's front door. */
export const loadRequestsRoutes = () => import('./routes');
export const loadAdminRequestsPage = () => import('./admin/AdminRequestsPage');
/** The header's count of open requests. */
export { openRequestCountQuery } from './api';
