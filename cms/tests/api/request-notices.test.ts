/** Service requests' e-mail notices (docs/requirements.md §18): who hears of what, once each. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import type { CapturedMail } from '../../../testkit/mailbox.mjs';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, type Members } from './support';

let portal: MailedPortal;
let members: Members;
let categoryId: number;
const emailOf = (name: string) => `${name}@example.org`;

const rounds = async (count = 3) => {
  for (let i = 0; i < count; i++) await portal.strapi.service('api::notice.notice').runNow();
};
const subjectOf = (mail: CapturedMail) => mail.subject;
/** The mails whose subject names the title, per recipient address. */
const receivedBy = (title: string) => {
  const counts: Record<string, number> = {};
  for (const mail of portal.mailbox.messages.filter((m) => subjectOf(m).includes(title))) {
    for (const to of mail.to) counts[to] = (counts[to] ?? 0) + 1;
  }
  return counts;
};

beforeAll(async () => {
  portal = await startPortalWithMail({ NOTICE_INTERVAL_MS: '3600000' });
  members = await createMembers(portal, 'rn');
  // A property manager the association has not verified is not staff: no notice of new requests.
  const { profile } = await createAccount(portal, 'rnnewmanager', ['propmgr']);
  await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
  const category = await portal.strapi
    .documents('api::service-request.request-category')
    .create({ data: { name: 'Heating', sortOrder: 1 } });
  categoryId = (
    await portal.strapi.db.query('api::service-request.request-category').findOne({ where: { documentId: category.documentId } })
  ).id;
});
afterAll(() => portal?.stop());

describe('service request notices', () => {
  it('tells staff of a new request, the requester of each status change and comment meant for them, once each', async () => {
    const title = 'Radiator cold in bedroom';
    const filed = await expectJson(
      await portal.request('POST', '/api/requests', {
        token: members.tenant.token,
        json: { categoryId, title, description: 'Cold since Monday.', location: 'unit', urgency: 'urgent', entryPermitted: false },
      }),
      201,
    );
    await rounds();
    // Directors, administrators and the verified property manager; not the requester, not residents, not the unverified manager.
    expect(receivedBy(title)).toEqual({ [emailOf('rndirector')]: 1, [emailOf('rnadmin')]: 1, [emailOf('rnpropmgr')]: 1 });
    const staffMail = portal.mailbox.lastTo(emailOf('rndirector'))!;
    expect(staffMail.text).toContain('A new urgent request (Heating, unit');
    expect(staffMail.text).toContain(`/requests/${filed.id}`);

    const id = filed.id as number;
    await expectJson(
      await portal.request('PUT', `/api/requests/${id}/status`, {
        token: members.director.token,
        json: { from: 'submitted', status: 'inProgress' },
      }),
      200,
    );
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, {
        token: members.director.token,
        json: { body: 'Technician Thursday 9 am.' },
      }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, {
        token: members.director.token,
        json: { body: 'Check the boiler too.', internal: true },
      }),
      201,
    );
    // The requester's own comment tells staff, not the requester.
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, { token: members.tenant.token, json: { body: 'Thanks!' } }),
      201,
    );
    await rounds();
    await rounds();
    const toTenant = portal.mailbox.to(emailOf('rntenant')).filter((m) => subjectOf(m).includes(title));
    expect(toTenant).toHaveLength(2);
    const texts = toTenant.map((m) => m.text).join('\n');
    expect(texts).toContain('Your request is now in progress.');
    expect(texts).toContain('Technician Thursday 9 am.');
    expect(texts).not.toContain('Check the boiler');
    expect(texts).not.toContain('Thanks!');
    expect(receivedBy(title)).toEqual({
      [emailOf('rndirector')]: 2,
      [emailOf('rnadmin')]: 2,
      [emailOf('rnpropmgr')]: 2,
      [emailOf('rntenant')]: 2,
    });
    expect(portal.mailbox.lastTo(emailOf('rnadmin'))!.text).toContain('Rntenant Tester wrote:');
    expect(portal.mailbox.lastTo(emailOf('rnadmin'))!.text).toContain('Thanks!');
  });

  it('tells staff when the requester reopens a completed request, once each, and not the requester', async () => {
    const title = 'Dripping kitchen tap';
    const filed = await expectJson(
      await portal.request('POST', '/api/requests', {
        token: members.tenant.token,
        json: { categoryId, title, description: 'Drips all night.', location: 'unit', urgency: 'normal', entryPermitted: true },
      }),
      201,
    );
    const move = (token: string, from: string, status: string) =>
      portal.request('PUT', `/api/requests/${filed.id}/status`, { token, json: { from, status } });
    await expectJson(await move(members.director.token, 'submitted', 'inProgress'), 200);
    await expectJson(await move(members.director.token, 'inProgress', 'completed'), 200);
    await rounds();
    const before = receivedBy(title);
    // The same reopening sent twice at once: one wins (the other is refused 409), and staff hear of it once.
    const [a, b] = await Promise.all([
      move(members.tenant.token, 'completed', 'submitted'),
      move(members.tenant.token, 'completed', 'submitted'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await rounds();
    const after = receivedBy(title);
    for (const staff of ['rndirector', 'rnadmin', 'rnpropmgr']) expect(after[emailOf(staff)]).toBe((before[emailOf(staff)] ?? 0) + 1);
    expect(after[emailOf('rntenant')]).toBe(before[emailOf('rntenant')]);
    const told = portal.mailbox.lastTo(emailOf('rndirector'))!;
    expect(told.subject).toContain(title);
    expect(told.text).toContain('Rntenant Tester reopened the request (reopened 1 time)');
    expect(told.text).toContain(`/requests/${filed.id}`);
  });

  it("follows the resident's choice for the kind: none sends nothing", async () => {
    await expectJson(
      await portal.request('PUT', '/api/notices/preferences', { token: members.owner.token, json: { requests: 'none' } }),
      200,
    );
    const title = 'Hallway light flickers';
    const filed = await expectJson(
      await portal.request('POST', '/api/requests', {
        token: members.owner.token,
        json: {
          categoryId,
          title,
          description: 'Third floor.',
          location: 'commonArea',
          commonArea: 'Third floor hallway',
          urgency: 'normal',
          entryPermitted: false,
        },
      }),
      201,
    );
    await expectJson(
      await portal.request('PUT', `/api/requests/${filed.id}/status`, {
        token: members.admin.token,
        json: { from: 'submitted', status: 'inProgress' },
      }),
      200,
    );
    await rounds();
    expect(receivedBy(title)[emailOf('rnowner')]).toBeUndefined();
    expect(receivedBy(title)[emailOf('rnadmin')]).toBe(1);
  });
});
