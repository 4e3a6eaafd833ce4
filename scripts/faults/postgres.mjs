// @ts-check
/**
 * PostgreSQL faults, on a throwaway cluster of their own (skipped when PostgreSQL is not
 * installed): two processes started together on an empty database, the database stopped 10 s
 * under load (503 + Retry-After, never 401 or driver text, seconds to recover), kill -9 of the
 * portal under concurrent writes, files shared through the database (shared-storage.mjs), and
 * backup → restore into another empty database.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pdf } from '../../testkit/fixtures.mjs';
import { Browser, authorizationRequest, formAction } from '../../testkit/oidc.mjs';
import { freePort } from '../../testkit/processes.mjs';
import { backup, restore } from '../backup.mjs';
import { PASSWORD, call, faq, signIn, sleep, upload } from './harness.mjs';
import { killUnderWrites } from './kill.mjs';
import { sharedStorageFaults } from './shared-storage.mjs';

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'PostgreSQL faults',
    async run(h) {
      const cluster = await h.postgresCluster();
      if (!cluster) return h.skip('PostgreSQL faults', 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
      const { work } = h;
      const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: cluster.url, DATABASE_POOL_MAX: '10', DATABASE_CONNECTION_TIMEOUT: '5000' };

      // Two processes started together on the empty database.
      const started = Date.now();
      const [portA, portB] = [await freePort(), await freePort()];
      const both = await Promise.allSettled([
        h.portal('pg-a', { ...env, DATA_DIR: path.join(work, 'pg-a') }, { port: portA }),
        h.portal('pg-b', { ...env, DATA_DIR: path.join(work, 'pg-b') }, { port: portB }),
      ]);
      const up = both.flatMap((b) => (b.status === 'fulfilled' ? [b.value] : []));
      h.figure('postgres.concurrentFirstStart', { processes: 2, up: up.length, seconds: (Date.now() - started) / 1000 });
      h.check(
        'PostgreSQL: two processes started together on an empty database both come up',
        up.length === 2,
        both.flatMap((b) => (b.status === 'rejected' ? [String(b.reason?.message).split('\n')[0]] : [])).join('; '),
      );
      if (!up.length) return;
      const [a, b] = up;
      // Nothing shared but the database: files written through one process are read through the other.
      if (b)
        await sharedStorageFaults({
          a,
          b,
          env,
          distDir: a.distDir,
          signIn,
          call,
          upload,
          pdf: (/** @type {number} */ bytes, /** @type {string} */ seed) => pdf(seed, { bytes }),
          check: h.check,
          figure: h.figure,
        });
      // Same secrets folder is not shared: tokens are signed with the database's key, so both accept them.
      if (b) await b.stop();
      const session = await signIn(a.url, 'director');
      const owner = await signIn(a.url, 'owner');
      if (!session.token || !owner.token) {
        h.check('PostgreSQL: demo accounts sign in', false, `director ${session.status}, owner ${owner.status}`);
        return;
      }

      // The database stopped for 10 s under load.
      /** @type {{ kind: number, status: number, at: number, end: number, retryAfter: string | null | undefined, leak: boolean }[]} */
      const samples = [];
      let running = true;
      const requests = [
        () => call(a.url, 'GET', '/api/profile', { token: owner.token, timeoutMs: 8000 }),
        () => call(a.url, 'GET', '/api/news/active', { timeoutMs: 8000 }),
        () => call(a.url, 'GET', '/api/faq', { token: session.token, timeoutMs: 8000 }),
        () => call(a.url, 'POST', '/api/faq/add', { token: session.token, json: faq(`outage-${crypto.randomUUID()}`), timeoutMs: 8000 }),
      ];
      const loader = async (/** @type {number} */ i) => {
        while (running) {
          const kind = i % requests.length;
          const r = await requests[kind]();
          samples.push({
            kind,
            status: r.status,
            at: r.at,
            end: r.at + r.ms,
            retryAfter: r.headers?.get('retry-after'),
            leak: /ECONN|select |insert |the database system|pg_|knex/i.test(r.text),
          });
          await sleep(50);
        }
      };
      const loaders = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(loader));
      // A login page opened before the outage, its form sent during it.
      const formBrowser = new Browser(a);
      const opened = await formBrowser.fetch(authorizationRequest(formBrowser).path);
      const loginPage = await formBrowser.fetch(/** @type {string} */ (opened.headers.get('location')));
      const loginAction = formAction(await loginPage.text());
      await sleep(2000);
      const stoppedAt = Date.now();
      cluster.stop('fast');
      await sleep(2000);
      // The login page while the database is away: the same "temporarily unavailable" text, not "oops".
      const fresh = new Browser(a);
      const loginPages = [
        await fresh.fetch(authorizationRequest(fresh).path),
        await formBrowser.fetch(loginAction, { method: 'POST', form: { username: 'owner', password: PASSWORD } }),
      ];
      const loginTexts = await Promise.all(loginPages.map(async (r) => ({ status: r.status, text: await r.text() })));
      h.figure(
        'postgres.loginPageWhileDown',
        loginTexts.map((r) => r.status),
      );
      h.check(
        'PostgreSQL down: the login page answers 503 "temporarily unavailable", never "oops"',
        loginTexts.every(
          (r) =>
            r.status === 503 &&
            r.text.includes('The portal is temporarily unavailable, please try again in a moment.') &&
            !/oops/i.test(r.text),
        ),
        loginTexts.map((r) => r.status).join(', '),
      );
      await sleep(8000);
      cluster.start();
      const backAt = Date.now();
      await sleep(6000);
      running = false;
      await loaders;
      const during = samples.filter((s) => s.at >= stoppedAt);
      const failures = during.filter((s) => s.status !== 200);
      const unauthorized = during.filter((s) => s.status === 401).length;
      const withoutRetry = during.filter((s) => s.status === 503 && s.retryAfter !== '2').length;
      const other = during.filter((s) => ![200, 503].includes(s.status)).length;
      const leaks = during.filter((s) => s.leak).length;
      const lastFailureEnd = Math.max(backAt, ...failures.filter((s) => s.at >= backAt - 1000).map((s) => s.end));
      const recoverSeconds = (lastFailureEnd - backAt) / 1000;
      const firstWrite = during.filter((s) => s.kind === 3 && s.status === 200 && s.at >= backAt).map((s) => s.end);
      const firstWriteSeconds = firstWrite.length ? (Math.min(...firstWrite) - backAt) / 1000 : null;
      const cachedServed = during.filter((s) => s.kind === 1 && s.status === 200 && s.at < backAt).length;
      h.figure('postgres.stopped10s', {
        requests: during.length,
        failed: failures.length,
        status503: failures.filter((s) => s.status === 503).length,
        unauthorized,
        other,
        leaks,
        withoutRetryAfter: withoutRetry,
        cachedPublicReadsServedWhileDown: cachedServed,
        secondsToRecover: recoverSeconds,
        secondsToFirstWrite: firstWriteSeconds,
      });
      h.log(
        `PostgreSQL stopped 10 s: ${during.length} requests, ${failures.length} failed (${unauthorized} × 401, ${other} other than 503), ${leaks} with driver text, last failure ${recoverSeconds.toFixed(2)} s and first write ${firstWriteSeconds?.toFixed(2)} s after it returned`,
      );
      h.check('PostgreSQL down: signed-in calls answer 503, never 401', unauthorized === 0 && failures.length > 0, `${unauthorized} × 401`);
      h.check(
        'PostgreSQL down: only 503 with Retry-After, no driver text',
        other === 0 && leaks === 0 && withoutRetry === 0,
        `${other} other statuses, ${leaks} leaks, ${withoutRetry} without Retry-After`,
      );
      h.check('PostgreSQL down: cached public reads keep answering', cachedServed > 0, `${cachedServed} served`);
      h.check(
        'PostgreSQL back: everything answers within 2 s',
        recoverSeconds <= 2 && firstWriteSeconds !== null && firstWriteSeconds <= 2,
        `last failure ${recoverSeconds.toFixed(2)} s, first write ${firstWriteSeconds?.toFixed(2)} s`,
      );

      // kill -9 of the portal under concurrent writes.
      const again = await killUnderWrites(h, 'postgres', a, { ...env, DATA_DIR: a.dataDir }, session.token);
      await again.stop();

      // backup of PostgreSQL → restore into another empty database.
      try {
        const made = await backup(path.join(work, 'backups-pg'), { ...process.env, ...env, DATA_DIR: a.dataDir });
        const target = {
          ...process.env,
          ...env,
          DATABASE_URL: cluster.url.replace(/\/hearth$/, '/hearth_restore'),
          DATA_DIR: path.join(work, 'pg-restored'),
          INIT_CWD: work,
        };
        await restore(made.archive, target);
        let refusedMessage = '';
        await restore(made.archive, { ...target, DATA_DIR: path.join(work, 'pg-restored-2') }).catch((e) => (refusedMessage = e.message));
        h.check(
          'PostgreSQL: backup → restore into an empty database; a used database is refused with the commands to use instead',
          /is not empty .*: restore into a new one, e\.g\. `createdb .* hearth_restore_restored` then `DATABASE_URL=postgres:\/\/\S+\/hearth_restore_restored npm run restore \S+`/.test(
            refusedMessage,
          ) && !refusedMessage.includes('\n'),
          refusedMessage,
        );
        h.figure('backup.postgres', { bytes: made.bytes, files: made.documents });
      } catch (error) {
        h.check('PostgreSQL: backup → restore', false, /** @type {Error} */ (error).message);
      }
    },
  },
];
