/** One's own account: password, e-mail, profile, two-factor sign-in and notices (/manage). The feature's front door. */
export const loadManagePage = () => import('./ManagePage');

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
