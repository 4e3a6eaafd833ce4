import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { adminScreenList, PAGE_LIST } from '@hearth/common';
import { RequireAuth } from '../shared/auth';
import { appRoutes } from './router';

/** The registry's pages (common's PAGES) are the router's, guarded exactly when they are for signed-in members. */
describe('the router reads the pages registry', () => {
  it.each(PAGE_LIST.map((p) => [p.path, Boolean(p.signedIn)] as const))('%s has its route (signed in: %s)', (path, signedIn) => {
    const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect((leaf?.element as ReactElement | undefined)?.type === RequireAuth).toBe(signedIn);
  });
});

/** An admin screen of its own feature (registry `feature`) has its own guarded route, ahead of the admin lists' admin/*. */
describe("the router mounts each feature's admin screen", () => {
  it.each(adminScreenList().flatMap((s) => (s.feature ? [[s.path, s.feature] as const] : [])))('%s (%s)', (path) => {
    const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
    expect(leaf?.path).toBe(path.slice(1));
    expect((leaf?.element as ReactElement | undefined)?.type).toBe(RequireAuth);
  });
});
