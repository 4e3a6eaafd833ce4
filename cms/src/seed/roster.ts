/**
 * The demo roster (docs/requirements.md §15): the demo accounts' units and a few
 * more on their street, with unequal entitlements, so the demo owners can vote and the demo
 * residents book at once.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../platform/content-registry';
import { rosterKeyOf } from '../api/unit/services/roster';
import { DEMO_ACCOUNTS, DEMO_STREET } from './demo-accounts';

const EXTRA_UNITS = ['102', '103', '205', '308'];
const ENTITLEMENT: Record<string, number> = { '101': 1.2, '204': 1, '307': 0.8, '412': 1.5 };

export async function seedRoster(strapi: Core.Strapi): Promise<void> {
  const numbers = [...DEMO_ACCOUNTS.filter((a) => a.userType !== 'propmgr').map((a) => a.unitNumber), ...EXTRA_UNITS];
  for (const number of numbers) {
    const rosterKey = rosterKeyOf(number, DEMO_STREET);
    if (await strapi.db.query(UID.unit).findOne({ where: { rosterKey } })) continue;
    await strapi.db.query(UID.unit).create({ data: { number, street: DEMO_STREET, entitlement: ENTITLEMENT[number] ?? 1, rosterKey } });
  }
}
