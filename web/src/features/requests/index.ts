/** Service requests: members' requests under /requests/*, and staff's "Admin: Service Requests". The feature's front door. */
export const loadRequestsRoutes = () => import('./routes');
export const loadAdminRequestsPage = () => import('./admin/AdminRequestsPage');
/** The header's count of open requests. */
export { openRequestCountQuery } from './api';

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
