/**
 * News: the published items (rendered on the server, so in the first bundle) and "Admin: News".
 * The feature's front door: the app imports nothing else of this folder.
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';

export { default as NewsPage } from './NewsPage';
/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  news: () => import('./admin/NewsScreen').then((m) => ({ default: m.NewsScreen })),
} satisfies AdminScreenLoaders;
/** The key of the published items the server renders. */
export { newsKeys } from './api';
