// @ts-check
/**
 * The outbox's throughput (docs/architecture.md "Mail: one outbox", bench/README.md "The
 * outbox"): a portal of its own, on a fresh database, whose SMTP server is a local sink that
 * accepts every message at once; 2,000 e-mails are put in its outbox as one backlog, and the
 * dispatcher's rounds send them (claimed in batches, sent over the pooled connections). Reported:
 * mails per second from the first message the sink received to the last, and the whole time
 * from the backlog's insert (which includes the wait for the next round).
 */
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startPortal } from '../testkit/portal.mjs';
import { freshPostgresDatabase } from '../testkit/postgres.mjs';
import { openDatabase } from './seed-volume.mjs';

/** What bench/README.md asks of the outbox. */
export const OUTBOX_TARGET_PER_SECOND = 50;
const COUNT = Number(process.env.BENCH_OUTBOX_MAILS || 2000);
const round2 = (n) => Math.round(n * 100) / 100;

/** An SMTP server that accepts every message and keeps only when it arrived. */
async function startSink() {
  /** @type {number[]} */
  const arrivals = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Hearth <portal@hearth.test>' },
    arrivals,
    connections: () => connections,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {{ distDir: string, workDir: string, databaseUrl: string, keep: boolean, defer: (fn: () => unknown) => void, log: (line: string) => void }} options
 */
export async function measureOutbox({ distDir, workDir, databaseUrl, keep, defer, log }) {
  const sink = await startSink();
  defer(() => sink.stop());
  const env = { DATA_DIR: path.join(workDir, 'outbox'), NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...sink.env };
  /** @type {{ sqlite?: string, pg?: string }} */
  let database = { sqlite: path.join(workDir, 'outbox', 'portal.db') };
  if (databaseUrl) {
    const pg = await freshPostgresDatabase(databaseUrl, 'hearth_bench_outbox');
    if (!keep) defer(pg.drop);
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url });
    database = { pg: pg.url };
  } else Object.assign(env, { DATABASE_CLIENT: 'sqlite' });
  log(`outbox: a portal of its own on a fresh ${database.pg ? 'PostgreSQL' : 'SQLite'} database, its SMTP a local sink`);
  const portal = await startPortal({ distDir, env, logFile: path.join(workDir, 'outbox-portal.log') });
  defer(() => portal.stop());
  const db = await openDatabase(database);
  defer(() => db.close());

  // A backlog of a module's own e-mail (sent as written, to the address it was queued for).
  const now = Date.now();
  const columns = ['user_id', 'email', 'kind', 'delivery', 'subject', 'body', 'status', 'attempts', 'next_attempt_at', 'created_at'];
  const rows = Array.from({ length: COUNT }, (_, i) => [
    i + 1,
    `resident${i + 1}@example.org`,
    'records-alert',
    'atOnce',
    `Records request ${i + 1}`,
    `A records request was filed.\n\nAnswer it on the portal: https://portal.example.org/records/${i + 1}\n`,
    'pending',
    0,
    now,
    now,
  ]);
  log(`outbox: ${COUNT} e-mails queued; waiting for the rounds to send them`);
  const queuedAt = performance.now();
  await db.insert('hearth_notice_outbox', columns, rows);
  const deadline = queuedAt + 15 * 60_000;
  while (sink.arrivals.length < COUNT && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const sent = Number(await db.scalar(`SELECT COUNT(*) FROM hearth_notice_outbox WHERE status = 'sent'`));
  const first = sink.arrivals[0] ?? queuedAt;
  const last = sink.arrivals.at(-1) ?? queuedAt;
  const perSecond = sink.arrivals.length > 1 ? round2(((sink.arrivals.length - 1) * 1000) / (last - first)) : 0;
  const result = {
    mails: COUNT,
    received: sink.arrivals.length,
    markedSent: sent,
    smtpConnections: sink.connections(),
    mailsPerSecond: perSecond,
    secondsFromQueued: round2((last - queuedAt) / 1000),
    target: OUTBOX_TARGET_PER_SECOND,
    pass: sink.arrivals.length === COUNT && sent === COUNT && perSecond >= OUTBOX_TARGET_PER_SECOND,
  };
  await portal.stop();
  return result;
}

/** @param {Awaited<ReturnType<typeof measureOutbox>>} o */
export function outboxLines(o) {
  return [
    `outbox (${o.mails} queued e-mails to a local SMTP sink)`,
    `  sent: ${o.received} received, ${o.markedSent} marked sent, over ${o.smtpConnections} SMTP connection(s)`,
    `  ${o.mailsPerSecond} mails/s (first to last received; target ≥ ${o.target}/s): ${o.pass ? 'pass' : 'FAIL'}; all sent ${o.secondsFromQueued} s after the backlog was queued`,
  ];
}
