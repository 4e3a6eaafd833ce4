/**
 * The demo accounts the seed creates, all with DEMO_PASSWORD. Data only, so the browser journeys
 * read the same list.
 */
import type { Role } from '@hearth/common';

export const DEMO_STREET = 'Maple Court';
const DEMO_EMAIL_DOMAIN = 'maplecourt.test';

export type DemoUsername = 'admin' | 'director' | 'owner' | 'tenant' | 'propmgr';

export interface DemoAccount {
  username: DemoUsername;
  roles: Role[];
  firstName: string;
  lastName: string;
  unitNumber: string;
  userType: 'owner' | 'tenant' | 'propmgr';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', roles: ['admin', 'owner'], firstName: 'Grace', lastName: 'Holloway', unitNumber: '101', userType: 'owner' },
  { username: 'director', roles: ['director', 'owner'], firstName: 'Martin', lastName: 'Okafor', unitNumber: '204', userType: 'owner' },
  { username: 'owner', roles: ['owner'], firstName: 'Priya', lastName: 'Raman', unitNumber: '307', userType: 'owner' },
  { username: 'tenant', roles: ['tenant'], firstName: 'Lucas', lastName: 'Moreau', unitNumber: '412', userType: 'tenant' },
  { username: 'propmgr', roles: ['propmgr'], firstName: 'Dana', lastName: 'Whitfield', unitNumber: '1', userType: 'propmgr' },
];

export const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;
