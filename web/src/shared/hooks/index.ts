export { useSiteSettings, siteSettingsKey } from './useSiteSettings';
export { useLoginAction } from './useLoginAction';
export { useMyProfile, myProfileKey, fetchMyProfile, ensureMyProfile, profileFromClaims } from './useMyProfile';
