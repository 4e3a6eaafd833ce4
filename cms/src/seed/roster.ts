/**
 * The demo roster (docs/requirements.md, "The unit roster"): the demo accounts' units and a few
 * more on their street, with unequal entitlements, so the demo owners can vote and the demo
 * residents book at once.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../platform/content-registry';
import { rosterKeyOf } from '../api/unit/front-door';
import { DEMO_ACCOUNTS, DEMO_STREET, demoEmail } from './demo-accounts';

const EXTRA_UNITS = ['102', '103', '205', '308'];
const ENTITLEMENT: Record<string, number> = { '101': 1.2, '204': 1, '307': 0.8, '412': 1.5 };

export async function seedRoster(strapi: Core.Strapi): Promise<void> {
  const numbers = [...DEMO_ACCOUNTS.filter((a) => a.userType !== 'propmgr').map((a) => a.unitNumber), ...EXTRA_UNITS];
  for (const number of numbers) {
    const rosterKey = rosterKeyOf(number, DEMO_STREET);
    if (await strapi.db.query(UID.unit).findOne({ where: { rosterKey } })) continue;
    await strapi.db.query(UID.unit).create({ data: { number, street: DEMO_STREET, entitlement: ENTITLEMENT[number] ?? 1, rosterKey } });
  }
  // The demo residents are on the roster as the association's records would have them: their
  // unit-bound rights come from these rows (docs/requirements.md, "The unit roster").
  for (const account of DEMO_ACCOUNTS) {
    const unit = await strapi.db.query(UID.unit).findOne({ where: { rosterKey: rosterKeyOf(account.unitNumber, DEMO_STREET) } });
    const profile = await strapi.db.query(UID.profile).findOne({ where: { userName: account.username }, select: ['id'] });
    if (!unit || !profile) continue;
    if (await strapi.db.query(UID.unitMember).findOne({ where: { profileId: profile.id } })) continue;
    await strapi.db.query(UID.unitMember).create({
      data: {
        unitId: unit.id,
        relation: account.userType,
        firstName: account.firstName,
        lastName: account.lastName,
        email: demoEmail(account.username),
        profileId: profile.id,
      },
    });
  }
}
