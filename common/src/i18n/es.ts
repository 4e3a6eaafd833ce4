/** Common's texts in one language, a module of its own so the web app fetches only the reader's. */
import { BookingMessages, Messages, RequestMessages, VoteMessages } from '../messages';
import { PAGE_TITLES, RENDERED_PAGE_DESCRIPTIONS } from '../pages';
import { bookingsEs, pageDescriptionsEs, pageTitlesEs, requestsEs, votesEs } from './kin.es';
import { messagesEs } from './messages.es';
import { translatorFor } from './translate';

/** Each message set of common with its translation. */
export const PAIRS = [
  { name: 'Messages', source: Messages, target: messagesEs },
  { name: 'BookingMessages', source: BookingMessages, target: bookingsEs },
  { name: 'RequestMessages', source: RequestMessages, target: requestsEs },
  { name: 'VoteMessages', source: VoteMessages, target: votesEs },
  { name: 'PAGE_TITLES', source: PAGE_TITLES, target: pageTitlesEs },
  { name: 'RENDERED_PAGE_DESCRIPTIONS', source: RENDERED_PAGE_DESCRIPTIONS, target: pageDescriptionsEs },
] as const;

let translator: ((english: string) => string) | null = null;

/** A text of common's, written in English, in this language; a text it does not know stays as written. */
export function translate(english: string): string {
  translator ??= translatorFor(PAIRS);
  return translator(english);
}
