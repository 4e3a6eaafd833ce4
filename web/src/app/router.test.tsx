import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { PAGE_LIST } from '@hearth/common';
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
