/**
 * Mail in its reader's language (docs/architecture.md, "Languages"), on SQLite and PostgreSQL, over
 * real SMTP: from the same event — a month's statements issued for their units, a password reset —
 * a resident who chose French gets a French e-mail and downloads a French PDF, the neighbour on
 * English gets the English words as they always were, and a stored language the portal does not
 * speak falls back to the association's (English unless the site setting says otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CONSENT_VERSION, dayIn, localOf, mailTexts, memoIn, momentIn, moneyIn, voteTime } from '@hearth/common';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { pdfText } from '../support/pdf-text';
import { aVote, expectJson } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';

let portal: MailedPortal;
let treasurer: string;
const people: Record<'french' | 'english' | 'unknown', { token: string; userId: number; email: string; unitId: number }> = {} as never;

const knex = () => portal.strapi.db.connection;
const setLanguage = (userId: number, language: string | null) => knex()('profiles').where({ user_id: userId }).update({ language });
const setDefault = (defaultLanguage: string) =>
  portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { defaultLanguage } });

beforeAll(async () => {
  portal = await startPortalWithMail();
  const role = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { role: 'Treasurer' } });
  const { profile, token } = await createAccount(portal, 'mltreasurer', ['director']);
  await portal.strapi.db.query('api::board-director.board-director').create({
    data: {
      firstName: 'Tess',
      lastName: 'Urer',
      unitNumber: '1',
      phone: '555-0100',
      email: 'mltreasurer@example.org',
      position: 1,
      active: true,
      roles: [role.id],
      profile: profile.id,
    },
  });
  treasurer = token;
  for (const [who, number] of [
    ['french', '1'],
    ['english', '2'],
    ['unknown', '3'],
  ] as const) {
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number, street: 'Rue des Langues', entitlement: 1, rosterKey: rosterKeyOf(number, 'Rue des Langues') } });
    const account = await createAccount(portal, `ml${who}`, ['owner']);
    await portal.strapi.db
      .query('api::unit.unit-member')
      .create({ data: { unitId: unit.id, relation: 'owner', profileId: account.profile.id } });
    people[who] = { token: account.token, userId: account.user.id, email: `ml${who}@example.org`, unitId: Number(unit.id) };
  }
  // The French resident chooses French on Account Management; the neighbour English; the third has a language no longer spoken.
  const own = await expectJson(await portal.request('GET', '/api/profile', { token: people.french.token }), 200);
  await expectJson(
    await portal.request('PUT', '/api/profile/update', { token: people.french.token, json: { ...own, locale: 'fr-CA' } }),
    200,
  );
  await setLanguage(people.english.userId, 'en');
  await setLanguage(people.unknown.userId, 'xx');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('mail in its reader\u2019s language', () => {
  it('issues a month\u2019s statements: French to the French owner, English to the neighbour and to an unknown language', async () => {
    await expectJson(
      await portal.request('POST', '/api/ledger/assessments/post', { token: treasurer, json: { period: '2025-03', amountCents: 370368 } }),
      201,
    );
    const issued = await expectJson(
      await portal.request('POST', '/api/ledger/statements/issue', { token: treasurer, json: { period: '2025-03' } }),
      201,
    );
    expect(issued.mailed).toBeGreaterThanOrEqual(3);
    await sendQueuedMail(portal);
    // The mail's lines as written (SMTP carries them with CRLF).
    const lines = (mail: { text: string } | undefined) => mail?.text.replace(/\r\n/g, '\n') ?? '';
    const [french] = portal.mailbox.to(people.french.email).filter((m) => m.text.includes('2025') && m.subject.includes('relevé'));
    const [english] = portal.mailbox.to(people.english.email).filter((m) => m.subject.includes('your statement for'));
    const [unknown] = portal.mailbox.to(people.unknown.email).filter((m) => m.subject.includes('your statement for'));
    // Each unit owes a third of $3,703.68: $1,234.56.
    expect(french?.subject).toMatch(/ : votre relevé de mars 2025, unité 1 Rue des Langues$/);
    expect(lines(french)).toContain(`Solde de clôture au 31 mars 2025 : ${moneyIn('fr-CA', 123456)}`);
    expect(moneyIn('fr-CA', 123456)).toBe('1\u00a0234,56\u00a0$');
    expect(lines(french)).not.toContain('Closing balance');
    expect(english?.subject).toMatch(/: your statement for 2025-03, unit 2 Rue des Langues$/);
    expect(lines(english)).toContain('Closing balance on 2025-03-31: $1,234.56\n');
    expect(lines(english)).toContain('\n\nyour statement for 2025-03 (unit 2 Rue des Langues) is issued.\n\n');
    expect(lines(unknown)).toContain('Closing balance on 2025-03-31: $1,234.56');
  });

  it('downloads the statement PDF in the reader\u2019s language: French for the French owner, English for the neighbour', async () => {
    const pdfOf = async (who: 'french' | 'english' | 'unknown', headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', `/api/ledger/units/${people[who].unitId}/statements/2025-03/pdf`, {
        token: people[who].token,
        headers,
      });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    const french = await pdfOf('french');
    const words = mailTexts('fr-CA').statement;
    expect(french).toContain(words.pdfTitle('mars 2025', '1 Rue des Langues'));
    expect(french).toContain(`${words.day}|${words.transaction}|${words.amount}|${words.balance}`);
    // The PDF's fonts print a no-break space as a space.
    expect(french).toContain(`${dayIn('fr-CA', '2025-03-31')}|${words.closingBalance}||1 234,56 $`);
    expect(french).not.toContain('Closing balance');
    // The profile's choice wins over the browser's.
    const english = await pdfOf('english', { 'Accept-Language': 'fr-CA' });
    expect(english).toContain('Statement 2025-03, unit 2 Rue des Langues');
    expect(english).toContain('2025-03-31|Closing balance||$1,234.56');
    // No language the portal speaks on the profile: the browser's, else English.
    expect(await pdfOf('unknown')).toContain('Statement 2025-03, unit 3 Rue des Langues');
    expect(await pdfOf('unknown', { 'Accept-Language': 'es' })).toContain(mailTexts('es').statement.closingBalance);
  });

  it('prints the statement\u2019s entries as words in the reader\u2019s language: Spanish kinds and memos, English words as the screen\u2019s', async () => {
    const pdfOf = async (who: 'french' | 'english' | 'unknown', headers: Record<string, string> = {}) => {
      const answer = await portal.request('GET', `/api/ledger/units/${people[who].unitId}/statements/2025-03/pdf`, {
        token: people[who].token,
        headers,
      });
      expect(answer.status).toBe(200);
      return pdfText(new Uint8Array(await answer.arrayBuffer()));
    };
    // The month's assessment: its kind and the memo the ledger wrote ("Assessment 2025-03"), both in Spanish.
    const spanish = await pdfOf('unknown', { 'Accept-Language': 'es' });
    expect(mailTexts('es').statement.chargeKind('assessment')).toBe('Cuota de mantenimiento');
    expect(memoIn('es', 'Assessment 2025-03')).toBe('Cuota de mantenimiento de marzo de 2025');
    // A long cell wraps onto the lines below it, so the row's start is read.
    expect(spanish).toMatch(/\|Cuota de mantenimiento: Cuota de/);
    expect(spanish).toContain('marzo de 2025');
    expect(spanish).not.toMatch(/assessment/i);
    // French the same way; anyone's own memo would stay as written.
    const french = await pdfOf('french');
    expect(french).toMatch(/\|Charges communes: Charges communes de/);
    expect(french).not.toMatch(/assessment/i);
    expect(memoIn('fr-CA', 'Paid at the desk')).toBe('Paid at the desk');
    // English: the kind as a word (no code), the memo as stored.
    const english = await pdfOf('english');
    expect(english).toContain('Assessment: Assessment 2025-03');
    expect(english).not.toMatch(/\bassessment:/);
  });

  it('sends an account e-mail in the person\u2019s language, and the association\u2019s default to one without a choice', async () => {
    const forgot = (who: 'french' | 'english' | 'unknown') =>
      portal.request('POST', '/api/account/forgotpassword', { json: { email: people[who].email } });
    for (const who of ['french', 'english', 'unknown'] as const) expect((await forgot(who)).status).toBeLessThan(300);
    await sendQueuedMail(portal);
    const resets = (who: 'french' | 'english' | 'unknown') =>
      portal.mailbox.to(people[who].email).filter((m) => /reset your password|réinitialisez|restablezca/.test(m.subject));
    expect(resets('french')[0]?.subject).toMatch(/ : réinitialisez votre mot de passe$/);
    expect(resets('french')[0].text).toContain('Pour choisir un nouveau mot de passe');
    expect(resets('english')[0]?.subject).toMatch(/: reset your password$/);
    expect(resets('english')[0].text).toContain('To choose a new password, open this link within one hour:');
    expect(resets('unknown')[0]?.subject).toMatch(/: reset your password$/);

    // The association writes in Spanish to whoever chose no language it speaks; a choice stays the person's.
    await setDefault('es');
    try {
      for (const who of ['english', 'unknown'] as const) expect((await forgot(who)).status).toBeLessThan(300);
      await sendQueuedMail(portal);
      expect(resets('unknown')[1]?.subject).toMatch(/: restablezca su contraseña$/);
      expect(resets('english')[1]?.subject).toMatch(/: reset your password$/);
    } finally {
      await setDefault('en');
    }
  });

  it('gives a meeting\u2019s notice: French to the French owner, English to the neighbour, footer and all', async () => {
    for (const who of ['french', 'english', 'unknown'] as const)
      await expectJson(
        await portal.request('PUT', '/api/meetings/consent', {
          token: people[who].token,
          json: { choice: 'email', version: CURRENT_CONSENT_VERSION },
        }),
        200,
      );
    const title = 'Budget des langues';
    const startsAt = localOf(Date.now() + 20 * 86_400_000, 'America/Toronto');
    await expectJson(
      await portal.request('POST', '/api/meetings', {
        token: treasurer,
        json: { kind: 'owner', title, startsAt, place: 'Clubhouse', agenda: '1. Budget' },
      }),
      201,
    );
    for (let i = 0; i < 3; i++) await portal.strapi.service('api::notice.notice').runNow();
    const noticeTo = (who: 'french' | 'english' | 'unknown') => {
      const mail = portal.mailbox.to(people[who].email).find((m) => m.subject.endsWith(title));
      return { subject: mail?.subject ?? '', text: mail?.text.replace(/\r\n/g, '\n') ?? '' };
    };
    const french = noticeTo('french');
    expect(french.subject).toMatch(/: Avis de convocation \(Assemblée des copropriétaires\): Budget des langues$/);
    expect(french.text).toContain('\nOrdre du jour :\n1. Budget\n');
    expect(french.text).toContain('Vous recevez cet avis par courriel parce que vous avez consenti aux avis électroniques.');
    expect(french.text).not.toContain('Agenda:');
    for (const who of ['english', 'unknown'] as const) {
      const english = noticeTo(who);
      expect(english.subject).toMatch(/: Owner meeting notice: Budget des langues$/);
      expect(english.text).toContain('\nAgenda:\n1. Budget\n');
      expect(english.text).toContain('You receive this notice by e-mail because you agreed to electronic notice.');
    }
  });

  it('invites a roster owner without an account in the association\u2019s language', async () => {
    const { token: admin } = await createAccount(portal, 'mladmin', ['admin']);
    const member = await portal.strapi.db.query('api::unit.unit-member').create({
      data: { unitId: people.french.unitId, relation: 'owner', firstName: 'Inès', lastName: 'Invitée', email: 'ines@example.org' },
    });
    await setDefault('fr-CA');
    try {
      await expectJson(await portal.request('POST', `/api/units/members/${member.id}/invite`, { token: admin }), 200);
      await sendQueuedMail(portal);
    } finally {
      await setDefault('en');
    }
    const [invitation] = portal.mailbox.to('ines@example.org');
    expect(invitation?.subject).toMatch(/ : vous êtes invité à vous inscrire$/);
    expect(invitation.text.replace(/\r\n/g, '\n')).toContain(
      "Bonjour Inès,\n\nvous figurez au registre de Maple Court Condominium Association pour l'unité 1, Rue des Langues.\n",
    );
  });

  it('sends a ballot\u2019s receipt and the vote\u2019s opening in the voter\u2019s language', async () => {
    const { token: admin } = await createAccount(portal, 'mlvoteadmin', ['admin']);
    const vote = await expectJson(
      await portal.request('POST', '/api/votes', { token: admin, json: aVote({ title: 'Toit des langues' }) }),
      201,
    );
    for (const who of ['french', 'english'] as const)
      await expectJson(
        await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: people[who].token, json: { answers: ['yes'] } }),
        201,
      );
    for (let i = 0; i < 3; i++) await portal.strapi.service('api::notice.notice').runNow();
    await sendQueuedMail(portal);
    const about = (who: 'french' | 'english') => portal.mailbox.to(people[who].email).filter((m) => m.subject.includes('Toit des langues'));
    const french = about('french').map((m) => m.subject);
    expect(french).toContain('Votre reçu de bulletin : Toit des langues');
    expect(french.some((s) => s.endsWith(': Vote ouvert: Toit des langues'))).toBe(true);
    const english = about('english').map((m) => m.subject);
    expect(english).toContain('Your ballot receipt: Toit des langues');
    expect(english.some((s) => s.endsWith(': Vote open: Toit des langues'))).toBe(true);
    // The close's time as each reader writes it, on the association's clock; English as it always was.
    const zone = (await portal.strapi.service('api::site-setting.settings').timeZone()) as string;
    const closesAt = Date.parse(vote.closesAt);
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    const opening = (who: 'french' | 'english', lead: string) =>
      plain(about(who).find((m) => m.subject.endsWith(`: ${lead}: Toit des langues`))?.text ?? '');
    expect(opening('french', 'Vote ouvert')).toContain(plain(momentIn('fr-CA', closesAt, zone)));
    expect(opening('french', 'Vote ouvert')).not.toContain(voteTime(closesAt, zone));
    expect(opening('english', 'Vote open')).toContain(`Voting is open until ${voteTime(closesAt, zone)}.`);
  });
});
