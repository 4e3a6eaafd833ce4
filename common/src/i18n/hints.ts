/**
 * The messages of common whose English does not show their arguments as given (translate.ts, MessageHint):
 * a kind said by its label, a total the English adds up, a list it joins. The same in every language.
 */
import { MEETING_KINDS, RECORD_AUDIENCES } from '../rule-packs/types';
import { NOTICE_KINDS } from '../notices';
import type { MessageHints } from './translate';

/** "Sent to 3 of 10 residents": the notice's sent and still pending, read back from the sent and the total. */
const readSending = (english: string) => {
  const match = /^Sent to (\d+) of (\d+) residents$/.exec(english);
  return match ? [Number(match[1]), Number(match[2]) - Number(match[1])] : null;
};

/** A list the English joins with ", " (names of directors, of settings), read back as the list. */
const readList =
  (regex: RegExp) =>
  (english: string): unknown[] | null => {
    const match = regex.exec(english);
    return match ? match.slice(1).map((part, i) => (i === match.length - 2 ? part.split(', ') : part)) : null;
  };

export const MESSAGE_HINTS: MessageHints = {
  MeetingMessages: { tooLate: { choices: { 0: MEETING_KINDS } } },
  NoticeMessages: {
    unsubscribed: { choices: { 0: NOTICE_KINDS } },
    unsubscribeConfirm: { choices: { 0: NOTICE_KINDS } },
    sending: { read: readSending },
  },
  RecordsMessages: { audienceTooWide: { choices: { 1: RECORD_AUDIENCES } } },
  ArchiveMessages: {
    roleInUse: { read: readList(/^The board role '([\s\S]+)' cannot be deleted: it is used by ([\s\S]+)\. Remove it from/) },
  },
  ConfigurationMessages: { secretsPartlySet: { read: readList(/^([\s\S]+?) (?:is|are) not set while/) } },
};
