/**
 * Mail: one outbox (docs/architecture.md "Mail: one outbox"): a source scan that fails when an
 * e-mail is sent, or an outbox row written, anywhere but the outbox module (cms/src/api/notice):
 * every other module asks with sendMail (or queueMails) of the outbox's front door, cms/src/api/notice/front-door.ts, or
 * registers its announcements (AnnouncementSource) there.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-scan';

const OUTBOX_MODULE = 'cms/src/api/notice/';

const OUTSIDE_THE_OUTBOX: { what: string; pattern: RegExp; only?: string }[] = [
  { what: 'the SMTP library', pattern: /\bnodemailer\b/, only: 'cms/src/api/notice/outbox/transport.ts' },
  { what: "Strapi's email plugin", pattern: /plugin\(\s*['"]email['"]\s*\)|plugin::email|\.service\(\s*['"]email['"]\s*\)/ },
  { what: 'the former mailer service', pattern: /api::account\.mailer/ },
  { what: "the outbox's transport", pattern: /outbox\/transport['"]|\btransmit\(/ },
  {
    what: 'a write of the outbox table',
    pattern: /(['"]hearth_notice_outbox['"]|\bOUTBOX|NOTICE_TABLES\.outbox)\s*\)[^;]*?\.(insert|update|del|delete)\(/,
  },
];

describe('every e-mail goes through the outbox', () => {
  it.each(OUTSIDE_THE_OUTBOX)('$what is used by the outbox module alone', ({ pattern, only }) => {
    const found = sourceFiles('cms/src')
      .filter((f) => (only ? f.file !== only : !f.file.startsWith(OUTBOX_MODULE)) && pattern.test(f.text))
      .map((f) => f.file);
    expect(found).toEqual([]);
  });

  it('the scan recognises what it looks for (it can fail)', () => {
    const [smtp, plugin, mailer, transport, write] = OUTSIDE_THE_OUTBOX.map((o) => o.pattern);
    expect(smtp.test("import nodemailer from 'nodemailer';")).toBe(true);
    expect(plugin.test("await strapi.plugin('email').service('email').send({ to, subject, text });")).toBe(true);
    expect(mailer.test("await strapi.service('api::account.mailer').send(message);")).toBe(true);
    expect(transport.test("import { transmit } from '../../notice/outbox/transport';")).toBe(true);
    expect(write.test("await trx('hearth_notice_outbox').insert(rows)")).toBe(true);
    expect(write.test('await knex(OUTBOX).where({ id }).update({ status: "sent" })')).toBe(true);
    expect(write.test("await knex('hearth_notice_outbox as o').leftJoin('x', 'a', 'b')")).toBe(false);
  });
});
