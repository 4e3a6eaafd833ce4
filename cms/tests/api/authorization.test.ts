/**
 * The authorization table of docs/authorization.md, every row against every role: a refused call is
 * 401 for the visitor (no token) and 403 for a signed-in user of the wrong role, with the message
 * in Application-Error; an allowed call may still be a 4xx for its (deliberately empty) input,
 * but never 401 or 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { ROLE_NAMES, createMembers, minimalPdf, tokenOf, uploadedName, type Members, type RoleName } from './support';

type Who = 'public' | 'authenticated' | 'ownerOrAdmin' | 'superUser' | 'admin' | RoleName[];
const ALLOWED: Record<Exclude<Who, RoleName[]>, RoleName[]> = {
  public: [...ROLE_NAMES],
  authenticated: ['tenant', 'propmgr', 'owner', 'director', 'admin'],
  ownerOrAdmin: ['owner', 'admin'],
  superUser: ['director', 'admin'],
  admin: ['admin'],
};

interface Row {
  call: string;
  who: Who;
  note?: string;
  headers?: (f: Fixtures) => Record<string, string>;
  json?: (f: Fixtures) => unknown;
  form?: boolean;
}
interface Fixtures {
  members: Members;
  newsletter: string;
  minutes: string;
  tenantProfile: unknown;
}

const TABLE: Row[] = [
  { call: 'GET /api/settings', who: 'public' },
  { call: 'GET /api/news/active', who: 'public' },
  { call: 'GET /api/propertymanager/current', who: 'public' },
  { call: 'POST /api/profile/logpage', who: 'public', json: () => ({ model: { id: 0, pageName: 'Authorization test' } }) },
  { call: 'POST /api/profile/verify', who: 'public', json: () => ({}) },
  { call: 'GET /api/faq', who: 'authenticated' },
  { call: 'GET /api/boardrole', who: 'authenticated' },
  { call: 'GET /api/board/active', who: 'authenticated' },
  { call: 'GET /api/document', who: 'authenticated', note: 'docType documents', headers: () => ({ docType: 'documents' }) },
  { call: 'GET /api/document', who: 'authenticated', note: 'docType newsletters', headers: () => ({ docType: 'newsletters' }) },
  { call: 'GET /api/document', who: 'ownerOrAdmin', note: 'docType minutes', headers: () => ({ docType: 'minutes' }) },
  {
    call: 'GET /api/file/download',
    who: 'authenticated',
    note: 'area newsletter',
    headers: (f) => ({ area: 'newsletter', fileName: f.newsletter }),
  },
  { call: 'GET /api/file/download', who: 'ownerOrAdmin', note: 'area minutes', headers: (f) => ({ area: 'minutes', fileName: f.minutes }) },
  { call: 'GET /api/profile', who: 'authenticated' },
  {
    call: 'GET /api/profile',
    who: ['tenant', 'admin'],
    note: 'header userId of the tenant',
    headers: (f) => ({ userId: String(f.members.tenant.userId) }),
  },
  { call: 'GET /api/profile/standing', who: 'authenticated' },
  {
    call: 'GET /api/profile/username',
    who: ['tenant', 'admin'],
    note: 'header username of the tenant',
    headers: (f) => ({ username: f.members.tenant.username }),
  },
  { call: 'PUT /api/profile/update', who: ['tenant', 'admin'], note: "the tenant's profile", json: (f) => f.tenantProfile },
  { call: 'POST /api/profile/add', who: 'authenticated', json: () => ({}) },
  { call: 'POST /api/profile/recordlogin', who: 'authenticated' },
  { call: 'GET /api/board', who: 'superUser' },
  { call: 'POST /api/board/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/board/updaterange', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/board/grant', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/board/revoke', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/document/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/document/updaterange', who: 'superUser', json: () => [] },
  { call: 'POST /api/faq/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/faq/update', who: 'superUser', json: () => ({}) },
  { call: 'GET /api/propertymanager', who: 'superUser' },
  { call: 'POST /api/propertymanager/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/propertymanager/updaterange', who: 'superUser', json: () => [] },
  { call: 'GET /api/news', who: 'superUser' },
  { call: 'POST /api/news/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/news/updaterange', who: 'superUser', json: () => [] },
  { call: 'POST /api/file/managerlogo', who: 'superUser', form: true },
  { call: 'POST /api/file/newsletters', who: 'superUser', form: true },
  { call: 'POST /api/file/community', who: 'superUser', form: true },
  { call: 'POST /api/file/minutes', who: 'superUser', form: true },
  { call: 'POST /api/file/news', who: 'superUser', form: true },
  { call: 'POST /api/file/votes', who: 'superUser', form: true },
  { call: 'POST /api/file/amenities', who: 'admin', form: true },
  { call: 'GET /api/profile/check', who: 'superUser', headers: () => ({ firstName: 'A', lastName: 'B', unitNumber: '1' }) },
  { call: 'GET /api/profile/all', who: 'superUser', note: 'ownersOnly true', headers: () => ({ ownersOnly: 'true' }) },
  { call: 'GET /api/profile/all', who: 'admin', note: 'ownersOnly false', headers: () => ({ ownersOnly: 'false' }) },
  { call: 'PUT /api/profile/updaterange', who: 'superUser', json: () => ({}) },
  { call: 'DELETE /api/profile/delete/999999', who: 'superUser' },
  { call: 'GET /api/reports/logins', who: 'admin', headers: () => ({ profileId: '0' }) },
  { call: 'GET /api/reports/logins/1/pages', who: 'admin' },
  { call: 'GET /api/activity', who: 'admin' },
  { call: 'GET /api/content/news/archived', who: 'superUser' },
  { call: 'POST /api/content/news/999999/archive', who: 'superUser' },
  { call: 'POST /api/content/news/999999/restore', who: 'superUser' },
  { call: 'DELETE /api/content/news/999999', who: 'admin' },
  { call: 'GET /api/notices/preferences', who: 'authenticated' },
  { call: 'PUT /api/notices/preferences', who: 'authenticated', json: () => ({}) },
  { call: 'GET /api/notices/unsubscribe', who: 'public' },
  { call: 'POST /api/notices/unsubscribe', who: 'public', json: () => ({ token: 'not-a-token' }) },
  { call: 'GET /api/notices/sent', who: 'superUser' },
  // The unit roster: directors read it, administrators change it.
  { call: 'GET /api/units', who: 'superUser' },
  { call: 'GET /api/units/export', who: 'superUser' },
  { call: 'POST /api/units', who: 'admin', json: () => ({}) },
  { call: 'PUT /api/units/updaterange', who: 'admin', json: () => [] },
  { call: 'DELETE /api/units/999999', who: 'admin' },
  { call: 'POST /api/units/import', who: 'admin', form: true },
  { call: 'POST /api/units/members/999999/invite', who: 'admin' },
  { call: 'POST /api/units/999999/members', who: 'admin', json: () => ({}) },
  { call: 'PUT /api/units/members/999999', who: 'admin', json: () => ({}) },
  { call: 'DELETE /api/units/members/999999', who: 'admin' },
  { call: 'POST /api/units/invite-unregistered', who: 'admin' },
  // Votes: who may cast a ballot, name or revoke a proxy is decided from the roster (403 with its own text, for a known vote).
  { call: 'GET /api/votes', who: 'authenticated' },
  { call: 'POST /api/votes', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/votes/999999', who: 'superUser', json: () => ({}) },
  { call: 'DELETE /api/votes/999999', who: 'superUser' },
  { call: 'GET /api/votes/999999', who: 'authenticated' },
  { call: 'POST /api/votes/999999/ballots', who: 'authenticated', json: () => ({}) },
  { call: 'POST /api/votes/999999/paper-ballots', who: 'admin', json: () => ({}) },
  { call: 'POST /api/votes/999999/proxy', who: 'authenticated', json: () => ({}) },
  { call: 'DELETE /api/votes/999999/proxy', who: 'authenticated' },
  { call: 'GET /api/votes/999999/results', who: 'authenticated' },
  { call: 'GET /api/votes/999999/results/csv', who: 'authenticated' },
  { call: 'GET /api/votes/999999/results/pdf', who: 'authenticated' },
  { call: 'GET /api/votes/999999/recount', who: 'admin' },
  { call: 'POST /api/votes/999999/receipt-check', who: 'authenticated', json: () => ({}) },
  { call: 'GET /api/votes/999999/participation', who: 'superUser' },
  { call: 'POST /api/votes/999999/close', who: 'superUser', json: () => ({}) },
  { call: 'GET /api/units/999999/open-votes', who: 'superUser' },
  // Amenity bookings.
  { call: 'GET /api/amenities', who: 'authenticated' },
  { call: 'POST /api/amenities', who: 'admin', json: () => ({}) },
  { call: 'PUT /api/amenities/999999', who: 'admin', json: () => ({}) },
  { call: 'GET /api/amenities/999999/availability', who: 'authenticated' },
  { call: 'GET /api/bookings', who: 'authenticated' },
  { call: 'GET /api/bookings/residents', who: 'superUser' },
  { call: 'GET /api/bookings/count', who: 'superUser' },
  { call: 'POST /api/bookings', who: 'authenticated', json: () => ({}) },
  {
    call: 'POST /api/bookings',
    who: 'superUser',
    note: 'block or forProfileId',
    json: () => ({ amenityId: 999999, start: '2030-01-07T10:00', end: '2030-01-07T11:00', block: true }),
  },
  { call: 'DELETE /api/bookings/999999', who: 'authenticated' },
  { call: 'PUT /api/bookings/999999/decision', who: 'superUser', json: () => ({}) },
  // Service requests: the service shows a request to its requester and staff only (404 for others).
  { call: 'GET /api/requests/categories', who: 'authenticated' },
  { call: 'GET /api/requests/count', who: ['propmgr', 'director', 'admin'], note: 'staff: verified property managers too' },
  { call: 'GET /api/requests', who: 'authenticated' },
  { call: 'POST /api/requests', who: 'authenticated', json: () => ({}) },
  { call: 'GET /api/requests/999999', who: 'authenticated' },
  { call: 'PUT /api/requests/999999/status', who: 'authenticated', json: () => ({}) },
  { call: 'POST /api/requests/999999/comments', who: 'authenticated', json: () => ({}) },
  { call: 'PUT /api/requests/999999/rating', who: 'authenticated', json: () => ({}) },
  { call: 'POST /api/requests/999999/photos', who: 'authenticated', form: true },
  { call: 'GET /api/requests/999999/photos/x.png', who: 'authenticated' },
  // Meetings (docs/requirements.md, "Meetings, notices and consent to electronic notice"): notices are public; only owners choose their delivery (the service says 403 to others).
  { call: 'GET /api/meetings', who: 'public' },
  { call: 'GET /api/meetings/calendar.ics', who: 'public' },
  { call: 'GET /api/meetings/999999', who: 'public' },
  { call: 'GET /api/meetings/consent', who: 'authenticated' },
  { call: 'PUT /api/meetings/consent', who: 'authenticated', json: () => ({}) },
  { call: 'DELETE /api/meetings/consent', who: 'authenticated' },
  { call: 'POST /api/meetings', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/meetings/delivery-choice-requests', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/meetings/999999', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/meetings/999999/postpone', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/meetings/999999/cancel', who: 'superUser', json: () => ({}) },
  { call: 'GET /api/meetings/999999/paper-notices', who: 'superUser' },
  { call: 'POST /api/meetings/999999/paper-notices', who: 'superUser', json: () => ({}) },
  { call: 'GET /api/meetings/999999/certificate.pdf', who: 'superUser' },
  { call: 'PUT /api/meetings/999999/record', who: 'superUser', json: () => ({}) },
  { call: 'POST /api/meetings/999999/draft-minutes', who: 'superUser', note: 'minutes readers: checked in the service', json: () => ({}) },
  {
    call: 'POST /api/meetings/999999/minutes/approve',
    who: 'superUser',
    note: 'minutes readers: checked in the service',
    json: () => ({}),
  },
  { call: 'PUT /api/meetings/999999/votes', who: 'superUser', json: () => ({}) },
  { call: 'GET /api/meetings/999999/deliveries', who: 'superUser' },
  { call: 'GET /api/meetings/999999/mailing-list.csv', who: 'superUser' },
  { call: 'GET /api/meetings/999999/mailing-list.pdf', who: 'superUser' },
  // Official records (docs/requirements.md, "Official records and rule packs"): what a reader sees depends on who they are, checked in the service.
  { call: 'GET /api/records', who: 'public' },
  { call: 'GET /api/records/categories', who: 'public' },
  { call: 'GET /api/records/999999/file', who: 'public' },
  { call: 'POST /api/records/post', who: 'superUser', json: () => ({}) },
  {
    call: 'GET /api/ledger/units/999999',
    who: ['owner', 'director', 'admin'],
    note: "owners' accounts: verified owners (another unit 404)",
  },
  { call: 'GET /api/ledger/aging', who: 'superUser' },
  { call: 'POST /api/ledger/charges', who: 'superUser', note: 'directors: the treasurer only, checked in the service', json: () => ({}) },
  {
    call: 'POST /api/ledger/assessments/post',
    who: 'superUser',
    note: 'directors: the treasurer only, checked in the service',
    json: () => ({}),
  },
  { call: 'POST /api/ledger/payments', who: 'superUser', note: 'directors: the treasurer only, checked in the service', json: () => ({}) },
  {
    call: 'POST /api/ledger/transactions/999999/reverse',
    who: 'superUser',
    note: 'directors: the treasurer only, checked in the service',
    json: () => ({}),
  },
  { call: 'POST /api/ledger/journal', who: 'superUser', note: 'directors: the treasurer only, checked in the service', json: () => ({}) },
  { call: 'GET /api/records/compliance', who: 'superUser' },
  { call: 'GET /api/records/compliance.csv', who: 'superUser' },
  { call: 'GET /api/records/compliance.pdf', who: 'superUser' },
  { call: 'POST /api/records/requests', who: 'authenticated', note: 'verified owners: checked in the service', json: () => ({}) },
  { call: 'GET /api/records/requests', who: 'authenticated' },
  { call: 'POST /api/records/requests/999999/answer', who: 'superUser', json: () => ({}) },
];

describe('authorization table', () => {
  let portal: TestPortal;
  let fixtures: Fixtures;

  beforeAll(async () => {
    portal = await startPortal();
    const members = await createMembers(portal, 'z');
    const newsletter = await uploadedName(portal, members.director.token, 'newsletters', minimalPdf(), 'n.pdf');
    const minutes = await uploadedName(portal, members.director.token, 'minutes', minimalPdf(), 'm.pdf');
    const tenantProfile = await (await portal.request('GET', '/api/profile', { token: members.tenant.token })).json();
    fixtures = { members, newsletter, minutes, tenantProfile };
  });
  afterAll(() => portal?.stop());

  it('lists every route of the Resource API', () => {
    const routes = new Set(
      portal.strapi.server
        .listRoutes()
        .filter(
          (r) =>
            r.path.startsWith('/api/') &&
            !/^\/api\/(account|auth|users|connect|upload|i18n|email|users-permissions|content-type-builder|bench|panel-access)/.test(
              r.path,
            ),
        )
        .map((r) => `${r.methods.filter((m) => m !== 'HEAD')[0]} ${r.path}`),
    );
    const tabled = new Set(
      TABLE.map((row) =>
        row.call
          .replace('/content/news/', '/content/:kind/')
          .replace('/999999', '/:id')
          .replace('/logins/1/', '/logins/:loginId/')
          .replace('/photos/x.png', '/photos/:name'),
      ),
    );
    expect([...routes].filter((r) => !tabled.has(r))).toEqual([]);
  });

  it('keeps the account calls, userinfo and identity pages out of every cache, and the public documents cacheable', async () => {
    const token = fixtures.members.tenant.token;
    for (const path of ['/api/account/roles', '/api/account/claims', '/oidc/me', '/api/news/active']) {
      const response = await portal.request('GET', path, { token });
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    for (const path of ['/api/news/active', '/api/settings', '/oidc/jwks', '/oidc/.well-known/openid-configuration']) {
      const response = await portal.request('GET', path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });

  for (const row of TABLE) {
    const allowed = Array.isArray(row.who) ? row.who : ALLOWED[row.who];
    const label = `${row.call}${row.note ? ` (${row.note})` : ''} — ${Array.isArray(row.who) ? row.who.join('/') : row.who}`;
    it(label, async () => {
      const [method, path] = row.call.split(' ');
      const outcomes: string[] = [];
      for (const role of ROLE_NAMES) {
        let body: BodyInit | undefined;
        if (row.form) body = new FormData();
        const response = await portal.request(method, path, {
          token: tokenOf(fixtures.members, role),
          headers: row.headers?.(fixtures),
          json: row.json?.(fixtures),
          body,
        });
        await response.arrayBuffer();
        const refused = response.status === 401 || response.status === 403;
        const expected = allowed.includes(role) ? 'allowed' : role === 'visitor' ? '401' : '403';
        const actual = refused ? String(response.status) : 'allowed';
        if (refused) expect(response.headers.get('application-error'), `${role}: Application-Error`).toBeTruthy();
        if (response.status === 403 && !path.startsWith('/api/account')) {
          expect(response.headers.get('application-error'), `${role}: 403 text`).toBe('You are not allowed to do this.');
        }
        expect(response.status, `${role} got ${response.status}`).toBeLessThan(500);
        // Every answer to a token, refusals included, stays out of every cache (docs/requirements.md, "Roles and permissions").
        if (role !== 'visitor') expect(response.headers.get('cache-control'), `${role}: Cache-Control`).toBe('private, no-store');
        outcomes.push(`${role}:${actual === expected ? 'ok' : `expected ${expected}, got ${response.status}`}`);
      }
      expect(outcomes.filter((o) => !o.endsWith(':ok'))).toEqual([]);
    });
  }
});
