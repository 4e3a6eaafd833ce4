/** The activity record: who changed what ("Admin: Activity"). The feature's front door. */
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  activity: () => import('./ActivityScreen').then((m) => ({ default: m.ActivityScreen })),
} satisfies AdminScreenLoaders;
