/** Common's texts in one language, a module of its own so the web app fetches only the reader's. */
import { BookingMessages, Messages, RequestMessages, VoteMessages } from '../messages';
import { PAGE_WORDS } from './page-words';
import { bookingsFrCA, pageWordsFrCA, requestsFrCA, votesFrCA } from './kin.fr-CA';
import { messagesFrCA } from './messages.fr-CA';
import { translatorFor } from './translate';
import { PanelMessages } from '../panel-messages';
import { panelFrCA } from './panel.fr-CA';
import { MEETING_KIND_LABELS, NOTICE_ROUND_LABELS } from '../meeting-labels';
import { DELIVERY_CHANNEL_LABELS, DELIVERY_CHOICE_ACTIONS, DELIVERY_CHOICE_LABELS, DELIVERY_RESULT_LABELS } from '../meetings/delivery';
import {
  deliveryActionsFrCA,
  deliveryChannelsFrCA,
  deliveryChoicesFrCA,
  deliveryResultsFrCA,
  chargeKindsFrCA,
  estoppelRequestersFrCA,
  meetingKindsFrCA,
  noticeRoundsFrCA,
} from './labels.fr-CA';
import { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from '../ledger-labels';
import { RECORD_WORDS } from './record-words';
import { recordWordsFrCA } from './records.fr-CA';

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
import { lifecycleFrCA, meetingsFrCA, noticesFrCA } from './meetings.fr-CA';
import { archiveFrCA, frozenRecordsFrCA, recordsFrCA } from './filing.fr-CA';
import { duesFrCA, ledgerFrCA, ledgerReportsFrCA } from './ledger.fr-CA';
import { configurationFrCA } from './configuration.fr-CA';
import { MESSAGE_HINTS } from './hints';

/** Each message set of common with its translation. */
export const PAIRS = [
  { name: 'Messages', source: Messages, target: messagesFrCA },
  { name: 'BookingMessages', source: BookingMessages, target: bookingsFrCA },
  { name: 'RequestMessages', source: RequestMessages, target: requestsFrCA },
  { name: 'VoteMessages', source: VoteMessages, target: votesFrCA },
  { name: 'PAGE_WORDS', source: PAGE_WORDS, target: pageWordsFrCA },
  { name: 'PanelMessages', source: PanelMessages, target: panelFrCA },
  { name: 'MEETING_KIND_LABELS', source: MEETING_KIND_LABELS, target: meetingKindsFrCA },
  { name: 'NOTICE_ROUND_LABELS', source: NOTICE_ROUND_LABELS, target: noticeRoundsFrCA },
  { name: 'DELIVERY_CHOICE_LABELS', source: DELIVERY_CHOICE_LABELS, target: deliveryChoicesFrCA },
  { name: 'DELIVERY_CHANNEL_LABELS', source: DELIVERY_CHANNEL_LABELS, target: deliveryChannelsFrCA },
  { name: 'DELIVERY_RESULT_LABELS', source: DELIVERY_RESULT_LABELS, target: deliveryResultsFrCA },
  { name: 'DELIVERY_CHOICE_ACTIONS', source: DELIVERY_CHOICE_ACTIONS, target: deliveryActionsFrCA },
  { name: 'RECORD_WORDS', source: RECORD_WORDS, target: recordWordsFrCA },
  { name: 'CHARGE_KIND_LABELS', source: CHARGE_KIND_LABELS, target: chargeKindsFrCA },
  { name: 'ESTOPPEL_REQUESTER_LABELS', source: ESTOPPEL_REQUESTER_LABELS, target: estoppelRequestersFrCA },
  { name: 'MeetingMessages', source: MeetingMessages, target: meetingsFrCA },
  { name: 'LifecycleMessages', source: LifecycleMessages, target: lifecycleFrCA },
  { name: 'NoticeMessages', source: NoticeMessages, target: noticesFrCA },
  { name: 'RecordsMessages', source: RecordsMessages, target: recordsFrCA },
  { name: 'FrozenRecordMessages', source: FrozenRecordMessages, target: frozenRecordsFrCA },
  { name: 'ArchiveMessages', source: ArchiveMessages, target: archiveFrCA },
  { name: 'LedgerMessages', source: LedgerMessages, target: ledgerFrCA },
  { name: 'DuesMessages', source: DuesMessages, target: duesFrCA },
  { name: 'LedgerReportMessages', source: LedgerReportMessages, target: ledgerReportsFrCA },
  { name: 'ConfigurationMessages', source: ConfigurationMessages, target: configurationFrCA },
] as const;

let translator: ((english: string) => string) | null = null;

/** A text of common's, written in English, in this language; a text it does not know stays as written. */
export function translate(english: string): string {
  translator ??= translatorFor(PAIRS, MESSAGE_HINTS);
  return translator(english);
}
