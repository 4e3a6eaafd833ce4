/**
 * Official records that hold on every path (docs/requirements.md §20, docs/authorization.md): one answer
 * per records request under a lock; the panel's Duplicate under the records rules; one posting time for
 * simultaneous posts; a narrowed category binding its records at once; and one read rule for a document
 * whatever the door (records, documents, downloads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOf, RecordsMessages as M } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { contentManager, superAdminToken } from '../panel/panel-client';
import { atOnce } from '../../../testkit/at-once.mjs';
import { documentAnnouncements } from '../../src/api/document/announcements';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

const DOCUMENT = 'api::document.document';
const AREA = { Document: 'community', Minutes: 'minutes' } as const;

describe('official records on every path', () => {
  let portal: TestPortal;
  let members: Members;
  const call = (method: string, path: string, token?: string, json?: unknown) => portal.request(method, path, { token, json });
  const stored = (id: number) => portal.strapi.db.query(DOCUMENT).findOne({ where: { id } });
  const add = async (title: string, docType: 'Document' | 'Minutes' = 'Document') => {
    const documentName = await uploadedName(portal, members.admin.token, AREA[docType], minimalPdf(title), `${title}.pdf`);
    return expectJson(
      await call('POST', '/api/document/add', members.admin.token, { id: 0, docType, title, documentName, documentDate: '2026-06-10' }),
      200,
    ) as Promise<{ id: number; title: string; documentName: string }>;
  };
  const post = (id: number, category: string, audience: string, token = members.admin.token) =>
    call('POST', '/api/records/post', token, { documentId: id, category, audience, confirmNoPrivate: true });
  const recordTitles = async (token?: string) =>
    ((await expectJson(await call('GET', '/api/records', token), 200)).categories as { records: { title: string }[] }[]).flatMap((c) =>
      c.records.map((r) => r.title),
    );
  const listTitles = async (token: string, docType: string) => {
    const response = await portal.request('GET', '/api/document', { token, headers: { docType } });
    return response.status === 200 ? ((await response.json()) as { title: string }[]).map((d) => d.title) : [];
  };
  const download = (token: string, area: string, name: string) =>
    portal.request('GET', `/api/file/download?area=${area}&fileName=${encodeURIComponent(name)}`, { token });

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'rin');
    const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
    await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  });
  afterAll(() => portal?.stop());

  it('six simultaneous answers to one records request: one 200, five 409 with a message, one answer stored', async () => {
    const asked = await expectJson(
      await call('POST', '/api/records/requests', members.owner.token, { category: 'budget', kind: 'inspect' }),
      201,
    );
    const days = ['2099-02-01', '2099-02-02', '2099-02-03', '2099-02-04', '2099-02-05', '2099-02-06'];
    const answers = await atOnce(
      portal.url,
      days.map((inspectionDate) => ({
        method: 'POST',
        path: `/api/records/requests/${asked.id}/answer`,
        token: members.admin.token,
        json: { inspectionDate },
      })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.error.message).toBe(M.requestAnswered);
    const winner = answers.find((a) => a.status === 200)!;
    const row = await portal.strapi.db.query('api::records.records-request').findOne({ where: { id: asked.id } });
    expect(String(row.inspectionDate).slice(0, 10)).toBe(winner.body.inspectionDate);
  });

  it('six simultaneous posts of one record stamp one posting time', async () => {
    const doc = await add('Budget 2027');
    const answers = await atOnce(
      portal.url,
      Array.from({ length: 6 }, () => ({
        method: 'POST',
        path: '/api/records/post',
        token: members.admin.token,
        json: { documentId: doc.id, category: 'budget', audience: 'owners', confirmNoPrivate: true },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const postedAt = new Set(answers.map((a) => a.body.postedAt));
    expect(postedAt.size).toBe(1);
    expect(new Date((await stored(doc.id)).postedAt).toISOString()).toBe([...postedAt][0]);
  });

  it("the panel's Duplicate of a board record keeps the records rules: no copied posting time, no wider audience", async () => {
    const doc = await add('Attorney opinion');
    await expectJson(await post(doc.id, 'confidential', 'board'), 200);
    const source = await stored(doc.id);
    const documents = portal.strapi.documents(DOCUMENT);
    await expect(
      documents.clone({ documentId: source.documentId, data: { audience: 'public', postedAt: '2020-01-01T00:00:00.000Z' } as never }),
    ).rejects.toMatchObject({ status: 400 });
    // Through the panel's own clone route too.
    const token = await superAdminToken(portal);
    const refused = await portal.request('POST', `${contentManager(DOCUMENT)}/clone/${source.documentId}`, {
      token,
      json: { audience: 'public', postedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(refused.status, await refused.text()).toBe(400);
    expect(await portal.strapi.db.query(DOCUMENT).count({ where: { title: 'Attorney opinion' } })).toBe(1);

    // A plain Duplicate (the form's copied times included) is a new board record, posted now.
    const before = Date.now();
    const cloned = await documents.clone({
      documentId: source.documentId,
      data: { postedAt: '2020-01-01T00:00:00.000Z', privacyConfirmedAt: '2020-01-01T00:00:00.000Z' } as never,
    });
    const copy = await portal.strapi.db.query(DOCUMENT).findOne({ where: { documentId: cloned.documentId } });
    expect(copy).toMatchObject({ recordsCategory: 'confidential', audience: 'board' });
    expect(Date.parse(copy.postedAt)).toBeGreaterThanOrEqual(before - 1000);
    for (const token of [undefined, members.owner.token, members.tenant.token])
      expect(await recordTitles(token)).not.toContain('Attorney opinion');
    expect((await call('GET', `/api/records/${copy.id}/file`)).status).toBe(404);
  });

  it('a narrowed category hides its records from owners on the next read', async () => {
    const categories = portal.strapi.documents('api::records.record-category');
    const category = await categories.create({ data: { key: 'garden-plans', label: 'Garden plans', audience: 'owners' } as never });
    const doc = await add('Garden plan 2026');
    await expectJson(await post(doc.id, 'garden-plans', 'owners'), 200);
    expect(await recordTitles(members.owner.token)).toContain('Garden plan 2026');
    expect(await listTitles(members.owner.token, 'documents')).toContain('Garden plan 2026');

    await categories.update({ documentId: category.documentId, data: { audience: 'board' } as never });
    expect(await recordTitles(members.owner.token)).not.toContain('Garden plan 2026');
    expect(await listTitles(members.owner.token, 'documents')).not.toContain('Garden plan 2026');
    expect((await call('GET', `/api/records/${doc.id}/file`, members.owner.token)).status).toBe(404);
    expect((await download(members.owner.token, 'community', doc.documentName)).status).toBe(404);
    expect((await stored(doc.id)).audience).toBe('board');
    expect(await recordTitles(members.director.token)).toContain('Garden plan 2026');
  });

  it('an unverified director gets no minutes through any call, nor posts or publishes them', async () => {
    const minutes = await add('Minutes of June', 'Minutes');
    await expectJson(await post(minutes.id, 'minutes', 'owners'), 200);
    const director = (await createAccount(portal, 'rinlonedir', ['director'])).token;
    expect(await recordTitles(director)).not.toContain('Minutes of June');
    expect((await call('GET', `/api/records/${minutes.id}/file`, director)).status).toBe(404);
    expect([403, 404]).toContain((await download(director, 'minutes', minutes.documentName)).status);
    expect(await listTitles(director, 'minutes')).toEqual([]);
    const compliance = await expectJson(await call('GET', '/api/records/compliance', director), 200);
    expect(JSON.stringify(compliance)).not.toContain('Minutes of June');
    const draft = await add('Minutes of July', 'Minutes');
    await expectRefused(await post(draft.id, 'minutes', 'board', director), 403, M.minutesReadersOnly);
    expect(JSON.stringify(await expectJson(await call('GET', '/api/records/compliance', director), 200))).not.toContain('Minutes of July');
    // No category makes minutes public.
    await portal.strapi
      .documents('api::records.record-category')
      .create({ data: { key: 'open-minutes', label: 'Open', audience: 'public' } as never });
    await expectRefused(await post(draft.id, 'open-minutes', 'public'), 400, M.minutesNeverPublic);
    // A verified owner still reads them.
    expect(await recordTitles(members.owner.token)).toContain('Minutes of June');
    expect((await call('GET', `/api/records/${minutes.id}/file`, members.owner.token)).status).toBe(200);
  });

  it('a tenant and a property manager get no owners-only record through any call; visitors no board or minutes title', async () => {
    const declaration = await add('Declaration of condominium');
    await expectJson(await post(declaration.id, 'declaration', 'owners'), 200);
    const plain = await add('Pool schedule');
    for (const token of [members.tenant.token, members.propmgr.token]) {
      expect(await recordTitles(token)).not.toContain('Declaration of condominium');
      expect(await listTitles(token, 'documents')).not.toContain('Declaration of condominium');
      expect(await listTitles(token, 'documents')).toContain('Pool schedule');
      expect((await call('GET', `/api/records/${declaration.id}/file`, token)).status).toBe(404);
      expect((await download(token, 'community', declaration.documentName)).status).toBe(404);
      expect((await download(token, 'community', plain.documentName)).status).toBe(200);
    }
    expect(await recordTitles(members.owner.token)).toContain('Declaration of condominium');
    expect((await download(members.owner.token, 'community', declaration.documentName)).status).toBe(200);
    const anonymous = JSON.stringify(await expectJson(await call('GET', '/api/records'), 200));
    for (const title of ['Declaration of condominium', 'Attorney opinion', 'Minutes of June', 'Garden plan 2026'])
      expect(anonymous).not.toContain(title);
  });

  it('announces a record made in the panel to its readers only: a board record never to owners or tenants', async () => {
    const name = await uploadedName(portal, members.admin.token, 'community', minimalPdf('Panel board memo'), 'Panel board memo.pdf');
    const created = await portal.strapi.documents(DOCUMENT).create({
      data: {
        title: 'Panel board memo',
        docType: 'Document',
        documentName: name,
        recordsCategory: 'confidential',
        audience: 'board',
      } as never,
    });
    const row = await portal.strapi.db.query(DOCUMENT).findOne({ where: { documentId: created.documentId } });
    const due = await documentAnnouncements(portal.strapi)[0].due(Date.now(), 1000);
    const item = due.find((d) => d.id === row.id);
    expect(item?.audience).toBeDefined();
    const readers = item!.audience!;
    for (const who of [members.owner, members.tenant, members.propmgr]) expect(readers.has(who.userId)).toBe(false);
    expect(readers.has(members.admin.userId)).toBe(true);
    // A plain document is everyone's who wants its kind (no audience of its own).
    const plain = due.find((d) => d.title === 'Pool schedule');
    expect(plain?.audience).toBeUndefined();
  });

  it('a board record or minutes attached to a meeting: no title in the anonymous, tenant or calendar answers', async () => {
    const secret = await add('Litigation memo');
    await expectJson(await post(secret.id, 'confidential', 'board'), 200);
    const minutes = await add('Minutes of May', 'Minutes');
    const agenda = await add('Meeting agenda');
    const zone = (await portal.strapi.db.query('api::site-setting.site-setting').findOne({})).timeZone;
    const meeting = await expectJson(
      await call('POST', '/api/meetings', members.admin.token, {
        kind: 'board',
        title: 'Board meeting on the roof',
        startsAt: localOf(Date.now() + 4 * 86_400_000, zone),
        place: 'Clubhouse',
        agenda: '1. Roof',
        documentIds: [secret.id, minutes.id, agenda.id],
      }),
      201,
    );
    const titles = (body: unknown) => ['Litigation memo', 'Minutes of May'].filter((t) => JSON.stringify(body).includes(t));
    for (const token of [undefined, members.tenant.token, members.propmgr.token]) {
      expect(titles(await expectJson(await call('GET', '/api/meetings', token), 200))).toEqual([]);
      expect(titles(await expectJson(await call('GET', `/api/meetings/${meeting.id}`, token), 200))).toEqual([]);
    }
    const owner = await expectJson(await call('GET', `/api/meetings/${meeting.id}`, members.owner.token), 200);
    expect(owner.documents.map((d: { title: string }) => d.title)).toEqual(['Minutes of May', 'Meeting agenda']);
    expect(titles(await (await call('GET', '/api/meetings/calendar.ics')).text())).toEqual([]);
    const board = await expectJson(await call('GET', `/api/meetings/${meeting.id}`, members.admin.token), 200);
    expect(board.documents).toHaveLength(3);
  });
});
