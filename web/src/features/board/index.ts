/** The board of directors and the property managers: "Admin: Board Directors" and "Admin: Management". The feature's front door. */
export const loadBoardScreen = () => import('./admin/BoardScreen').then((m) => ({ default: m.BoardScreen }));
export const loadManagersScreen = () => import('./admin/ManagersScreen').then((m) => ({ default: m.ManagersScreen }));
