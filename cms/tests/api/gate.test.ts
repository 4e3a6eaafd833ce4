/**
 * Deny by default (docs/authorization.md): every route the router knows under /api is either the
 * portal's own or refused for every caller; CORS only for the portal's own origin; request bodies
 * by kind of call (JSON only, bounded size and depth, unknown calls never read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT, JSON_BODY_LIMIT, REFUSED_PLUGIN_ROUTES, portalRoutes } from '../../src/platform/api-gate';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectRefused, minimalPdf, multipart, type Members } from './support';

const FOREIGN = 'http://evil.example';
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('the /api gate', () => {
  let portal: TestPortal;
  let members: Members;

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'g');
  });
  afterAll(() => portal?.stop());

  const layerKeys = () =>
    portal.strapi.server
      .listRoutes()
      .filter((r) => r.path.startsWith('/api/') && r.methods.length > 0)
      .map((r) => `${r.methods.filter((m) => m !== 'HEAD')[0]} ${r.path}`);

  it('knows every route under /api: the portal declares it, or it is on the refused list', () => {
    const portal_ = new Set(portalRoutes(portal.strapi).map((r) => `${r.method} ${r.path}`));
    const refused = new Set(Object.values(REFUSED_PLUGIN_ROUTES).flatMap((group) => group.routes));
    const undecided = layerKeys().filter((key) => !portal_.has(key) && !refused.has(key));
    expect(undecided, 'routes nobody decided about: add them to the authorization table or to REFUSED_PLUGIN_ROUTES').toEqual([]);
    // The refused list names only what exists, so it cannot silently hide a typo.
    expect([...refused].filter((key) => !layerKeys().includes(key))).toEqual([]);
  });

  const refusedRoutes = Object.values(REFUSED_PLUGIN_ROUTES).flatMap((group) => group.routes);
  for (const key of refusedRoutes) {
    it(`refuses ${key} to everyone, whatever the token`, async () => {
      const [method, path] = key.split(' ');
      const concrete = path.replace(':id', '1').replace(':uid', 'plugin::users-permissions.user');
      for (const token of [undefined, members.tenant.token, members.propmgr.token, members.admin.token]) {
        const body =
          method === 'POST'
            ? path === '/api/upload'
              ? multipart(minimalPdf(), 'x.pdf', 'application/pdf', 'files')
              : undefined
            : undefined;
        const json = method === 'POST' && !body ? { to: 'victim@example.org', subject: 'x', text: 'x' } : undefined;
        const response = await portal.request(method, concrete, { token, body, json });
        await expectRefused(response, 404, 'There is no such call in the portal API.');
      }
    });
  }

  it('answers an unknown path under /api with 404 without reading its body', async () => {
    const big = 'x'.repeat(900 * 1024);
    const response = await portal.request('POST', '/api/nothing-here', { json: { big } });
    await expectRefused(response, 404, 'There is no such call in the portal API.');
  });

  it('still serves every call of the authorization table', async () => {
    const response = await portal.request('GET', '/api/board/active', { token: members.tenant.token });
    expect(response.status).toBe(200);
  });

  // docs/authorization.md, "Process checks outside /api": public, the same answer whatever the token.
  const PROCESS_CHECKS: { path: string; status: number }[] = [
    { path: '/_health', status: 204 },
    { path: '/_ready', status: 200 },
  ];
  for (const { path, status } of PROCESS_CHECKS) {
    it(`answers GET ${path} with ${status} to everyone, whatever the token`, async () => {
      for (const token of [undefined, members.tenant.token, members.admin.token, 'not-a-token']) {
        const response = await portal.request('GET', path, { token });
        expect(response.status).toBe(status);
      }
    });
  }

  describe('bodies', () => {
    it('refuses a form-encoded Auth API call (any website could post it) with 415', async () => {
      const response = await portal.request('POST', '/api/account/forgotpassword', {
        body: 'email=someone%40example.org',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await expectRefused(response, 415, 'This call accepts only a JSON body (Content-Type: application/json).');
    });

    it('refuses text/plain on a signed-in JSON call', async () => {
      const response = await portal.request('POST', '/api/faq/add', {
        token: members.director.token,
        body: '{}',
        headers: { 'content-type': 'text/plain' },
      });
      await expectRefused(response, 415);
    });

    it('refuses a JSON body on an upload call', async () => {
      const response = await portal.request('POST', '/api/file/newsletters', { token: members.director.token, json: { file: 'x' } });
      await expectRefused(response, 415, 'This call accepts only a file upload (Content-Type: multipart/form-data).');
    });

    it('limits public calls to a few KB', async () => {
      const response = await portal.request('POST', '/api/account/register', { json: { userName: 'x'.repeat(PUBLIC_BODY_LIMIT) } });
      await expectRefused(response, 413, `The request body is too large: the limit for this call is ${PUBLIC_BODY_LIMIT / 1024} KB.`);
    });

    it('limits signed-in JSON calls to 256 KB', async () => {
      const response = await portal.request('POST', '/api/faq/add', {
        token: members.director.token,
        json: { question: 'x'.repeat(JSON_BODY_LIMIT) },
      });
      await expectRefused(response, 413, `The request body is too large: the limit for this call is ${JSON_BODY_LIMIT / 1024} KB.`);
    });

    it('refuses JSON nested deeper than the bound before parsing it', async () => {
      const deep = await portal.request('POST', '/api/profile/logpage', {
        body: nested(MAX_JSON_DEPTH + 1),
        headers: { 'content-type': 'application/json' },
      });
      await expectRefused(deep, 400, `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted.`);
      // Brackets inside strings are text, not nesting.
      const quoted = await portal.request('POST', '/api/profile/logpage', { json: { model: { id: 0, pageName: '['.repeat(100) } } });
      expect(quoted.status, await quoted.text()).toBeLessThan(300);
    });

    it('refuses malformed JSON with a clear 400', async () => {
      const response = await portal.request('POST', '/api/profile/verify', {
        body: '{"userName":',
        headers: { 'content-type': 'application/json' },
      });
      await expectRefused(response, 400, 'The request body is not valid JSON.');
    });

    it('keeps answering other visitors while twenty worst-case bodies arrive', async () => {
      const worst = nested(MAX_JSON_DEPTH + 1) + ' '.repeat(PUBLIC_BODY_LIMIT - 2 * MAX_JSON_DEPTH - 10);
      const attacks = Array.from({ length: 20 }, () =>
        portal.request('POST', '/api/profile/logpage', { body: worst, headers: { 'content-type': 'application/json' } }),
      );
      const visitor = await portal.request('GET', '/api/settings');
      expect(visitor.status).toBe(200);
      for (const response of await Promise.all(attacks)) expect(response.status).toBe(400);
    });
  });

  // The router matches paths in any letter case; every spelling of the prefix passes the same gate.
  describe('the prefix in another letter case or percent-encoding', () => {
    const SPELLINGS = ['/API', '/Api', '/%61pi', '/%41PI', '/a%50i'];

    it('answers as /api does: the signed-in no-store, and the same body', async () => {
      const canonical = await portal.request('GET', '/api/profile', { token: members.tenant.token });
      expect(canonical.status).toBe(200);
      const expected = await canonical.json();
      for (const prefix of SPELLINGS) {
        const response = await portal.request('GET', `${prefix}/profile`, { token: members.tenant.token });
        expect(response.status, prefix).toBe(200);
        expect(response.headers.get('cache-control'), prefix).toBe('private, no-store');
        expect(await response.json(), prefix).toEqual(expected);
      }
    });

    it('refuses a form-encoded body with 415, as /api does', async () => {
      for (const prefix of ['/api', ...SPELLINGS]) {
        const response = await portal.request('PUT', `${prefix}/meetings/consent`, {
          token: members.owner.token,
          body: 'choice=electronic',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        await expectRefused(response, 415, 'This call accepts only a JSON body (Content-Type: application/json).');
      }
    });

    it('limits size and depth, as /api does', async () => {
      for (const prefix of ['/api', ...SPELLINGS]) {
        const large = await portal.request('POST', `${prefix}/faq/add`, {
          token: members.director.token,
          json: { question: 'x'.repeat(600 * 1024) },
        });
        await expectRefused(large, 413, `The request body is too large: the limit for this call is ${JSON_BODY_LIMIT / 1024} KB.`);
        const deep = await portal.request('POST', `${prefix}/faq/add`, {
          token: members.director.token,
          body: nested(5000),
          headers: { 'content-type': 'application/json' },
        });
        await expectRefused(deep, 400, `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted.`);
      }
    });

    it('answers 404 for Strapi’s own routes and unknown calls, whatever the token, as /api does', async () => {
      for (const prefix of ['/api', ...SPELLINGS]) {
        for (const path of ['/upload/files', '/i18n/locales', '/nothing-here']) {
          for (const token of [undefined, members.admin.token]) {
            const response = await portal.request('GET', `${prefix}${path}`, { token });
            await expectRefused(response, 404, 'There is no such call in the portal API.');
          }
        }
      }
    });

    it('refuses a cross-site write without the anti-forgery token, as /api does', async () => {
      for (const prefix of ['/api', ...SPELLINGS]) {
        const response = await portal.request('POST', `${prefix}/faq/add`, {
          token: members.director.token,
          json: { question: 'Q?', answer: 'A.' },
          headers: { cookie: 'XSRF-TOKEN=abc' },
        });
        expect(response.status, prefix).toBe(403);
      }
    });
  });

  describe('CORS', () => {
    it('gives a foreign origin no CORS headers on /api, the fast path included', async () => {
      for (let i = 0; i < 3; i++) {
        const response = await portal.request('GET', '/api/settings', { headers: { origin: FOREIGN } });
        expect(response.status).toBe(200);
        expect(corsHeaders(response)).toEqual([]);
      }
      const signedIn = await portal.request('GET', '/api/profile', { token: members.tenant.token, headers: { origin: FOREIGN } });
      expect(corsHeaders(signedIn)).toEqual([]);
    });

    it('never replays one caller’s CORS headers to another on the fast path', async () => {
      const own = new URL(portal.url).origin;
      await portal.request('GET', '/api/news/active', { headers: { origin: own } });
      for (let i = 0; i < 3; i++) {
        const anonymous = await portal.request('GET', '/api/news/active');
        expect(corsHeaders(anonymous)).toEqual([]);
        const foreign = await portal.request('GET', '/api/news/active', { headers: { origin: FOREIGN } });
        expect(corsHeaders(foreign)).toEqual([]);
      }
    });

    it('gives no CORS headers to a foreign preflight on /api, /admin and /oidc', async () => {
      for (const path of ['/api/profile', '/admin/access-token', '/oidc/token']) {
        const response = await portal.request('OPTIONS', path, { headers: { origin: FOREIGN, 'access-control-request-method': 'POST' } });
        expect(corsHeaders(response), path).toEqual([]);
      }
      const discovery = await portal.request('GET', '/oidc/.well-known/openid-configuration', { headers: { origin: FOREIGN } });
      expect(discovery.status).toBe(200);
      expect(corsHeaders(discovery)).toEqual([]);
    });

    it('allows the portal’s own origin with credentials', async () => {
      const own = new URL(portal.url).origin;
      const response = await portal.request('OPTIONS', '/api/profile', {
        headers: { origin: own, 'access-control-request-method': 'GET' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(own);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('sends no X-Powered-By', async () => {
      for (const path of ['/api/settings', '/api/profile', '/home', '/admin']) {
        const response = await portal.request('GET', path, { token: members.tenant.token });
        expect(response.headers.get('x-powered-by'), path).toBeNull();
      }
    });
  });
});
