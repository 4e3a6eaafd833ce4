/** The site settings single type (GET /api/settings): names, administrator contact, city link, copyright year. */
import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@hearth/common';
import { settingsQuery } from '../api/site';

/** The settings the server inlined in index.html (a JSON data block), read once at start-up. */
function readInlinedSettings(): SiteSettings | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('hearth-settings')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteSettings;
  } catch {
    return undefined;
  }
}
const inlined = readInlinedSettings();
const inlinedAt = Date.now();

/** The association's name as the first byte named it, for tab titles before any query ran. */
export const inlinedSiteName = (): string | undefined => inlined?.siteName || undefined;

export function useSiteSettings() {
  return useQuery({
    ...settingsQuery(),
    // The page came with them: the first render already has the association's name.
    initialData: inlined,
    initialDataUpdatedAt: inlined ? inlinedAt : undefined,
    staleTime: 10 * 60 * 1000,
  });
}

/** The association's time zone (site settings): every date and time is shown in it; undefined until read (then the reader's). */
export const useAssociationZone = (): string | undefined => useSiteSettings().data?.timeZone;
