/**
 * Test sign-in shortcut: an access token signed with the portal's own key, with the
 * issuer and audience the API checks, exactly as the identity provider issues them.
 * The full authorization-code flow is exercised by tests/identity.
 */
import { importJWK, SignJWT } from 'jose';
import type { TestPortal } from './portal';

export async function accessTokenFor(
  portal: TestPortal,
  userId: number,
  options: { expiresIn?: string; audience?: string; authTime?: number } = {},
) {
  const jwk = await portal.strapi.service('api::account.signing-keys').privateJwk();
  const key = await importJWK(jwk, 'RS256');
  // auth_time: when the person signed in (the provider adds it); now unless a test says otherwise.
  const authTime = options.authTime ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid profile email api.read', client_id: 'portal-web', auth_time: authTime })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(`${portal.url}/oidc`)
    .setAudience(options.audience ?? `${portal.url}/api`)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .setJti(crypto.randomUUID())
    .sign(key);
}

/** Creates an account with the given portal roles (and a matching profile) directly in the database. */
export async function createAccount(portal: TestPortal, username: string, roles: string[], extra: Record<string, unknown> = {}) {
  const { strapi } = portal;
  const authenticatedRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await strapi.documents('plugin::users-permissions.user').create({
    data: {
      username,
      email: `${username}@example.org`,
      password: 'Secret-Passw0rd!',
      confirmed: true,
      blocked: false,
      provider: 'local',
      role: authenticatedRole?.id,
      portalRoles: roles,
      claims: [],
      ...extra,
    } as never,
  });
  const profile = await strapi.documents('api::profile.profile').create({
    data: {
      userId: user.id,
      userName: username,
      firstName: username[0].toUpperCase() + username.slice(1),
      lastName: 'Tester',
      unitNumber: String(100 + Math.floor(Math.random() * 800)),
      streetName: 'Maple Court',
      email: `${username}@example.org`,
      userType: (roles.find((r) => ['owner', 'tenant', 'propmgr'].includes(r)) as 'owner') ?? 'owner',
      registrationDate: new Date().toISOString(),
      authenticated: true,
    },
  });
  return { user, profile, token: await accessTokenFor(portal, user.id) };
}
