import type { Core } from '@strapi/strapi';
import { VISITOR_USERNAME } from '@hearth/common';
import { UID } from '../platform/content-registry';
import { settings as portalSettings } from '../platform/settings';

const BOARD_ROLES = ['President', 'Vice-President', 'Treasurer', 'Secretary', 'Director at large', 'Social Committee Chair'];

/** What every portal needs, demo or not. Idempotent: only creates what is missing, never edits. */
export async function seedEssentials(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.documents(UID.boardRole);
  for (const [index, role] of BOARD_ROLES.entries()) {
    if (!(await roles.findFirst({ filters: { role } }))) await roles.create({ data: { role, sortOrder: index + 1 } });
  }

  const profiles = strapi.documents(UID.profile);
  if (!(await profiles.findFirst({ filters: { userName: VISITOR_USERNAME } }))) {
    await profiles.create({
      data: {
        userName: VISITOR_USERNAME,
        firstName: 'Visitor',
        lastName: '(anonymous)',
        authenticated: false,
        registrationDate: new Date().toISOString(),
      },
    });
  }

  const settings = strapi.documents(UID.siteSetting);
  if (!(await settings.findFirst())) {
    await settings.create({
      data: {
        ...portalSettings().seed.site,
        copyrightStartYear: '2017',
        rulePack: 'none',
      },
    });
  }
}
