/**
 * Official records (docs/requirements.md §20): categories of the rule pack only, audiences no wider than
 * the category's, the poster's confirmation, a posting time no call changes (the portal's API, the document
 * service as the admin panel uses it, and the panel itself), reading by audience, the compliance view and
 * records requests with the pack's business-day deadline; the demo's compliance against a hand-made expectation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf, localOf, RecordsMessages as M, requestDeadline, RULE_PACKS } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, panelToken } from '../panel/panel-client';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';
import { pdfText } from '../support/pdf-text';

const DOCUMENT = 'api::document.document';

describe('official records', () => {
  let portal: TestPortal;
  let members: Members;
  let zone: string;
  const call = (method: string, path: string, token?: string, json?: unknown) => portal.request(method, path, { token, json });
  const stored = (id: number) => portal.strapi.db.query(DOCUMENT).findOne({ where: { id } });
  const add = async (title: string, documentDate = '2026-01-15') => {
    const documentName = await uploadedName(portal, members.admin.token, 'community', minimalPdf(title), `${title}.pdf`);
    return expectJson(
      await call('POST', '/api/document/add', members.admin.token, { id: 0, docType: 'Document', title, documentName, documentDate }),
      200,
    ) as Promise<{ id: number; title: string; documentName: string }>;
  };

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'rec');
    const settings = await portal.strapi.db.query('api::site-setting.site-setting').findOne({});
    await portal.strapi.db.query('api::site-setting.site-setting').update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
    zone = settings.timeZone;
  });
  afterAll(() => portal?.stop());

  it('refuses a category the pack does not have, through the API and the document service, and stores nothing', async () => {
    const doc = await add('Unknown kind');
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: doc.id,
        category: 'nope',
        audience: 'owners',
        confirmNoPrivate: true,
      }),
      400,
      M.categoryUnknown,
    );
    const row = await stored(doc.id);
    await expect(
      portal.strapi
        .documents(DOCUMENT)
        .update({ documentId: row.documentId, data: { recordsCategory: 'nope', audience: 'board' } as never }),
    ).rejects.toMatchObject({ status: 400, message: M.categoryUnknown });
    expect(await stored(doc.id)).toMatchObject({ recordsCategory: null, audience: null, postedAt: null });
    // Residents cannot post at all.
    await expectRefused(
      await call('POST', '/api/records/post', members.owner.token, {
        documentId: doc.id,
        category: 'budget',
        audience: 'owners',
        confirmNoPrivate: true,
      }),
      403,
    );
  });

  it("takes the association's own categories beside the pack's, never under a key the pack has", async () => {
    const own = portal.strapi.documents('api::records.record-category');
    await expect(own.create({ data: { key: 'budget', label: 'Our budget', audience: 'owners' } as never })).rejects.toMatchObject({
      status: 400,
      message: M.categoryKeyTaken,
    });
    await expect(own.create({ data: { key: 'Pool Rules!', label: 'Pool rules', audience: 'owners' } as never })).rejects.toMatchObject({
      status: 400,
      message: M.categoryKeyInvalid,
    });
    await own.create({ data: { key: 'pool-rules', label: 'Pool rules', audience: 'public' } as never });
    expect(await portal.strapi.db.query('api::records.record-category').count({})).toBe(1);
    const { categories } = await expectJson(await call('GET', '/api/records/categories'), 200);
    expect(categories.at(-1)).toMatchObject({ key: 'pool-rules', own: true, audience: 'public' });
    const doc = await add('Pool rules 2026');
    const record = await expectJson(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: doc.id,
        category: 'pool-rules',
        audience: 'public',
        confirmNoPrivate: true,
      }),
      200,
    );
    expect(record).toMatchObject({ category: 'pool-rules', audience: 'public' });
  });

  it('never posts a private-category record to owners or the public, and hides it from them', async () => {
    const doc = await add('Attorney letter');
    for (const audience of ['public', 'owners'])
      await expectRefused(
        await call('POST', '/api/records/post', members.director.token, {
          documentId: doc.id,
          category: 'confidential',
          audience,
          confirmNoPrivate: true,
        }),
        400,
      );
    const row = await stored(doc.id);
    await expect(
      portal.strapi.documents(DOCUMENT).update({
        documentId: row.documentId,
        data: { recordsCategory: 'confidential', audience: 'public', privacyConfirmedBy: 'Panel User' } as never,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await stored(doc.id)).postedAt).toBeNull();

    const record = await expectJson(
      await call('POST', '/api/records/post', members.director.token, { documentId: doc.id, category: 'confidential', audience: 'board' }),
      200,
    );
    expect(record).toMatchObject({ category: 'confidential', audience: 'board' });
    // Widening it later is refused too.
    await expect(
      portal.strapi
        .documents(DOCUMENT)
        .update({ documentId: row.documentId, data: { audience: 'owners', privacyConfirmedBy: 'Panel User' } as never }),
    ).rejects.toMatchObject({ status: 400 });

    const titles = async (token?: string) =>
      ((await expectJson(await call('GET', '/api/records', token), 200)).categories as { records: { title: string }[] }[]).flatMap((c) =>
        c.records.map((r) => r.title),
      );
    expect(await titles(members.director.token)).toContain('Attorney letter');
    for (const token of [undefined, members.owner.token, members.tenant.token])
      expect(await titles(token)).not.toContain('Attorney letter');
    await expectRefused(await call('GET', `/api/records/${doc.id}/file`, members.owner.token), 404);
    // The documents list and the plain download keep it from residents too.
    const list = await expectJson(
      await portal.request('GET', '/api/document', { token: members.tenant.token, headers: { docType: 'documents' } }),
      200,
    );
    expect(list.map((d: { title: string }) => d.title)).not.toContain('Attorney letter');
    const download = await portal.request('GET', `/api/file/download?area=community&fileName=${encodeURIComponent(doc.documentName)}`, {
      token: members.tenant.token,
    });
    expect(download.status).toBe(404);
  });

  it('asks the poster to confirm nothing private is inside, and records the name and time', async () => {
    const doc = await add('Budget 2026', '2026-01-10');
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, { documentId: doc.id, category: 'budget', audience: 'owners' }),
      400,
      M.privacyConfirmationRequired,
    );
    const row = await stored(doc.id);
    await expect(
      portal.strapi
        .documents(DOCUMENT)
        .update({ documentId: row.documentId, data: { recordsCategory: 'budget', audience: 'owners' } as never }),
    ).rejects.toMatchObject({ status: 400, message: M.privacyConfirmationRequired });
    expect((await stored(doc.id)).postedAt).toBeNull();

    const before = Date.now();
    await expectJson(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: doc.id,
        category: 'budget',
        audience: 'owners',
        confirmNoPrivate: true,
      }),
      200,
    );
    const posted = await stored(doc.id);
    expect(posted.privacyConfirmedBy).toBe('Recdirector Tester');
    expect(Date.parse(posted.privacyConfirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(posted.postedAt)).toBeGreaterThanOrEqual(before - 1000);

    // Owners find it under its category; visitors do not (owners' audience); the tenant is no owner.
    const owners = await expectJson(await call('GET', '/api/records', members.owner.token), 200);
    const budget = owners.categories.find((c: { key: string }) => c.key === 'budget');
    expect(budget.records.map((r: { title: string }) => r.title)).toEqual(['Budget 2026']);
    const visitors = await expectJson(await call('GET', '/api/records'), 200);
    const titlesOf = (index: { categories: { records: { title: string }[] }[] }) =>
      index.categories.flatMap((c) => c.records.map((r) => r.title));
    expect(titlesOf(visitors)).toEqual(['Pool rules 2026']);
    const tenants = await expectJson(await call('GET', '/api/records', members.tenant.token), 200);
    expect(titlesOf(tenants)).toEqual(['Pool rules 2026']);
    expect((await call('GET', `/api/records/${doc.id}/file`)).status).toBe(404);

    // A public record: visitors list and download it without an account.
    const notice = await add('Notice of the annual meeting');
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: notice.id,
        category: 'meeting-notices',
        audience: 'public',
      }),
      400,
      M.privacyConfirmationRequired,
    );
    await expectJson(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: notice.id,
        category: 'meeting-notices',
        audience: 'public',
        confirmNoPrivate: true,
      }),
      200,
    );
    const open = await expectJson(await call('GET', '/api/records'), 200);
    const notices = open.categories.find((c: { key: string }) => c.key === 'meeting-notices');
    expect(notices.records).toMatchObject([{ title: 'Notice of the annual meeting', link: `/api/records/${notice.id}/file` }]);
    const file = await call('GET', `/api/records/${notice.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps the posting time once stamped, whatever the API, the document service or the panel writes', async () => {
    const doc = await add('Rules 2026');
    await expectJson(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: doc.id,
        category: 'rules',
        audience: 'owners',
        confirmNoPrivate: true,
      }),
      200,
    );
    const first = await stored(doc.id);
    const postedAt = first.postedAt;
    expect(postedAt).toBeTruthy();
    const documents = portal.strapi.documents(DOCUMENT);

    // A different time is refused, however it is written.
    for (const value of ['2020-01-01T00:00:00.000Z', null])
      await expect(documents.update({ documentId: first.documentId, data: { postedAt: value } as never })).rejects.toMatchObject({
        status: 400,
        message: M.postedAtFixed,
      });
    // The same time, as the panel's form sends it back with other fields: saved, the time unchanged.
    await documents.update({ documentId: first.documentId, data: { title: 'Rules 2026 (amended)', postedAt } as never });
    // Re-posting, another category, the documents screens' save, taking the category off and putting it back.
    await expectJson(
      await call('POST', '/api/records/post', members.director.token, {
        documentId: doc.id,
        category: 'bylaws',
        audience: 'owners',
        confirmNoPrivate: true,
      }),
      200,
    );
    await expectJson(
      await call('PUT', '/api/document/updaterange', members.admin.token, [
        { id: doc.id, docType: 'Document', title: 'Rules 2026', documentName: doc.documentName, documentDate: '2026-01-15' },
      ]),
      200,
    );
    await documents.update({ documentId: first.documentId, data: { recordsCategory: null } as never });
    await documents.update({ documentId: first.documentId, data: { recordsCategory: 'rules', audience: 'owners' } as never });
    expect(new Date((await stored(doc.id)).postedAt).getTime()).toBe(new Date(postedAt).getTime());

    // The Strapi admin panel itself: its edit call is refused with the message, the time stays.
    const panelUser = await createAccount(portal, 'recpanel', ['owner']);
    await portal.strapi.service('api::account.roles').grant(panelUser.user.id, ['director']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'recpanel@example.org' } });
    await acceptInvitation(portal, registrationToken);
    const token = await panelToken(portal, 'recpanel@example.org');
    const edit = await portal.request('PUT', `${contentManager(DOCUMENT)}/${first.documentId}`, {
      token,
      json: { title: 'Rules 2026', postedAt: '2021-06-01T00:00:00.000Z' },
    });
    expect(edit.status).toBe(400);
    expect(await edit.text()).toContain(M.postedAtFixed);
    expect(new Date((await stored(doc.id)).postedAt).getTime()).toBe(new Date(postedAt).getTime());

    // The activity record keeps every change of the record.
    const activity = await expectJson(await call('GET', `/api/activity?kind=document`, members.admin.token), 200);
    const changes = activity.rows
      .filter((r: { itemId: string }) => r.itemId === String(doc.id))
      .flatMap((r: { changes: { field: string }[] }) => r.changes.map((c) => c.field));
    expect(changes).toEqual(expect.arrayContaining(['recordsCategory', 'audience', 'postedAt', 'title']));
  });

  it('shows the compliance of every required category, with the report as CSV and PDF', async () => {
    await expectRefused(await call('GET', '/api/records/compliance', members.owner.token), 403);
    const report = await expectJson(await call('GET', '/api/records/compliance', members.director.token), 200);
    const required = RULE_PACKS['fl-718'].categories.filter((c) => c.required).map((c) => c.key);
    expect(report.categories.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(required));
    const state = Object.fromEntries(report.categories.map((c: { key: string; state: string }) => [c.key, c.state]));
    expect(state.insurance).toBe('missing');
    // The budget of 10 January posted today: far past its 30 days.
    const budget = report.categories.find((c: { key: string }) => c.key === 'budget');
    const today = localDayOf(Date.now(), zone);
    const days = (Date.parse(today) - Date.parse('2026-01-10')) / 86_400_000 - 30;
    expect(budget).toMatchObject({ state: days > 0 ? 'late' : 'posted', lateByDays: days > 0 ? days : null });

    // The CSV: UTF-8 with a byte order mark (spreadsheets then read its §), times in the association's zone.
    const csv = await call('GET', '/api/records/compliance.csv', members.director.token);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`category,citation,required,state,posted at (${zone}),late by days,expired records`);
    expect(text).toContain('Current insurance policies');
    const postedLocal = localOf(Date.parse(budget.postedAt), zone).replace('T', ' ');
    expect(text).toContain(`,${budget.state},${postedLocal},`);
    // The PDF: every cell whole (wrapped in its column, never cut to its first line), the posting time local.
    const pdf = await call('GET', '/api/records/compliance.pdf', members.director.token);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const c of report.categories as { label: string; citation: string }[])
      for (const word of `${c.label} ${c.citation}`.split(' ')) expect(printed, c.citation).toContain(word);
    expect(printed).toContain(`times in ${zone}`);
    expect(printed).toContain(postedLocal);
    if (days > 0)
      for (const word of `${days} days after its deadline (30 days from the document date)`.split(' ')) expect(printed).toContain(word);
  });

  it('takes an owner’s records request with the pack’s 10 business days, refuses unknown categories, lists late answers', async () => {
    await expectRefused(
      await call('POST', '/api/records/requests', members.owner.token, { category: 'nope', kind: 'copy' }),
      400,
      M.categoryUnknown,
    );
    await expectRefused(await call('POST', '/api/records/requests', members.owner.token, { category: 'budget', kind: 'borrow' }), 400);
    await expectRefused(await call('POST', '/api/records/requests', members.tenant.token, { category: 'budget', kind: 'copy' }), 403);
    expect(await portal.strapi.db.query('api::records.records-request').count({})).toBe(0);

    const asked = await expectJson(
      await call('POST', '/api/records/requests', members.owner.token, { category: 'budget', kind: 'inspect' }),
      201,
    );
    const rule = RULE_PACKS['fl-718'].recordsRequest!;
    expect(asked).toMatchObject({
      category: 'budget',
      status: 'open',
      deadline: requestDeadline(rule, asked.askedAt, zone),
      daysLeft: 10,
      businessDays: true,
      citation: rule.citation,
      late: false,
    });
    // Another owner's request, made three weeks ago: late now.
    const other = await createAccount(portal, 'recowner2', ['owner']);
    const old = await expectJson(await call('POST', '/api/records/requests', other.token, { category: 'minutes', kind: 'copy' }), 201);
    const askedAt = new Date(Date.now() - 21 * 86_400_000).toISOString();
    await portal.strapi.db
      .query('api::records.records-request')
      .update({ where: { id: old.id }, data: { askedAt, deadline: requestDeadline(rule, askedAt, zone) } });

    const mine = await expectJson(await call('GET', '/api/records/requests', members.owner.token), 200);
    expect(mine.map((r: { id: number }) => r.id)).toEqual([asked.id]);
    const report = await expectJson(await call('GET', '/api/records/compliance', members.director.token), 200);
    expect(report.lateRequests.map((r: { id: number }) => r.id)).toEqual([old.id]);

    // Directors answer with a date; a past date, or nothing, is refused; a second answer too.
    await expectRefused(await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, {}), 400, M.answerRequired);
    await expectRefused(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, { inspectionDate: '2020-01-01' }),
      400,
      M.answerDateInvalid,
    );
    await expectRefused(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.owner.token, { inspectionDate: '2099-01-05' }),
      403,
    );
    const answered = await expectJson(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, { inspectionDate: '2099-01-05' }),
      200,
    );
    expect(answered).toMatchObject({ status: 'answered', inspectionDate: '2099-01-05', late: false, answeredBy: 'Recdirector Tester' });
    await expectRefused(
      await call('POST', `/api/records/requests/${asked.id}/answer`, members.director.token, { inspectionDate: '2099-01-06' }),
      409,
      M.requestAnswered,
    );
    const lateAnswer = await expectJson(
      await call('POST', `/api/records/requests/${old.id}/answer`, members.director.token, {
        documentIds: [(await add('Minutes copy')).id],
      }),
      200,
    );
    expect(lateAnswer).toMatchObject({ status: 'answered', late: true });
    expect(lateAnswer.answerDocuments.map((d: { title: string }) => d.title)).toEqual(['Minutes copy']);
    const after = await expectJson(await call('GET', '/api/records/compliance', members.director.token), 200);
    expect(after.lateRequests.map((r: { id: number }) => r.id)).toEqual([old.id]);
  });
});

describe('official records: the demo association', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ SEED_DEMO: 'true' });
  });
  afterAll(() => portal?.stop());

  it('is on the Florida condominium pack with its compliance as expected by hand: the budget 15 days late, the insurance missing', async () => {
    const director = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'director' } });
    const token = await accessTokenFor(portal, director.id);
    const report = await expectJson(await portal.request('GET', '/api/records/compliance', { token }), 200);
    expect(report.pack.id).toBe('fl-718');
    expect(report.categories.map((c: { key: string; state: string; lateByDays: number | null }) => [c.key, c.state, c.lateByDays])).toEqual(
      [
        ['declaration', 'posted', null],
        ['bylaws', 'posted', null],
        ['articles', 'posted', null],
        ['rules', 'posted', null],
        ['contracts', 'posted', null],
        ['budget', 'late', 15],
        ['financial-report', 'posted', null],
        ['director-certification', 'posted', null],
        ['inspection-reports', 'posted', null],
        ['insurance', 'missing', null],
        ['minutes', 'posted', null],
      ],
    );
    expect(report.unfiled.map((d: { title: string }) => d.title)).toContain('Insurance Policies');
    // The demo owner finds the budget under Records.
    const owner = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'owner' } });
    const index = await expectJson(await portal.request('GET', '/api/records', { token: await accessTokenFor(portal, owner.id) }), 200);
    expect(index.categories.find((c: { key: string }) => c.key === 'budget').records.map((r: { title: string }) => r.title)).toEqual([
      'Annual Budget',
    ]);
  });
});
