/**
 * Query strings in the bracket style Strapi reads (filters[title][$eq]=x, sort[0]=title), by qs;
 * nulls are skipped. Its own module: qs and its helpers weigh ~16 KB gzipped, so the client loads
 * it only for the calls that send a query (the admin screens), not with the first page.
 */
import qs from 'qs';

export const toQueryString = (query: Record<string, unknown>): string =>
  qs.stringify(query, { skipNulls: true, addQueryPrefix: true, serializeDate: (d) => d.toISOString() });
