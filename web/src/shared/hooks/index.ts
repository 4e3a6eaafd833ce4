export { useSiteSettings } from './useSiteSettings';
export { useLoginAction } from './useLoginAction';
export { useMyProfile, ensureMyProfile } from './useMyProfile';
