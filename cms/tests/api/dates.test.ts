/**
 * Every date-bearing call refuses a malformed, impossible or out-of-range date with the field's
 * message and changes nothing (docs/requirements.md §9): news and scheduled news, community documents,
 * newsletters and minutes (add and updaterange), the server-computed dates sent back (itemDate, docDate,
 * registrationDate) and the activity report's day filters. Never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages as M } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, makeVerifiedOwner, minimalPdf, uploadedName, type Members } from './support';

type Expect = 'required' | 'invalid';
/** Twenty values that are not a date, with the message kind each must get. */
const MALFORMED: [unknown, Expect][] = [
  ['20-11-2026', 'invalid'],
  ['11/20/2026', 'invalid'],
  ['2026-02-30', 'invalid'],
  ['2025-02-29', 'invalid'],
  ['2026-13-01', 'invalid'],
  ['2026-00-10', 'invalid'],
  ['2026-1-5', 'invalid'],
  ['0999-12-31', 'invalid'],
  ['10000-01-01', 'invalid'],
  ['2026-11-20T25:00:00Z', 'invalid'],
  ['', 'required'],
  ['   ', 'required'],
  [null, 'required'],
  ['garbage', 'invalid'],
  ['2'.repeat(5000), 'invalid'],
  [20261120, 'invalid'],
  [0, 'invalid'],
  [['2026-11-20'], 'invalid'],
  [{ year: 2026, month: 11, day: 20 }, 'invalid'],
  [true, 'invalid'],
];
/** The test's name for a value: the huge string by its length. */
const named = (cases: [unknown, Expect][]) =>
  cases.map(
    ([value, kind]) =>
      [typeof value === 'string' && value.length > 40 ? `${value.length} characters` : JSON.stringify(value), value, kind] as const,
  );
/** A server-computed date may come back empty, so only the values that are not empty are refused. */
const MALFORMED_ANSWERED = MALFORMED.filter(([value]) => value !== '' && value !== null);

const DOC_KINDS = [
  { docType: 'Document', header: 'documents', area: 'community' },
  { docType: 'Newsletter', header: 'newsletters', area: 'newsletters' },
  { docType: 'Minutes', header: 'minutes', area: 'minutes' },
] as const;

describe('date fields', () => {
  let portal: TestPortal;
  let members: Members;
  let director: string;
  const news: Record<string, unknown>[] = [];
  const documents = new Map<string, Record<string, unknown>>();

  const call = (method: string, path: string, json: unknown, headers?: Record<string, string>) =>
    portal.request(method, path, { token: director, json, headers });
  // What is stored, read past every role check (minutes are for verified owners only).
  const newsList = () => portal.strapi.db.query('api::news-item.news-item').findMany({ orderBy: { id: 'asc' } });
  const docList = (docType: string) =>
    portal.strapi.db.query('api::document.document').findMany({ where: { docType }, orderBy: { id: 'asc' } });
  const message = (kind: Expect, required: string, invalid: string) => (kind === 'required' ? required : invalid);

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'd');
    // Minutes are added and changed by those who may read them: this director is a verified owner.
    await makeVerifiedOwner(portal, members.director);
    director = members.director.token;
    // Today's item and a scheduled one (a publish date to come).
    for (const publishDate of ['2026-01-15', '2999-06-01']) {
      news.push(
        await expectJson(
          await call('POST', '/api/news/add', { id: 0, title: `On ${publishDate}`, body: 'Text', publishDate, active: true }),
          200,
        ),
      );
    }
    for (const { docType, area } of DOC_KINDS) {
      const documentName = await uploadedName(portal, director, area, minimalPdf(docType), `${docType}.pdf`);
      const added = await expectJson(
        await call('POST', '/api/document/add', { id: 0, docType, title: `A ${docType}`, documentName, documentDate: '2025-03-04' }),
        200,
      );
      documents.set(docType, added);
    }
  });
  afterAll(() => portal?.stop());

  it('accepts a real day, and a full ISO date-time whose day is kept', async () => {
    const [item] = news;
    const saved = await expectJson(await call('PUT', '/api/news/updaterange', [{ ...item, publishDate: '2026-01-16T00:00:00.000Z' }]), 200);
    expect(saved.find((n: { id: number }) => n.id === item.id).publishDate).toBe('2026-01-16');
    await expectJson(await call('PUT', '/api/news/updaterange', [{ ...item, publishDate: '2026-01-15' }]), 200);
  });

  it.each(named(MALFORMED))('news add, news and scheduled news updaterange: publishDate %s', async (_name, value, kind) => {
    const expected = message(kind, M.newsDateRequired, M.newsDateInvalid);
    const before = await newsList();
    await expectRefused(
      await call('POST', '/api/news/add', { id: 0, title: 'New', body: 'Text', publishDate: value, active: true }),
      400,
      expected,
    );
    for (const item of news) {
      await expectRefused(await call('PUT', '/api/news/updaterange', [{ ...item, publishDate: value }]), 400, expected);
    }
    expect(await newsList()).toEqual(before);
  });

  it.each(named(MALFORMED_ANSWERED))('news updaterange: itemDate %s', async (_name, value) => {
    const before = await newsList();
    await expectRefused(await call('PUT', '/api/news/updaterange', [{ ...news[0], itemDate: value }]), 400, M.itemDateInvalid);
    await expectRefused(
      await call('POST', '/api/news/add', { id: 0, title: 'N', body: 'T', publishDate: '2026-01-01', active: true, itemDate: value }),
      400,
      M.itemDateInvalid,
    );
    expect(await newsList()).toEqual(before);
  });

  it.each(named(MALFORMED))('documents, newsletters and minutes, add and updaterange: documentDate %s', async (_name, value, kind) => {
    const expected = message(kind, M.documentDateRequired, M.documentDateInvalid);
    for (const { docType, header } of DOC_KINDS) {
      const doc = documents.get(docType)!;
      const before = await docList(docType);
      const add = { id: 0, docType, title: 'Another', documentName: doc.documentName, documentDate: value };
      await expectRefused(await call('POST', '/api/document/add', add), 400, expected);
      await expectRefused(
        await call('PUT', '/api/document/updaterange', [{ ...doc, documentDate: value }], { docType: header }),
        400,
        expected,
      );
      expect(await docList(docType)).toEqual(before);
    }
  });

  it.each(named(MALFORMED_ANSWERED))('documents updaterange: docDate %s', async (_name, value) => {
    for (const { docType, header } of DOC_KINDS) {
      const before = await docList(docType);
      const doc = documents.get(docType)!;
      await expectRefused(
        await call('PUT', '/api/document/updaterange', [{ ...doc, docDate: value }], { docType: header }),
        400,
        M.documentDateInvalid,
      );
      expect(await docList(docType)).toEqual(before);
    }
  });

  it.each(named(MALFORMED_ANSWERED))('profile update and updaterange: registrationDate %s', async (_name, value) => {
    const mine = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
    const { logins: _logins, roles: _roles, ...profile } = mine;
    await expectRefused(
      await portal.request('PUT', '/api/profile/update', { token: members.tenant.token, json: { ...profile, registrationDate: value } }),
      400,
      M.registrationDateInvalid,
    );
    await expectRefused(
      await portal.request('PUT', '/api/profile/updaterange', {
        token: members.admin.token,
        json: { models: [{ ...profile, registrationDate: value }], userName: members.admin.username },
      }),
      400,
      M.registrationDateInvalid,
    );
    expect(await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200)).toEqual(mine);
  });

  it.each(named(MALFORMED.filter(([value]) => typeof value === 'string')))('activity report: from and to %s', async (_name, value) => {
    for (const filter of ['from', 'to']) {
      const query = new URLSearchParams({ [filter]: value as string });
      await expectRefused(await portal.request('GET', `/api/activity?${query}`, { token: members.admin.token }), 400, M.activityDayInvalid);
    }
  });
});
