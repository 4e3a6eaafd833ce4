/**
 * Meetings and their statutory notices: the public notices page (rendered on the server, so in the
 * first bundle) and "Admin: Meetings". The feature's front door: the app imports nothing else of this folder.
 */
export { default as NoticesPage } from './NoticesPage';
export const loadAdminMeetingsPage = () => import('./admin/AdminMeetingsPage');
/** The key of the meetings the server renders into the notices page. */
export { meetingKeys } from './api';
