/**
 * Frozen records, on SQLite and PostgreSQL: an issued estoppel certificate is an official record. The
 * records module lists it through its port (the ledger's source, registered once at start), posted at
 * the time it was issued with the SHA-256 stored then, which the served text hashes to; the board reads
 * every one, the unit's verified owners their unit's, and no one else (another owner, a tenant, a property
 * manager, an owner not yet verified, a visitor). The row never changes, even as the portal's own
 * database role, and it is no Strapi content type (no panel screen, no Duplicate).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FrozenRecordMessages as F, RecordsMessages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';
import { registerRecordSource } from '../../src/api/records/front-door';
import { estoppelRecords } from '../../src/api/ledger/front-door';
import { createRecordSources, type FrozenRecordSource } from '../../src/api/records/model/record-sources';

const KIND = 'estoppel-certificate';
const CATEGORY = 'estoppel-certificates';
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

interface Listed {
  id: number;
  kind: string;
  title: string;
  category: string;
  audience: string;
  documentDate: string;
  postedAt: string;
  link: string;
  unit: { id: number; number: string; street: string };
  sha256: string;
}
interface Category {
  key: string;
  frozen?: string;
  citation: string;
  records: Listed[];
}

let portal: TestPortal;
let members: Members;
let otherOwner: string;
let unverifiedOwner: string;
let unitA = 0;
let unitB = 0;
/** The certificates issued: unit A's (asked by its owner), unit B's (a title company's), and when each was issued. */
const issued: Record<'a' | 'b', { id: number; sha256: string; issuedOn: string; certificate: unknown; from: number; to: number }> =
  {} as never;

const knex = () => portal.strapi.db.connection;
const call = (method: string, path: string, token?: string, json?: unknown) => portal.request(method, path, { token, json });
const frozenCategory = async (token?: string): Promise<Category | undefined> =>
  ((await expectJson(await call('GET', '/api/records', token), 200)).categories as Category[]).find((c) => c.key === CATEGORY);

async function aUnit(street: string): Promise<number> {
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '7', street, entitlement: 1, rosterKey: rosterKeyOf('7', street) } });
  return Number(unit.id);
}
const member = (unitId: number, profileId: number, relation: string) =>
  portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId, relation, profileId } });

async function issue(unitId: number, requesterKind: string, token: string) {
  const asked = await expectJson(
    await call('POST', '/api/ledger/estoppels', token, {
      unitId,
      requesterKind,
      requesterName: 'Frozen Requester',
      requesterEmail: 'frozen@example.org',
      closingOn: '2099-03-01',
    }),
    201,
  );
  const from = Date.now();
  const done = await expectJson(await call('POST', `/api/ledger/estoppels/${asked.id}/issue`, members.admin.token, {}), 201);
  return { id: done.id, sha256: done.sha256, issuedOn: done.issuedOn, certificate: done.certificate, from, to: Date.now() };
}

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'fz');
  await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack: 'fl-718' } });
  unitA = await aUnit('Frozen Lane A');
  unitB = await aUnit('Frozen Lane B');
  await member(unitA, members.owner.profileId, 'owner');
  await member(unitA, members.tenant.profileId, 'tenant');
  await member(unitA, members.propmgr.profileId, 'propmgr');
  const other = await createAccount(portal, 'fzother', ['owner']);
  await member(unitB, other.profile.id, 'owner');
  otherOwner = other.token;
  // On unit A's roster as an owner, but the association has not verified them.
  const unverified = await createAccount(portal, 'fzunverified', ['owner']);
  await portal.strapi.db.query('api::profile.profile').update({ where: { id: unverified.profile.id }, data: { authenticated: false } });
  await member(unitA, unverified.profile.id, 'owner');
  unverifiedOwner = unverified.token;
  issued.a = await issue(unitA, 'owner', members.owner.token);
  issued.b = await issue(unitB, 'title-company', members.admin.token);
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('issued estoppel certificates are official records', () => {
  it('are listed for the board, each posted when issued with the SHA-256 stored then', async () => {
    for (const token of [members.director.token, members.admin.token]) {
      const category = await frozenCategory(token);
      expect(category).toMatchObject({ key: CATEGORY, frozen: KIND, citation: '§718.116(8), Fla. Stat.', audience: 'board' });
      for (const [unitId, cert] of [
        [unitA, issued.a],
        [unitB, issued.b],
      ] as const) {
        const record = category!.records.find((r) => r.id === cert.id)!;
        expect(record).toMatchObject({
          kind: KIND,
          category: CATEGORY,
          audience: 'board',
          documentDate: cert.issuedOn,
          sha256: cert.sha256,
          link: `/api/records/frozen/${KIND}/${cert.id}/pdf`,
          unit: { id: unitId, number: '7' },
        });
        expect(Date.parse(record.postedAt)).toBeGreaterThanOrEqual(cert.from);
        expect(Date.parse(record.postedAt)).toBeLessThanOrEqual(cert.to);
      }
    }
  });

  it('are read by the unit\u2019s verified owners, their unit\u2019s only, and by no one else', async () => {
    expect((await frozenCategory(members.owner.token))!.records.map((r) => r.id)).toEqual([issued.a.id]);
    expect((await frozenCategory(otherOwner))!.records.map((r) => r.id)).toEqual([issued.b.id]);
    for (const token of [members.tenant.token, members.propmgr.token, unverifiedOwner, undefined]) {
      expect(await frozenCategory(token)).toBeUndefined();
    }
    const text = `/api/records/frozen/${KIND}/${issued.a.id}`;
    for (const token of [otherOwner, members.tenant.token, members.propmgr.token, unverifiedOwner]) {
      await expectRefused(await call('GET', text, token), 404, F.notFound);
      await expectRefused(await call('GET', `${text}/pdf`, token), 404, F.notFound);
    }
    await expectRefused(await call('GET', text), 401);
    await expectRefused(await call('GET', `/api/records/frozen/document/${issued.a.id}`, members.admin.token), 404, F.notFound);
    await expectRefused(await call('GET', `/api/records/frozen/${KIND}/999999`, members.admin.token), 404, F.notFound);
    await expectRefused(await call('GET', `/api/records/frozen/${KIND}/x`, members.admin.token), 400, F.idInvalid);
  });

  it('serve the frozen text, whose SHA-256 is the listed one, and its printed copy', async () => {
    const listed = (await frozenCategory(members.owner.token))!.records[0];
    for (const token of [members.owner.token, members.director.token]) {
      const response = await call('GET', `/api/records/frozen/${KIND}/${issued.a.id}`, token);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(sha256(text)).toBe(listed.sha256);
      expect(sha256(text)).toBe(issued.a.sha256);
      expect(response.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(issued.a.sha256, 'hex').toString('base64')}:`);
      expect(JSON.parse(text)).toEqual(issued.a.certificate);
      const pdf = await call('GET', `/api/records/frozen/${KIND}/${issued.a.id}/pdf`, token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('never change: an UPDATE or DELETE as the portal\u2019s database role fails, and the record stays as posted', async () => {
    const before = (await frozenCategory(members.director.token))!.records.find((r) => r.id === issued.a.id);
    for (const sql of [
      'UPDATE hearth_ledger_estoppels SET issued_at = 0 WHERE id = ?',
      "UPDATE hearth_ledger_estoppels SET certificate = '{}', sha256 = 'x' WHERE id = ?",
      'DELETE FROM hearth_ledger_estoppels WHERE id = ?',
    ]) {
      await expect(knex().raw(sql, [issued.a.id])).rejects.toThrow(/never changes/);
    }
    // Issuing again is refused too, and changes nothing.
    await expectRefused(await call('POST', `/api/ledger/estoppels/${issued.a.id}/issue`, members.admin.token, {}), 409);
    expect((await frozenCategory(members.director.token))!.records.find((r) => r.id === issued.a.id)).toEqual(before);
  });

  it('are no Strapi content type, and no association category takes their category\u2019s key', async () => {
    const types = Object.values(portal.strapi.contentTypes) as { collectionName?: string; uid: string }[];
    expect(types.filter((t) => /estoppel/i.test(`${t.uid} ${t.collectionName ?? ''}`))).toEqual([]);
    await expect(
      portal.strapi
        .documents('api::records.record-category')
        .create({ data: { key: CATEGORY, label: 'Our estoppels', audience: 'board' } as never }),
    ).rejects.toMatchObject({ status: 400, message: RecordsMessages.categoryKeyTaken });
  });
});

describe('the records\u2019 sources: each registered once, at start', () => {
  const source = (kind: string, key: string): FrozenRecordSource =>
    ({
      kind,
      category: { key, label: key },
      citation: async () => '',
      list: async () => [],
      read: async () => null,
      print: async () => new Uint8Array(),
    }) as unknown as FrozenRecordSource;

  it('a kind or a category registered twice is refused, naming both modules; so is one after the start', () => {
    const sources = createRecordSources();
    sources.register('ledger', source(KIND, CATEGORY));
    expect(() => sources.register('vote', source(KIND, 'other-key'))).toThrow(
      `[records] the source of ${KIND} (category other-key) registered twice (by ledger and by vote): a kind has one source`,
    );
    expect(() => sources.register('vote', source('ballot-receipt', CATEGORY))).toThrow('registered twice (by ledger and by vote)');
    expect(sources.all().map((s) => s.kind)).toEqual([KIND]);
    sources.close();
    expect(() => sources.register('meeting', source('minutes-book', 'minutes-book'))).toThrow(
      '[records] meeting registered the source of minutes-book after the start: register at start, before it',
    );
  });

  it('the started portal refuses a second registration of the ledger\u2019s source', () => {
    expect(() => registerRecordSource(portal.strapi, 'ledger', estoppelRecords(portal.strapi))).toThrow('after the start');
  });
});
