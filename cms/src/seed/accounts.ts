/**
 * Demo accounts (admin, director, owner, tenant, propmgr) with their profiles, and the
 * director on the board. Only missing ones are created; existing ones are never edited.
 */
import type { Core } from '@strapi/strapi';
import { generatePassword, readCredentials, saveCredentials } from './credentials';
import { UID } from '../platform/content-registry';
import { settings } from '../platform/settings';
import { DEMO_ACCOUNTS, DEMO_STREET, demoEmail, type DemoAccount } from './demo-accounts';

/** DEMO_PASSWORD, or the one generated on an earlier start, or a new one (saved and printed once). */
function demoPassword(strapi: Core.Strapi): string {
  const given = settings().seed.demoPassword;
  if (given) return given;
  const saved = readCredentials().DEMO_PASSWORD;
  if (saved) return saved;
  const password = generatePassword();
  saveCredentials({ DEMO_PASSWORD: password });
  strapi.log.info(
    `[hearth] Demo accounts ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')} created with password ${password} (saved in DATA_DIR/credentials.txt)`,
  );
  return password;
}

export async function seedDemoAccounts(strapi: Core.Strapi): Promise<void> {
  const userQuery = strapi.db.query('plugin::users-permissions.user');
  const existing = await userQuery.findMany({ where: { username: { $in: DEMO_ACCOUNTS.map((a) => a.username) } }, select: ['username'] });
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((u: { username: string }) => u.username === a.username));
  if (missing.length === 0) return;

  const password = demoPassword(strapi);
  const authenticated = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  for (const account of missing) {
    const email = demoEmail(account.username);
    const address = JSON.stringify({ unit_number: account.unitNumber, street_name: DEMO_STREET });
    const user = await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: account.username,
        email,
        password,
        confirmed: true,
        blocked: false,
        provider: 'local',
        role: authenticated?.id,
        portalRoles: account.roles,
        claims: [
          { type: 'given_name', value: account.firstName },
          { type: 'family_name', value: account.lastName },
          { type: 'address', value: address },
          { type: 'email', value: email },
        ],
      });
    const profile = await ensureProfile(strapi, account, user.id, email);
    if (account.roles.includes('director')) await ensureBoardDirector(strapi, account, email, profile.documentId);
  }
}

async function ensureProfile(strapi: Core.Strapi, account: DemoAccount, userId: number, email: string) {
  const profiles = strapi.documents(UID.profile);
  const found = await profiles.findFirst({ filters: { userName: account.username } });
  if (found) return found;
  return profiles.create({
    data: {
      userId,
      userName: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      unitNumber: account.unitNumber,
      streetName: DEMO_STREET,
      email,
      userType: account.userType,
      registrationDate: new Date().toISOString(),
      authenticated: true,
    },
  });
}

async function ensureBoardDirector(strapi: Core.Strapi, account: DemoAccount, email: string, profileDocumentId: string) {
  const directors = strapi.documents(UID.boardDirector);
  if (await directors.findFirst({ filters: { email } })) return;
  const president = await strapi.documents(UID.boardRole).findFirst({ filters: { role: 'President' } });
  await directors.create({
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      unitNumber: account.unitNumber,
      phone: '416-555-0142',
      email,
      position: 1,
      active: true,
      roles: president ? [president.documentId] : [],
      profile: profileDocumentId,
    },
  });
}
