/**
 * Owners' accounts on the web (docs/api.md "Owners' accounts"): the front door of the feature. The
 * router mounts its two screens, each loaded on demand so neither adds to the first load.
 */
export const loadMyAccountPage = () => import('./MyAccountPage');
export const loadAdminLedgerPage = () => import('./AdminLedgerPage');
