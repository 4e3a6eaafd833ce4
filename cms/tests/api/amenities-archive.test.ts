/**
 * Amenities defined in the web app and archivable, service requests archivable (docs/requirements.md
 * §17, §18): the rules refuse a bad amenity and store nothing, the photo is an uploaded picture, an
 * archived amenity leaves the residents' list and cannot be booked, an archived request leaves every
 * list and the open count, a deleted request takes its photos and comments with it.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveMessages, BookingMessages, MAX_IMAGE_BYTES, Messages, localOf, type Amenity } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, minimalPdf, uploadFile, uploadedName, type Members } from './support';

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#7a9' } })
    .png()
    .toBuffer();

const allDay = { open: '00:00', close: '24:00' };
const everyDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, allDay]));
const amenityBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'A room for parties.',
  capacity: 30,
  openingHours: everyDay,
  slotMinutes: 60,
  minMinutes: 60,
  maxMinutes: 240,
  minNoticeHours: 0,
  maxNoticeDays: 400,
  cancelCutoffHours: 24,
  ...extra,
});

let portal: TestPortal;
let members: Members;

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'aa');
}, 180_000);
afterAll(() => portal?.stop());

const amenityRows = async () => Number((await portal.strapi.db.connection('amenities').count({ n: '*' }).first())?.n);
/** The stored files of an area, on disk or in the database (the test portal's store). */
const publicPhotos = () => portal.store.list('amenities');
const residentsList = async (token: string): Promise<Amenity[]> =>
  expectJson(await portal.request('GET', '/api/amenities', { token }), 200);

describe('amenities in the web admin', () => {
  const create = (token: string, body: Record<string, unknown>) => portal.request('POST', '/api/amenities', { token, json: body });

  it('refuses bad rules with a message and stores nothing', async () => {
    const before = await amenityRows();
    const admin = members.admin.token;
    await expectRefused(
      await create(admin, amenityBody('Bad slot', { slotMinutes: 50 })),
      400,
      'Slot length must be a multiple of 15 minutes.',
    );
    await expectRefused(
      await create(admin, amenityBody('Bad lengths', { minMinutes: 240, maxMinutes: 60 })),
      400,
      'The shortest booking must not be longer than the longest.',
    );
    await expectRefused(await create(admin, amenityBody('Bad hours', { openingHours: { monday: { open: '9am', close: '17:00' } } })), 400);
    await expectRefused(await create(admin, amenityBody('  ')), 400, BookingMessages.amenityNameRequired);
    await expectRefused(await create(admin, amenityBody('Missing photo', { photo: 'nothing-here.png' })), 400, Messages.fileNotFound);
    await expectRefused(await create(admin, amenityBody('Path photo', { photo: '../etc/passwd' })), 400, Messages.invalidFileName);
    expect(await amenityRows()).toBe(before);
  });

  it('lets an administrator add and edit an amenity with an uploaded photo, resized as news pictures are', async () => {
    const photo = await uploadedName(portal, members.admin.token, 'amenities', await png(), 'Party Room.png');
    expect(await publicPhotos()).toContain(photo);
    const meta = await sharp((await portal.storedBytes('amenities', photo))!).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 750]);

    const created: Amenity = await expectJson(await create(members.admin.token, amenityBody('Party room A', { photo })), 201);
    expect(created.photoUrl).toBe(`/uploads/amenities/${photo}`);
    expect((await portal.request('GET', created.photoUrl!)).status).toBe(200);
    const seen = (await residentsList(members.tenant.token)).find((a) => a.id === created.id);
    expect(seen?.photoUrl).toBe(created.photoUrl);

    const edited: Amenity = await expectJson(
      await portal.request('PUT', `/api/amenities/${created.id}`, {
        token: members.admin.token,
        json: amenityBody('Party room A', { photo, slotMinutes: 30, minMinutes: 30, quotaCount: 2, quotaPeriod: 'week' }),
      }),
      200,
    );
    expect([edited.slotMinutes, edited.quotaCount, edited.quotaPeriod]).toEqual([30, 2, 'week']);
    // The same rules on an edit: refused, nothing changed.
    await expectRefused(
      await portal.request('PUT', `/api/amenities/${created.id}`, {
        token: members.admin.token,
        json: amenityBody('Party room A', { bufferMinutes: 10 }),
      }),
      400,
      'The free time after a booking must be a multiple of 15 minutes.',
    );
    await expectRefused(
      await create(members.admin.token, amenityBody('Party room A')),
      409,
      BookingMessages.amenityNameTaken('Party room A'),
    );
    const stored = await portal.strapi.db.query('api::amenity.amenity').findOne({ where: { id: created.id } });
    expect([stored.slotMinutes, stored.bufferMinutes]).toEqual([30, 0]);
  });

  it('refuses a photo that is not an image or over the size limit, storing nothing', async () => {
    const before = (await publicPhotos()).length;
    await expectRefused(
      await uploadFile(portal, members.admin.token, 'amenities', minimalPdf(), 'room.png', 'image/png'),
      400,
      Messages.imageOnly,
    );
    const big = Buffer.concat([await png(2, 2), Buffer.alloc(MAX_IMAGE_BYTES, 0)]);
    expect((await uploadFile(portal, members.admin.token, 'amenities', big, 'big.png', 'image/png')).status).toBe(413);
    expect(await publicPhotos()).toHaveLength(before);
  });

  it('is for administrators: a director and a tenant are refused (403)', async () => {
    for (const token of [members.director.token, members.tenant.token]) {
      await expectRefused(await create(token, amenityBody('Not theirs')), 403);
      await expectRefused(await uploadFile(portal, token, 'amenities', await png(20, 20), 'x.png'), 403);
    }
    const id = (await residentsList(members.admin.token))[0].id;
    await expectRefused(await portal.request('POST', `/api/content/amenities/${id}/archive`, { token: members.director.token }), 403);
    await expectRefused(await portal.request('GET', '/api/content/amenities/archived', { token: members.director.token }), 403);
  });
});

describe('the photo column', () => {
  it('keeps a stored name and clears what names no file (a web address, a note), by the migration', async () => {
    const migration = (await import('../../database/migrations/2026.11.25T21.30.00.amenity-photo-names.js')).default as {
      up(knex: unknown): Promise<void>;
    };
    const knex = portal.strapi.db.connection;
    const ids: number[] = [];
    for (const [name, photo] of [
      ['Old link', 'https://example.org/room.jpg'],
      ['Old note', 'see the lobby board'],
      ['Old name', 'room-abc.png'],
    ]) {
      const created = await portal.strapi.db.query('api::amenity.amenity').create({ data: amenityBody(name) });
      await knex('amenities').where({ id: created.id }).update({ photo });
      ids.push(created.id);
    }
    await migration.up(knex);
    const rows = await knex('amenities').whereIn('id', ids).orderBy('id').select('photo');
    expect(rows.map((row: { photo: string | null }) => row.photo)).toEqual([null, null, 'room-abc.png']);
    await portal.strapi.db.query('api::amenity.amenity').deleteMany({ where: { id: { $in: ids } } });
  });
});

describe('archiving an amenity', () => {
  it('hides it from residents and from booking, its photo too; restoring brings it back; with bookings it is never deleted', async () => {
    const admin = members.admin.token;
    const photo = await uploadedName(portal, admin, 'amenities', await png(200, 100), 'elevator.png');
    const amenity: Amenity = await expectJson(
      await portal.request('POST', '/api/amenities', { token: admin, json: amenityBody('Moving elevator', { photo }) }),
      201,
    );
    // A block by staff: a booking of the amenity, so it can only be archived.
    const day = localOf(Date.now() + 30 * 86_400_000, amenity.timeZone).slice(0, 10);
    await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: admin,
        json: { amenityId: amenity.id, start: `${day}T10:00`, end: `${day}T11:00`, block: true },
      }),
      201,
    );

    const archived = await expectJson(await portal.request('POST', `/api/content/amenities/${amenity.id}/archive`, { token: admin }), 200);
    expect(archived.messages[0]).toBe(ArchiveMessages.archived('Moving elevator'));
    expect((await residentsList(members.tenant.token)).map((a) => a.id)).not.toContain(amenity.id);
    await expectRefused(
      await portal.request('POST', '/api/bookings', {
        token: members.tenant.token,
        json: { amenityId: amenity.id, start: `${day}T12:00`, end: `${day}T13:00` },
      }),
      409,
      BookingMessages.amenityArchived,
    );
    expect((await portal.request('GET', amenity.photoUrl!)).status).toBe(404);
    const list = await expectJson(await portal.request('GET', '/api/content/amenities/archived', { token: admin }), 200);
    expect(list.map((item: { title: string }) => item.title)).toContain('Moving elevator');
    // Its bookings are kept, and listed.
    const bookings = await expectJson(await portal.request('GET', '/api/bookings', { token: admin }), 200);
    expect(bookings.some((b: { amenityId: number }) => b.amenityId === amenity.id)).toBe(true);
    await expectRefused(
      await portal.request('DELETE', `/api/content/amenities/${amenity.id}`, { token: admin }),
      409,
      ArchiveMessages.amenityHasBookings('Moving elevator'),
    );

    await expectJson(await portal.request('POST', `/api/content/amenities/${amenity.id}/restore`, { token: admin }), 200);
    expect((await residentsList(members.tenant.token)).map((a) => a.id)).toContain(amenity.id);
    expect((await portal.request('GET', amenity.photoUrl!)).status).toBe(200);

    const activity = await portal.strapi.db
      .connection('hearth_activity')
      .where({ kind: 'amenity', item_id: String(amenity.id) })
      .orderBy('id')
      .select('action');
    expect(activity.map((row: { action: string }) => row.action)).toEqual(expect.arrayContaining(['create', 'archive', 'restore']));
  });

  it('deletes an amenity without bookings, and its photo', async () => {
    const admin = members.admin.token;
    const photo = await uploadedName(portal, admin, 'amenities', await png(200, 100), 'sauna.png');
    const amenity: Amenity = await expectJson(
      await portal.request('POST', '/api/amenities', { token: admin, json: amenityBody('Sauna', { photo }) }),
      201,
    );
    await expectJson(await portal.request('DELETE', `/api/content/amenities/${amenity.id}`, { token: admin }), 200);
    expect(await portal.strapi.db.query('api::amenity.amenity').findOne({ where: { id: amenity.id } })).toBeNull();
    expect(await publicPhotos()).not.toContain(photo);
  });
});

describe('archiving a service request', () => {
  let categoryId: number;
  beforeAll(async () => {
    const category = await portal.strapi
      .documents('api::service-request.request-category')
      .create({ data: { name: 'Plumbing', sortOrder: 1 } });
    categoryId = Number(category.id);
  });
  const file = async (token: string, title: string): Promise<number> =>
    (
      await expectJson(
        await portal.request('POST', '/api/requests', {
          token,
          json: { categoryId, title, description: 'It drips.', location: 'unit', urgency: 'normal', entryPermitted: false },
        }),
        201,
      )
    ).id;
  const openCount = async () =>
    (await expectJson(await portal.request('GET', '/api/requests/count', { token: members.director.token }), 200)).open;
  const listed = async (token: string) =>
    (await expectJson(await portal.request('GET', '/api/requests', { token }), 200)).map((r: { id: number }) => r.id);
  const storedPhotos = () => portal.store.list('requests');

  it('hides an archived request from the resident, from staff and from the open count; restoring brings it back', async () => {
    const id = await file(members.tenant.token, 'Leaking tap');
    const before = await openCount();
    const archived = await expectJson(
      await portal.request('POST', `/api/content/requests/${id}/archive`, { token: members.director.token }),
      200,
    );
    expect(archived.messages[0]).toBe(ArchiveMessages.archived('Leaking tap'));
    expect(await listed(members.tenant.token)).not.toContain(id);
    expect(await listed(members.director.token)).not.toContain(id);
    expect(await openCount()).toBe(before - 1);
    expect((await portal.request('GET', `/api/requests/${id}`, { token: members.tenant.token })).status).toBe(404);
    const list = await expectJson(await portal.request('GET', '/api/content/requests/archived', { token: members.director.token }), 200);
    expect(list.map((item: { id: number }) => item.id)).toContain(id);
    // The resident cannot archive (staff's list).
    await expectRefused(await portal.request('POST', `/api/content/requests/${id}/restore`, { token: members.tenant.token }), 403);

    await expectJson(await portal.request('POST', `/api/content/requests/${id}/restore`, { token: members.director.token }), 200);
    expect(await listed(members.tenant.token)).toContain(id);
    expect(await openCount()).toBe(before);
    const activity = await portal.strapi.db
      .connection('hearth_activity')
      .where({ kind: 'request', item_id: String(id) })
      .select('action');
    expect(activity.map((row: { action: string }) => row.action)).toEqual(expect.arrayContaining(['archive', 'restore']));
  });

  it('deletes a request with its photos and comments (administrators only)', async () => {
    const id = await file(members.tenant.token, 'Broken light');
    const form = new FormData();
    for (const name of ['a.png', 'b.png']) form.append('file', new Blob([await png(60, 40)], { type: 'image/png' }), name);
    const withPhotos = await expectJson(
      await portal.request('POST', `/api/requests/${id}/photos`, { token: members.tenant.token, body: form }),
      201,
    );
    expect(withPhotos.photos).toHaveLength(2);
    for (const name of withPhotos.photos) expect(await storedPhotos()).toContain(name);
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, { token: members.director.token, json: { body: 'On it.' } }),
      201,
    );

    await expectRefused(await portal.request('DELETE', `/api/content/requests/${id}`, { token: members.director.token }), 403);
    await expectJson(await portal.request('DELETE', `/api/content/requests/${id}`, { token: members.admin.token }), 200);
    for (const name of withPhotos.photos) expect(await storedPhotos()).not.toContain(name);
    expect(await portal.strapi.db.query('api::service-request.request-comment').count({ where: { requestId: id } })).toBe(0);
    const activity = await portal.strapi.db
      .connection('hearth_activity')
      .where({ kind: 'request', item_id: String(id) })
      .select('action');
    expect(activity.map((row: { action: string }) => row.action)).toContain('delete');
  });
});
