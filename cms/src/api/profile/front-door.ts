/**
 * The front door of the profile module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export {
  accountsNamedLike,
  accountsWithProfile,
  inLastNameOrder,
  liveProfiles,
  profileIdOf,
  profileNamesOf,
  profilesWith,
} from './model/people';
export type { ListedProfile } from './model/people';
export type { default as profileService } from './services/profile';
