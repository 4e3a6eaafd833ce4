/**
 * Bookings waiting for approval (docs/requirements.md §17): the directors and administrators who
 * decide them are e-mailed each one once, however many rounds run at once, and the Admin menu's
 * count (`GET /api/bookings/count`) follows the bookings as they are made and decided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, localOf, type Booking, type PendingBookingCount } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { expectJson, expectRefused } from './support';

let portal: MailedPortal;
let suite: number;
let room: number;
let director: string;
let admin: string;
const ZONE = 'America/Toronto';
const DAY = 24 * 3_600_000;
const allDay = { open: '00:00', close: '24:00' };
const everyDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, allDay]));
const dayAhead = (days: number) => localOf(Date.now() + days * DAY, ZONE).slice(0, 10);
const asked = (email: string) => portal.mailbox.to(email).filter((m) => m.subject.includes('waits for approval'));

async function amenity(name: string, needsApproval: boolean): Promise<number> {
  const created = await portal.strapi.documents('api::amenity.amenity').create({
    data: {
      name,
      openingHours: everyDay,
      slotMinutes: 60,
      minMinutes: 60,
      maxMinutes: 240,
      minNoticeHours: 0,
      maxNoticeDays: 400,
      bufferMinutes: 0,
      cancelCutoffHours: 0,
      blackouts: [],
      needsApproval,
    } as never,
  });
  return created.id as number;
}

async function resident(name: string, unitNumber: string) {
  const { profile, token } = await createAccount(portal, name, ['owner']);
  await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: true } });
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: unitNumber, street: 'Maple Court', entitlement: 1, rosterKey: `${unitNumber}|maple court` } });
  await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
  return { token, email: `${name}@example.org` };
}

const count = async (token: string): Promise<number> =>
  ((await expectJson(await portal.request('GET', '/api/bookings/count', { token }), 200)) as PendingBookingCount).pending;

beforeAll(async () => {
  portal = await startPortalWithMail();
  suite = await amenity('Guest suite', true);
  room = await amenity('Party room', false);
  director = (await createAccount(portal, 'apdirector', ['director', 'owner'])).token;
  admin = (await createAccount(portal, 'apadmin', ['admin'])).token;
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe('bookings waiting for approval', () => {
  it('each approver is e-mailed a pending booking once; the Admin menu count follows it; residents may not read the count', async () => {
    const r = await resident('apresident', 'A1');
    expect(await count(director)).toBe(0);
    const day = dayAhead(10);
    const pending: Booking = await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: r.token,
        json: { amenityId: suite, start: `${day}T10:00`, end: `${day}T12:00`, acceptTerms: true, note: 'Parents visiting' },
      }),
      201,
    );
    expect(pending.status).toBe('pending');
    // A booking confirmed at once asks no one.
    await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: r.token,
        json: { amenityId: room, start: `${day}T10:00`, end: `${day}T11:00`, acceptTerms: true },
      }),
      201,
    );
    expect(await count(director)).toBe(1);
    expect(await count(admin)).toBe(1);
    await expectRefused(await portal.request('GET', '/api/bookings/count', { token: r.token }), 403, Messages.forbidden);

    const mails = portal.strapi.service('api::notice.notice');
    await Promise.all([mails.runNow(), mails.runNow(), mails.runNow()]);
    await mails.runNow();
    for (const approver of ['apdirector@example.org', 'apadmin@example.org']) {
      const received = asked(approver);
      expect(received).toHaveLength(1);
      expect(received[0].subject).toContain('Guest suite');
      expect(received[0].text).toContain(`${day} 10:00 to ${day} 12:00, for unit A1 Maple Court`);
      expect(received[0].text).toContain('Note: Parents visiting');
      expect(received[0].text).toContain('/bookings#pending-bookings');
    }
    expect(asked(r.email)).toHaveLength(0);

    await expectJson(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, { token: director, json: { decision: 'approve' } }),
      200,
    );
    expect(await count(admin)).toBe(0);
    await mails.runNow();
    expect(asked('apadmin@example.org')).toHaveLength(1);
  });
});
