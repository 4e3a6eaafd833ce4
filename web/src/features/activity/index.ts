/** The activity record: who changed what ("Admin: Activity"). The feature's front door. */
export const loadActivityScreen = () => import('./ActivityScreen').then((m) => ({ default: m.ActivityScreen }));
