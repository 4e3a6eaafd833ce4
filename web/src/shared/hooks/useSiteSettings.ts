/** The site settings single type (GET /api/settings): names, administrator contact, city link, copyright year. */
import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@hearth/common';
import { apiClient } from '../api/client';

export const siteSettingsKey = ['settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: () => apiClient.get<SiteSettings>('/settings'),
    staleTime: 10 * 60 * 1000,
  });
}
