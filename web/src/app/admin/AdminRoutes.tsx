/**
 * The admin lists' routes (docs/requirements.md, "Admin screens"), mounted by the app router at /admin/* behind RequireAuth and
 * loaded lazily: one route per screen of common's ADMIN_SCREENS, each with its audience, each screen
 * from its feature's front door (its own lazy chunk). The menus and this check follow the token's
 * roles; the server is the real guard.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { adminScreenList, type AdminListScreenKey } from '@hearth/common';
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { useAuth } from '../../shared/auth';
import { useLocale } from '../../shared/i18n';
import { NotAllowed, Spinner } from '../../shared/ui';

/**
 * What every feature's front door offers as `adminScreens` (each front door exports it, empty when it
 * has no list screen: a front door without it fails the build), so adding a list edits no file here.
 */
const FRONT_DOORS = import.meta.glob<AdminScreenLoaders>('../../features/*/index.ts', { import: 'adminScreens', eager: true });

/** The screens the features offer, by key; two features offering one key is a mistake, said at once. */
export function offeredScreens(doors: Record<string, AdminScreenLoaders> = FRONT_DOORS): AdminScreenLoaders {
  const screens: AdminScreenLoaders = {};
  for (const [key, load] of Object.values(doors).flatMap((offered) => Object.entries(offered))) {
    if (key in screens) throw new Error(`Two features offer the admin screen "${key}".`);
    screens[key as AdminListScreenKey] = load;
  }
  return screens;
}

const OFFERED = offeredScreens();

const screenOf = (key: AdminListScreenKey): LazyExoticComponent<ComponentType> =>
  lazy(() => {
    const load = OFFERED[key];
    return load ? load() : Promise.reject(new Error(`No feature offers the admin screen "${key}".`));
  });

/** The lists' screens of the registry (those a feature's own route does not mount), one lazy component each. */
const SCREENS = new Map(
  adminScreenList()
    .filter((screen) => !screen.feature)
    .map((screen) => [screen.key, screenOf(screen.key as AdminListScreenKey)] as const),
);

export default function AdminRoutes() {
  const { isSuperUser, isAdmin } = useAuth();
  const { i18n } = useLocale();
  if (!isSuperUser) return <NotAllowed />;
  return (
    <Suspense fallback={<Spinner show label={i18n._(msg`Loading page`)} />}>
      <Routes>
        {adminScreenList().map((screen) => {
          const Screen = SCREENS.get(screen.key);
          return (
            Screen && (
              <Route
                key={screen.key}
                path={screen.path.slice('/admin/'.length)}
                element={screen.audience === 'admin' && !isAdmin ? <NotAllowed /> : <Screen />}
              />
            )
          );
        })}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
