/**
 * Meetings and their statutory notices: the public notices page (rendered on the server, so in the
 * first bundle) and "Admin: Meetings". The feature's front door: the app imports nothing else of this folder.
 */
export { default as NoticesPage } from './NoticesPage';
export const loadAdminMeetingsPage = () => import('./admin/AdminMeetingsPage');
/** The key of the meetings the server renders into the notices page. */
export { meetingKeys } from './api';

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
