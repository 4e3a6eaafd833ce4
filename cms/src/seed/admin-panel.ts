import type { Core } from '@strapi/strapi';
import { generatePassword, saveCredentials } from './credentials';
import { settings } from '../platform/settings';

/**
 * The Strapi admin panel's first super admin, created with Strapi's own admin services when
 * no admin user exists: ADMIN_EMAIL / ADMIN_PASSWORD, else generated, printed once and saved.
 */
export async function seedAdminPanel(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  const { adminEmail: email, adminPassword: given } = settings().seed;
  const password = given || generatePassword();
  await users.createFirstAdmin({ email, firstname: 'Portal', lastname: 'Administrator', password });

  if (!given) {
    saveCredentials({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
    strapi.log.info(`[hearth] Strapi admin panel super admin created: ${email} / ${password} (saved in DATA_DIR/credentials.txt)`);
  } else {
    strapi.log.info(`[hearth] Strapi admin panel super admin created: ${email} (password from ADMIN_PASSWORD)`);
  }
}
