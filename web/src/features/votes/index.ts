/**
 * Votes: the owners' list, one vote's ballot and results, and "Admin: Votes". The feature's front
 * door: the app imports nothing else of this folder. Each screen is its own lazy chunk.
 */
export const loadVotesPage = () => import('./VotesPage');
export const loadVotePage = () => import('./VotePage');
export const loadAdminVotesPage = () => import('./admin/AdminVotesPage');

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
