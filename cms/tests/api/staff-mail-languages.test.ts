/**
 * The rest of the mail in its reader's language (docs/architecture.md, "Languages"), on SQLite and
 * PostgreSQL, over real SMTP: from the same event, a French reader gets French and an English one
 * English, word for word as before — a records request's acknowledgement, alert, reminder and answer;
 * a booking waiting for approval; a proxy's notice; a new service request's notice and the weekly
 * digest, footer and all; a vote's results notice, and its results as CSV and PDF. A stored language
 * the portal does not speak falls back to the association's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localOf, mailTexts, momentIn, voteTime, type VoteResults } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { pdfText } from '../support/pdf-text';
import { aVote, expectJson } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';

type Who = 'french' | 'english' | 'unknown' | 'director' | 'admin';
let portal: MailedPortal;
const people = {} as Record<Who, { token: string; userId: number; email: string; unitId?: number }>;
let categoryId = 0;

const knex = () => portal.strapi.db.connection;
const setLanguage = (userId: number, language: string | null) => knex()('profiles').where({ user_id: userId }).update({ language });
const textOf = (mail: { text: string } | undefined) => mail?.text.replace(/\r\n/g, '\n') ?? '';
const mailsTo = (who: Who, about: string | RegExp) =>
  portal.mailbox.to(people[who].email).filter((m) => (typeof about === 'string' ? m.subject.includes(about) : about.test(m.subject)));
const rounds = async (count = 3) => {
  for (let i = 0; i < count; i++) await portal.strapi.service('api::notice.notice').runNow();
  await sendQueuedMail(portal);
};

beforeAll(async () => {
  portal = await startPortalWithMail();
  const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
  await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  for (const [who, number] of [
    ['french', '1'],
    ['english', '2'],
    ['unknown', '3'],
  ] as const) {
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number, street: 'Rue du Personnel', entitlement: 1, rosterKey: rosterKeyOf(number, 'Rue du Personnel') } });
    const account = await createAccount(portal, `sl${who}`, ['owner']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: account.profile.id }, data: { authenticated: true } });
    await portal.strapi.db
      .query('api::unit.unit-member')
      .create({ data: { unitId: unit.id, relation: 'owner', profileId: account.profile.id } });
    people[who] = { token: account.token, userId: account.user.id, email: `sl${who}@example.org`, unitId: Number(unit.id) };
  }
  // Staff: a director who reads French, an administrator who reads English.
  for (const [who, roles] of [
    ['director', ['director', 'owner']],
    ['admin', ['admin']],
  ] as const) {
    const account = await createAccount(portal, `sl${who}`, [...roles]);
    people[who] = { token: account.token, userId: account.user.id, email: `sl${who}@example.org` };
  }
  await setLanguage(people.french.userId, 'fr-CA');
  await setLanguage(people.director.userId, 'fr-CA');
  await setLanguage(people.english.userId, 'en');
  await setLanguage(people.admin.userId, 'en');
  await setLanguage(people.unknown.userId, 'xx');
  const category = await portal.strapi
    .documents('api::service-request.request-category')
    .create({ data: { name: 'Chauffage', sortOrder: 1 } });
  categoryId = (
    await portal.strapi.db.query('api::service-request.request-category').findOne({ where: { documentId: category.documentId } })
  ).id;
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

describe('staff, records, proxy and notice mail in its reader\u2019s language', () => {
  it('a records request: the owner\u2019s acknowledgement and answer, the board\u2019s alert and reminder, each in its reader\u2019s language', async () => {
    const file = async (who: Who) =>
      expectJson(
        await portal.request('POST', '/api/records/requests', {
          token: people[who].token,
          json: { category: 'budget', kind: 'copy', message: 'Le budget 2027.' },
        }),
        201,
      );
    const french = await file('french');
    const english = await file('english');
    const unknown = await file('unknown');
    await rounds();
    const [ack] = mailsTo('french', `no ${french.id} `);
    expect(ack?.subject).toMatch(new RegExp(` : votre demande d'accès aux registres no ${french.id} \\(.+\\) a été reçue$`));
    expect(textOf(ack)).toContain('Demande : Recevoir des copies\nPrécisions : Le budget 2027.\n');
    expect(textOf(ack)).toContain('(en jours ouvrables, du lundi au vendredi)');
    expect(textOf(ack)).not.toContain('Asked for');
    for (const [who, request] of [
      ['english', english],
      ['unknown', unknown],
    ] as const) {
      const [mail] = mailsTo(who, `records request #${request.id} `);
      expect(mail?.subject).toMatch(/is received$/);
      expect(textOf(mail)).toContain('Asked for: Receive copies\nDetails: Le budget 2027.\n');
    }
    // The board: the French director reads French, the English administrator English, of the same request.
    expect(mailsTo('director', `demande d'accès aux registres no ${french.id} de `)).toHaveLength(1);
    expect(mailsTo('admin', `records request #${french.id} from `)).toHaveLength(1);
    expect(mailsTo('admin', `no ${french.id}`)).toHaveLength(0);

    // Two business days before its deadline: the reminder, each in the reader's language.
    let day = french.deadline as string;
    for (let left = 2; left > 0;) {
      day = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      if (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) left--;
    }
    await portal.strapi.service('api::records.records-mails').remindDue(Date.parse(`${day}T16:00:00Z`));
    await rounds();
    const [rappel] = mailsTo('director', `rappel, la demande d'accès aux registres no ${french.id} `);
    expect(textOf(rappel)).toContain('il reste 2 jours ouvrables.');
    const [reminder] = mailsTo('admin', `reminder, records request #${french.id} `);
    expect(textOf(reminder)).toContain('2 business days left.');

    await expectJson(
      await portal.request('POST', `/api/records/requests/${french.id}/answer`, {
        token: people.director.token,
        json: { inspectionDate: '2099-01-05', note: 'Au bureau.' },
      }),
      200,
    );
    await rounds();
    const [answer] = mailsTo('french', `no ${french.id} (`).filter((m) => m.subject.endsWith('a reçu une réponse'));
    expect(textOf(answer)).toContain('Vous pourrez consulter les registres le lundi 5 janvier 2099');
    expect(textOf(answer)).toContain('\nNote : Au bureau.\n');
  });

  it('a booking waiting for approval: the French director is asked in French, the administrator in English', async () => {
    const everyDay = Object.fromEntries(
      ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { open: '00:00', close: '24:00' }]),
    );
    const suite = await portal.strapi.documents('api::amenity.amenity').create({
      data: {
        name: 'Suite des invités',
        openingHours: everyDay,
        slotMinutes: 60,
        minMinutes: 60,
        maxMinutes: 240,
        minNoticeHours: 0,
        maxNoticeDays: 400,
        bufferMinutes: 0,
        cancelCutoffHours: 0,
        blackouts: [],
        needsApproval: true,
      } as never,
    });
    const day = localOf(Date.now() + 12 * 86_400_000, 'America/Toronto').slice(0, 10);
    await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: people.french.token,
        json: { amenityId: suite.id, start: `${day}T10:00`, end: `${day}T12:00`, acceptTerms: true, note: 'Visite' },
      }),
      201,
    );
    await rounds();
    const [french] = mailsTo('director', 'Suite des invités');
    expect(french?.subject).toMatch(/ : une réservation \(Suite des invités\) attend votre approbation$/);
    // The times as a French reader writes them, on the association's clock: « 24 décembre 2026 à 10 h 00 ».
    const [year, month, date] = day.split('-').map(Number);
    const frenchDay = `${date} ${FRENCH_MONTHS[month - 1]} ${year}`;
    expect(textOf(french)).toContain(
      `du ${frenchDay} à 10 h 00 au ${frenchDay} à 12 h 00, pour l'unité 1 Rue du Personnel, attend votre approbation.\nNote : Visite\n`,
    );
    const [english] = mailsTo('admin', 'Suite des invités');
    expect(english?.subject).toMatch(/: a booking of the Suite des invités waits for approval$/);
    expect(textOf(english)).toContain(`${day} 10:00 to ${day} 12:00, for unit 1 Rue du Personnel, waits for approval.\nNote: Visite\n`);
  });

  it('a proxy is told in their language; the vote\u2019s results notice, CSV and PDF in each reader\u2019s', async () => {
    const title = 'Budget du personnel';
    const vote = await expectJson(await portal.request('POST', '/api/votes', { token: people.admin.token, json: aVote({ title }) }), 201);
    const name = async (who: Who, proxy: Who) =>
      expectJson(
        await portal.request('POST', `/api/votes/${vote.id}/proxy`, {
          token: people[who].token,
          json: { proxyEmail: people[proxy].email },
        }),
        200,
      );
    await name('french', 'english');
    await name('unknown', 'french');
    await sendQueuedMail(portal);
    expect(mailsTo('english', `You are a proxy: ${title}`)).toHaveLength(1);
    const [mandat] = mailsTo('french', `Vous êtes mandataire : ${title}`);
    expect(mandat).toBeDefined();
    expect(textOf(mandat)).not.toContain('named you as the proxy');

    // The English owner votes for their unit and, as proxy, for the French owner's: two of three units, carried.
    for (const unitId of [undefined, people.french.unitId])
      await expectJson(
        await portal.request('POST', `/api/votes/${vote.id}/ballots`, {
          token: people.english.token,
          json: { answers: ['yes'], ...(unitId ? { unitId } : {}) },
        }),
        201,
      );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/close`, { token: people.admin.token, json: { reason: 'Tout le monde a voté.' } }),
      200,
    );
    await rounds();
    const french = mailsTo('french', `: ${title}`).find((m) => m.subject.includes('Résultats du vote'));
    expect(textOf(french)).toContain('résultats définitifs.');
    expect(textOf(french)).toContain('Fermé plus tôt le');
    expect(textOf(french)).toContain('Adopté');
    expect(textOf(french)).toContain(
      'Vous recevez ce courriel parce que votre compte a demandé des courriels sur les votes (dès la publication).',
    );
    const english = mailsTo('english', `: ${title}`).find((m) => m.subject.includes('Vote results'));
    expect(textOf(english)).toContain('final results.');
    expect(textOf(english)).toContain('Carried');
    expect(textOf(english)).toContain('You receive this because your account asked for e-mails about Votes (at once).');
    // The close's time in each reader's way of writing it, on the association's clock: English as it always was.
    const results = (await expectJson(
      await portal.request('GET', `/api/votes/${vote.id}/results`, { token: people.admin.token }),
      200,
    )) as VoteResults;
    const closedAt = Date.parse(results.vote.closedAt!);
    const zone = results.association.timeZone;
    // A notice's excerpt is one line of plain spaces (Intl may write no-break ones).
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    expect(plain(textOf(french))).toContain(`Fermé plus tôt le ${plain(momentIn('fr-CA', closedAt, zone))} : Tout le monde a voté.`);
    expect(momentIn('fr-CA', closedAt, zone)).toMatch(/^\d{1,2} \p{L}+ \d{4}.* \d{1,2} h \d{2} \p{L}+$/u);
    expect(textOf(french)).not.toContain(voteTime(closedAt, zone));
    expect(textOf(english)).toContain(`Closed early ${voteTime(closedAt, zone)}: Tout le monde a voté.`);
    expect(voteTime(closedAt, zone)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+$/);

    // The results as CSV and PDF: the French director's headings in French, the administrator's as they always were.
    const download = (who: Who, format: 'csv' | 'pdf') =>
      portal.request('GET', `/api/votes/${vote.id}/results/${format}`, { token: people[who].token });
    const frenchCsv = await (await download('director', 'csv')).text();
    expect(frenchCsv).toContain('Question,Choix,Unités,Quote-part,Proportion,Résultat');
    expect(frenchCsv).toContain('Décompte,Une voix par unité');
    expect(frenchCsv).toContain('Adopté');
    expect(frenchCsv).toContain(momentIn('fr-CA', closedAt, zone));
    const englishCsv = await (await download('admin', 'csv')).text();
    expect(englishCsv).toContain('Question,Choice,Units,Entitlement,Share,Outcome');
    expect(englishCsv).toContain('Counting,One vote per unit');
    expect(englishCsv).toContain(voteTime(closedAt, zone));
    const pdfOf = async (who: Who) => pdfText(new Uint8Array(await (await download(who, 'pdf')).arrayBuffer()));
    const words = mailTexts('fr-CA').voteReport;
    const frenchPdf = await pdfOf('director');
    expect(frenchPdf).toContain(words.final);
    expect(frenchPdf).toContain(`${words.choice}|${words.units}|${words.entitlement}|${words.share}`);
    expect(frenchPdf).not.toContain('Final results');
    const englishPdf = await pdfOf('admin');
    expect(englishPdf).toContain('Final results');
    expect(englishPdf).toContain('Choice|Units|Entitlement|Share');
  });

  it('a new service request: staff told in their language at once, then in their weekly digest', async () => {
    const file = async (title: string) =>
      expectJson(
        await portal.request('POST', '/api/requests', {
          token: people.english.token,
          json: { categoryId, title, description: 'Froid depuis lundi.', location: 'unit', urgency: 'urgent', entryPermitted: false },
        }),
        201,
      );
    await file('Radiateur froid');
    await rounds();
    const [french] = mailsTo('director', 'Radiateur froid');
    expect(french?.subject).toMatch(/: Demande de service: Radiateur froid$/);
    expect(textOf(french)).toContain('Une nouvelle demande (urgente) (Chauffage, unité ');
    expect(textOf(french)).toContain('À lire sur le portail : ');
    expect(textOf(french)).toContain('sur les demandes de service (dès la publication).');
    const [english] = mailsTo('admin', 'Radiateur froid');
    expect(english?.subject).toMatch(/: Service request: Radiateur froid$/);
    expect(textOf(english)).toContain('A new urgent request (Chauffage, ');
    expect(textOf(english)).toContain('Read it on the portal: ');
    expect(textOf(english)).toContain('You receive this because your account asked for e-mails about Service Requests (at once).');

    // Both staff choose the weekly digest: its subject, entries and footer in each reader's language.
    for (const who of ['director', 'admin'] as const)
      await expectJson(
        await portal.request('PUT', '/api/notices/preferences', { token: people[who].token, json: { requests: 'weeklyDigest' } }),
        200,
      );
    await file('Fuite au garage');
    await rounds();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 8 * 86_400_000);
      await rounds();
    } finally {
      vi.useRealTimers();
    }
    const [digest] = mailsTo('director', 'Les demandes de service de la semaine');
    expect(digest?.subject).toMatch(/ : Les demandes de service de la semaine \(1 nouvel élément\)$/);
    expect(textOf(digest)).toContain('Fuite au garage\n\nUne nouvelle demande (urgente)');
    expect(textOf(digest)).toContain('(résumé hebdomadaire)');
    const [weekly] = mailsTo('admin', "this week's Service Requests");
    expect(weekly?.subject).toMatch(/: this week's Service Requests \(1 new item\)$/);
    expect(textOf(weekly)).toContain('Fuite au garage\n\nA new urgent request');
    expect(textOf(weekly)).toContain('(weekly digest)');
  });
});
