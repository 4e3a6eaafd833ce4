/** Shared fixtures of the Resource API tests: one account per role, JSON helpers, tiny PDFs. */
import { expect } from 'vitest';
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

export const tokenOf = (members: Members, role: RoleName) => (role === 'visitor' ? undefined : members[role].token);

/** A minimal valid PDF (a few hundred bytes of text). */
export function minimalPdf(title = 'Hearth test'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${title}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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

/** A refused call: the status, and the message both in the body and in Application-Error. */
export async function expectRefused(response: Response, status: number, message?: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const header = response.headers.get('application-error');
  expect(header, 'Application-Error header').toBeTruthy();
  if (message !== undefined) {
    expect(JSON.parse(text).error.message).toBe(message);
    expect(header).toBe(message);
  }
}

export async function uploadFile(portal: TestPortal, token: string, area: string, content: Buffer, name: string, type?: string) {
  return portal.request('POST', `/api/file/${area}`, { token, body: multipart(content, name, type) });
}

export async function uploadedName(portal: TestPortal, token: string, area: string, content: Buffer, name: string): Promise<string> {
  const body = await expectJson(await uploadFile(portal, token, area, content, name), 200);
  return body.fileNames[0];
}
