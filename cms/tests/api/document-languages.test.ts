/**
 * Printed documents and the calendar in their reader's language (docs/architecture.md, "Languages"),
 * on SQLite and PostgreSQL: an issued estoppel certificate printed with French labels (its requester's
 * and charges' kinds as words) for a French reader and English ones for an English reader, the same frozen figures and SHA-256 in both; the
 * meetings' calendar feed with its summaries in the subscriber's language (the feed address's `lang`,
 * else the browser's; one the portal does not speak is passed over, never an error), its times in UTC; a meeting's paper mailing list and address labels with French headings;
 * the journal export's headings, the records compliance report (CSV and PDF) and a meeting's certificate of notice in French for a French reader, English as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, localOf, mailTexts } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { pdfText } from '../support/pdf-text';
import { expectJson } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';

let portal: TestPortal;
let treasurer: string;
let treasurerId = 0;
let french: { token: string; unitId: number };
let english: string;

/** A person's language, chosen as the profile screen does: through the write pipeline, which the portal's caches follow. */
const chooseLanguage = (userId: number, language: string) =>
  portal.strapi.db.query('api::profile.profile').updateMany({ where: { userId }, data: { language } });

beforeAll(async () => {
  portal = await startPortal();
  const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
  await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  const role = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { role: 'Treasurer' } });
  const account = await createAccount(portal, 'dltreasurer', ['director']);
  await portal.strapi.db.query('api::board-director.board-director').create({
    data: {
      firstName: 'Tess',
      lastName: 'Urer',
      unitNumber: '1',
      phone: '555-0100',
      email: 'dltreasurer@example.org',
      position: 1,
      active: true,
      roles: [role.id],
      profile: account.profile.id,
    },
  });
  treasurer = account.token;
  treasurerId = account.user.id;
  await chooseLanguage(treasurerId, 'en');
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '7', street: 'Rue des Documents', entitlement: 1, rosterKey: rosterKeyOf('7', 'Rue des Documents') } });
  const owner = await createAccount(portal, 'dlfrench', ['owner']);
  await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId: unit.id, relation: 'owner', profileId: owner.profile.id } });
  await chooseLanguage(owner.user.id, 'fr-CA');
  french = { token: owner.token, unitId: Number(unit.id) };
  const neighbour = await createAccount(portal, 'dlenglish', ['director', 'owner']);
  await chooseLanguage(neighbour.user.id, 'en');
  english = neighbour.token;
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe('documents and the calendar in their reader\u2019s language', () => {
  it('prints an issued estoppel certificate with French labels for the French owner, English for the treasurer, the same figures and hash', async () => {
    // A late fee owed on the day: the certificate's amount prints its kind's label.
    await expectJson(
      await portal.request('POST', '/api/ledger/charges', {
        token: treasurer,
        json: { unitId: french.unitId, kind: 'late-fee', amountCents: 2500, postedOn: '2026-01-02', dueOn: '2026-01-02' },
      }),
      201,
    );
    const asked = await expectJson(
      await portal.request('POST', '/api/ledger/estoppels', {
        token: french.token,
        json: {
          unitId: french.unitId,
          requesterKind: 'owner',
          requesterName: 'Odile Owner',
          requesterEmail: 'odile@example.org',
          closingOn: '2099-01-15',
        },
      }),
      201,
    );
    const issued = await expectJson(
      await portal.request('POST', `/api/ledger/estoppels/${asked.id}/issue`, { token: treasurer, json: {} }),
      201,
    );
    const pdfOf = async (token: string, headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', `/api/ledger/estoppels/${asked.id}/pdf`, { token, headers });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    const words = mailTexts('fr-CA').estoppel;
    const inFrench = await pdfOf(french.token);
    // The title is long enough to wrap in French.
    expect(inFrench).toContain(words.title('7 Rue des'));
    expect(inFrench).toContain(words.owedHeading);
    expect(inFrench).toContain(`${words.due}|${words.kind}|${words.amount}`);
    expect(inFrench).toContain(`Délivré le ${dayIn('fr-CA', issued.certificate.issuedOn)}`);
    expect(inFrench).toContain(words.hash(issued.sha256));
    expect(inFrench).not.toContain('Amounts owed on the day of issue');
    // The requester's kind and the charge's kind in words, not codes.
    expect(inFrench).toContain(`par Odile Owner (${words.requesterKind('owner')}, odile@example.org)`);
    expect(words.requesterKind('owner')).toBe('copropriétaire');
    expect(inFrench).toContain(`|${words.chargeKind('late-fee')}|`);
    // The same words as the statement's and the owner's account screen (common's CHARGE_KIND_LABELS).
    expect(words.chargeKind('late-fee')).toBe('Frais de retard');
    expect(inFrench).not.toContain('late-fee');
    // The profile's choice wins over the browser's.
    const inEnglish = await pdfOf(treasurer, { 'Accept-Language': 'fr-CA' });
    expect(inEnglish).toContain('Estoppel certificate, unit 7 Rue des Documents');
    expect(inEnglish).toContain('Amounts owed on the day of issue');
    expect(inEnglish).toContain('Due|Kind|Amount');
    // Words, not the certificate's codes, in English too; the codes stay in the frozen certificate its hash is over.
    expect(inEnglish).toContain('by Odile Owner (Owner, odile@example.org)');
    expect(inEnglish).toContain('|Late fee|');
    expect(inEnglish).not.toContain('late-fee');
    expect(inEnglish).toContain(`Issued ${issued.certificate.issuedOn} by `);
    expect(inEnglish).toContain(`SHA-256 of the certificate as issued: ${issued.sha256}`);
  });

  it('writes the calendar feed\u2019s summaries in the subscriber\u2019s language, and the mailing list\u2019s columns in the reader\u2019s', async () => {
    const title = 'Budget annuel';
    const meeting = await expectJson(
      await portal.request('POST', '/api/meetings', {
        token: treasurer,
        json: {
          kind: 'owner',
          title,
          startsAt: localOf(Date.now() + 20 * 86_400_000, 'America/Toronto'),
          place: 'Clubhouse',
          agenda: '1. Budget',
        },
      }),
      201,
    );
    const feed = async (query = '', options: { token?: string; headers?: Record<string, string> } = {}) => {
      const answer = await portal.request('GET', `/api/meetings/calendar.ics${query}`, options);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/calendar');
      return (await answer.text()).replace(/\r\n[ \t]/g, '');
    };
    const frenchSummary = `SUMMARY:${mailTexts('fr-CA').meeting.ownerMeeting}: ${title}\r\n`;
    const englishSummary = `SUMMARY:Owner meeting: ${title}\r\n`;
    const inFrench = await feed('?lang=fr-CA');
    expect(inFrench).toContain(frenchSummary);
    expect(inFrench).toContain(`UID:meeting-${meeting.id}@hearth`);
    expect(inFrench).toContain('DESCRIPTION:1. Budget\r\n');
    // The times stay UTC, whatever the language.
    expect(inFrench).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(inFrench).not.toContain(englishSummary);
    expect(await feed('?lang=es')).toContain(`SUMMARY:${mailTexts('es').meeting.ownerMeeting}: ${title}\r\n`);
    expect(await feed('', { headers: { 'Accept-Language': 'fr-CA,fr;q=0.9' } })).toContain(frenchSummary);
    // English as it always was; a language the portal does not speak is passed over, never an error.
    expect(await feed()).toContain(englishSummary);
    expect(await feed('?lang=xx')).toContain(englishSummary);
    expect(await feed('?lang=xx', { headers: { 'Accept-Language': 'fr-CA' } })).toContain(frenchSummary);

    const list = async (token: string) => {
      const answer = await portal.request('GET', `/api/meetings/${meeting.id}/mailing-list.csv`, { token });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    // The treasurer turns to French; the other director stays on English.
    await chooseLanguage(treasurerId, 'fr-CA');
    expect(await list(treasurer)).toContain('Nom,Unité,Rue,Ville,Province ou État,Code postal,Pays,Complète');
    expect(await list(english)).toContain('Name,Unit,Street,City,State or province,Postal code,Country,Complete');
    // The address labels' heading too.
    const labels = async (token: string) => {
      const answer = await portal.request('GET', `/api/meetings/${meeting.id}/mailing-list.pdf`, { token });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    expect(await labels(treasurer)).toContain(`Liste d'envoi postal : ${title} `);
    expect(await labels(english)).toContain(`Mailing list: ${title} `);
  });

  it('heads the accountant\u2019s journal export in the reader\u2019s language, its cells the same codes and decimals', async () => {
    const journal = async (token: string, headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', '/api/ledger/journal.csv', { token, headers });
      expect(answer.status).toBe(200);
      return (await answer.text()).replace(/^\uFEFF/, '').split('\r\n');
    };
    await chooseLanguage(treasurerId, 'fr-CA');
    const inFrench = await journal(treasurer);
    expect(inFrench[0]).toBe('Date,Compte,Débit,Crédit,Libellé,N° de transaction');
    // English as it always was, whatever the browser asks when the profile chose English.
    const inEnglish = await journal(english, { 'Accept-Language': 'es' });
    expect(inEnglish[0]).toBe('Date,Account,Debit,Credit,Memo,Transaction ID');
    expect(inFrench.slice(1)).toEqual(inEnglish.slice(1));
    expect(inEnglish.length).toBeGreaterThan(1);
  });

  it('writes the records compliance report\u2019s CSV and PDF labels in the reader\u2019s language, the pack\u2019s words as they are', async () => {
    await chooseLanguage(treasurerId, 'fr-CA');
    const report = await expectJson(await portal.request('GET', '/api/records/compliance', { token: english }), 200);
    const zone = report.timeZone as string;
    const csvOf = async (token: string, headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', '/api/records/compliance.csv', { token, headers });
      expect(answer.status).toBe(200);
      return (await answer.text()).replace(/^\uFEFF/, '').split('\r\n');
    };
    const inFrench = await csvOf(treasurer);
    expect(inFrench[0]).toBe(`catégorie,référence,obligatoire,état,affiché le (${zone}),jours de retard,documents périmés`);
    expect(inFrench.join('\n')).toContain(',oui,manquant,');
    const inEnglish = await csvOf(english, { 'Accept-Language': 'fr-CA' });
    expect(inEnglish[0]).toBe(`category,citation,required,state,posted at (${zone}),late by days,expired records`);
    expect(inEnglish.join('\n')).toContain(',yes,missing,');

    const pdfOf = async (token: string) => {
      const answer = await portal.request('GET', '/api/records/compliance.pdf', { token });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    const words = mailTexts('fr-CA').compliance;
    const printedFr = await pdfOf(treasurer);
    expect(printedFr).toContain(words.title);
    expect(printedFr).toContain(`${words.categoryHeading}|${words.stateHeading}|${words.citationHeading}`);
    expect(printedFr).toContain(words.missing);
    expect(printedFr).toContain('Date du rapport');
    expect(printedFr).not.toContain('Official records: compliance report');
    const printedEn = await pdfOf(english);
    expect(printedEn).toContain('Official records: compliance report');
    expect(printedEn).toContain('Category|State|Citation');
    expect(printedEn).toContain(`times in ${zone}`);
  });

  it('prints a meeting\u2019s certificate of notice with French labels for a French reader, English ones as before', async () => {
    const meeting = await expectJson(
      await portal.request('POST', '/api/meetings', {
        token: english,
        json: {
          kind: 'owner',
          title: 'Assemblée annuelle',
          startsAt: localOf(Date.now() + 20 * 86_400_000, 'America/Toronto'),
          place: 'Clubhouse',
          agenda: '1. Budget',
        },
      }),
      201,
    );
    const certificateOf = async (token: string, headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', `/api/meetings/${meeting.id}/certificate.pdf`, { token, headers });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    await chooseLanguage(treasurerId, 'fr-CA');
    const words = mailTexts('fr-CA').noticeCertificate;
    const inFrench = await certificateOf(treasurer);
    expect(inFrench).toContain('Certificat de convocation');
    expect(inFrench).toContain(`${words.ownerMeeting}: Assemblée annuelle`);
    expect(inFrench).toContain(`${words.ownerAndUnit}|${words.how}|${words.where}|${words.whenResult}`);
    expect(inFrench).toContain(words.paperNotices);
    expect(inFrench).not.toContain('Owner and unit');
    const inEnglish = await certificateOf(english, { 'Accept-Language': 'fr-CA' });
    expect(inEnglish).toContain('Certificate of notice');
    expect(inEnglish).toContain('Owner meeting: Assemblée annuelle');
    expect(inEnglish).toContain('Owner and unit|How|Where|When (result)');
    expect(inEnglish).toContain('Paper notices');
  });
});
