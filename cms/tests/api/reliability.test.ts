/**
 * Failures of ours get true answers: Idempotency-Key on the add calls, request ids, and a
 * database that stops answering (its connection pool destroyed, then re-initialised):
 * 503 with Retry-After on every endpoint — signed-in ones too, never "invalid credentials" —
 * no driver text, cached public reads still answered, and everything back once it returns.
 * Disk-level faults (full, read-only) and real PostgreSQL outages: scripts/test-faults.mjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, Messages, RETRY_AFTER_SECONDS } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, type Members } from './support';

describe('reliability', () => {
  let portal: TestPortal;
  let members: Members;
  let director: string;

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'r');
    director = members.director.token;
  });
  afterAll(() => portal?.stop());

  const faq = (question: string) => ({ id: 0, question, answer: 'An answer.', details: [{ sequence: 1, body: 'Detail.' }] });
  const faqCount = async (question: string) =>
    (await expectJson(await portal.request('GET', '/api/faq', { token: director }), 200)).filter((f) => f.question === question).length;

  describe('Idempotency-Key', () => {
    it('answers the first result again for the same key and creates once', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: 'form-1234-abcd' };
      const first = await portal.request('POST', '/api/faq/add', { token: director, json: faq('Once?'), headers });
      const firstBody = await expectJson(first, 200);
      const again = await portal.request('POST', '/api/faq/add', { token: director, json: faq('Once?'), headers });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await expectJson(again, 200)).toEqual(firstBody);
      expect(await faqCount('Once?')).toBe(1);
      // Another key is another form.
      await expectJson(
        await portal.request('POST', '/api/faq/add', {
          token: director,
          json: faq('Once?'),
          headers: { [IDEMPOTENCY_HEADER]: 'form-5678-efgh' },
        }),
        200,
      );
      expect(await faqCount('Once?')).toBe(2);
    });

    it('keeps nothing for a refused call, so the same key can be sent again corrected', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: 'form-refused-1' };
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: { ...faq('Fixed?'), question: '' }, headers }),
        400,
        Messages.faqQuestionRequired,
      );
      await expectJson(await portal.request('POST', '/api/faq/add', { token: director, json: faq('Fixed?'), headers }), 200);
      expect(await faqCount('Fixed?')).toBe(1);
    });

    it('is per caller: another account with the same key creates its own', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: 'form-shared-key' };
      await expectJson(await portal.request('POST', '/api/faq/add', { token: director, json: faq('Mine?'), headers }), 200);
      await expectJson(await portal.request('POST', '/api/faq/add', { token: members.admin.token, json: faq('Mine?'), headers }), 200);
      expect(await faqCount('Mine?')).toBe(2);
    });

    it('creates once when the same key arrives twice at the same time', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: 'form-concurrent-1' };
      const answers = await Promise.all(
        [0, 1, 2].map(() => portal.request('POST', '/api/faq/add', { token: director, json: faq('Together?'), headers })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses).toContain(200);
      for (const status of statuses) expect([200, 409]).toContain(status);
      expect(await faqCount('Together?')).toBe(1);
      // Once the first has answered, the same key replays it.
      const again = await portal.request('POST', '/api/faq/add', { token: director, json: faq('Together?'), headers });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });

    it('after a process died mid-call: a key whose create committed is refused, one whose create did not is run', async () => {
      const knex = portal.strapi.db.connection;
      const scope = `${members.director.userId} POST /api/faq/add`;
      // Died after the create committed (the key says CREATED), before its answer was recorded.
      await knex('hearth_idempotency_keys').insert({
        idempotency_key: 'form-died-created',
        scope,
        status: 1,
        body: 'null',
        created_at: Date.now() - 60_000,
      });
      await expectRefused(
        await portal.request('POST', '/api/faq/add', {
          token: director,
          json: faq('Died after?'),
          headers: { [IDEMPOTENCY_HEADER]: 'form-died-created' },
        }),
        409,
        Messages.idempotencyAlreadySaved,
      );
      expect(await faqCount('Died after?')).toBe(0);
      // Died before its create (still PENDING): recently → still running; long ago → run now.
      await knex('hearth_idempotency_keys').insert({
        idempotency_key: 'form-died-pending',
        scope,
        status: 0,
        body: 'null',
        created_at: Date.now(),
      });
      const headers = { [IDEMPOTENCY_HEADER]: 'form-died-pending' };
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: faq('Died before?'), headers }),
        409,
        Messages.idempotencyInProgress,
      );
      await knex('hearth_idempotency_keys')
        .where({ idempotency_key: 'form-died-pending' })
        .update({ created_at: Date.now() - 60_000 });
      await expectJson(await portal.request('POST', '/api/faq/add', { token: director, json: faq('Died before?'), headers }), 200);
      expect(await faqCount('Died before?')).toBe(1);
    });

    it('refuses a malformed key', async () => {
      await expectRefused(
        await portal.request('POST', '/api/faq/add', { token: director, json: faq('Bad key?'), headers: { [IDEMPOTENCY_HEADER]: 'x y' } }),
        400,
        Messages.idempotencyKeyInvalid,
      );
      expect(await faqCount('Bad key?')).toBe(0);
    });
  });

  it('gives every answer a request id', async () => {
    const response = await portal.request('GET', '/api/settings');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
  });

  describe('the database away', () => {
    it('answers 503 with Retry-After and no internal text, keeps signed-in callers signed in, serves cached public reads, and recovers', async () => {
      // Signed-in and public reads that work, so keys and caches are warm.
      await expectJson(await portal.request('GET', '/api/profile', { token: members.owner.token }), 200);
      const news = await expectJson(await portal.request('GET', '/api/news/active'), 200);

      const knex = portal.strapi.db.connection as unknown as { destroy(): Promise<void>; initialize(): void };
      await knex.destroy();
      try {
        const calls = [
          portal.request('GET', '/api/profile', { token: members.owner.token }),
          portal.request('GET', '/api/faq', { token: director }),
          portal.request('POST', '/api/faq/add', { token: director, json: faq('Down?') }),
          portal.request('GET', '/api/board/active', { token: members.tenant.token }),
        ];
        for (const response of await Promise.all(calls)) {
          const text = await response.text();
          expect(response.status, text).toBe(503);
          expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
          expect(response.headers.get('application-error')).toBe(Messages.portalUnavailable);
          const body = JSON.parse(text);
          expect(body.error.message).toBe(Messages.portalUnavailable);
          expect(body.error.details.requestId).toBe(response.headers.get('x-request-id'));
          expect(text).not.toMatch(/knex|pool|sqlite|select|ECONN/i);
        }
        // The last good copy of a cached public read.
        await new Promise((resolve) => setTimeout(resolve, 400)); // past the version check interval
        expect(await expectJson(await portal.request('GET', '/api/news/active'), 200)).toEqual(news);
      } finally {
        knex.initialize();
      }
      await expectJson(await portal.request('GET', '/api/profile', { token: members.owner.token }), 200);
      await expectJson(await portal.request('GET', '/api/faq', { token: director }), 200);
    });
  });
});
