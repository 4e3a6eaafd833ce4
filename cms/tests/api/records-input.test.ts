/**
 * The records calls refuse bad input with a clear 400 and store nothing (docs/api.md, "Official records"):
 * unknown fields, control characters and oversize text in every field, no category or one that does not
 * exist. Never a 500, on SQLite or PostgreSQL (which cannot store a NUL at all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, RecordsMessages as M } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

const REQUEST = 'api::records.records-request';
const DOCUMENT = 'api::document.document';
const CATEGORY = 'api::records.record-category';
const NUL = '\u0000';
const BEL = '\u0007';
const ESC = '\u001b';

describe('records calls refuse bad input', () => {
  let portal: TestPortal;
  let members: Members;
  let documentId: number;
  const call = (method: string, path: string, token: string, json: unknown) => portal.request(method, path, { token, json });
  const ask = (json: unknown) => call('POST', '/api/records/requests', members.owner.token, json);
  const requestCount = () => portal.strapi.db.query(REQUEST).count({});
  const storedDocument = () => portal.strapi.db.query(DOCUMENT).findOne({ where: { id: documentId } });

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'rin');
    await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack: 'fl-718' } });
    const documentName = await uploadedName(portal, members.admin.token, 'community', minimalPdf('Budget'), 'budget.pdf');
    const added = await expectJson(
      await call('POST', '/api/document/add', members.admin.token, {
        id: 0,
        docType: 'Document',
        title: 'Budget 2027',
        documentName,
        documentDate: '2026-01-15',
      }),
      200,
    );
    documentId = added.id;
  });
  afterAll(() => portal?.stop());

  it('refuses unknown fields (userId, answeredAt, __proto__) on a request, a posting and an answer', async () => {
    for (const [field, value] of [
      ['userId', members.admin.userId],
      ['answeredAt', '2020-01-01T00:00:00.000Z'],
    ] as const) {
      await expectRefused(await ask({ category: 'budget', kind: 'copy', [field]: value }), 400, `Unrecognized key: "${field}"`);
    }
    // As JSON text: an object literal's __proto__ would set the prototype, not send the field.
    const proto = await portal.request('POST', '/api/records/requests', {
      token: members.owner.token,
      body: '{"category":"budget","kind":"copy","__proto__":{"userId":1}}',
      headers: { 'content-type': 'application/json' },
    });
    await expectRefused(proto, 400, 'Unrecognized key: "__proto__"');
    expect(await requestCount()).toBe(0);

    const post = { documentId, category: 'budget', audience: 'board' };
    for (const extra of [{ postedAt: '2020-01-01T00:00:00.000Z' }, { privacyConfirmedBy: 'Someone' }]) {
      await expectRefused(await call('POST', '/api/records/post', members.director.token, { ...post, ...extra }), 400);
    }
    expect(await storedDocument()).toMatchObject({ recordsCategory: null, postedAt: null, privacyConfirmedBy: null });

    const asked = await expectJson(await ask({ category: 'budget', kind: 'copy' }), 201);
    const answer = `/api/records/requests/${asked.id}/answer`;
    for (const extra of [{ answeredAt: '2020-01-01T00:00:00.000Z' }, { answeredBy: 'Someone' }]) {
      await expectRefused(await call('POST', answer, members.director.token, { inspectionDate: '2099-01-05', ...extra }), 400);
    }
    expect(await portal.strapi.db.query(REQUEST).findOne({ where: { id: asked.id } })).toMatchObject({ answeredAt: null });
    await portal.strapi.db.query(REQUEST).delete({ where: { id: asked.id } });
  });

  it('refuses control characters (NUL, BEL, ESC) in every text, keeps line breaks and tabs, and stores nothing', async () => {
    for (const bad of [NUL, BEL, ESC]) {
      await expectRefused(
        await ask({ category: 'budget', kind: 'copy', message: `Please${bad} send it` }),
        400,
        Messages.fieldControlCharacters('The message'),
      );
      await expectRefused(await ask({ category: `bud${bad}get`, kind: 'copy' }), 400, M.categoryUnknown);
      await expectRefused(
        await call('POST', '/api/records/post', members.director.token, { documentId, category: `bud${bad}get`, audience: 'board' }),
        400,
        M.categoryUnknown,
      );
    }
    expect(await requestCount()).toBe(0);
    expect(await storedDocument()).toMatchObject({ recordsCategory: null });

    const asked = await expectJson(await ask({ category: 'budget', kind: 'copy', message: 'Line one\n\tline two' }), 201);
    expect(asked.message).toBe('Line one\n\tline two');
    const answer = `/api/records/requests/${asked.id}/answer`;
    for (const bad of [NUL, BEL, ESC]) {
      await expectRefused(
        await call('POST', answer, members.director.token, { inspectionDate: '2099-01-05', note: `Bring${bad} ID` }),
        400,
        Messages.fieldControlCharacters('The note'),
      );
      await expectRefused(
        await call('POST', answer, members.director.token, { inspectionDate: `2099-01-05${bad}` }),
        400,
        M.answerDateInvalid,
      );
    }
    expect(await portal.strapi.db.query(REQUEST).findOne({ where: { id: asked.id } })).toMatchObject({ answeredAt: null });
    const answered = await expectJson(
      await call('POST', answer, members.director.token, { inspectionDate: '2099-01-05', note: 'Bring ID\n\tand a pen' }),
      200,
    );
    expect(answered.answerNote).toBe('Bring ID\n\tand a pen');
    await portal.strapi.db.query(REQUEST).delete({ where: { id: asked.id } });
  });

  it('refuses oversize text in every field with a message, nothing stored', async () => {
    await expectRefused(await ask({ category: 'budget', kind: 'copy', message: 'x'.repeat(2001) }), 400, M.requestMessageTooLong);
    await expectRefused(await ask({ category: 'b'.repeat(5000), kind: 'copy' }), 400, M.categoryUnknown);
    await expectRefused(await ask({ category: 'budget', kind: 'k'.repeat(5000) }), 400, M.requestKindRequired);
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, { documentId, category: 'budget', audience: 'a'.repeat(5000) }),
      400,
      M.audienceUnknown,
    );
    expect(await requestCount()).toBe(0);
    const asked = await expectJson(await ask({ category: 'budget', kind: 'copy', message: 'x'.repeat(2000) }), 201);
    const answer = `/api/records/requests/${asked.id}/answer`;
    await expectRefused(
      await call('POST', answer, members.director.token, { inspectionDate: '2099-01-05', note: 'x'.repeat(2001) }),
      400,
      M.answerNoteTooLong,
    );
    await expectRefused(await call('POST', answer, members.director.token, { inspectionDate: '9'.repeat(5000) }), 400, M.answerDateInvalid);
    await expectRefused(
      await call('POST', answer, members.director.token, { documentIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
      400,
      M.answerDocumentsInvalid,
    );
    expect(await portal.strapi.db.query(REQUEST).findOne({ where: { id: asked.id } })).toMatchObject({ answeredAt: null });
    await portal.strapi.db.query(REQUEST).delete({ where: { id: asked.id } });
  });

  it('asks for a category when none is given, and says one does not exist when it does not', async () => {
    for (const body of [{ kind: 'copy' }, { category: null, kind: 'copy' }, { category: '   ', kind: 'copy' }]) {
      await expectRefused(await ask(body), 400, M.categoryRequired);
    }
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, { documentId, audience: 'board' }),
      400,
      M.categoryRequired,
    );
    for (const category of ['nope', 42, 'budget-2027']) {
      await expectRefused(await ask({ category, kind: 'copy' }), 400, M.categoryUnknown);
    }
    expect(await requestCount()).toBe(0);
  });

  it('checks the association’s own categories by the same rules: one-line label, no unknown field', async () => {
    for (const label of [`Board${NUL} letters`, 'Board\nletters']) {
      await expect(
        portal.strapi.documents(CATEGORY).create({ data: { key: 'letters', label, audience: 'board' } as never }),
      ).rejects.toMatchObject({ status: 400, message: Messages.singleLine('The label') });
    }
    expect(await portal.strapi.db.query(CATEGORY).count({})).toBe(0);
    // The label's é arrives whole in a refusal's Application-Error (RFC 8187's UTF-8 form).
    await portal.strapi.documents(CATEGORY).create({ data: { key: 'comite', label: 'Comité letters', audience: 'board' } as never });
    await expectRefused(
      await call('POST', '/api/records/post', members.director.token, {
        documentId,
        category: 'comite',
        audience: 'public',
        confirmNoPrivate: true,
      }),
      400,
      M.audienceTooWide('Comité letters', 'board'),
    );
  });
});
