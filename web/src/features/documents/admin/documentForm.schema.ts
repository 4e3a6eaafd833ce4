/** The add form of newsletters, minutes and community documents: docs/requirements.md §5 rules from @hearth/common. */
import { documentFormSchema, type DocType } from '@hearth/common';
import type { z } from 'zod';
import { todayIso } from '../../../shared/format';

export const documentAddSchema = documentFormSchema;
export type DocumentAddForm = z.infer<ReturnType<typeof documentFormSchema>>;

/** A new document: docType fixed by the screen, date today (docs/requirements.md §4). */
export const blankDocument = (docType: DocType): DocumentAddForm => ({
  title: '',
  documentDate: todayIso(),
  documentName: '',
  docType,
});
