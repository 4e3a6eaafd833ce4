/** The add form of news items: docs/requirements.md §5 rules from @hearth/common, defaults of docs/requirements.md §4. */
import { newsFormSchema, type NewsForm, type NewsItem } from '@hearth/common';
import { todayIso } from '../../../shared/format';

export const newsAddSchema = newsFormSchema;
export type NewsAddForm = NewsForm;

/** A new news item: active, dated today. */
export const blankNews = (): NewsAddForm => ({ title: '', body: '', publishDate: todayIso(), active: true, thumbnail: null });

export const newsFromForm = (form: NewsAddForm, now: Date = new Date()): NewsItem => ({
  id: 0,
  title: form.title,
  body: form.body,
  publishDate: form.publishDate,
  itemDate: now.toISOString(),
  active: form.active,
  thumbnail: form.thumbnail ?? null,
  thumbnailUrl: null,
  imageLinks: [],
});
