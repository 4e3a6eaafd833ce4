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
  NoticeCertificateWords,
  MeetingDocWords,
  MeetingMail,
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
} from './docs.fr-CA';
import { accountMailEs, bookingMailEs, meetingMailEs, statementMailEs, voteMailEs } from './mails.es';
import { accountMailFrCA, bookingMailFrCA, meetingMailFrCA, statementMailFrCA, voteMailFrCA } from './mails.fr-CA';
import type { TranslationOf } from './translate';

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
const MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD, already the association's) as its reader writes it; English keeps the ISO day. */
export function dayIn(locale: Locale, day: string): string {
  const m = DAY.exec(day);
  if (locale === 'en' || !m) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(+m[1], +m[2] - 1, +m[3]));
}

/** A month (YYYY-MM) as its reader writes it ("mars 2025"); English keeps "2025-03". */
export function monthIn(locale: Locale, period: string): string {
  const m = MONTH.exec(period);
  if (locale === 'en' || !m) return period;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(+m[1], +m[2] - 1, 1));
}

/** An instant in the association's time zone as its reader writes it (a vote's close); English is written by the caller. */
export function momentIn(locale: Exclude<Locale, 'en'>, ms: number, timeZone: string): string {
  // dateStyle and timeStyle do not combine with timeZoneName: the parts are asked one by one.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(ms);
}
