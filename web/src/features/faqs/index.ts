/** FAQs: the members' page and "Admin: FAQs". The feature's front door: the app imports nothing else of this folder. */
import type { AdminScreenLoaders } from '../../shared/admin-screens';

export const loadFaqsPage = () => import('./FaqsPage');
/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  faqs: () => import('./admin/FaqsScreen').then((m) => ({ default: m.FaqsScreen })),
} satisfies AdminScreenLoaders;
