/** The User Logins report, under /reports/*. The feature's front door. */
export const loadReportsRoutes = () => import('./routes');

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
