/**
 * The signed-in reads (FAQs, the board, board roles, document lists) answered from the versioned
 * cache after the token check: every write shows at once, in this process and through the
 * API, the admin panel (document service) or another process (the shared version row).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import { createMembers, expectJson, type Members } from './support';

const FAQ = 'api::faq.faq';
const DIRECTOR = 'api::board-director.board-director';
const ROLE = 'api::board-role.board-role';
const DOCUMENT = 'api::document.document';

describe('signed-in reads from the cache', () => {
  let portal: TestPortal;
  let members: Members;
  const get = async (path: string, token = members.tenant.token, headers: Record<string, string> = {}) =>
    expectJson(await portal.request('GET', path, { token, headers }), 200);

  beforeAll(async () => {
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '300' });
    members = await createMembers(portal, 's');
  });
  afterAll(() => portal?.stop());

  it('still asks for a token before any cached answer', async () => {
    await get('/api/faq');
    for (const path of ['/api/faq', '/api/board/active', '/api/boardrole']) {
      expect((await portal.request('GET', path)).status, path).toBe(401);
    }
    expect((await portal.request('GET', '/api/board', { token: members.tenant.token })).status).toBe(403);
  });

  it('FAQs: an API save, an admin panel edit and another process show on the next read', async () => {
    const before = await get('/api/faq');
    const added = await expectJson(
      await portal.request('POST', '/api/faq/add', {
        token: members.director.token,
        json: { id: 0, question: 'Where do I park?', answer: 'Level P2.', details: [] },
      }),
      200,
    );
    expect((await get('/api/faq')).map((f) => f.question)).toEqual([...before.map((f) => f.question), 'Where do I park?']);

    const row = await portal.strapi.db.query(FAQ).findOne({ where: { id: added.id } });
    await portal.strapi.documents(FAQ).update({ documentId: row.documentId, data: { answer: 'Level P2, spots 10-40.' } as never });
    expect((await get('/api/faq')).find((f) => f.id === added.id).answer).toBe('Level P2, spots 10-40.');

    // Another process: the row and the shared version row change, this process's memory does not.
    const knex = portal.strapi.db.connection;
    await knex('faqs').where({ id: added.id }).update({ answer: 'Level P3.' });
    await knex('hearth_content_versions').where({ uid: FAQ }).increment('version', 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await get('/api/faq')).find((f) => f.id === added.id).answer).toBe('Level P3.');
  });

  it('bumps with the write, whatever its path: a direct query at once, a rolled-back or refused write never, one transaction once', async () => {
    const knex = portal.strapi.db.connection;
    const version = async (db: typeof knex = knex) =>
      Number((await db('hearth_content_versions').where({ uid: FAQ }).first('version'))?.version ?? 0);
    const answerOf = async (id: number) => (await get('/api/faq')).find((f) => f.id === id)?.answer;
    const add = async (question: string) =>
      expectJson(
        await portal.request('POST', '/api/faq/add', {
          token: members.director.token,
          json: { id: 0, question, answer: 'First.', details: [] },
        }),
        200,
      );
    const [one, two] = [await add('Is there a sauna?'), await add('Is there a pool?')];
    expect(await answerOf(one.id)).toBe('First.'); // cached
    const start = await version();

    // A direct query (no document service): bumped, and this process sees it on the next read.
    await portal.strapi.db.query(FAQ).update({ where: { id: one.id }, data: { answer: 'Direct.' } });
    expect(await version()).toBe(start + 1);
    expect(await answerOf(one.id)).toBe('Direct.');

    // A rolled-back write: bumped inside its transaction, and gone with it.
    await expect(
      portal.strapi.db.transaction(async ({ trx }) => {
        await portal.strapi.db.query(FAQ).update({ where: { id: one.id }, data: { answer: 'Rolled back.' } });
        expect(await version(trx)).toBe(start + 2);
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    expect(await version()).toBe(start + 1);
    expect(await answerOf(one.id)).toBe('Direct.');

    // A write the rules refuse: nothing written, nothing bumped.
    const refused = await portal.request('PUT', '/api/faq/update', {
      token: members.director.token,
      json: { id: one.id, question: '', answer: 'Refused.', details: [] },
    });
    expect(refused.status).toBe(400);
    expect(await version()).toBe(start + 1);

    // Three rows in one transaction: one bump, and every row shows.
    await portal.strapi.db.transaction(async () => {
      await portal.strapi.db.query(FAQ).update({ where: { id: one.id }, data: { answer: 'Together.' } });
      await portal.strapi.db.query(FAQ).update({ where: { id: two.id }, data: { answer: 'Together too.' } });
      await portal.strapi.db.query(FAQ).updateMany({ where: { id: { $in: [one.id, two.id] } }, data: { question: 'Merged?' } });
    });
    expect(await version()).toBe(start + 2);
    expect([await answerOf(one.id), await answerOf(two.id)]).toEqual(['Together.', 'Together too.']);
  });

  it('the board follows director writes and the names of its roles', async () => {
    const roles = await get('/api/boardrole');
    const treasurer = roles.find((r) => r.role === 'Treasurer');
    const { profile } = await createAccount(portal, 'stone', ['owner']);
    const model = {
      id: 0,
      firstName: profile.firstName,
      lastName: profile.lastName,
      unitNumber: profile.unitNumber,
      phone: '416-555-0199',
      email: 'stone@example.org',
    };
    await get('/api/board/active'); // cached before the write
    await expectJson(
      await portal.request('POST', '/api/board/add', {
        token: members.admin.token,
        json: { models: [{ ...model, position: -1, active: true, roles: [{ id: treasurer.id, role: 'Treasurer' }] }] },
      }),
      200,
    );
    const ada = (await get('/api/board/active')).find((d) => d.lastName === profile.lastName);
    expect(ada.roles.map((r) => r.role)).toEqual(['Treasurer']);

    const role = await portal.strapi.db.query(ROLE).findOne({ where: { id: treasurer.id } });
    await portal.strapi.documents(ROLE).update({ documentId: role.documentId, data: { role: 'Treasurer and Secretary' } as never });
    expect((await get('/api/boardrole')).map((r) => r.role)).toContain('Treasurer and Secretary');
    expect((await get('/api/board/active')).find((d) => d.lastName === profile.lastName).roles.map((r) => r.role)).toEqual([
      'Treasurer and Secretary',
    ]);

    const director = await portal.strapi.db.query(DIRECTOR).findOne({ where: { lastName: profile.lastName } });
    await portal.strapi.documents(DIRECTOR).update({ documentId: director.documentId, data: { active: false } as never });
    expect((await get('/api/board/active')).some((d) => d.lastName === profile.lastName)).toBe(false);
    expect((await get('/api/board', members.director.token)).some((d) => d.lastName === profile.lastName)).toBe(true);
  });

  it('document lists follow writes per kind, and minutes stay refused to tenants once cached for an admin', async () => {
    const newsletters = await get('/api/document', members.owner.token, { docType: 'newsletters' });
    await portal.strapi.documents(DOCUMENT).create({
      data: {
        title: 'Summer Newsletter',
        docType: 'Newsletter',
        documentDate: '2026-07-01',
        documentName: 'summer-x1.pdf',
        documentFolder: 'newsletters',
      } as never,
    });
    const after = await get('/api/document', members.owner.token, { docType: 'newsletters' });
    expect(after).toHaveLength(newsletters.length + 1);
    expect(after[0].title).toBe('Summer Newsletter');

    await get('/api/document', members.admin.token, { docType: 'minutes' });
    const refused = await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'minutes' } });
    expect(refused.status).toBe(403);
  });

  it('answers compressed by Accept-Encoding, and the compressed answer follows writes', async () => {
    /** The FAQs as they come over the wire (fetch would decode them). */
    const raw = (acceptEncoding: string, token = members.tenant.token) =>
      new Promise<{ status?: number; encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${portal.url}/api/faq`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const questions = (answer: { encoding?: string; body: Buffer }) =>
      (
        JSON.parse(
          (answer.encoding === 'br'
            ? zlib.brotliDecompressSync(answer.body)
            : answer.encoding === 'gzip'
              ? zlib.gunzipSync(answer.body)
              : answer.body
          ).toString(),
        ) as { question: string }[]
      ).map((f) => f.question);

    await expectJson(
      await portal.request('POST', '/api/faq/add', {
        token: members.director.token,
        json: { id: 0, question: 'Can I book the party room?', answer: 'Yes. '.repeat(300), details: [] },
      }),
      200,
    );
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const first = await raw(accept);
      const second = await raw(accept);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.encoding, accept).toBe(expected);
        expect(answer.vary).toMatch(/accept-encoding/i);
        expect(questions(answer)).toContain('Can I book the party room?');
      }
      expect(second.body.equals(first.body)).toBe(true);
    }
    expect((await raw('br', 'not-a-token')).status).toBe(401);

    await expectJson(
      await portal.request('POST', '/api/faq/add', {
        token: members.director.token,
        json: { id: 0, question: 'Where are the lockers?', answer: 'Level P1.', details: [] },
      }),
      200,
    );
    expect(questions(await raw('br'))).toContain('Where are the lockers?');
    expect(questions(await raw('gzip'))).toContain('Where are the lockers?');
  });

  it('checks the same token against the account row on every request, whichever process changed it', async () => {
    const { user, token } = await createAccount(portal, 'stoken', ['tenant']);
    const status = async (path = '/api/faq') => (await portal.request('GET', path, { token })).status;
    // Another process's writes: straight to the row, nothing in this process hears of them.
    const setRow = (data: Record<string, unknown>) => portal.strapi.db.connection('up_users').where({ id: user.id }).update(data);

    expect(await status()).toBe(200);
    expect(await status()).toBe(200); // the signature is checked once per token; the row below every time
    expect(await status('/api/board')).toBe(403);
    await setRow({ portal_roles: JSON.stringify(['director']) });
    expect(await status('/api/board')).toBe(200);
    await setRow({ portal_roles: JSON.stringify(['tenant']) });
    expect(await status('/api/board')).toBe(403);

    await setRow({ blocked: true });
    expect(await status()).toBe(401);
    await setRow({ blocked: false });
    expect(await status()).toBe(200);

    // Sessions ended (a password change elsewhere): tokens issued before are refused.
    await setRow({ tokens_valid_after: Math.floor(Date.now() / 1000) + 1 });
    expect(await status()).toBe(401);
    await setRow({ tokens_valid_after: null });
    expect(await status()).toBe(200);

    // An expired token is refused although its signature was checked before (5 minutes' tolerance).
    const shortLived = await accessTokenFor(portal, user.id, { expiresIn: '1m' });
    expect((await portal.request('GET', '/api/faq', { token: shortLived })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 7 * 60_000);
      expect((await portal.request('GET', '/api/faq', { token: shortLived })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
