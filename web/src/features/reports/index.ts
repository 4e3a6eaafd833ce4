/** The User Logins report, under /reports/*. The feature's front door. */
export const loadReportsRoutes = () => import('./routes');
