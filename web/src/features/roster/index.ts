/**
 * The roster: the units and their people ("Admin: Units"), and the registered users ("Admin: Users").
 * The feature's front door: the app imports nothing else of this folder.
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  units: () => import('./admin/UnitsScreen').then((m) => ({ default: m.UnitsScreen })),
  users: () => import('./admin/UsersScreen').then((m) => ({ default: m.UsersScreen })),
} satisfies AdminScreenLoaders;
