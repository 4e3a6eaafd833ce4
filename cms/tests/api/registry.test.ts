/**
 * The registry (docs/architecture.md, "The registry") against the running portal: every content
 * type Strapi knows under `api::` is declared, and every declaration names what exists — the
 * type, its rules service, its fast public reads (a public GET route the cache answers), the
 * types it makes stale, its activity kind, its admin screens (a page load of each gets the web app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, ADMIN_SCREENS, adminScreenList } from '@hearth/common';
import { CACHED_VIEWS, CONTENT, contentList, declarationOf } from '../../src/platform/content-registry';
import { portalRoutes } from '../../src/platform/api-gate';
import { ACTIVITY_MODELS, SERVICE_RECORDED_KINDS } from '../../src/platform/activity/record';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';

const apiOf = (uid: string) => uid.slice('api::'.length).split('.')[0];

describe('the registry', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    // A long version-check interval: a fast read's second request is answered from the cache.
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '60000' }, { webShell: true });
  });
  afterAll(() => portal?.stop());

  it('declares every content type of the portal, and only those', () => {
    const known = Object.keys(portal.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
    expect(
      known.filter((uid) => !declarationOf(uid)),
      'content types without a declaration in content-registry.ts',
    ).toEqual([]);
    expect(
      contentList()
        .map((c) => c.uid)
        .filter((uid) => !known.includes(uid)),
      'declarations of no content type',
    ).toEqual([]);
  });

  it('names rules services that exist, in the type’s own API, with before() or after()', () => {
    for (const { uid, rules } of contentList()) {
      if (!rules) continue;
      expect(apiOf(rules), `${uid}: rules from another API`).toBe(apiOf(uid));
      const service = portal.strapi.service(rules as never) as { before?: unknown; after?: unknown } | undefined;
      expect(service, `${uid}: no service ${rules}`).toBeTruthy();
      expect(
        typeof service!.before === 'function' || typeof service!.after === 'function',
        `${rules} has neither before() nor after()`,
      ).toBe(true);
    }
  });

  it('names every rules service the APIs hold (one left out would never run)', () => {
    const named = new Set(contentList().map((c) => c.rules));
    const rulesServices = Object.keys(portal.strapi.services).filter((name) => /^api::[^.]+\.[^.]+-rules$/.test(name));
    expect(rulesServices.length).toBeGreaterThan(0);
    expect(
      rulesServices.filter((name) => !named.has(name as never)),
      'rules services no declaration names',
    ).toEqual([]);
  });

  it('makes stale only cached answers, and every answer under a version of its own is made stale by some type', () => {
    for (const { uid, alsoStale } of contentList()) {
      for (const key of alsoStale ?? []) {
        const cached = key in CACHED_VIEWS || CONTENT[key as keyof typeof CONTENT].cached;
        expect(cached, `${uid} makes ${key} stale, which is not cached`).toBe(true);
      }
    }
    const named = new Set(contentList().flatMap((c) => c.alsoStale ?? []));
    for (const view of Object.keys(CACHED_VIEWS)) expect(named.has(view as never), `no write makes ${view} stale`).toBe(true);
  });

  it('answers each fast public read from the cache: a public GET route of the portal, under the key its service caches', async () => {
    const routes = portalRoutes(portal.strapi);
    const fast = contentList().flatMap((c) =>
      Object.entries(c.fastReads ?? {}).map(([path, key]) => ({ uid: c.uid, path, key, cached: c.cached })),
    );
    expect(fast.length).toBeGreaterThan(0);
    for (const read of fast) {
      expect(read.cached, `${read.path}: ${read.uid} is not cached`).toBe(true);
      const route = routes.find((r) => r.method === 'GET' && r.path === read.path);
      expect(route, `${read.path}: no such GET route`).toBeTruthy();
      expect(route!.kind, `${read.path}: not a public call`).toBe('public');
      const first = await portal.request('GET', read.path);
      expect(first.status, read.path).toBe(200);
      const second = await portal.request('GET', read.path);
      expect(second.status, read.path).toBe(200);
      expect(second.headers.get('x-cache'), `${read.path}: not answered from the cache (key "${read.key}")`).toBe('HIT');
    }
  });

  it('records every activity kind, each for one table', () => {
    const kinds = Object.values(ACTIVITY_MODELS);
    expect([...kinds, ...SERVICE_RECORDED_KINDS].sort()).toEqual([...ACTIVITY_KINDS].sort());
    for (const uid of Object.keys(ACTIVITY_MODELS)) expect(portal.strapi.contentTypes[uid as never], uid).toBeTruthy();
    // What directors or administrators edit in the panel is content: its changes are recorded.
    expect(
      contentList()
        .filter((c) => c.panel && !c.activity)
        .map((c) => c.uid),
      'panel-edited types without an activity kind',
    ).toEqual([]);
  });

  it('lists each content type on admin screens that exist, and a page load of every admin screen gets the web app', async () => {
    for (const { uid, screens } of contentList()) {
      for (const key of screens ?? []) expect(ADMIN_SCREENS[key], `${uid}: no admin screen ${key}`).toBeTruthy();
    }
    const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const screen of adminScreenList()) {
      const response = await portal.request('GET', screen.path, { headers: page });
      expect(response.status, screen.path).toBe(200);
      expect(await response.text(), `${screen.path} opened the Strapi panel, not the web app`).toContain(WEB_SHELL_MARK);
    }
  });
});
