/**
 * A document's day (stored yyyy-mm-dd) as its reader writes it: English keeps the portal's "Mar 5, 2024"
 * (shared/format), French and Spanish get Intl's medium date in their language ("5 mars 2024"). A day, not
 * an instant: read in UTC so no time zone moves it.
 */
import { formatDate } from '../../shared/format';

const DAY = /^\d{4}-\d{2}-\d{2}/;

export function readerDay(locale: string, value: string | null | undefined): string {
  if (locale === 'en' || !value || !DAY.test(value)) return formatDate(value);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
  } catch {
    return formatDate(value);
  }
}
