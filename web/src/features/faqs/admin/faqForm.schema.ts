/** The FAQ form: docs/requirements.md §5 rules from @hearth/common; id 0 means a new FAQ (docs/requirements.md §4). */
import { faqFormSchema, type Faq } from '@hearth/common';
import type { z } from 'zod';

export const faqEditSchema = faqFormSchema;
export type FaqFormInput = z.input<typeof faqFormSchema>;
export type FaqFormOutput = z.output<typeof faqFormSchema>;

export const blankFaq = (): FaqFormInput => ({ id: 0, question: '', answer: '', details: [] });

export const faqToForm = (faq: Faq): FaqFormInput => ({
  id: faq.id,
  question: faq.question,
  answer: faq.answer,
  details: [...faq.details].sort((a, b) => a.sequence - b.sequence).map((d) => ({ ...d })),
});

/** A new detail's sequence is the current count plus 1. */
export const nextSequence = (details: readonly unknown[]) => details.length + 1;

/** The bottom save button shows while adding and with more than 2 details (docs/requirements.md §2.4). */
export const showBottomSave = (id: number | undefined, detailCount: number) => (id ?? 0) === 0 && detailCount > 2;
