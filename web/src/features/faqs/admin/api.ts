/** The editor's calls (Admin: FAQs): the list and its save. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Messages, type Faq, type FaqBody } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import type { ServerOutcome } from '../../../shared/editable-list/outcome';
import { faqKeys } from '../api';

export const editorFaqsQuery = () => queryOptions({ queryKey: faqKeys.editor(), queryFn: () => apiClient.get<Faq[]>('/faq') });

/** The server refuses unknown fields, so a FAQ is sent with exactly its wire fields (common's FaqBody). */
const faqModel = (f: Faq): FaqBody => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  details: f.details.map((d) => ({ ...(d.id ? { id: d.id } : {}), sequence: Number(d.sequence), body: d.body })),
});

/** A new FAQ (id 0) is added, an edited one updated; either answers the FAQ only, so the list is loaded again. */
export const faqMutations = {
  save: () =>
    mutationOptions({
      mutationFn: async (faq: Faq): Promise<ServerOutcome<Faq>> => {
        const body = faqModel(faq);
        if (faq.id === 0) await apiClient.post<Faq>('/faq/add', body, { idempotent: true });
        else await apiClient.put<Faq>('/faq/update', body);
        return { messages: [faq.id === 0 ? Messages.faqAdded : Messages.faqUpdated] };
      },
    }),
};
