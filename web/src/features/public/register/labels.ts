import type { RegistrationType } from '@hearth/common';

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  owner: 'Owner',
  tenant: 'Tenant',
  propmgr: 'Property Manager',
};
