/**
 * Mail: one outbox (docs/architecture.md "Mail: one outbox"): the outbox knows no sender — each
 * module registers its mail kinds, announcements and rounds at start, the same one way, and a
 * kind registered twice or after the start is a clear error, never a second sender; and a
 * request's answer does not wait for the mail server, an account call's neither: its e-mail is
 * queued with the change and sent by the outbox's round, over the pooled connections, once the
 * server answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailSenders } from '../../src/api/notice/outbox/senders';
import { registerAnnouncements, registerMailKinds, registerMailRound, sendMail } from '../../src/api/notice/front-door';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, sendQueuedMail, type Members } from './support';

const OUTBOX = 'hearth_notice_outbox';
const noItems = { due: async () => [], recordAtFirstStart: false };
/** Recipients that answer nothing: the registry's rules are what is tested here. */
const nobody = {
  mailable: () => {
    throw new Error('not asked');
  },
  readsMinutes: () => false,
  addressOf: async () => null,
  mayReadMinutes: async () => false,
  mayVote: async () => false,
  languagesOf: async () => () => 'en' as const,
};

describe('the outbox knows no sender: modules register at start', () => {
  it('a kind, an announcement source or a round registered twice is refused, naming both senders', () => {
    const senders = createMailSenders();
    senders.registerMailKinds('booking', { 'booking-confirmed': 'queued' });
    expect(() => senders.registerMailKinds('vote', { 'vote-proxy': 'queued', 'booking-confirmed': 'sealed' })).toThrow(
      '[outbox] mail kind "booking-confirmed" registered twice (by booking and by vote): a kind has one sender',
    );
    // Nothing of a refused registration is kept.
    expect(senders.rule('vote-proxy')).toBeUndefined();
    expect(senders.rule('booking-confirmed')).toBe('queued');

    senders.registerAnnouncements('news-item', { source: 'news', ...noItems });
    expect(() => senders.registerAnnouncements('document', { source: 'news', ...noItems })).toThrow(
      '[outbox] announcement source "news" registered twice (by news-item and by document): a source has one sender',
    );
    expect(() => senders.registerAnnouncements('vote', { source: 'vote-x', ...noItems }, { source: 'vote-x', ...noItems })).toThrow(
      'registered twice',
    );
    const round = async () => {};
    senders.registerRound('booking', round);
    expect(() => senders.registerRound('booking', round)).toThrow('[outbox] a round of booking registered twice');
    expect(() => senders.registerMailKinds('records', { 'far-too-long-a-mail-kind': 'queued' })).toThrow('1 to 20 letters');
    expect(senders.ownKinds()).toEqual(['booking-confirmed']);
    expect(senders.sources().map((s) => s.source)).toEqual(['news']);
    senders.registerRecipients('profile', nobody);
    expect(() => senders.registerRecipients('identity', nobody)).toThrow(
      '[outbox] the recipients registered twice (by profile and by identity): they have one source',
    );
  });

  it('the outbox does not start before a module tells it who may be mailed', () => {
    const senders = createMailSenders();
    expect(() => senders.close()).toThrow('[outbox] no module registered the recipients (registerRecipients): the outbox cannot start');
    senders.registerRecipients('profile', nobody);
    senders.close();
    expect(senders.recipients()).toBe(nobody);
  });

  it('nothing registers once the outbox has started', () => {
    const senders = createMailSenders();
    senders.registerMailKinds('booking', { 'booking-confirmed': 'queued' });
    senders.registerRecipients('profile', nobody);
    senders.close();
    expect(() => senders.registerMailKinds('vote', { 'vote-proxy': 'queued' })).toThrow(
      '[outbox] vote registered the mail kinds vote-proxy after the outbox started: register at start, before it',
    );
    expect(() => senders.registerAnnouncements('news-item', { source: 'news', ...noItems })).toThrow('after the outbox started');
    expect(() => senders.registerRound('records', async () => {})).toThrow('after the outbox started');
    expect(() => senders.registerRecipients('identity', nobody)).toThrow('identity registered the recipients after the outbox started');
    expect(senders.rule('vote-proxy')).toBeUndefined();
  });
});

/**
 * An SMTP server that takes a message's DATA but answers it only once released (a slow or stuck
 * mail server); what it answered is kept.
 */
async function startSlowSink() {
  const received: { to: string[]; raw: string }[] = [];
  let holding = false;
  let waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        };
        if (holding) waiting.push(answer);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Hearth <portal@hearth.test>' },
    received,
    /** DATA is no longer answered until release(). */
    hold: () => {
      holding = true;
    },
    /** The held messages are answered, and the next at once. */
    release: () => {
      holding = false;
      for (const answer of waiting) answer();
      waiting = [];
    },
    held: () => waiting.length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail is sent by the outbox rounds, not inside the request', () => {
  let portal: TestPortal;
  let sink: Awaited<ReturnType<typeof startSlowSink>>;
  let members: Members;

  beforeAll(async () => {
    sink = await startSlowSink();
    portal = await startPortal(sink.env);
    members = await createMembers(portal, 'obx');
    await sendQueuedMail(portal); // the accounts' own e-mails of the setup (the administrators asked to verify the owner)
    const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
    await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  });
  afterAll(async () => {
    sink?.release();
    await portal?.stop();
    await sink?.stop();
    for (const name of Object.keys(sink?.env ?? {})) delete process.env[name];
  });

  it('a module registering once the portal has started is refused, and a kind no module registered is not sent', async () => {
    expect(() => registerMailKinds(portal.strapi, 'late', { 'late-mail': 'queued' })).toThrow(
      '[outbox] late registered the mail kinds late-mail after the outbox started',
    );
    expect(() => registerMailKinds(portal.strapi, 'booking', { 'booking-confirmed': 'queued' })).toThrow('after the outbox started');
    expect(() => registerAnnouncements(portal.strapi, 'late', { source: 'late', ...noItems })).toThrow('after the outbox started');
    expect(() => registerMailRound(portal.strapi, 'late', async () => {})).toThrow('after the outbox started');
    await expect(
      sendMail(portal.strapi, { kind: 'late-mail', to: 'x@example.org', userId: members.owner.userId, subject: 'x', text: 'x' }),
    ).rejects.toThrow('[outbox] mail kind "late-mail" is registered by no module');
    expect(Number((await portal.strapi.db.connection(OUTBOX).where('kind', 'late-mail').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('answers a records request at once while the mail server holds its DATA, and the round delivers the e-mails once it answers', async () => {
    const before = sink.received.length; // the accounts' own e-mails of the setup
    sink.hold();
    const started = Date.now();
    const asked = await expectJson(
      await portal.request('POST', '/api/records/requests', {
        token: members.owner.token,
        json: { category: 'budget', kind: 'copy', message: 'The 2027 budget, please.' },
      }),
      201,
    );
    const answeredIn = Date.now() - started;
    expect(asked).toBeTruthy();
    // The answer came with the mail still unanswered by the server: it was queued with the request.
    expect(sink.received).toHaveLength(before);
    expect(answeredIn).toBeLessThan(5_000);
    const rows = () => portal.strapi.db.connection(OUTBOX).where('kind', 'like', 'records-%').select('email', 'status');
    expect((await rows()).length).toBeGreaterThanOrEqual(2); // the owner's acknowledgement, the board's alerts
    expect((await rows()).every((r) => r.status === 'pending' || r.status === 'sending')).toBe(true);

    // The woken round is the one waiting on the server; once it answers, every e-mail goes, once.
    for (let i = 0; i < 100 && !sink.held(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.held()).toBeGreaterThan(0);
    sink.release();
    for (let i = 0; i < 100 && (await rows()).some((r) => r.status !== 'sent'); i++) {
      await portal.strapi.service('api::notice.notice').runNow();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sent = await rows();
    expect(sent.every((r) => r.status === 'sent')).toBe(true);
    expect(
      sink.received
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(sent.map((r) => r.email.toLowerCase()).sort());
    expect(sink.received.slice(before).filter((m) => m.to.includes(`${members.owner.username}@example.org`))).toHaveLength(1);
  });

  it('answers an account call at once while the mail server holds its DATA: the reset link goes once the server answers', async () => {
    const email = `${members.tenant.username}@example.org`;
    const before = sink.received.length;
    sink.hold();
    const started = Date.now();
    const asked = await portal.request('POST', '/api/account/forgotpassword', { json: { email } });
    expect(await asked.json()).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sink.received).toHaveLength(before);
    const row = () => portal.strapi.db.connection(OUTBOX).where({ kind: 'reset-password', email }).first('status');
    expect(['pending', 'sending']).toContain((await row())?.status);

    // The round woken by the call is the one waiting on the server (a person's own e-mail goes first).
    for (let i = 0; i < 100 && !sink.held(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.held()).toBeGreaterThan(0);
    sink.release();
    for (let i = 0; i < 100 && (await row())?.status !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await row())?.status).toBe('sent');
    const mails = sink.received.slice(before).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain('reset your password');
  });
});
