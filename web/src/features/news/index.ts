/**
 * News: the published items (rendered on the server, so in the first bundle) and "Admin: News".
 * The feature's front door: the app imports nothing else of this folder.
 */
export { default as NewsPage } from './NewsPage';
export const loadNewsScreen = () => import('./admin/NewsScreen').then((m) => ({ default: m.NewsScreen }));
/** The key of the published items the server renders. */
export { newsKeys } from './api';
