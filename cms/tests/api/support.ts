/** Shared fixtures of the Resource API tests: one account per role, JSON helpers, tiny PDFs. */
import { expect } from 'vitest';
import { decodeErrorHeader, type VoteCreate } from '@hearth/common';
import type { TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';

export const ROLE_NAMES = ['visitor', 'tenant', 'propmgr', 'owner', 'director', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

interface Member {
  token: string;
  userId: number;
  profileId: number;
  username: string;
}
export type Members = Record<Exclude<RoleName, 'visitor'>, Member>;

/** One account (with a profile) per portal role; the visitor has no token. */
export async function createMembers(portal: TestPortal, prefix = 'm'): Promise<Members> {
  const out = {} as Members;
  for (const role of ['tenant', 'propmgr', 'owner', 'director', 'admin'] as const) {
    const username = `${prefix}${role}`;
    const { user, profile, token } = await createAccount(portal, username, [role]);
    out[role] = { token, userId: user.id, profileId: profile.id, username };
  }
  return out;
}

/**
 * Makes a member a verified owner as well (createAccount's profile is an owner's, verified): a
 * director who may read, and so add, the minutes (docs/authorization.md).
 */
export async function makeVerifiedOwner(portal: TestPortal, member: Member): Promise<void> {
  await portal.strapi.service('api::account.roles').grant(member.userId, ['owner']);
}

export const tokenOf = (members: Members, role: RoleName) => (role === 'visitor' ? undefined : members[role].token);

/** The test kit's one-page PDF (testkit/fixtures.mjs). */
export { pdf as minimalPdf } from '../../../testkit/fixtures.mjs';

export function multipart(content: Buffer, fileName: string, type = 'application/octet-stream', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), fileName);
  return form;
}

/** Reads a JSON answer and checks the status, showing the body when it differs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever shape the answer has
export async function expectJson(response: Response, status: number): Promise<any> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A refused call: the status, and the message both in the body and in Application-Error (printable
 * ASCII on the wire, any other text in its RFC 8187 UTF-8 form: common's encodeErrorHeader).
 */
export async function expectRefused(response: Response, status: number, message?: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const header = response.headers.get('application-error');
  expect(header, 'Application-Error header').toBeTruthy();
  expect(header, 'Application-Error header on the wire').toMatch(/^[\x20-\x7e]+$/);
  if (message !== undefined) {
    expect(JSON.parse(text).error.message).toBe(message);
    expect(decodeErrorHeader(header!)).toBe(message);
  }
}

export async function uploadFile(portal: TestPortal, token: string, area: string, content: Buffer, name: string, type?: string) {
  return portal.request('POST', `/api/file/${area}`, { token, body: multipart(content, name, type) });
}

export async function uploadedName(portal: TestPortal, token: string, area: string, content: Buffer, name: string): Promise<string> {
  const body = await expectJson(await uploadFile(portal, token, area, content, name), 200);
  return body.fileNames[0];
}

/**
 * Runs the outbox's rounds until no module's own e-mail (a receipt, a booking's) is due
 * (docs/architecture.md "Mail: one outbox"): a round sends one batch, these first.
 */
export async function sendQueuedMail(portal: TestPortal): Promise<void> {
  const due = async () =>
    Number(
      (
        await portal.strapi.db
          .connection('hearth_notice_outbox')
          .where('status', 'pending')
          .whereIn('kind', portal.strapi.service('api::notice.notice').ownMailKinds())
          .where('next_attempt_at', '<=', Date.now())
          .count({ n: '*' })
          .first()
      )?.n,
    );
  for (let round = 0; round < 100 && (await due()) > 0; round++) await portal.strapi.service('api::notice.notice').runNow();
}

/** An ISO time this many minutes from now (negative: ago). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A vote as a director creates it (docs/api.md, votes): one yes/no question, opened a minute ago,
 * closing in an hour, counted by unit; a test overrides what it is about.
 */
export const aVote = (overrides: Partial<VoteCreate> = {}): VoteCreate => ({
  title: 'Roof renewal',
  description: 'Whether to renew the roof.',
  questions: [{ text: 'Renew the roof this year?', kind: 'yesNo' }],
  opensAt: minutesFromNow(-1),
  closesAt: minutesFromNow(60),
  counting: 'unit',
  quorum: 0.5,
  secret: false,
  resultsShown: 'atClose',
  resultsToResidents: false,
  changeable: false,
  ...overrides,
});
