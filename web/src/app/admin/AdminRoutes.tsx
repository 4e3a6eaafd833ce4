/**
 * The admin lists' routes (docs/requirements.md, "Admin screens"), mounted by the app router at /admin/* behind RequireAuth and
 * loaded lazily: one route per screen of common's ADMIN_SCREENS, each with its audience, each screen
 * from its feature's front door (its own lazy chunk). The menus and this check follow the token's
 * roles; the server is the real guard.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminScreenList, type AdminListScreenKey } from '@hearth/common';
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { useAuth } from '../../shared/auth';
import { NotAllowed, Spinner } from '../../shared/ui';

/**
 * Every feature's front door, loaded when the admin area first opens: a feature offers its list
 * screens as `adminScreens`, so adding a list edits no file here. (Front doors the app already
 * imports are not loaded twice.)
 */
const FRONT_DOORS = import.meta.glob<{ adminScreens?: AdminScreenLoaders }>('../../features/*/index.ts');

let offered: Promise<AdminScreenLoaders> | undefined;
/** The screens the features offer, by key; two features offering one key is a mistake, said at once. */
export const offeredScreens = () =>
  (offered ??= Promise.all(Object.values(FRONT_DOORS).map((load) => load())).then((doors) => {
    const screens: AdminScreenLoaders = {};
    for (const [key, load] of doors.flatMap((door) => Object.entries(door.adminScreens ?? {}))) {
      if (key in screens) throw new Error(`Two features offer the admin screen "${key}".`);
      screens[key as AdminListScreenKey] = load;
    }
    return screens;
  }));

const screenOf = (key: AdminListScreenKey): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const load = (await offeredScreens())[key];
    if (!load) throw new Error(`No feature offers the admin screen "${key}".`);
    return load();
  });

/** The lists' screens of the registry (those a feature's own route does not mount), one lazy component each. */
const SCREENS = new Map(
  adminScreenList()
    .filter((screen) => !screen.feature)
    .map((screen) => [screen.key, screenOf(screen.key as AdminListScreenKey)] as const),
);

export default function AdminRoutes() {
  const { isSuperUser, isAdmin } = useAuth();
  if (!isSuperUser) return <NotAllowed />;
  return (
    <Suspense fallback={<Spinner show label="Loading page" />}>
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
