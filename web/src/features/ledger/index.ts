/**
 * Owners' accounts on the web (docs/api.md "Owners' accounts"): the feature's front door. The router
 * mounts "My Account" and "Admin: Owner Accounts", each loaded on demand so neither adds to the first load.
 */
export const loadMyAccountPage = () => import('./MyAccountPage');
export const loadAdminLedgerPage = () => import('./admin/AdminLedgerPage');
