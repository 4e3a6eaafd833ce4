/**
 * The one rule of free text (docs/requirements.md §5) on a real portal and database: a NUL or an
 * escape in any free-text field of a booking, a booking decision, an amenity, a service request,
 * its status change, a comment or a rating answers 400 with a message naming the field and stores
 * nothing (PostgreSQL refuses a NUL in text: it must never reach it); a line break in a one-line
 * field (an amenity's name, a request's common area or entry window) is refused the same way, in
 * the admin panel's writes too; line breaks and tabs in multi-line text are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, localOf, type Booking } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';

const ZONE = 'America/Toronto';
const allDay = { open: '00:00', close: '24:00' };
const everyDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, allDay]));
const NUL = '\u0000';
const ESC = '\u001b';
const BAD = [
  ['NUL', `before${NUL}after`],
  ['ESC', `before${ESC}[31mafter`],
] as const;

let portal: TestPortal;
let members: Members;
let resident: string;
let amenityId: number;
let approvalId: number;
let categoryId: number;

const dayAhead = (days: number) => localOf(Date.now() + days * 86_400_000, ZONE).slice(0, 10);
const amenityBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Text room',
  description: 'A room.',
  capacity: 10,
  openingHours: everyDay,
  slotMinutes: 60,
  minMinutes: 60,
  maxMinutes: 240,
  minNoticeHours: 0,
  maxNoticeDays: 400,
  cancelCutoffHours: 24,
  ...extra,
});
const count = async (table: string) => Number((await portal.strapi.db.connection(table).count({ n: '*' }).first())?.n);

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'tx');
  const created = await createAccount(portal, 'txresident', ['owner']);
  resident = created.token;
  await portal.strapi.db.query('api::profile.profile').update({ where: { id: created.profile.id }, data: { authenticated: true } });
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: 'T1', street: 'Maple Court', entitlement: 1, rosterKey: 't1|maple court' } });
  await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId: unit.id, relation: 'owner', profileId: created.profile.id } });
  amenityId = (await expectJson(await portal.request('POST', '/api/amenities', { token: members.admin.token, json: amenityBody() }), 201))
    .id;
  approvalId = (
    await expectJson(
      await portal.request('POST', '/api/amenities', {
        token: members.admin.token,
        json: amenityBody({ name: 'Approval room', needsApproval: true }),
      }),
      201,
    )
  ).id;
  const category = await portal.strapi
    .documents('api::service-request.request-category')
    .create({ data: { name: 'Plumbing', sortOrder: 1 } });
  categoryId = (
    await portal.strapi.db.query('api::service-request.request-category').findOne({ where: { documentId: category.documentId } })
  ).id;
}, 180_000);
afterAll(() => portal?.stop());

const newRequest = (extra: Record<string, unknown> = {}) => ({
  categoryId,
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  location: 'commonArea',
  commonArea: 'Lobby',
  urgency: 'normal',
  entryPermitted: true,
  entryWindow: 'Weekdays after 5 pm',
  ...extra,
});
const fileRequest = (json: Record<string, unknown>) => portal.request('POST', '/api/requests', { token: members.tenant.token, json });

describe('a NUL or an escape in free text: 400 with a message naming the field, nothing stored', () => {
  it.each(BAD)('bookings: the note (%s)', async (_kind, text) => {
    const before = await count('hearth_bookings');
    const day = dayAhead(10);
    await expectRefused(
      await portal.request('POST', '/api/bookings', {
        token: resident,
        json: { amenityId, start: `${day}T10:00`, end: `${day}T11:00`, note: text },
      }),
      400,
      Messages.fieldControlCharacters('Note'),
    );
    expect(await count('hearth_bookings')).toBe(before);
  });

  it.each(BAD)('booking decisions: the reason (%s)', async (_kind, text) => {
    const day = dayAhead(20 + (text.includes(NUL) ? 0 : 1));
    const pending: Booking = await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: resident,
        json: { amenityId: approvalId, start: `${day}T10:00`, end: `${day}T11:00` },
      }),
      201,
    );
    await expectRefused(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, {
        token: members.director.token,
        json: { decision: 'decline', reason: text },
      }),
      400,
      Messages.fieldControlCharacters('Reason'),
    );
    const row = await portal.strapi.db.connection('hearth_bookings').where({ id: pending.id }).first();
    expect([row.status, row.decision_reason]).toEqual(['pending', '']);
  });

  it.each(BAD)('amenities: name, description, terms, blackout reason, created and edited (%s)', async (_kind, text) => {
    const before = await count('amenities');
    const fields: [Record<string, unknown>, string][] = [
      [{ name: text }, Messages.singleLine('Name')],
      [{ description: text }, Messages.fieldControlCharacters('Description')],
      [{ terms: text }, Messages.fieldControlCharacters('Terms')],
      [{ blackouts: [{ from: '2027-01-01', to: '2027-01-02', reason: text }] }, Messages.singleLine('Blackout reason')],
    ];
    for (const [field, message] of fields) {
      const body = amenityBody({ name: 'Another room', ...field });
      await expectRefused(await portal.request('POST', '/api/amenities', { token: members.admin.token, json: body }), 400, message);
      await expectRefused(
        await portal.request('PUT', `/api/amenities/${amenityId}`, {
          token: members.admin.token,
          json: { ...body, name: body.name === 'Another room' ? 'Text room' : body.name },
        }),
        400,
        message,
      );
    }
    expect(await count('amenities')).toBe(before);
    const stored = await portal.strapi.db.query('api::amenity.amenity').findOne({ where: { id: amenityId } });
    expect([stored.name, stored.description]).toEqual(['Text room', 'A room.']);
  });

  it.each(BAD)('service requests: title, description, common area, entry window (%s)', async (_kind, text) => {
    const before = await count('service_requests');
    for (const [field, message] of [
      ['title', Messages.singleLine('Title')],
      ['description', Messages.controlCharacters],
      ['commonArea', Messages.singleLine('Common area')],
      ['entryWindow', Messages.singleLine('Entry window')],
    ] as const) {
      await expectRefused(await fileRequest(newRequest({ [field]: text })), 400, message);
    }
    expect(await count('service_requests')).toBe(before);
  });

  it.each(BAD)('request status changes, comments and ratings (%s)', async (_kind, text) => {
    const filed = await expectJson(await fileRequest(newRequest()), 201);
    const id = filed.id as number;
    await expectRefused(
      await portal.request('PUT', `/api/requests/${id}/status`, {
        token: members.director.token,
        json: { from: 'submitted', status: 'declined', reason: text },
      }),
      400,
      Messages.fieldControlCharacters('Reason'),
    );
    const comments = await count('request_comments');
    await expectRefused(
      await portal.request('POST', `/api/requests/${id}/comments`, { token: members.tenant.token, json: { body: text } }),
      400,
      Messages.controlCharacters,
    );
    expect(await count('request_comments')).toBe(comments);
    for (const status of ['inProgress', 'completed']) {
      const from = status === 'inProgress' ? 'submitted' : 'inProgress';
      await expectJson(
        await portal.request('PUT', `/api/requests/${id}/status`, { token: members.director.token, json: { from, status } }),
        200,
      );
    }
    await expectRefused(
      await portal.request('PUT', `/api/requests/${id}/rating`, { token: members.tenant.token, json: { rating: 4, comment: text } }),
      400,
      Messages.fieldControlCharacters('Comment'),
    );
    const row = await portal.strapi.db.query('api::service-request.service-request').findOne({ where: { id } });
    expect([row.status, row.rating ?? null, row.declineReason ?? null]).toEqual(['completed', null, null]);
  });
});

describe('one-line fields refuse line breaks; multi-line text keeps them', () => {
  it('an amenity named with a CR LF (a header injection) is refused by the API and the admin panel', async () => {
    const name = 'X\r\nBcc: evil@example.org';
    await expectRefused(
      await portal.request('POST', '/api/amenities', { token: members.admin.token, json: amenityBody({ name }) }),
      400,
      Messages.singleLine('Name'),
    );
    await expect(portal.strapi.documents('api::amenity.amenity').create({ data: amenityBody({ name }) as never })).rejects.toThrow(
      Messages.singleLine('Name'),
    );
    await expect(
      portal.strapi
        .documents('api::amenity.amenity')
        .create({ data: amenityBody({ name: 'Panel room', description: `a${NUL}b` }) as never }),
    ).rejects.toThrow(Messages.fieldControlCharacters('Description'));
  });

  it('a common area or entry window with a line break is refused; a note, a description and a comment keep theirs', async () => {
    await expectRefused(await fileRequest(newRequest({ commonArea: 'Lobby\r\nGarage' })), 400, Messages.singleLine('Common area'));
    await expectRefused(await fileRequest(newRequest({ entryWindow: 'Mornings\nonly' })), 400, Messages.singleLine('Entry window'));
    const filed = await expectJson(await fileRequest(newRequest({ description: 'Line one\n\tLine two' })), 201);
    expect(filed.description).toBe('Line one\n\tLine two');
    const commented = await expectJson(
      await portal.request('POST', `/api/requests/${filed.id}/comments`, { token: members.tenant.token, json: { body: 'One\r\nTwo' } }),
      201,
    );
    expect(commented.comments.at(-1).body).toBe('One\r\nTwo');
    const day = dayAhead(30);
    const booked: Booking = await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: resident,
        json: { amenityId, start: `${day}T10:00`, end: `${day}T11:00`, note: 'Ten guests\nno music' },
      }),
      201,
    );
    expect(booked.note).toBe('Ten guests\nno music');
  });
});
