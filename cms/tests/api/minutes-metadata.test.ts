/**
 * The minutes' titles, dates, file names and notice counts are for the minutes' readers only
 * (docs/authorization.md: administrators and verified owners), on every call that answers them,
 * not only the list: a director who is not a verified owner gets 403 and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadedName, type Members } from './support';

const DOCUMENT = 'api::document.document';

describe('minutes metadata', () => {
  let portal: TestPortal;
  let members: Members;
  let minutes: { id: number; title: string; documentName: string; documentDate: string; docType: string };
  let archived: { id: number };
  let newsletter: { id: number; title: string; documentName: string; documentDate: string; docType: string };
  let ownerDirector: string;

  const call = (method: string, path: string, token: string, json?: unknown) => portal.request(method, path, { token, json });
  const add = async (docType: string, title: string, area: string) => {
    const documentName = await uploadedName(portal, members.admin.token, area, minimalPdf(title), `${title}.pdf`);
    return expectJson(
      await call('POST', '/api/document/add', members.admin.token, { id: 0, docType, title, documentName, documentDate: '2025-05-01' }),
      200,
    );
  };

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'mm');
    minutes = await add('Minutes', 'Board meeting of May', 'minutes');
    archived = await add('Minutes', 'Closed session of April', 'minutes');
    await expectJson(await call('POST', `/api/content/minutes/${archived.id}/archive`, members.admin.token), 200);
    newsletter = await add('Newsletter', 'May newsletter', 'newsletters');
    // A director who is also a verified owner reads the minutes.
    const { user, profile, token } = await createAccount(portal, 'mmownerdir', ['owner', 'director']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: true } });
    expect(user.id).toBeTruthy();
    ownerDirector = token;
  });
  afterAll(() => portal?.stop());

  const row = (doc: typeof minutes, title: string) => ({ ...doc, title });

  it('a director who is not a verified owner gets 403 from every call that would answer minutes rows, and nothing changes', async () => {
    const director = members.director.token;
    await expectRefused(await portal.request('GET', '/api/document', { token: director, headers: { docType: 'minutes' } }), 403);
    await expectRefused(
      await call('PUT', '/api/document/updaterange', director, [row(minutes, 'Renamed by a director')]),
      403,
      Messages.forbidden,
    );
    await expectRefused(await call('GET', '/api/content/minutes/archived', director), 403, Messages.forbidden);
    await expectRefused(await call('POST', `/api/content/minutes/${minutes.id}/archive`, director), 403, Messages.forbidden);
    await expectRefused(await call('POST', `/api/content/minutes/${archived.id}/restore`, director), 403, Messages.forbidden);
    await expectRefused(await call('GET', '/api/notices/sent?kind=minutes', director), 403, Messages.forbidden);

    const stored = await portal.strapi.db.query(DOCUMENT).findOne({ where: { id: minutes.id } });
    expect([stored.title, stored.archivedAt]).toEqual([minutes.title, null]);
    expect((await portal.strapi.db.query(DOCUMENT).findOne({ where: { id: archived.id } })).archivedAt).not.toBeNull();

    // The other kinds are still theirs.
    const list = await expectJson(
      await call('PUT', '/api/document/updaterange', director, [row(newsletter, 'May newsletter (final)')]),
      200,
    );
    expect(list.map((d: { title: string }) => d.title)).toContain('May newsletter (final)');
    await expectJson(await call('GET', '/api/content/newsletters/archived', director), 200);
    await expectJson(await call('GET', '/api/notices/sent?kind=newsletters', director), 200);
  });

  it('administrators and directors who are verified owners get them', async () => {
    for (const token of [members.admin.token, ownerDirector]) {
      const list = await expectJson(await call('PUT', '/api/document/updaterange', token, [row(minutes, 'Board meeting of May')]), 200);
      expect(list.map((d: { title: string }) => d.title)).toEqual(['Board meeting of May']);
      const archive = await expectJson(await call('GET', '/api/content/minutes/archived', token), 200);
      expect(archive.map((a: { title: string }) => a.title)).toEqual(['Closed session of April']);
      expect((await expectJson(await call('GET', '/api/notices/sent?kind=minutes', token), 200)).kind).toBe('minutes');
    }
  });
});
