/**
 * The FAQs' calls (docs/api.md): the members' list; the query keys, the editor's too (its calls are
 * in admin/api.ts). The editor's list holds unsaved edits, so its key is its own.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Faq, Locale } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const faqKeys = {
  members: (locale?: Locale) => (locale ? (['faq', locale] as const) : (['faq'] as const)),
  editor: () => ['admin', 'faqs'] as const,
};

/** In the page's language: an FAQ without a translation comes in English, marked (docs/api.md). */
export const faqsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: faqKeys.members(locale),
    queryFn: () => apiClient.get<Faq[]>('/faq', { headers: { 'Accept-Language': locale } }),
  });
