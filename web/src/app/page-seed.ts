/**
 * The data the server read for a public page, put in the query cache under the keys the page's
 * screens load it by (each feature's own, through its front door), so the server's render and the
 * browser's take-over show it without a call.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Locale, MeetingList, NewsItem, PropertyManager, RecordsIndex, SiteSettings } from '@hearth/common';
import { meetingKeys } from '../features/meetings';
import { newsKeys } from '../features/news';
import { recordKeys } from '../features/records';
import { queryKeys } from '../shared/api';

export function seedPageData(
  client: QueryClient,
  data: {
    settings: SiteSettings;
    news: NewsItem[];
    managers: PropertyManager[];
    meetings?: MeetingList;
    records?: RecordsIndex;
    /** The language the server read the news and managers in: the page's. */
    locale: Locale;
  },
): void {
  client.setQueryData(queryKeys.settings(), data.settings);
  client.setQueryData(newsKeys.published(data.locale), data.news);
  client.setQueryData(queryKeys.currentManagers(data.locale), data.managers);
  if (data.meetings) client.setQueryData(meetingKeys.meetings(), data.meetings);
  // A visitor's index: the one the server renders.
  if (data.records) client.setQueryData(recordKeys.index(false), data.records);
}
