/** How each kind of registration is named on screen (register and manage-account forms). */
import type { RegistrationType } from '@hearth/common';

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  owner: 'Owner',
  tenant: 'Tenant',
  propmgr: 'Property Manager',
};
