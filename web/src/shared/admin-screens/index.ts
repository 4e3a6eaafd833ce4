/**
 * How a feature offers its admin list screens to the app: its front door exports `adminScreens`,
 * one lazy loader per screen key of common's registry. The app's admin routes find them in every
 * feature's front door, so a new list mounts its screen without an edit to the app.
 */
import type { ComponentType } from 'react';
import type { AdminListScreenKey } from '@hearth/common';

/** A screen's chunk: loaded when its route is first opened. */
type AdminScreenLoader = () => Promise<{ default: ComponentType }>;

export type AdminScreenLoaders = Partial<Record<AdminListScreenKey, AdminScreenLoader>>;
