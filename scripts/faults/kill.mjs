// @ts-check
/**
 * kill -9 of the portal under concurrent writes: no acknowledged write lost, the unanswered ones
 * stored exactly once when sent again with their Idempotency-Key, seconds to restart; on SQLite,
 * a clean integrity check afterwards. (PostgreSQL runs the same check in postgres.mjs.)
 */
import { call, faq, sleep, sqlite, storedQuestionList, writeLoad } from './harness.mjs';

/**
 * Kills `p` after 3 s of concurrent writes, starts it again on the same port and data, and checks
 * what was stored; answers the restarted portal.
 * @param {import('./harness.mjs').Harness} h
 * @param {string} label
 * @param {import('./harness.mjs').Portal} p
 * @param {Record<string, string>} env
 * @param {string} token
 */
export async function killUnderWrites(h, label, p, env, token) {
  const port = Number(new URL(p.url).port);
  const prefix = `kill-${label}`;
  const load = writeLoad(p.url, token, { prefix });
  await sleep(3000);
  process.kill(p.pid, 'SIGKILL');
  const killedAt = Date.now();
  await load.stop();
  const restartStarted = Date.now();
  const again = await h.portal(`${label}-restarted`, env, { port });
  const restartSeconds = (Date.now() - restartStarted) / 1000;
  const stored = new Set(await storedQuestionList(again.url, token, prefix));
  const lost = [...load.acknowledged].filter((q) => !stored.has(q));
  const unacknowledgedStored = [...stored].filter((q) => !load.acknowledged.has(q)).length;
  // The client's side of a cut connection: send every unanswered write again with its key, once
  // a claim left by the killed process counts as abandoned (STALE_MS in cms/src/platform/idempotency.ts).
  await sleep(Math.max(0, killedAt + 21_000 - Date.now()));
  /** @type {Record<number, number>} */
  const retries = {};
  for (const { question, key } of load.unanswered) {
    const r = await call(again.url, 'POST', '/api/faq/add', { token, json: faq(question), headers: { 'Idempotency-Key': key } });
    retries[r.status] = (retries[r.status] ?? 0) + 1;
  }
  const afterRetries = await storedQuestionList(again.url, token, prefix);
  const duplicates = afterRetries.length - new Set(afterRetries).size;
  const missingAfterRetries = load.unanswered.filter(({ question }) => !afterRetries.includes(question)).length;
  h.figure(`${label}.killUnderWrites`, {
    sent: load.sent(),
    acknowledged: load.acknowledged.size,
    lost: lost.length,
    storedWithoutAnswer: unacknowledgedStored,
    restartSeconds,
    statuses: load.statuses,
    retriedWithSameKey: retries,
    duplicatesAfterRetries: duplicates,
    missingAfterRetries,
  });
  h.log(
    `${label}: kill -9 after ${load.acknowledged.size} acknowledged writes: ${lost.length} lost, ${unacknowledgedStored} stored without an answer, restart ${restartSeconds.toFixed(1)} s`,
  );
  h.check(
    `${label}: kill -9 under concurrent writes loses no acknowledged write`,
    lost.length === 0 && load.acknowledged.size > 0,
    `${load.acknowledged.size} acknowledged, ${lost.length} lost`,
  );
  h.check(
    `${label}: unanswered writes retried with their Idempotency-Key are stored exactly once`,
    duplicates === 0 && missingAfterRetries === 0,
    `${load.unanswered.length} retried (${JSON.stringify(retries)}), ${duplicates} duplicates, ${missingAfterRetries} missing`,
  );
  return again;
}

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'sqlite: kill -9 under concurrent writes',
    sqlite: true,
    async run(h) {
      const shared = await h.sqlite();
      if (!shared.token) return;
      shared.portal = await killUnderWrites(h, 'sqlite', shared.portal, shared.env, shared.token);
      const integrity = sqlite(shared.portal.dataDir, "d.pragma('integrity_check',{simple:true})");
      h.check('sqlite: integrity check clean after kill -9', integrity === 'ok', integrity);
    },
  },
];
