import { DEFAULT_FAQ_ID, type Faq } from '@hearth/common';

/** The FAQ shown first: id 1 (docs/requirements.md §9) when it exists, else the first one. */
export const initialFaqId = (faqs: Faq[]): number | null =>
  faqs.some((f) => f.id === DEFAULT_FAQ_ID) ? DEFAULT_FAQ_ID : (faqs[0]?.id ?? null);

export const sortedDetails = (faq: Faq) => [...(faq.details ?? [])].sort((a, b) => a.sequence - b.sequence);
