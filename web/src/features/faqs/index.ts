/** FAQs: the members' page and "Admin: FAQs". The feature's front door: the app imports nothing else of this folder. */
export const loadFaqsPage = () => import('./FaqsPage');
export const loadFaqsScreen = () => import('./admin/FaqsScreen').then((m) => ({ default: m.FaqsScreen }));
