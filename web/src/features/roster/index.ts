/**
 * The roster: the units and their people ("Admin: Units"), and the registered users ("Admin: Users").
 * The feature's front door: the app imports nothing else of this folder.
 */
export const loadUnitsScreen = () => import('./admin/UnitsScreen').then((m) => ({ default: m.UnitsScreen }));
export const loadUsersScreen = () => import('./admin/UsersScreen').then((m) => ({ default: m.UsersScreen }));
