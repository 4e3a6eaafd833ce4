/**
 * Meetings and their statutory notices: the public notices page (rendered on the server; a lazy chunk
 * the app fetches before taking the page over) and "Admin: Meetings". The feature's front door: the app imports nothing else of this folder.
 */
export const loadNoticesPage = () => import('./NoticesPage');
export const loadAdminMeetingsPage = () => import('./admin/AdminMeetingsPage');
/** The key of the meetings the server renders into the notices page. */
export { meetingKeys } from './api';
