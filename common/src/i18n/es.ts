/** Common's texts in one language, a module of its own so the web app fetches only the reader's. */
import { BookingMessages, Messages, RequestMessages, VoteMessages } from '../messages';
import { PAGE_WORDS } from './page-words';
import { bookingsEs, pageWordsEs, requestsEs, votesEs } from './kin.es';
import { messagesEs } from './messages.es';
import { translatorFor } from './translate';
import { PanelMessages } from '../panel-messages';
import { panelEs } from './panel.es';

/** Each message set of common with its translation. */
export const PAIRS = [
  { name: 'Messages', source: Messages, target: messagesEs },
  { name: 'BookingMessages', source: BookingMessages, target: bookingsEs },
  { name: 'RequestMessages', source: RequestMessages, target: requestsEs },
  { name: 'VoteMessages', source: VoteMessages, target: votesEs },
  { name: 'PAGE_WORDS', source: PAGE_WORDS, target: pageWordsEs },
  { name: 'PanelMessages', source: PanelMessages, target: panelEs },
] as const;

let translator: ((english: string) => string) | null = null;

/** A text of common's, written in English, in this language; a text it does not know stays as written. */
export function translate(english: string): string {
  translator ??= translatorFor(PAIRS);
  return translator(english);
}
