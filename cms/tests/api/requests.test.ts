/** Service requests (docs/requirements.md §18): who sees what, the status table, photos, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MAX_IMAGE_BYTES,
  MAX_REQUEST_PHOTOS,
  Messages,
  REQUEST_STATUSES,
  REQUEST_TRANSITIONS,
  RequestMessages as RM,
} from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, minimalPdf, multipart, type Members } from './support';

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#7a9' } })
    .png()
    .toBuffer();

describe('service requests', () => {
  let portal: TestPortal;
  let members: Members;
  let neighbour: string;
  let verifiedManager: string;
  let unverifiedManager: string;
  let categoryId: number;

  /** The request photos in the portal's store (DATA_DIR, or the database on PostgreSQL). */
  const storedPhotos = () => portal.store.list('requests');
  /** Every photo name some request holds. */
  const namedPhotos = async () =>
    (await portal.strapi.db.query('api::service-request.service-request').findMany({ select: ['photos'] })).flatMap(
      (r: { photos: unknown }) => (Array.isArray(r.photos) ? (r.photos as string[]) : []),
    );

  const file = (token: string, body: Record<string, unknown> = {}) =>
    portal.request('POST', '/api/requests', {
      token,
      json: {
        categoryId,
        title: 'Leaking tap',
        description: 'The kitchen tap drips all night.',
        location: 'unit',
        urgency: 'normal',
        entryPermitted: true,
        entryWindow: 'Weekdays after 5 pm',
        ...body,
      },
    });
  const filed = async (token: string, body: Record<string, unknown> = {}) => (await expectJson(await file(token, body), 201)).id as number;
  /** A status change made on the status the request has now (as a screen showing it would send), or on `from`. */
  const move = async (token: string, id: number, status: string, reason?: string, from?: string) => {
    const shown = from ?? (await portal.strapi.db.query('api::service-request.service-request').findOne({ where: { id } }))?.status;
    return portal.request('PUT', `/api/requests/${id}/status`, { token, json: { from: shown, status, ...(reason ? { reason } : {}) } });
  };
  /** A request brought to `status` by staff, along the table's shortest path. */
  async function requestIn(status: string): Promise<number> {
    const id = await filed(members.tenant.token);
    const path: Record<string, string[]> = {
      submitted: [],
      inProgress: ['inProgress'],
      deferred: ['deferred'],
      completed: ['inProgress', 'completed'],
      declined: ['declined'],
      closed: ['declined', 'closed'],
    };
    for (const step of path[status]) await expectJson(await move(members.director.token, id, step, 'Not ours to fix'), 200);
    return id;
  }

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'sr');
    neighbour = (await createAccount(portal, 'srneighbour', ['owner'])).token;
    verifiedManager = (await createAccount(portal, 'srmanager', ['propmgr'])).token;
    unverifiedManager = (await createAccount(portal, 'srnewmanager', ['propmgr'], {})).token;
    const unverified = await portal.strapi.db.query('api::profile.profile').findOne({ where: { userName: 'srnewmanager' } });
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: unverified.id }, data: { authenticated: false } });
    const category = await portal.strapi
      .documents('api::service-request.request-category')
      .create({ data: { name: 'Plumbing', sortOrder: 1 } });
    categoryId = (
      await portal.strapi.db.query('api::service-request.request-category').findOne({ where: { documentId: category.documentId } })
    ).id;
    await portal.strapi.documents('api::property-manager.property-manager').create({
      data: {
        name: 'Maple Management',
        phone: '416-555-0100',
        afterHoursPhone: '416-555-0199',
        fax: '416-555-0101',
        email: 'office@example.org',
        websiteUrl: 'https://example.org',
        active: true,
      },
    });
  });
  afterAll(() => portal?.stop());

  it('files a request for the resident, with their unit, and lists it as theirs only', async () => {
    const body = await expectJson(await file(members.tenant.token), 201);
    expect(body).toMatchObject({
      status: 'submitted',
      category: { id: categoryId, name: 'Plumbing' },
      reopenCount: 0,
      photos: [],
      afterHoursPhone: null,
    });
    expect(body.unitNumber).toMatch(/^\d+$/);
    const mine = await expectJson(await portal.request('GET', '/api/requests', { token: members.tenant.token }), 200);
    expect(mine.map((r: { id: number }) => r.id)).toContain(body.id);
    const theirs = await expectJson(await portal.request('GET', '/api/requests', { token: neighbour }), 200);
    expect(theirs.map((r: { id: number }) => r.id)).not.toContain(body.id);
  });

  it("answers an emergency with the property manager's after-hours phone", async () => {
    const body = await expectJson(await file(members.owner.token, { urgency: 'emergency', title: 'Water pouring from ceiling' }), 201);
    expect(body.afterHoursPhone).toBe('416-555-0199');
  });

  it('hides a request, its photos and internal comments from other residents; staff see all', async () => {
    const id = await filed(members.tenant.token);
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/photos`, { token: members.tenant.token, body: multipart(await png(), 'tap.png') }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, {
        token: members.director.token,
        json: { body: 'Plumber booked Tuesday.' },
      }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/requests/${id}/comments`, {
        token: members.director.token,
        json: { body: 'Tenant damaged it?', internal: true },
      }),
      201,
    );
    const asStaff = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
    expect(asStaff.comments.map((c: { body: string }) => c.body)).toEqual(['Plumber booked Tuesday.', 'Tenant damaged it?']);
    const photo = asStaff.photos[0];
    expect(photo).toMatch(/^tap-.*\.png$/);

    const asRequester = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.tenant.token }), 200);
    expect(asRequester.comments.map((c: { body: string }) => c.body)).toEqual(['Plumber booked Tuesday.']);

    for (const token of [neighbour, members.owner.token, unverifiedManager]) {
      await expectRefused(await portal.request('GET', `/api/requests/${id}`, { token }), 404, RM.notFound);
      await expectRefused(await portal.request('GET', `/api/requests/${id}/photos/${photo}`, { token }), 404, RM.notFound);
      await expectRefused(await portal.request('POST', `/api/requests/${id}/comments`, { token, json: { body: 'Hi' } }), 404, RM.notFound);
    }
    expect((await portal.request('GET', `/api/requests/${id}/photos/${photo}`)).status).toBe(401);

    for (const token of [members.tenant.token, members.director.token, members.admin.token, verifiedManager]) {
      const response = await portal.request('GET', `/api/requests/${id}/photos/${photo}`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1000); // resized as news pictures are
    }
    // Not through the documents' download either.
    expect(
      (await portal.request('GET', '/api/file/download', { token: members.tenant.token, headers: { area: 'requests', fileName: photo } }))
        .status,
    ).toBe(400);
  });

  it('refuses an internal comment by a resident and an over-long comment, storing nothing', async () => {
    const id = await filed(members.tenant.token);
    await expectRefused(
      await portal.request('POST', `/api/requests/${id}/comments`, { token: members.tenant.token, json: { body: 'Psst', internal: true } }),
      403,
      RM.internalStaffOnly,
    );
    await expectRefused(
      await portal.request('POST', `/api/requests/${id}/comments`, { token: members.tenant.token, json: { body: 'x'.repeat(2001) } }),
      400,
    );
    const after = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
    expect(after.comments).toEqual([]);
  });

  it('answers 409 to every status change the table does not allow, for staff and requester alike', async () => {
    // A refusal changes nothing, so one request per status takes every refused change.
    for (const from of REQUEST_STATUSES) {
      const id = await requestIn(from);
      for (const to of REQUEST_STATUSES) {
        for (const by of ['staff', 'requester'] as const) {
          if (REQUEST_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by)) continue;
          const token = by === 'staff' ? members.director.token : members.tenant.token;
          await expectRefused(await move(token, id, to, 'Because'), 409);
        }
      }
      const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
      expect(row.status).toBe(from);
    }
  }, 60_000);

  it('moves a request through the table, the decline with its reason, and lets verified managers act as staff', async () => {
    const id = await filed(members.tenant.token);
    await expectRefused(await move(members.director.token, id, 'declined'), 400, RM.declineReasonRequired);
    await expectRefused(await move(unverifiedManager, id, 'inProgress'), 404, RM.notFound);
    expect((await expectJson(await move(verifiedManager, id, 'inProgress'), 200)).status).toBe('inProgress');
    const done = await expectJson(await move(members.admin.token, id, 'completed'), 200);
    expect(done.completedAt).toBeTruthy();
    const declined = await expectJson(
      await move(members.director.token, await filed(members.tenant.token), 'declined', 'Owner responsibility'),
      200,
    );
    expect(declined.declineReason).toBe('Owner responsibility');
  });

  it('lets the requester reopen within 14 days of completion, counted, and refuses it after', async () => {
    const id = await requestIn('completed');
    const reopened = await expectJson(await move(members.tenant.token, id, 'submitted'), 200);
    expect(reopened).toMatchObject({ status: 'submitted', reopenCount: 1, completedAt: null });
    await expectJson(await move(members.director.token, id, 'inProgress'), 200);
    await expectJson(await move(members.director.token, id, 'completed'), 200);
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
    await portal.strapi.db.query('api::service-request.service-request').update({ where: { id }, data: { completedAt: fifteenDaysAgo } });
    await expectRefused(await move(members.tenant.token, id, 'submitted'), 409, RM.reopenTooLate(14));
    const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.tenant.token }), 200);
    expect(row).toMatchObject({ status: 'completed', reopenCount: 1 });
  });

  it('decides status changes sent at the same instant by the database: one wins, the others get 409', async () => {
    const id = await requestIn('completed');
    // The requester reopens while three staff members close it: both moves are allowed from
    // "completed", neither after the other.
    const answers = await Promise.all([
      move(members.tenant.token, id, 'submitted', undefined, 'completed'),
      move(members.director.token, id, 'closed', undefined, 'completed'),
      move(members.admin.token, id, 'closed', undefined, 'completed'),
      move(verifiedManager, id, 'closed', undefined, 'completed'),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const winner = answers.findIndex((a) => a.status === 200) === 0 ? 'submitted' : 'closed';
    const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
    expect(row.status).toBe(winner);
    expect(row.reopenCount).toBe(winner === 'submitted' ? 1 : 0);
    // One line in the thread for the winning change, none for the refused ones.
    const lines = row.comments.filter(
      (c: { statusChange: string | null }) => c.statusChange === 'submitted' || c.statusChange === 'closed',
    );
    expect(lines).toHaveLength(1);
  });

  it('four different changes chosen on "submitted" at the same instant: one 200, three 409, no chain of changes', async () => {
    const id = await requestIn('submitted');
    const answers = await Promise.all(
      (['inProgress', 'deferred', 'declined', 'closed'] as const).map((to, i) =>
        move([members.director.token, members.admin.token, verifiedManager, members.director.token][i], id, to, 'Not ours', 'submitted'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const winner = (await answers.find((a) => a.status === 200)!.json()).status;
    expect(['inProgress', 'deferred', 'declined']).toContain(winner);
    const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
    expect(row.status).toBe(winner);
    expect(row.comments.filter((c: { statusChange: string | null }) => c.statusChange !== null)).toHaveLength(1);
  });

  it('refuses a change chosen on a status the request no longer has (409), and one that names none (400)', async () => {
    const id = await requestIn('inProgress');
    await expectRefused(
      await move(members.director.token, id, 'deferred', undefined, 'submitted'),
      409,
      RM.changedMeanwhile('in progress'),
    );
    await expectRefused(
      await portal.request('PUT', `/api/requests/${id}/status`, { token: members.director.token, json: { status: 'deferred' } }),
      400,
      RM.fromInvalid,
    );
    const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.director.token }), 200);
    expect(row.status).toBe('inProgress');
  });

  it('takes a rating from the requester after completion only', async () => {
    const id = await filed(members.tenant.token);
    const rate = (token: string, json: unknown) => portal.request('PUT', `/api/requests/${id}/rating`, { token, json });
    await expectRefused(await rate(members.tenant.token, { rating: 5 }), 409, RM.ratingNotYet);
    await expectJson(await move(members.director.token, id, 'inProgress'), 200);
    await expectJson(await move(members.director.token, id, 'completed'), 200);
    await expectRefused(await rate(members.tenant.token, { rating: 6 }), 400, RM.ratingInvalid);
    await expectRefused(await rate(members.director.token, { rating: 5 }), 403, RM.ratingRequesterOnly);
    expect(await expectJson(await rate(members.tenant.token, { rating: 4, comment: 'Quick, thanks' }), 200)).toMatchObject({
      rating: 4,
      ratingComment: 'Quick, thanks',
    });
  });

  it('refuses photos that are not images, too large, or too many, storing none of them', async () => {
    const id = await filed(members.tenant.token);
    const before = (await storedPhotos()).length;
    const send = (form: FormData) => portal.request('POST', `/api/requests/${id}/photos`, { token: members.tenant.token, body: form });
    await expectRefused(await send(multipart(minimalPdf(), 'photo.png', 'image/png')), 400);
    const big = Buffer.concat([await png(2, 2), Buffer.alloc(MAX_IMAGE_BYTES, 0)]);
    expect((await send(multipart(big, 'big.png', 'image/png'))).status).toBe(413);
    const twenty = new FormData();
    const picture = await png(40, 40);
    for (let i = 0; i < 20; i++) twenty.append('file', new Blob([picture], { type: 'image/png' }), `p${i}.png`);
    await expectRefused(await send(twenty), 400, RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
    // One good picture and one that is not: neither is kept.
    const mixed = multipart(picture, 'good.png', 'image/png');
    mixed.append('file', new Blob([minimalPdf()]), 'bad.png');
    await expectRefused(await send(mixed), 400);
    expect((await storedPhotos()).length).toBe(before);
    const row = await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.tenant.token }), 200);
    expect(row.photos).toEqual([]);
    // Five fit; a sixth does not.
    const five = new FormData();
    for (let i = 0; i < 5; i++) five.append('file', new Blob([picture], { type: 'image/png' }), `p${i}.png`);
    expect((await expectJson(await send(five), 201)).photos).toHaveLength(5);
    await expectRefused(await send(multipart(picture, 'sixth.png', 'image/png')), 400, RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
  });

  it('takes photos after filing while the request is open; a completed, declined or closed one refuses them, storing none', async () => {
    const picture = await png(40, 40);
    const open = await requestIn('inProgress');
    const added = await expectJson(
      await portal.request('POST', `/api/requests/${open}/photos`, {
        token: members.tenant.token,
        body: multipart(picture, 'a.png', 'image/png'),
      }),
      201,
    );
    expect(added.photos).toHaveLength(1);
    const before = (await storedPhotos()).length;
    for (const status of ['completed', 'declined', 'closed']) {
      const id = await requestIn(status);
      await expectRefused(
        await portal.request('POST', `/api/requests/${id}/photos`, {
          token: members.tenant.token,
          body: multipart(picture, 'b.png', 'image/png'),
        }),
        409,
        RM.photosClosed,
      );
    }
    expect((await storedPhotos()).length).toBe(before);
  });

  it('keeps every photo of uploads sent at the same instant, up to 5; refuses the rest with a message; leaves no file unreferenced', async () => {
    const picture = await png(40, 40);
    const form = (n: number) => {
      const f = new FormData();
      for (let i = 0; i < n; i++) f.append('file', new Blob([picture], { type: 'image/png' }), `p${i}.png`);
      return f;
    };
    const upload = (id: number, n: number) =>
      portal.request('POST', `/api/requests/${id}/photos`, { token: members.tenant.token, body: form(n) });
    // Five uploads of one photo each: all five kept.
    const ones = await filed(members.tenant.token);
    const single = await Promise.all(Array.from({ length: 5 }, () => upload(ones, 1)));
    expect(single.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    // Five uploads of two each: two fit (4 photos), three are refused.
    const twos = await filed(members.tenant.token);
    const double = await Promise.all(Array.from({ length: 5 }, () => upload(twos, 2)));
    expect(double.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = double.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([400, 400, 400]);
    expect((await refused[0].json()).error.message).toBe(RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
    const rows = await Promise.all(
      [ones, twos].map(
        async (id) => (await expectJson(await portal.request('GET', `/api/requests/${id}`, { token: members.tenant.token }), 200)).photos,
      ),
    );
    expect(rows.map((photos: string[]) => photos.length)).toEqual([5, 4]);
    expect(new Set(rows.flat()).size).toBe(9);
    // Every stored photo is named by a request, and every named one is stored.
    expect((await storedPhotos()).sort()).toEqual((await namedPhotos()).sort());
  }, 60_000);

  it('files a request and its photos in one multipart call; a bad file files nothing and says why', async () => {
    const count = () => portal.strapi.db.query('api::service-request.service-request').count();
    const notices = async () => Number((await portal.strapi.db.connection('hearth_notice_recipients').count({ n: '*' }).first())?.n);
    const [before, noticesBefore, storedBefore] = [await count(), await notices(), (await storedPhotos()).length];
    const body = JSON.stringify({
      categoryId,
      title: 'Cracked tile',
      description: 'In the lobby.',
      location: 'commonArea',
      commonArea: 'Lobby',
      urgency: 'normal',
      entryPermitted: false,
    });
    const mixed = new FormData();
    mixed.append('data', body);
    mixed.append('file', new Blob([await png(40, 40)], { type: 'image/jpeg' }), 'tile.jpg');
    mixed.append('file', new Blob([minimalPdf()], { type: 'application/pdf' }), 'quote.pdf');
    await expectRefused(
      await portal.request('POST', '/api/requests', { token: members.tenant.token, body: mixed }),
      400,
      Messages.imageOnly,
    );
    expect([await count(), await notices(), (await storedPhotos()).length]).toEqual([before, noticesBefore, storedBefore]);
    const bad = new FormData();
    bad.append('data', '{not json');
    await expectRefused(await portal.request('POST', '/api/requests', { token: members.tenant.token, body: bad }), 400, RM.dataInvalid);
    const good = new FormData();
    good.append('data', body);
    for (const name of ['a.png', 'b.png']) good.append('file', new Blob([await png(40, 40)], { type: 'image/png' }), name);
    const created = await expectJson(await portal.request('POST', '/api/requests', { token: members.tenant.token, body: good }), 201);
    expect(created.photos).toHaveLength(2);
    expect(await count()).toBe(before + 1);
  });

  it('sweeps stored photos no request names, once they are older than the grace time', async () => {
    await portal.store.save('requests', 'orphan-test.png', { buffer: await png(10, 10) });
    const service = portal.strapi.service('api::service-request.service-request');
    expect(await service.sweepPhotos()).toBe(0); // too recent: an upload in flight
    expect(await service.sweepPhotos(0)).toBe(1);
    expect(await storedPhotos()).not.toContain('orphan-test.png');
    expect((await storedPhotos()).sort()).toEqual((await namedPhotos()).sort());
  });

  it('refuses bad requests with a message and stores nothing', async () => {
    const count = () => portal.strapi.db.query('api::service-request.service-request').count();
    const before = await count();
    await expectRefused(await file(members.tenant.token, { categoryId: 99999 }), 400, RM.categoryInvalid);
    await expectRefused(await file(members.tenant.token, { urgency: 'whenever' }), 400, RM.urgencyInvalid);
    await expectRefused(await file(members.tenant.token, { title: '' }), 400, RM.titleRequired);
    await expectRefused(await file(members.tenant.token, { location: 'commonArea' }), 400, RM.commonAreaRequired);
    await expectRefused(await file(members.tenant.token, { description: 'x'.repeat(4001) }), 400);
    await expectRefused(await file(members.tenant.token, { status: 'closed' }), 400);
    expect(await count()).toBe(before);
    expect((await file('')).status).toBe(401);
  });

  it('lists for staff filtered by status, category and urgency, the most urgent then the oldest first, with the open count', async () => {
    const normal = await filed(members.owner.token, { title: 'Squeaky door' });
    const urgent = await filed(members.owner.token, { title: 'No heat', urgency: 'urgent' });
    const list = await expectJson(await portal.request('GET', '/api/requests?status=submitted', { token: members.director.token }), 200);
    const urgencies = list.map((r: { urgency: string }) => r.urgency);
    expect(urgencies).toEqual(
      [...urgencies].sort(
        (a: string, b: string) => ['emergency', 'urgent', 'normal'].indexOf(a) - ['emergency', 'urgent', 'normal'].indexOf(b),
      ),
    );
    const ids = list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(normal));
    expect(list.every((r: { status: string }) => r.status === 'submitted')).toBe(true);
    const urgentOnly = await expectJson(await portal.request('GET', '/api/requests?urgency=urgent', { token: verifiedManager }), 200);
    expect(urgentOnly.map((r: { id: number }) => r.id)).toContain(urgent);
    expect(urgentOnly.map((r: { id: number }) => r.id)).not.toContain(normal);
    const old = await expectJson(await portal.request('GET', '/api/requests?olderThanDays=1', { token: members.director.token }), 200);
    expect(old).toEqual([]);
    await expectRefused(
      await portal.request('GET', '/api/requests?urgency=soon', { token: members.director.token }),
      400,
      RM.urgencyInvalid,
    );

    const { open } = await expectJson(await portal.request('GET', '/api/requests/count', { token: members.director.token }), 200);
    const all = await expectJson(await portal.request('GET', '/api/requests', { token: members.director.token }), 200);
    expect(open).toBe(all.filter((r: { status: string }) => ['submitted', 'inProgress', 'deferred'].includes(r.status)).length);
    await expectRefused(await portal.request('GET', '/api/requests/count', { token: members.tenant.token }), 403, Messages.forbidden);
  });
});
