/** Talking to the admin panel's own HTTP API (/admin/..., /content-manager/..., /upload) as a panel account. */
import type { TestPortal } from '../support/portal';

const PANEL_PASSWORD = 'Panel-Passw0rd!';

/** The registrationToken of Strapi's invitation link found in a mail text. */
export function registrationTokenIn(text: string, portalUrl: string): string {
  const match = new RegExp(`${portalUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/auth/register\\?registrationToken=([\\w%-]+)`).exec(
    text,
  );
  if (!match) throw new Error(`No registration link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** Accepts an invitation the way the panel's registration page does: POST /admin/register. */
export async function acceptInvitation(portal: TestPortal, registrationToken: string, password = PANEL_PASSWORD) {
  const info = await portal.request('GET', `/admin/registration-info?registrationToken=${encodeURIComponent(registrationToken)}`);
  if (info.status !== 200) throw new Error(`registration-info ${info.status}: ${await info.text()}`);
  const response = await portal.request('POST', '/admin/register', {
    json: { registrationToken, userInfo: { firstname: 'Dana', lastname: 'Director', password } },
  });
  if (response.status !== 200) throw new Error(`register ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export async function panelLogin(portal: TestPortal, email: string, password = PANEL_PASSWORD): Promise<Response> {
  return portal.request('POST', '/admin/login', { json: { email, password } });
}

export async function panelToken(portal: TestPortal, email: string, password = PANEL_PASSWORD): Promise<string> {
  const response = await panelLogin(portal, email, password);
  if (response.status !== 200) throw new Error(`login ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export const contentManager = (uid: string) => `/content-manager/collection-types/${uid}`;

/** A super admin of the panel, made as the install makes one, and its panel JWT. */
export async function superAdminToken(portal: TestPortal, email = 'chief@example.org'): Promise<string> {
  const superAdminRole = await portal.strapi.service('admin::role').getSuperAdmin();
  await portal.strapi
    .service('admin::user')
    .create({ email, firstname: 'Chief', password: PANEL_PASSWORD, roles: [superAdminRole.id], isActive: true });
  return panelToken(portal, email);
}
