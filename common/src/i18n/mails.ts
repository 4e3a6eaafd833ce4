/**
 * The e-mails' and printed documents' texts in each language (docs/architecture.md, "Languages"): the
 * English sets of common/src/mail-texts.ts and one typed table per language, so a missing or extra key
 * does not compile. Unlike common's messages these are not recognised back from English: a sender
 * writes each mail in its recipient's language from the start (mailTexts), amounts and days through
 * Intl in that language.
 */
import { formatCents } from '../ledger-dues';
import type { Locale } from '../locale';
import {
  AccountMail,
  BookingMail,
  EditorMail,
  ComplianceWords,
  EstoppelWords,
  JournalWords,
  LedgerMemoWords,
  NoticeCertificateWords,
  MeetingDocWords,
  MeetingMail,
  NewsFeedWords,
  NoticeWords,
  SecurityMail,
  StaffMail,
  StatementMail,
  VerificationMail,
  VoteMail,
} from '../mail-texts';
import { RecordsRequestMail } from '../records';
import { VoteReportWords } from '../vote-report';
import {
  estoppelWordsEs,
  meetingDocWordsEs,
  noticeWordsEs,
  recordsMailEs,
  staffMailEs,
  verificationMailEs,
  voteReportEs,
  securityMailEs,
  editorMailEs,
  journalWordsEs,
  complianceWordsEs,
  noticeCertificateWordsEs,
  newsFeedWordsEs,
} from './docs.es';
import {
  estoppelWordsFrCA,
  meetingDocWordsFrCA,
  noticeWordsFrCA,
  recordsMailFrCA,
  staffMailFrCA,
  verificationMailFrCA,
  voteReportFrCA,
  securityMailFrCA,
  editorMailFrCA,
  journalWordsFrCA,
  complianceWordsFrCA,
  noticeCertificateWordsFrCA,
  newsFeedWordsFrCA,
} from './docs.fr-CA';
import { accountMailEs, bookingMailEs, ledgerMemoEs, meetingMailEs, statementMailEs, voteMailEs } from './mails.es';
import { accountMailFrCA, bookingMailFrCA, ledgerMemoFrCA, meetingMailFrCA, statementMailFrCA, voteMailFrCA } from './mails.fr-CA';
import { translatorFor, type TranslationOf } from './translate';

export { momentIn, monthIn } from './formats';

const ENGLISH = {
  account: AccountMail,
  booking: BookingMail,
  statement: StatementMail,
  vote: VoteMail,
  meeting: MeetingMail,
  staff: StaffMail,
  notice: NoticeWords,
  records: RecordsRequestMail,
  voteReport: VoteReportWords,
  estoppel: EstoppelWords,
  meetingDoc: MeetingDocWords,
  verification: VerificationMail,
  security: SecurityMail,
  editor: EditorMail,
  journal: JournalWords,
  compliance: ComplianceWords,
  noticeCertificate: NoticeCertificateWords,
  newsFeed: NewsFeedWords,
  ledgerMemo: LedgerMemoWords,
} as const;
type English = typeof ENGLISH;

/** Every language's mail texts, set by set. */
export type MailTexts = { readonly [K in keyof English]: TranslationOf<English[K]> };

const TABLES: Readonly<Record<Locale, MailTexts>> = {
  en: ENGLISH,
  'fr-CA': {
    account: accountMailFrCA,
    booking: bookingMailFrCA,
    statement: statementMailFrCA,
    vote: voteMailFrCA,
    meeting: meetingMailFrCA,
    staff: staffMailFrCA,
    notice: noticeWordsFrCA,
    records: recordsMailFrCA,
    voteReport: voteReportFrCA,
    estoppel: estoppelWordsFrCA,
    meetingDoc: meetingDocWordsFrCA,
    verification: verificationMailFrCA,
    security: securityMailFrCA,
    editor: editorMailFrCA,
    journal: journalWordsFrCA,
    compliance: complianceWordsFrCA,
    noticeCertificate: noticeCertificateWordsFrCA,
    newsFeed: newsFeedWordsFrCA,
    ledgerMemo: ledgerMemoFrCA,
  },
  es: {
    account: accountMailEs,
    booking: bookingMailEs,
    statement: statementMailEs,
    vote: voteMailEs,
    meeting: meetingMailEs,
    staff: staffMailEs,
    notice: noticeWordsEs,
    records: recordsMailEs,
    voteReport: voteReportEs,
    estoppel: estoppelWordsEs,
    meetingDoc: meetingDocWordsEs,
    verification: verificationMailEs,
    security: securityMailEs,
    editor: editorMailEs,
    journal: journalWordsEs,
    compliance: complianceWordsEs,
    noticeCertificate: noticeCertificateWordsEs,
    newsFeed: newsFeedWordsEs,
    ledgerMemo: ledgerMemoEs,
  },
};

/** The mail texts in `locale`. */
export const mailTexts = (locale: Locale): MailTexts => TABLES[locale];

/** Each mail set with its translation, per language other than English: what the completeness test reads. */
export const MAIL_TRANSLATIONS = Object.fromEntries(
  (['fr-CA', 'es'] as const).map((locale) => [
    locale,
    (Object.keys(ENGLISH) as (keyof English)[]).map((name) => ({ name, source: ENGLISH[name], target: TABLES[locale][name] })),
  ]),
) as Record<'fr-CA' | 'es', { name: string; source: English[keyof English]; target: MailTexts[keyof English] }[]>;

/**
 * An amount as its reader writes it: English as the portal always has ("-$1,234.56"), another
 * language through Intl ("1 234,56 $" in Canadian French). The association's dollars are shown by
 * their narrow symbol, as in English.
 */
export function moneyIn(locale: Locale, cents: number): string {
  if (locale === 'en') return formatCents(cents);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD, already the association's) as its reader writes it; English keeps the ISO day. */
export function dayIn(locale: Locale, day: string): string {
  const m = DAY.exec(day);
  if (locale === 'en' || !m) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(+m[1], +m[2] - 1, +m[3]));
}

const MEMO_TRANSLATORS = Object.fromEntries(
  (['fr-CA', 'es'] as const).map((locale) => [locale, translatorFor([{ source: LedgerMemoWords, target: TABLES[locale].ledgerMemo }])]),
) as Record<'fr-CA' | 'es', (english: string) => string>;

/** A ledger entry's memo as its reader says it: one the ledger wrote itself (LedgerMemoWords) translated; anyone's own words as written. */
export const memoIn = (locale: Locale, memo: string): string => (locale === 'en' ? memo : MEMO_TRANSLATORS[locale](memo));
