/** Common's texts in one language, a module of its own so the web app fetches only the reader's. */
import { BookingMessages, Messages, RequestMessages, VoteMessages } from '../messages';
import { PAGE_WORDS } from './page-words';
import { bookingsEs, pageWordsEs, requestsEs, votesEs } from './kin.es';
import { messagesEs } from './messages.es';
import { translatorFor } from './translate';
import { PanelMessages } from '../panel-messages';
import { panelEs } from './panel.es';
import { MEETING_KIND_LABELS, NOTICE_ROUND_LABELS } from '../meeting-labels';
import { DELIVERY_CHANNEL_LABELS, DELIVERY_CHOICE_ACTIONS, DELIVERY_CHOICE_LABELS, DELIVERY_RESULT_LABELS } from '../meetings/delivery';
import {
  chargeKindsEs,
  deliveryActionsEs,
  deliveryChannelsEs,
  deliveryChoicesEs,
  deliveryResultsEs,
  estoppelRequestersEs,
  meetingKindsEs,
  noticeRoundsEs,
} from './labels.es';
import { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from '../ledger-labels';
import { RECORD_WORDS } from './record-words';
import { recordWordsEs } from './records.es';

import { MeetingMessages } from '../meetings';
import { LifecycleMessages } from '../meeting-lifecycle';
import { NoticeMessages } from '../notices';
import { RecordsMessages } from '../records';
import { FrozenRecordMessages } from '../records-frozen';
import { ArchiveMessages } from '../activity';
import { LedgerMessages } from '../ledger';
import { DuesMessages } from '../ledger-dues';
import { LedgerReportMessages } from '../ledger-reports';
import { ConfigurationMessages } from '../configuration';
import { lifecycleEs, meetingsEs, noticesEs } from './meetings.es';
import { archiveEs, frozenRecordsEs, recordsEs } from './filing.es';
import { duesEs, ledgerEs, ledgerReportsEs } from './ledger.es';
import { configurationEs } from './configuration.es';
import { MESSAGE_HINTS } from './hints';

/** Each message set of common with its translation. */
export const PAIRS = [
  { name: 'Messages', source: Messages, target: messagesEs },
  { name: 'BookingMessages', source: BookingMessages, target: bookingsEs },
  { name: 'RequestMessages', source: RequestMessages, target: requestsEs },
  { name: 'VoteMessages', source: VoteMessages, target: votesEs },
  { name: 'PAGE_WORDS', source: PAGE_WORDS, target: pageWordsEs },
  { name: 'PanelMessages', source: PanelMessages, target: panelEs },
  { name: 'MEETING_KIND_LABELS', source: MEETING_KIND_LABELS, target: meetingKindsEs },
  { name: 'NOTICE_ROUND_LABELS', source: NOTICE_ROUND_LABELS, target: noticeRoundsEs },
  { name: 'DELIVERY_CHOICE_LABELS', source: DELIVERY_CHOICE_LABELS, target: deliveryChoicesEs },
  { name: 'DELIVERY_CHANNEL_LABELS', source: DELIVERY_CHANNEL_LABELS, target: deliveryChannelsEs },
  { name: 'DELIVERY_RESULT_LABELS', source: DELIVERY_RESULT_LABELS, target: deliveryResultsEs },
  { name: 'DELIVERY_CHOICE_ACTIONS', source: DELIVERY_CHOICE_ACTIONS, target: deliveryActionsEs },
  { name: 'RECORD_WORDS', source: RECORD_WORDS, target: recordWordsEs },
  { name: 'CHARGE_KIND_LABELS', source: CHARGE_KIND_LABELS, target: chargeKindsEs },
  { name: 'ESTOPPEL_REQUESTER_LABELS', source: ESTOPPEL_REQUESTER_LABELS, target: estoppelRequestersEs },
  { name: 'MeetingMessages', source: MeetingMessages, target: meetingsEs },
  { name: 'LifecycleMessages', source: LifecycleMessages, target: lifecycleEs },
  { name: 'NoticeMessages', source: NoticeMessages, target: noticesEs },
  { name: 'RecordsMessages', source: RecordsMessages, target: recordsEs },
  { name: 'FrozenRecordMessages', source: FrozenRecordMessages, target: frozenRecordsEs },
  { name: 'ArchiveMessages', source: ArchiveMessages, target: archiveEs },
  { name: 'LedgerMessages', source: LedgerMessages, target: ledgerEs },
  { name: 'DuesMessages', source: DuesMessages, target: duesEs },
  { name: 'LedgerReportMessages', source: LedgerReportMessages, target: ledgerReportsEs },
  { name: 'ConfigurationMessages', source: ConfigurationMessages, target: configurationEs },
] as const;

let translator: ((english: string) => string) | null = null;

/** A text of common's, written in English, in this language; a text it does not know stays as written. */
export function translate(english: string): string {
  translator ??= translatorFor(PAIRS, MESSAGE_HINTS);
  return translator(english);
}
