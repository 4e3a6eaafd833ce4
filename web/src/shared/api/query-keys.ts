/**
 * The query keys of the data shared/ itself loads (site settings, one's own profile and standing,
 * the current managers, an archive list, the meetings' delivery choice). Each feature keeps its
 * own keys in its api module; a feature that reads another capability's data does it by a query of
 * its own, keyed under that data's key, so a change there still refreshes it.
 */
import type { ArchiveKind, Locale } from '@hearth/common';

/** Profiles of everybody, or of the owners only (the users screen). */
export type ProfileScope = 'ownersOnly' | 'all';

export const queryKeys = {
  settings: () => ['settings'] as const,
  myProfile: (userId: number | null) => ['profile', 'mine', userId] as const,
  standing: (userId: number | null) => ['profile', 'standing', userId] as const,
  currentManagers: (locale?: Locale) =>
    locale ? (['propertymanager', 'current', locale] as const) : (['propertymanager', 'current'] as const),
  meetingConsent: () => ['meetings', 'consent'] as const,
  archived: (kind: ArchiveKind) => ['admin', 'archived', kind] as const,
};
