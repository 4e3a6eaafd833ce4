export { useSiteSettings, siteSettingsKey } from './useSiteSettings';
export { useLoginAction } from './useLoginAction';
