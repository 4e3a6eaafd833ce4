/**
 * A secret ballot is never linkable (docs/requirements.md, "Votes"), on SQLite and PostgreSQL, read
 * as an attacker with SQL as the portal's own role would: after a secret vote with online, proxy
 * and paper ballots, no table, no outbox row and no line of the portal's log holds a receipt code
 * or its plain digest, and no row joins a unit or an account to a ballot's choices, while the vote
 * runs (the choices are sealed) or after it closes (opened once, under fresh keys, in one
 * transaction). A receipt from the mailbox still checks as counted through the portal. And a
 * secret ballot costs the same whatever the vote's size: rows written per ballot are counted.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { atOnce } from '../../../testkit/at-once.mjs';
import { aVote as aVoteOf, createMembers, expectJson, sendQueuedMail, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: MailedPortal;
let members: Members;
let street = 0;
const logged: string[] = [];
const writes = { stdout: process.stdout.write, stderr: process.stderr.write };

const isPostgres = () => !/sqlite/.test(String(portal.strapi.db.connection.client.config.client));
const knex = () => portal.strapi.db.connection;
const rowsOf = async (sql: string, bindings: unknown[] = []): Promise<Record<string, unknown>[]> => {
  const answer = await knex().raw(sql, bindings);
  return isPostgres() ? answer.rows : answer;
};

async function unitWithOwner(entitlement: number) {
  const name = `Secret Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement, rosterKey: rosterKeyOf('1', name) } });
  const username = `sec${street}`;
  const { profile, token } = await createAccount(portal, username, ['owner']);
  await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
  return { unitId: Number(unit.id), token, profileId: Number(profile.id), email: `${username}@example.org` };
}

const aVote = (overrides: Partial<VoteCreate> = {}): VoteCreate =>
  aVoteOf({
    title: 'Sealed colour',
    questions: [
      { text: 'Repaint?', kind: 'yesNo' },
      { text: 'Which colour?', kind: 'oneOf', options: ['Ochre', 'Teal', 'Umber'] },
    ],
    secret: true,
    counting: 'entitlement',
    ...overrides,
  });

const createVote = async (overrides: Partial<VoteCreate> = {}) =>
  (await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(overrides) }), 201)).id as number;

/** Every table of the portal's database, every row, as text: what SQL as the portal's role reads. */
async function everyTable(): Promise<{ table: string; rows: Record<string, unknown>[] }[]> {
  const tables = isPostgres()
    ? (await rowsOf("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).map((r) => String(r.name))
    : (await rowsOf("SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => String(r.name));
  const out = [];
  for (const table of tables) out.push({ table, rows: (await knex()(table).select('*')) as Record<string, unknown>[] });
  return out;
}

/** Every way a code could be written: as given, without dashes, lower case, and its plain SHA-256 digests. */
const formsOf = (receipt: string) => {
  const bare = receipt.replace(/-/g, '');
  const forms = [receipt, bare, receipt.toLowerCase(), bare.toLowerCase()];
  return [...forms, ...forms.map((form) => crypto.createHash('sha256').update(form).digest('hex'))];
};

beforeAll(async () => {
  // Every line the portal logs, at its most talkative, is read for codes too.
  const capture = (stream: 'stdout' | 'stderr') =>
    function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
      logged.push(String(chunk));
      return (writes[stream] as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    };
  process.stdout.write = capture('stdout') as typeof process.stdout.write;
  process.stderr.write = capture('stderr') as typeof process.stderr.write;
  portal = await startPortalWithMail({ LOG_LEVEL: 'debug' });
  members = await createMembers(portal, 'sk');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
  process.stdout.write = writes.stdout;
  process.stderr.write = writes.stderr;
});

describe('a secret vote, read with SQL as the portal', () => {
  it('online, proxy and paper ballots: no receipt code anywhere, no row that joins a unit to its choices, during and after', async () => {
    if (isPostgres()) {
      // The portal's own role, as in production: not a superuser.
      const [role] = await rowsOf('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
      expect(role.rolsuper).toBe(false);
    }
    // Distinct entitlements and distinct choices: any link would show.
    const [online, held, paper, other] = [
      await unitWithOwner(1.1),
      await unitWithOwner(2.2),
      await unitWithOwner(3.3),
      await unitWithOwner(4.4),
    ];
    const voteId = await createVote();
    const ballot = (token: string, answers: string[], unitId?: number) =>
      portal.request('POST', `/api/votes/${voteId}/ballots`, { token, json: { answers, ...(unitId ? { unitId } : {}) } });
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, {
        token: held.token,
        json: { proxyEmail: `${members.director.username}@example.org` },
      }),
      200,
    );
    const receipts: string[] = [];
    receipts.push((await expectJson(await ballot(online.token, ['yes', 'Ochre']), 201)).receipt);
    receipts.push((await expectJson(await ballot(members.director.token, ['no', 'Teal'], held.unitId), 201)).receipt);
    receipts.push((await expectJson(await ballot(other.token, ['no', 'Umber']), 201)).receipt);
    receipts.push(
      (
        await expectJson(
          await portal.request('POST', `/api/votes/${voteId}/paper-ballots`, {
            token: members.admin.token,
            json: { unitId: paper.unitId, answers: ['yes', 'Teal'] },
          }),
          201,
        )
      ).receipt,
    );
    await sendQueuedMail(portal);
    // The owners have their codes by e-mail.
    for (const [who, receipt] of [
      [online, receipts[0]],
      [other, receipts[2]],
      [paper, receipts[3]],
    ] as const) {
      // Among their e-mails (the vote's opening notice may arrive after it: the outbox sends a few at a time).
      expect(portal.mailbox.to(who.email).filter((m) => m.text.includes(receipt))).toHaveLength(1);
    }

    const choiceWords = ['Ochre', 'Teal', 'Umber', '"yes"', '"no"'];
    const noCodeAnywhere = async (moment: string) => {
      const dump = JSON.stringify(await everyTable());
      for (const receipt of receipts) for (const form of formsOf(receipt)) expect(dump, `${moment}: ${form}`).not.toContain(form);
      const log = logged.join('');
      for (const receipt of receipts) for (const form of formsOf(receipt)) expect(log, `${moment}: log`).not.toContain(form);
    };

    // While it runs: the ballots' choices are sealed, whatever one joins them to.
    await noCodeAnywhere('while open');
    const running = await knex()('hearth_vote_ballots').where({ vote_id: voteId });
    expect(running).toHaveLength(4);
    for (const row of running) for (const word of choiceWords) expect(String(row.choices)).not.toContain(word);
    // No entitlement in the clear: 1.1 as a number of its own, not three characters inside a sealed value
    // (base64url pieces joined by dots, where "…O3.3s…" comes up by chance).
    expect(JSON.stringify(running)).not.toMatch(/(?<![\w-])(1\.1|2\.2|3\.3|4\.4)(?![\w-])/);
    // The outbox's receipt mails: sealed until sent, wiped once sent.
    const outbox = await knex()('hearth_notice_outbox').where({ kind: 'vote-receipt' });
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    for (const row of outbox) expect(row.body).toBe('');

    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/close`, { token: members.director.token, json: { reason: 'Counted' } }),
      200,
    );
    await noCodeAnywhere('after close');
    const opened = await knex()('hearth_vote_ballots').where({ vote_id: voteId });
    expect(opened.map((row: { choices: string }) => JSON.parse(row.choices)).sort()).toEqual(
      [
        [['yes'], ['Ochre']],
        [['no'], ['Teal']],
        [['no'], ['Umber']],
        [['yes'], ['Teal']],
      ].sort(),
    );
    // No value of an opened ballot is found in any other table, or among the rows it replaced.
    const elsewhere = JSON.stringify((await everyTable()).filter((t) => t.table !== 'hearth_vote_ballots'));
    for (const row of opened) {
      expect(elsewhere).not.toContain(String(row.id));
      expect(elsewhere).not.toContain(String(row.receipt_hash));
      expect(running.some((old: { id: string; receipt_hash: string }) => old.id === row.id || old.receipt_hash === row.receipt_hash)).toBe(
        false,
      );
    }
    if (isPostgres()) {
      // One transaction wrote every opened ballot, and none of the participations; rows lie in key order.
      const system = await rowsOf('SELECT id, xmin::text AS x FROM hearth_vote_ballots WHERE vote_id = ? ORDER BY ctid', [voteId]);
      expect(new Set(system.map((r) => r.x)).size).toBe(1);
      expect(system.map((r) => r.id)).toEqual([...system.map((r) => r.id)].sort());
      const shared = await rowsOf(
        `SELECT 1 FROM hearth_vote_participations p JOIN hearth_vote_ballots b ON b.xmin = p.xmin WHERE p.vote_id = ?`,
        [voteId],
      );
      expect(shared).toEqual([]);
    } else {
      await expect(knex().raw('SELECT rowid FROM hearth_vote_ballots')).rejects.toThrow();
    }

    // A code from a mailbox finds its ballot only through the portal, which holds the key.
    for (const [i, receipt] of receipts.entries()) {
      const token = [online.token, members.director.token, other.token, paper.token][i];
      expect(
        await expectJson(await portal.request('POST', `/api/votes/${voteId}/receipt-check`, { token, json: { receipt } }), 200),
      ).toEqual({
        counted: true,
      });
    }
    const elsewhereVote = await createVote({ title: 'Another vote' });
    expect(
      await expectJson(
        await portal.request('POST', `/api/votes/${elsewhereVote}/receipt-check`, { token: online.token, json: { receipt: receipts[0] } }),
        200,
      ),
    ).toEqual({ counted: false });
  }, 120_000);
});

describe('the cost of a secret ballot', () => {
  const COUNTED = ['hearth_vote_ballots', 'hearth_vote_participations', 'hearth_vote_tallies'];

  /** Counts every row written (inserted, updated, deleted) in the vote tables, by a trigger in the database itself. */
  async function countWrites(): Promise<() => Promise<Record<string, number>>> {
    await knex().raw('CREATE TABLE test_row_writes (tbl varchar(64) PRIMARY KEY, n integer NOT NULL)');
    for (const table of COUNTED) await knex()('test_row_writes').insert({ tbl: table, n: 0 });
    if (isPostgres()) {
      await knex().raw(
        `CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN UPDATE test_row_writes SET n = n + 1 WHERE tbl = TG_TABLE_NAME; RETURN NULL; END $$`,
      );
      for (const table of COUNTED)
        await knex().raw(
          `CREATE TRIGGER test_writes AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION test_count_write()`,
        );
    } else {
      for (const table of COUNTED)
        for (const event of ['INSERT', 'UPDATE', 'DELETE'])
          await knex().raw(
            `CREATE TRIGGER test_writes_${table}_${event} AFTER ${event} ON ${table} BEGIN UPDATE test_row_writes SET n = n + 1 WHERE tbl = '${table}'; END`,
          );
    }
    return async () =>
      Object.fromEntries((await knex()('test_row_writes').select('tbl', 'n')).map((r: { tbl: string; n: number }) => [r.tbl, Number(r.n)]));
  }

  it('50 secret ballots at one barrier: every 201 counted, one ballot row and one participation row each, whatever came before', async () => {
    const VOTERS = 50;
    const units = [];
    for (let i = 0; i < VOTERS; i++) units.push(await unitWithOwner(1));
    const voteId = await createVote({ title: 'Flat cost', counting: 'unit' });
    const written = await countWrites();
    const answers = await atOnce(
      portal.url,
      units.map((unit, i) => ({
        method: 'POST',
        path: `/api/votes/${voteId}/ballots`,
        token: unit.token,
        json: { answers: [i % 2 ? 'yes' : 'no', 'Ochre'] },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual(units.map(() => 201));
    // Flat: the fiftieth ballot wrote as many rows as the first (the old rewrite wrote n(n+1)/2 ballot rows).
    expect(await written()).toEqual({ hearth_vote_ballots: VOTERS, hearth_vote_participations: VOTERS, hearth_vote_tallies: 0 });
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/close`, { token: members.director.token, json: { reason: 'Counted' } }),
      200,
    );
    // Opened once at the close: each ballot replaced once; each tally written once.
    const after = await written();
    expect(after.hearth_vote_ballots).toBe(VOTERS * 3);
    const results = await expectJson(await portal.request('GET', `/api/votes/${voteId}/results`, { token: members.admin.token }), 200);
    expect(results.participation.units).toBe(VOTERS);
    expect(results.questions[0].choices.map((c: { units: number }) => c.units)).toEqual([VOTERS / 2, VOTERS / 2, 0]);
  }, 120_000);
});
