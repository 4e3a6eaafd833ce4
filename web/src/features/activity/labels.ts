/**
 * The activity record's words in the reader's language: common's kind labels (ACTIVITY_KIND_LABELS: a recorded
 * admin screen by its menu entry, the others by their own label), where a change came from, and what was done.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ACTIVITY_KIND_LABELS, type ActivityKind, type ActivitySurface } from '@hearth/common';
import { registryLabel } from '../../shared/i18n/labels';

const OTHER_KIND_WORDS: Partial<Record<ActivityKind, MessageDescriptor>> = {
  board: msg`Board director`,
  boardRole: msg`Board role`,
  manager: msg({ message: 'Property manager', context: 'kind of record changed' }),
  document: msg`Document`,
  faq: msg`FAQ`,
  settings: msg`Site settings`,
  profile: msg`Profile`,
  account: msg`Account (roles, e-mail, password)`,
  panelAccount: msg`Admin panel account`,
  unit: msg`Unit`,
  unitMember: msg`Person on the unit roster`,
  vote: msg`Vote`,
  amenity: msg`Amenity (and its bookings)`,
  request: msg`Service request`,
  requestCategory: msg`Service request category`,
  requestComment: msg`Service request comment`,
  meeting: msg`Meeting`,
  noticeConsent: msg`Consent to electronic notice`,
  recordCategory: msg`Records category`,
  recordsRequest: msg`Records request`,
};

const SURFACE_WORDS: Record<ActivitySurface, MessageDescriptor> = {
  portal: msg`portal`,
  'admin panel': msg`admin panel`,
  system: msg`system`,
};

const ACTION_WORDS: Record<string, MessageDescriptor> = {
  create: msg`added`,
  update: msg`changed`,
  delete: msg`deleted`,
  archive: msg`archived`,
  restore: msg`restored`,
};

export function kindLabel(i18n: I18n, kind: ActivityKind): string {
  const words = OTHER_KIND_WORDS[kind];
  if (words) return i18n._(words);
  const label = ACTIVITY_KIND_LABELS[kind] as string | undefined;
  return label ? registryLabel(i18n, label) : kind;
}

export const surfaceLabel = (i18n: I18n, surface: ActivitySurface) => (SURFACE_WORDS[surface] ? i18n._(SURFACE_WORDS[surface]) : surface);

export const actionLabel = (i18n: I18n, action: string) => (ACTION_WORDS[action] ? i18n._(ACTION_WORDS[action]) : action);
