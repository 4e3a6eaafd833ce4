/** The board of directors and the property managers: "Admin: Board Directors" and "Admin: Management". The feature's front door. */
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  board: () => import('./admin/BoardScreen').then((m) => ({ default: m.BoardScreen })),
  managers: () => import('./admin/ManagersScreen').then((m) => ({ default: m.ManagersScreen })),
} satisfies AdminScreenLoaders;
