/**
 * The FAQs' calls (docs/api.md): the members' list; the query keys, the editor's too (its calls are
 * in admin/api.ts). The editor's list holds unsaved edits, so its key is its own.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Faq } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const faqKeys = {
  members: () => ['faq'] as const,
  editor: () => ['admin', 'faqs'] as const,
};

export const faqsQuery = () => queryOptions({ queryKey: faqKeys.members(), queryFn: () => apiClient.get<Faq[]>('/faq') });
