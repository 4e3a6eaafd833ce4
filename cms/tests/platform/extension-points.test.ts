/**
 * The portal changes Strapi's parts where Strapi loads changes by its conventions, not by
 * rewriting them after they are loaded (docs/architecture.md): the users-permissions extension
 * (src/extensions/users-permissions) and the account's services (src/api/account/services).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';

const USER_UID = 'plugin::users-permissions.user';
const PORTAL_ACCOUNT_FIELDS = {
  portalRoles: { type: 'json' },
  claims: { type: 'json' },
  tokensValidAfter: { type: 'biginteger', private: true },
  emailUnverified: { type: 'boolean', default: false, private: true },
  previousEmail: { type: 'string', private: true },
};

describe('extension points', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('loads users-permissions without its content-API routes, its admin routes kept', () => {
    const routes = portal.strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: unknown[] }>;
    expect(routes['content-api'].routes).toEqual([]);
    expect(routes.admin.routes.length).toBeGreaterThan(0); // the panel's Users & Permissions screens
  });

  it("the account's schema, as Strapi read it, holds the portal's fields (what the panel and typegen see)", () => {
    const user = portal.strapi.contentType(USER_UID) as unknown as { __schema__: { attributes: Record<string, unknown> } };
    for (const [name, attribute] of Object.entries(PORTAL_ACCOUNT_FIELDS)) {
      expect(user.__schema__.attributes[name], name).toMatchObject({ ...attribute, configurable: false });
    }
    // users-permissions' own fields stay as the plugin declares them.
    expect(user.__schema__.attributes.email).toMatchObject({ type: 'email', required: true });
    expect(user.__schema__.attributes.password).toMatchObject({ type: 'password', private: true });
  });

  it("loads the account's services from src/api/account/services, one per identity service", () => {
    const files = fs.readdirSync(path.resolve(__dirname, '../../src/api/account/services')).map((file) => file.replace(/\.ts$/, ''));
    const loaded = Object.keys((portal.strapi.api('account') as unknown as { services: Record<string, unknown> }).services);
    expect(loaded.sort()).toEqual(files.sort());
    for (const name of files) expect(portal.strapi.service(`api::account.${name}` as never), name).toBeTruthy();
  });
});
