/** Common's texts in one language, a module of its own so the web app fetches only the reader's. */
import { BookingMessages, Messages, RequestMessages, VoteMessages } from '../messages';
import { PAGE_WORDS } from './page-words';
import { bookingsFrCA, pageWordsFrCA, requestsFrCA, votesFrCA } from './kin.fr-CA';
import { messagesFrCA } from './messages.fr-CA';
import { translatorFor } from './translate';
import { PanelMessages } from '../panel-messages';
import { panelFrCA } from './panel.fr-CA';

/** Each message set of common with its translation. */
export const PAIRS = [
  { name: 'Messages', source: Messages, target: messagesFrCA },
  { name: 'BookingMessages', source: BookingMessages, target: bookingsFrCA },
  { name: 'RequestMessages', source: RequestMessages, target: requestsFrCA },
  { name: 'VoteMessages', source: VoteMessages, target: votesFrCA },
  { name: 'PAGE_WORDS', source: PAGE_WORDS, target: pageWordsFrCA },
  { name: 'PanelMessages', source: PanelMessages, target: panelFrCA },
] as const;

let translator: ((english: string) => string) | null = null;

/** A text of common's, written in English, in this language; a text it does not know stays as written. */
export function translate(english: string): string {
  translator ??= translatorFor(PAIRS);
  return translator(english);
}
