/**
 * Who speaks for a unit (docs/requirements.md §15): rights come from the roster and the
 * association's verification, never from what a person types into their own profile. Each
 * reproduction below granted a right on the old code; each is refused now, while the unit's
 * listed members keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, VoteMessages, type VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { aVote as aVoteOf, expectJson, expectRefused } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: MailedPortal;
let admin: string;
let director: string;
let categoryId: number;
let street = 0;

interface Person {
  token: string;
  userId: number;
  profileId: number;
  username: string;
  unitId: number;
  unitNumber: string;
  streetName: string;
}

/** A unit of the roster on a street of its own. */
async function rosterUnit(): Promise<{ id: number; number: string; street: string }> {
  const name = `Standing Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '7', street: name, entitlement: 1, rosterKey: rosterKeyOf('7', name) } });
  return { id: Number(unit.id), number: '7', street: name };
}

/** A verified person the roster lists on a unit (a new one unless given) with their relation. */
async function listed(
  username: string,
  relation: 'owner' | 'tenant' | 'propmgr',
  unit?: { id: number; number: string; street: string },
): Promise<Person> {
  const place = unit ?? (await rosterUnit());
  const { user, profile, token } = await createAccount(portal, username, [relation]);
  await portal.strapi.db
    .query('api::profile.profile')
    .update({ where: { id: profile.id }, data: { unitNumber: place.number, streetName: place.street, authenticated: true } });
  await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: place.id, relation, profileId: profile.id } });
  return {
    token,
    userId: Number(user.id),
    profileId: Number(profile.id),
    username,
    unitId: place.id,
    unitNumber: place.number,
    streetName: place.street,
  };
}

const profileOf = async (person: Person) =>
  expectJson(await portal.request('GET', '/api/profile', { token: person.token, headers: { userId: String(person.userId) } }), 200);

/** The person's own profile edit, as the web app sends it: the whole profile with the changes. */
async function editOwnProfile(person: Person, changes: Record<string, unknown>) {
  const current = await profileOf(person);
  return portal.request('PUT', '/api/profile/update', { token: person.token, json: { ...current, ...changes } });
}

const aVote = (): VoteCreate =>
  aVoteOf({
    title: 'Lobby painting',
    description: 'Which colour for the lobby.',
    questions: [{ text: 'Paint the lobby?', kind: 'yesNo' }],
    quorum: 0.1,
    resultsShown: 'live',
    documents: [],
  });
const openVote = async () =>
  (await expectJson(await portal.request('POST', '/api/votes', { token: director, json: aVote() }), 201)).id as number;
const cast = (person: Person, voteId: number) =>
  portal.request('POST', `/api/votes/${voteId}/ballots`, { token: person.token, json: { answers: ['yes'] } });

const fileRequest = async (token: string) =>
  (
    await expectJson(
      await portal.request('POST', '/api/requests', {
        token,
        json: {
          categoryId,
          title: 'Door sticks',
          description: 'The front door sticks in the rain.',
          location: 'unit',
          urgency: 'normal',
          entryPermitted: false,
        },
      }),
      201,
    )
  ).id as number;

beforeAll(async () => {
  portal = await startPortalWithMail();
  admin = (await createAccount(portal, 'stadmin', ['admin', 'owner'])).token;
  director = (await createAccount(portal, 'stdirector', ['director', 'owner'])).token;
  const category = await portal.strapi.documents('api::service-request.request-category').create({ data: { name: 'Doors', sortOrder: 1 } });
  categoryId = Number(
    (await portal.strapi.db.query('api::service-request.request-category').findOne({ where: { documentId: category.documentId } })).id,
  );
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe('a verified tenant who says they are a property manager', () => {
  it('is no staff: another resident’s request, its status and the open count are refused; administrators are told', async () => {
    const neighbour = await listed('stneighbour', 'owner');
    const requestId = await fileRequest(neighbour.token);
    const tenant = await listed('sttenant', 'tenant');
    const edited = await expectJson(await editOwnProfile(tenant, { userType: 'propmgr' }), 200);
    expect(edited.authenticated).toBe(false);
    expect(edited.verificationWithdrawn).toBe(true);

    await expectRefused(await portal.request('GET', `/api/requests/${requestId}`, { token: tenant.token }), 404);
    await expectRefused(
      await portal.request('PUT', `/api/requests/${requestId}/status`, {
        token: tenant.token,
        json: { from: 'submitted', status: 'inProgress' },
      }),
      404,
    );
    await expectRefused(await portal.request('GET', '/api/requests/count', { token: tenant.token }), 403);
    await expectRefused(
      await portal.request('POST', `/api/requests/${requestId}/comments`, {
        token: tenant.token,
        json: { body: 'Noted.', internal: true },
      }),
      404,
    );
    const list = await expectJson(await portal.request('GET', '/api/requests', { token: tenant.token }), 200);
    expect(list.map((r: { id: number }) => r.id)).not.toContain(requestId);

    // The administrators' list of accounts awaiting verification shows them, and an e-mail went out.
    const everyone = await expectJson(
      await portal.request('GET', '/api/profile/all', { token: admin, headers: { ownersOnly: 'true' } }),
      200,
    );
    const row = everyone.find((p: { userName: string }) => p.userName === 'sttenant');
    expect(row).toMatchObject({ authenticated: false, verificationWithdrawn: true, userType: 'propmgr' });
    await expect
      .poll(
        () =>
          portal.mailbox
            .to('stadmin@example.org')
            .filter((m) => m.subject.includes('property manager verification needed') && m.text.includes('sttenant')).length,
      )
      .toBe(1);

    // An administrator verifies them as a property manager: now they are staff.
    await expectJson(
      await portal.request('PUT', '/api/profile/update', { token: admin, json: { ...(await profileOf(tenant)), authenticated: true } }),
      200,
    );
    await expectJson(await portal.request('GET', `/api/requests/${requestId}`, { token: tenant.token }), 200);
    expect((await profileOf(tenant)).verificationWithdrawn).toBe(false);
  });
});

describe('a verified tenant who moves to another roster unit', () => {
  it('sees, cancels and books nothing of that unit, while its listed resident still does', async () => {
    const resident = await listed('stresident', 'tenant');
    const amenity = await portal.strapi.documents('api::amenity.amenity').create({
      data: {
        name: 'Standing room',
        bookedBy: 'residents',
        openingHours: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '00:00', close: '24:00' }]),
        ),
        slotMinutes: 60,
        minMinutes: 60,
        maxMinutes: 240,
        minNoticeHours: 0,
        maxNoticeDays: 400,
        bufferMinutes: 0,
        cancelCutoffHours: 0,
        blackouts: [],
      } as never,
    });
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const booking = await expectJson(
      await portal.request('POST', '/api/bookings', {
        token: resident.token,
        json: { amenityId: amenity.id, start: `${day}T10:00`, end: `${day}T11:00`, note: 'Birthday', acceptTerms: true },
      }),
      201,
    );

    const mover = await listed('stmover', 'tenant');
    const moved = await expectJson(await editOwnProfile(mover, { unitNumber: resident.unitNumber, streetName: resident.streetName }), 200);
    expect(moved.authenticated).toBe(false);
    const seen = await expectJson(await portal.request('GET', '/api/bookings', { token: mover.token }), 200);
    expect(seen).toEqual([]);
    await expectRefused(await portal.request('DELETE', `/api/bookings/${booking.id}`, { token: mover.token }), 404);
    await expectRefused(
      await portal.request('POST', '/api/bookings', {
        token: mover.token,
        json: { amenityId: amenity.id, start: `${day}T13:00`, end: `${day}T14:00`, acceptTerms: true },
      }),
      403,
    );
    // The unit's listed tenant keeps every right.
    const own = await expectJson(await portal.request('GET', '/api/bookings', { token: resident.token }), 200);
    expect(own.map((b: { id: number }) => b.id)).toContain(booking.id);
  });
});

describe('a verified owner who changes their unit number', () => {
  it('votes only for the roster unit they are listed on; the other unit’s owner still votes', async () => {
    const owner = await listed('stowner', 'owner');
    const other = await listed('stother', 'owner');
    // Both units on the roster when the vote opens: its electorate.
    const voteId = await openVote();
    await expectJson(await cast(owner, voteId), 201);
    const edited = await expectJson(await editOwnProfile(owner, { unitNumber: other.unitNumber, streetName: other.streetName }), 200);
    expect(edited.authenticated).toBe(false);
    await expectRefused(await cast(owner, voteId), 403, VoteMessages.notEligible);
    await expectJson(await cast(other, voteId), 201);
  });

  it('an owner the roster does not list cannot take over a listed unit’s ballot', async () => {
    const stray = await listed('ststray', 'owner');
    await portal.strapi.db.query('api::unit.unit-member').delete({ where: { profileId: stray.profileId } });
    const target = await listed('sttarget', 'owner');
    const voteId = await openVote();
    await editOwnProfile(stray, { unitNumber: target.unitNumber, streetName: target.streetName });
    await expectRefused(await cast(stray, voteId), 403, VoteMessages.notEligible);
    await expectJson(await cast(target, voteId), 201);
  });
});

describe('a verified owner who changes their street', () => {
  it('loses the minutes, the vote notices and the proxy of the unit; the unit’s other owner keeps them', async () => {
    const owner = await listed('stminutes', 'owner');
    const coOwner = await listed('stcoowner', 'owner', { id: owner.unitId, number: owner.unitNumber, street: owner.streetName });
    const proxy = await listed('stproxy', 'owner');
    const voteId = await openVote();
    const minutes = { token: owner.token, headers: { docType: 'minutes' } };
    await expectJson(await portal.request('GET', '/api/document', minutes), 200);
    await editOwnProfile(owner, { streetName: proxy.streetName, unitNumber: proxy.unitNumber });
    await expectRefused(await portal.request('GET', '/api/document', minutes), 403);
    const preferences = await expectJson(await portal.request('GET', '/api/notices/preferences', { token: owner.token }), 200);
    expect(preferences).toMatchObject({ minutesAllowed: false, votesAllowed: false });
    await expectRefused(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, {
        token: owner.token,
        json: { proxyEmail: `${proxy.username}@example.org` },
      }),
      // No longer verified: told they may not vote, as for a ballot, whether or not they may see the vote.
      403,
      VoteMessages.notEligible,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, {
        token: coOwner.token,
        json: { proxyEmail: `${proxy.username}@example.org` },
      }),
      200,
    );
    const kept = await expectJson(await portal.request('GET', '/api/notices/preferences', { token: coOwner.token }), 200);
    expect(kept).toMatchObject({ minutesAllowed: true, votesAllowed: true });
  });
});

describe('a tenant who says they are an owner', () => {
  it('sees neither open votes, their documents nor live results until the association verifies them', async () => {
    const voteId = await openVote();
    const tenant = await listed('stclaimer', 'tenant');
    const edited = await expectJson(await editOwnProfile(tenant, { userType: 'owner' }), 200);
    expect(edited.authenticated).toBe(false);
    const votes = await expectJson(await portal.request('GET', '/api/votes', { token: tenant.token }), 200);
    expect(votes.map((v: { id: number }) => v.id)).not.toContain(voteId);
    await expectRefused(await portal.request('GET', `/api/votes/${voteId}`, { token: tenant.token }), 404);
    await expectRefused(await portal.request('GET', `/api/votes/${voteId}/results`, { token: tenant.token }), 404);
    await expectRefused(await cast(tenant, voteId), 403, VoteMessages.notEligible);
  });
});

describe('changes that are not the person’s own', () => {
  it('an administrator moving a verified owner keeps the verification and records the place on the roster', async () => {
    const owner = await listed('stmovedbyadmin', 'owner');
    const unit = await rosterUnit();
    const voteId = await openVote();
    const moved = await expectJson(
      await portal.request('PUT', '/api/profile/update', {
        token: admin,
        json: { ...(await profileOf(owner)), unitNumber: unit.number, streetName: unit.street },
      }),
      200,
    );
    expect(moved.authenticated).toBe(true);
    const member = await portal.strapi.db
      .query('api::unit.unit-member')
      .findOne({ where: { profileId: owner.profileId, unitId: unit.id } });
    expect(member).toMatchObject({ relation: 'owner' });
    const receipt = await expectJson(await cast(owner, voteId), 201);
    expect(receipt.unitId).toBe(unit.id);
  });

  it('a director’s change of a verified resident’s unit on the users screen ends the verification (only administrators verify)', async () => {
    const tenant = await listed('stbydirector', 'tenant');
    const unit = await rosterUnit();
    const list = await expectJson(
      await portal.request('PUT', '/api/profile/updaterange', {
        token: director,
        json: { models: [{ ...(await profileOf(tenant)), unitNumber: unit.number, streetName: unit.street }], userName: 'stdirector' },
      }),
      200,
    );
    expect(list.find((p: { id: number }) => p.id === tenant.profileId)).toMatchObject({
      authenticated: false,
      verificationWithdrawn: true,
    });
  });

  it('a change of name or spacing keeps the verification', async () => {
    const owner = await listed('strenamed', 'owner');
    const edited = await expectJson(
      await editOwnProfile(owner, { firstName: 'Renamed', streetName: `  ${owner.streetName.toUpperCase()} ` }),
      200,
    );
    expect(edited.authenticated).toBe(true);
  });
});

describe('bad input to a profile edit changes nothing', () => {
  it.each([
    ['a unit not on the roster', { unitNumber: '999' }, 400, (p: Person) => Messages.profileNotOnRoster('999', p.streetName)],
    [
      'a street that does not exist',
      { streetName: 'Nowhere Lane' },
      400,
      (p: Person) => Messages.profileNotOnRoster(p.unitNumber, 'Nowhere Lane'),
    ],
    ['a type outside the three', { userType: 'director' }, 400, () => undefined],
    ['a role field', { portalRoles: ['admin'] }, 400, () => undefined],
    ['a verified field', { verified: true }, 400, () => undefined],
    ['its own verification', { authenticated: false }, 403, () => undefined],
  ] as const)('%s', async (_, changes, status, message) => {
    const owner = await listed(`stbad${++street}`, 'owner');
    const before = await profileOf(owner);
    await expectRefused(await editOwnProfile(owner, changes), status, message(owner));
    expect(await profileOf(owner)).toEqual(before);
  });
});

describe('roles end everywhere at once', () => {
  it('a director whose role is removed through the Auth API is no longer an active board member', async () => {
    const { user, profile } = await createAccount(portal, 'stboard', ['director', 'owner']);
    const row = await portal.strapi.documents('api::board-director.board-director').create({
      data: {
        firstName: 'Stboard',
        lastName: 'Tester',
        unitNumber: '7',
        phone: '555-0100',
        email: 'stboard@example.org',
        active: true,
        profile: profile.documentId,
      } as never,
    });
    const active = await expectJson(await portal.request('GET', '/api/board/active', { token: admin }), 200);
    expect(active.some((d: { email: string }) => d.email === 'stboard@example.org')).toBe(true);
    const answer = await expectJson(
      await portal.request('POST', '/api/account/removeroles', { token: admin, json: { userId: user.id, roles: ['director'] } }),
      200,
    );
    expect(answer.succeeded).toBe(true);
    const after = await expectJson(await portal.request('GET', '/api/board/active', { token: admin }), 200);
    expect(after.some((d: { email: string }) => d.email === 'stboard@example.org')).toBe(false);
    const stored = await portal.strapi.db.query('api::board-director.board-director').findOne({ where: { documentId: row.documentId } });
    expect(stored.active).toBe(false);
  });
});

describe('one answer for the web app', () => {
  it('GET /api/profile/standing says what the person may do and why not', async () => {
    const tenant = await listed('ststanding', 'tenant');
    const before = await expectJson(await portal.request('GET', '/api/profile/standing', { token: tenant.token }), 200);
    expect(before).toMatchObject({ verified: true, relation: 'tenant', staff: false, voter: false, waiting: null });
    expect(before.unit).toMatchObject({ number: tenant.unitNumber, street: tenant.streetName });
    await editOwnProfile(tenant, { userType: 'propmgr' });
    const after = await expectJson(await portal.request('GET', '/api/profile/standing', { token: tenant.token }), 200);
    expect(after).toMatchObject({
      verified: false,
      unit: null,
      relation: null,
      staff: false,
      waiting: Messages.standingAwaitsVerification,
    });
  });
});

describe('the migration that re-checks verified profiles once', () => {
  it('keeps what the roster confirms, withdraws what the person changed, records the rest on the roster, and logs each', async () => {
    const migration = (await import('../../database/migrations/2026.11.27T13.00.00.recheck-verified-profiles.js')).default as {
      recheck(knex: unknown): Promise<string[]>;
    };
    const knex = portal.strapi.db.connection;
    const confirmed = await listed('mgconfirmed', 'owner');
    // Linked to its unit, but typed another one (a move the old code let keep its verification).
    const elsewhere = await listed('mgelsewhere', 'owner');
    const other = await rosterUnit();
    await knex('profiles').where({ id: elsewhere.profileId }).update({ unit_number: other.number, street_name: other.street });
    // Verified by an administrator as it stands, never on the roster: recorded there now.
    const unlinked = await listed('mgunlinked', 'tenant');
    await knex('unit_members').where({ profile_id: unlinked.profileId }).delete();
    // A tenant who made themselves a property manager after their verification.
    const promoted = await listed('mgpromoted', 'tenant');
    await knex('unit_members').where({ profile_id: promoted.profileId }).delete();
    await knex('profiles').where({ id: promoted.profileId }).update({ user_type: 'propmgr' });
    await knex('hearth_activity').insert({
      occurred_at: Date.now() + 60_000,
      surface: 'portal',
      actor_id: promoted.userId,
      actor_name: promoted.username,
      kind: 'profile',
      action: 'update',
      item_id: String(promoted.profileId),
      item_title: 'Mgpromoted Tester',
      changes: JSON.stringify([{ field: 'userType', before: 'tenant', after: 'propmgr' }]),
    });
    const lines = await migration.recheck(knex);
    const verified = async (person: Person) =>
      Boolean((await knex('profiles').where({ id: person.profileId }).first('authenticated')).authenticated);
    expect(await verified(confirmed)).toBe(true);
    expect(await verified(elsewhere)).toBe(false);
    expect(await verified(unlinked)).toBe(true);
    expect(await verified(promoted)).toBe(false);
    expect(
      await knex('unit_members').where({ profile_id: unlinked.profileId, unit_id: unlinked.unitId, relation: 'tenant' }).first(),
    ).toBeTruthy();
    expect(lines.some((l) => l.includes(`profile ${elsewhere.profileId} `) && l.includes('withdrawn'))).toBe(true);
    expect(lines.some((l) => l.includes(`profile ${promoted.profileId} `) && l.includes('withdrawn'))).toBe(true);
    expect(lines.some((l) => l.includes(`profile ${unlinked.profileId} `) && l.includes('recorded on the roster'))).toBe(true);
    expect(lines.some((l) => l.includes(`profile ${confirmed.profileId} `))).toBe(false);
    // The recorded tenant acts for the unit through the roster's one rule.
    const standing = await expectJson(await portal.request('GET', '/api/profile/standing', { token: unlinked.token }), 200);
    expect(standing).toMatchObject({ verified: true, relation: 'tenant', unit: { id: unlinked.unitId } });
  });
});
