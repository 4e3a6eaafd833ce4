/**
 * A records request's e-mails (docs/requirements.md §20), read from the portal's SMTP mailbox: filing
 * one e-mails the owner an acknowledgement (category, what was asked, the deadline in the association's
 * days, the statute) and the directors and administrators an alert with the link to answer it; the
 * reminder round, at a clock two business days before the deadline, reminds the board once however many
 * processes run it, and never of an answered request; answering e-mails the owner every document's link,
 * the inspection day and the note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationDayText, RULE_PACKS } from '@hearth/common';
import { RECORDS_MAIL_KINDS } from '../../src/api/records/mail-kinds';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createMembers, expectJson, minimalPdf, uploadedName, type Members } from './support';

const OUTBOX = 'hearth_notice_outbox';

describe('records requests: their e-mails', () => {
  let portal: MailedPortal;
  let members: Members;
  let zone: string;
  const call = (method: string, path: string, token?: string, json?: unknown) => portal.request(method, path, { token, json });
  const emailOf = (username: string) => `${username}@example.org`;
  const mailsTo = (username: string, subject: string) => portal.mailbox.to(emailOf(username)).filter((m) => m.subject.includes(subject));
  const remindAt = (day: string) => portal.strapi.service('api::records.records-mails').remindDue(Date.parse(`${day}T16:00:00Z`));
  const add = async (title: string) => {
    const documentName = await uploadedName(portal, members.admin.token, 'community', minimalPdf(title), `${title}.pdf`);
    return expectJson(
      await call('POST', '/api/document/add', members.admin.token, {
        id: 0,
        docType: 'Document',
        title,
        documentName,
        documentDate: '2026-01-15',
      }),
      200,
    ) as Promise<{ id: number; title: string; documentName: string }>;
  };
  /** Until the outbox holds no records e-mail waiting or being sent (a round woken by the call may be sending it). */
  const delivered = async () => {
    for (let round = 0; round < 100; round++) {
      const waiting = await portal.strapi.db
        .connection(OUTBOX)
        .where('kind', 'like', 'records-%')
        .whereIn('status', ['pending', 'sending']);
      if (!waiting.length) return;
      await portal.strapi.service('api::notice.notice').runNow();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The records e-mails were not sent.');
  };
  /** The day `days` business days before `day` (the pack's count back from the deadline). */
  const businessDaysBefore = (day: string, days: number) => {
    let d = day;
    while (days > 0) {
      d = new Date(Date.parse(`${d}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      if (![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) days--;
    }
    return d;
  };

  beforeAll(async () => {
    portal = await startPortalWithMail();
    members = await createMembers(portal, 'rqm');
    const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
    await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
    zone = settings.timeZone;
  });
  afterAll(() => portal?.stop());

  it('acknowledges the owner, alerts the board, reminds it once two business days before the deadline, and sends the answer with every document', async () => {
    const rule = RULE_PACKS['fl-718'].recordsRequest!;
    const asked = await expectJson(
      await call('POST', '/api/records/requests', members.owner.token, {
        category: 'budget',
        kind: 'copy',
        message: 'The 2027 budget and its reserve schedule.',
      }),
      201,
    );
    // Queued in the outbox with the request, as a person's own e-mail (no notice of preferences).
    expect(
      await portal.strapi.db.connection(OUTBOX).where({ kind: 'records-received', email: emailOf(members.owner.username) }),
    ).toHaveLength(1);
    await delivered();

    const [receipt] = mailsTo(members.owner.username, `records request #${asked.id}`);
    expect(receipt.subject).toContain('is received');
    expect(receipt.notice).toBe(false);
    for (const fact of [
      'Records: Annual budget and proposed budgets',
      'Asked for: Receive copies',
      'Details: The 2027 budget and its reserve schedule.',
      `Answer due by: ${associationDayText(asked.deadline, zone)} (counted in business days, Monday to Friday)`,
      `Under: ${rule.citation}`,
    ])
      expect(receipt.text).toContain(fact);

    // Every director and administrator is alerted, with the screen where they answer; the owner and the others are not.
    for (const board of [members.director, members.admin]) {
      const alerts = mailsTo(board.username, `records request #${asked.id} from`);
      expect(alerts).toHaveLength(1);
      expect(alerts[0].subject).toContain(`due ${asked.deadline}`);
      expect(alerts[0].text).toContain('Records: Annual budget and proposed budgets');
      expect(alerts[0].links).toContain(`${portal.url}/admin/records`);
    }
    for (const other of [members.tenant, members.propmgr]) expect(portal.mailbox.to(emailOf(other.username))).toHaveLength(0);

    // Three business days before the deadline: nothing yet. Two: one reminder each, however many processes run the round.
    await remindAt(businessDaysBefore(asked.deadline, 3));
    await delivered();
    expect(mailsTo(members.director.username, 'reminder')).toHaveLength(0);
    const reminderDay = businessDaysBefore(asked.deadline, 2);
    await Promise.all([remindAt(reminderDay), remindAt(reminderDay), remindAt(reminderDay)]);
    await remindAt(reminderDay);
    await delivered();
    for (const board of [members.director, members.admin]) {
      const reminders = mailsTo(board.username, `reminder, records request #${asked.id}`);
      expect(reminders).toHaveLength(1);
      expect(reminders[0].text).toContain('2 business days left');
      expect(reminders[0].links).toContain(`${portal.url}/admin/records`);
    }
    expect(await portal.strapi.db.connection(OUTBOX).where({ kind: 'records-reminder' })).toHaveLength(2);
    // A second round, on the next day too: none.
    await remindAt(businessDaysBefore(asked.deadline, 1));
    await delivered();
    expect(mailsTo(members.director.username, `reminder, records request #${asked.id}`)).toHaveLength(1);

    // Answered with two documents, a day to inspect and a note: the owner gets both links, the day and the note.
    const budget = await add('Budget 2027');
    const reserves = await add('Reserve schedule 2027');
    const answered = await expectJson(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, {
        documentIds: [budget.id, reserves.id],
        inspectionDate: '2099-01-05',
        note: 'The originals are at the office.',
      }),
      200,
    );
    await delivered();
    const [answer] = mailsTo(members.owner.username, `records request #${asked.id} (Annual budget and proposed budgets) is answered`);
    expect(answer.text).toContain('Rqmdirector Tester answered your records request');
    for (const document of answered.answerDocuments) {
      expect(answer.text).toContain(`- ${document.title}: ${portal.url}${document.link}`);
      expect(answer.links).toContain(`${portal.url}${document.link}`);
    }
    expect(answered.answerDocuments.map((d: { title: string }) => d.title).sort()).toEqual(['Budget 2027', 'Reserve schedule 2027']);
    expect(answer.text).toContain(`You may inspect the records on ${associationDayText('2099-01-05', zone)}.`);
    expect(answer.text).toContain('Note: The originals are at the office.');
    expect(answer.links).toContain(`${portal.url}/records`);
  });

  it("names each e-mail by a kind the outbox's column holds", () => {
    for (const kind of Object.keys(RECORDS_MAIL_KINDS)) expect(kind.length, kind).toBeLessThanOrEqual(20);
  });

  it('never reminds the board of an answered request', async () => {
    const asked = await expectJson(
      await call('POST', '/api/records/requests', members.owner.token, { category: 'minutes', kind: 'inspect' }),
      201,
    );
    await expectJson(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, { inspectionDate: '2099-02-02' }),
      200,
    );
    await remindAt(businessDaysBefore(asked.deadline, 2));
    await remindAt(businessDaysBefore(asked.deadline, 1));
    await delivered();
    expect(mailsTo(members.director.username, `reminder, records request #${asked.id}`)).toHaveLength(0);
    const row = await portal.strapi.db.query('api::records.records-request').findOne({ where: { id: asked.id } });
    expect(row.reminderSentAt).toBeNull();
    // Its answer e-mail, with the inspection day and no documents.
    const [answer] = mailsTo(members.owner.username, `records request #${asked.id}`).filter((m) => m.subject.includes('is answered'));
    expect(answer.text).toContain(`You may inspect the records on ${associationDayText('2099-02-02', zone)}.`);
    expect(answer.text).not.toContain('The records (sign in');
  });
});
