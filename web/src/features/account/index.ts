/** One's own account: password, e-mail, profile, two-factor sign-in and notices (/manage). The feature's front door. */
export const loadManagePage = () => import('./ManagePage');
