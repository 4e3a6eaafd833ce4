/**
 * The minutes rule on writes (docs/authorization.md): minutes are added and changed only by those who
 * may read them — administrators and verified owners, never a director for being one. A director who
 * is not a verified owner is refused (403, nothing stored, no "New meeting minutes" for the owners);
 * the same director still adds the other documents, and a director who is a verified owner adds minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, makeVerifiedOwner, minimalPdf, uploadedName, type Members } from './support';

describe('who adds the minutes', () => {
  let portal: TestPortal;
  let members: Members;
  /** A second director, who is also a verified owner. */
  let ownerDirector: Members['director'];

  const documents = () => portal.strapi.db.query('api::document.document').findMany({ orderBy: { id: 'asc' } });
  const add = async (token: string, docType: string, title: string) => {
    const area = { Minutes: 'minutes', Newsletter: 'newsletters', Document: 'community' }[docType]!;
    // The file is uploaded by a minutes reader: the question here is the add.
    const documentName = await uploadedName(portal, members.admin.token, area, minimalPdf(title), `${title}.pdf`);
    return portal.request('POST', '/api/document/add', {
      token,
      json: { id: 0, docType, title, documentName, documentDate: '2026-03-18' },
    });
  };

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'w');
    ownerDirector = (await createMembers(portal, 'wo')).director;
    await makeVerifiedOwner(portal, ownerDirector);
  });
  afterAll(() => portal?.stop());

  it('refuses a director who is not a verified owner (403 with the message), storing nothing to announce', async () => {
    const before = await documents();
    await expectRefused(await add(members.director.token, 'Minutes', 'March board meeting'), 403, Messages.minutesWritersOnly);
    // The owners' "New meeting minutes" is made from the stored row: there is none.
    expect(await documents()).toEqual(before);
  });

  it('lets the same director add a newsletter or a community document', async () => {
    expect(await expectJson(await add(members.director.token, 'Newsletter', 'Spring'), 200)).toMatchObject({ docType: 'Newsletter' });
    expect(await expectJson(await add(members.director.token, 'Document', 'Bylaws'), 200)).toMatchObject({ docType: 'Document' });
  });

  it('lets a director who is a verified owner, and an administrator, add minutes', async () => {
    expect(await expectJson(await add(ownerDirector.token, 'Minutes', 'April board meeting'), 200)).toMatchObject({
      docType: 'Minutes',
      title: 'April board meeting',
    });
    expect(await expectJson(await add(members.admin.token, 'Minutes', 'May board meeting'), 200)).toMatchObject({ docType: 'Minutes' });
    const minutes = (await documents()).filter((d: { docType: string }) => d.docType === 'Minutes');
    expect(minutes.map((d: { title: string }) => d.title)).toEqual(['April board meeting', 'May board meeting']);
  });

  it('refuses the director who is not a verified owner a change to minutes too', async () => {
    const [april] = await expectJson(
      await portal.request('GET', '/api/document', { token: ownerDirector.token, headers: { docType: 'minutes' } }),
      200,
    ).then((list: { title: string }[]) => list.filter((d) => d.title === 'April board meeting'));
    await expectRefused(
      await portal.request('PUT', '/api/document/updaterange', {
        token: members.director.token,
        json: [{ ...april, title: 'Changed' }],
      }),
      403,
    );
    const stored = await portal.strapi.db.query('api::document.document').findOne({ where: { title: 'April board meeting' } });
    expect(stored).not.toBeNull();
  });
});
