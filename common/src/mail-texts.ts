/**
 * The e-mails' and printed documents' texts in English, the source each other language translates
 * (common/src/i18n/mails.ts: one typed table per language). A mail is written in its recipient's
 * language (docs/architecture.md, "Languages"): the sets here are the words, the senders choose the
 * language. The wording is the spec's: changing it changes what owners receive.
 */
import type { EstoppelRequester } from './ledger-dues';
import type { TransactionKind } from './ledger';
import type { ComplianceState } from './records';
import { NOTICE_ROUND_LABELS, type NoticeRoundAction } from './meeting-labels';
import { DELIVERY_CHANNEL_LABELS, DELIVERY_RESULT_LABELS, type DeliveryChoice, type DeliveryResult } from './meetings/delivery';
import type { ChargeKind } from './rule-packs/types';
import { CHARGE_KIND_LABELS, ESTOPPEL_REQUESTER_LABELS } from './ledger-labels';
import { NOTICE_DELIVERY_LABELS, NOTICE_SUBJECT_LEADS, NoticeMail, type NoticeDelivery, type NoticeKind } from './notices';

/** The account e-mails: the address's verification, a password reset, a forgotten user name. */
export const AccountMail = {
  verifySubject: (site: string) => `${site}: please verify your email address`,
  verifyRegister: (username: string, site: string, link: string) =>
    `Hello ${username},\n\nthank you for registering with ${site}.\nPlease verify your email address by opening this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not register, ignore this message.\n`,
  verifyChange: (username: string, site: string, link: string) =>
    `Hello ${username},\n\nthe email address of your account on ${site} was changed to this one.\nPlease verify it by opening this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this message.\n`,
  resetSubject: (site: string) => `${site}: reset your password`,
  resetText: (username: string, site: string, link: string) =>
    `Hello ${username},\n\nsomeone (hopefully you) asked to reset the password of your account on ${site}.\nTo choose a new password, open this link within one hour:\n\n${link}\n\nIf you did not ask for it, ignore this message: your password stays as it is.\n`,
  invitationText: (firstName: string, site: string, unitNumber: string, street: string, link: string) =>
    `Hello ${firstName},\n\nyou are listed on the roster of ${site} for unit ${unitNumber}, ${street}.\n` +
    `Register on the portal with this link (your details are filled in for you):\n\n${link}\n`,
  userNameSubject: (site: string) => `${site}: your user name`,
  userNameText: (site: string, username: string, home: string) =>
    `Hello,\n\nthe user name of your account on ${site} is:\n\n${username}\n\nLogin at ${home}\n`,
} as const;

/** A booking's e-mails to the person who booked (its confirmation, reminder, and a cancellation by staff). */
export const BookingMail = {
  when: (start: string, end: string) => `${start} to ${end}`,
  confirmedSubject: (site: string, amenity: string) => `${site}: your booking of the ${amenity} is confirmed`,
  reminderSubject: (site: string, amenity: string) => `${site}: reminder, ${amenity} tomorrow`,
  confirmedText: (firstName: string, amenity: string, when: string, link: string) =>
    `Hello ${firstName},\n\nyour booking is confirmed: ${amenity}, ${when}.\n\nYour bookings, and cancelling one: ${link}\n`,
  reminderText: (firstName: string, amenity: string, when: string, link: string) =>
    `Hello ${firstName},\n\na reminder of your booking: ${amenity}, ${when}.\n\nYour bookings, and cancelling one: ${link}\n`,
  calledOffSubject: (site: string, amenity: string, declined: boolean) =>
    `${site}: your booking of the ${amenity} ${declined ? 'was declined' : 'is cancelled'}`,
  calledOffText: (firstName: string, amenity: string, when: string, declined: boolean, reason: string, link: string) =>
    `Hello ${firstName},\n\n` +
    `your booking of the ${amenity}, ${when}, was ${declined ? 'declined' : 'cancelled'} by the association.\n` +
    `Reason: ${reason}\n\n` +
    `Your bookings: ${link}\n`,
  calendarDescription: (amenity: string, link: string) => `Your booking of the ${amenity}. ${link}`,
} as const;

const STATEMENT_ENTRY_WORDS: Readonly<Record<TransactionKind, string>> = {
  charge: 'Charge',
  payment: 'Payment',
  reversal: 'Reversal',
  journal: 'Journal entry',
};

/** A month's statement: its e-mail, and the headings of its PDF. Amounts and days come written in the reader's language. */
export const StatementMail = {
  subject: (site: string, period: string, unit: string) => `${site}: your statement for ${period}, unit ${unit}`,
  text: (period: string, unit: string, figures: readonly [string, string, string, string, string, string], link: string) => {
    const [from, to, opening, charges, payments, closing] = figures;
    return (
      `Hello,\n\n` +
      `your statement for ${period} (unit ${unit}) is issued.\n\n` +
      `Opening balance on ${from}: ${opening}\n` +
      `Charges: ${charges}\n` +
      `Payments and credits: ${payments}\n` +
      `Closing balance on ${to}: ${closing}\n\n` +
      `Your account and the statement as a PDF: ${link}\n`
    );
  },
  pdfTitle: (period: string, unit: string) => `Statement ${period}, unit ${unit}`,
  pdfRange: (from: string, to: string) => `From ${from} to ${to}.`,
  day: 'Day',
  transaction: 'Transaction',
  amount: 'Amount',
  balance: 'Balance',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  pdfSum: (opening: string, charges: string, payments: string, closing: string) =>
    `Opening ${opening} + charges ${charges} - payments and credits ${payments} = closing ${closing}.`,
  credit: (amount: string) => `A credit of ${amount} is held for the unit.`,
  /** What each line of the statement is, in words (the owner's account screen's): a charge by its kind, else the entry's. */
  chargeKind: (kind: ChargeKind): string => CHARGE_KIND_LABELS[kind] ?? kind,
  transactionKind: (kind: TransactionKind): string => STATEMENT_ENTRY_WORDS[kind] ?? kind,
} as const;

/** A vote's e-mails: the ballot's receipt, and the leads and words of its notices (opening, reminder, results). */
export const VoteMail = {
  receiptSubject: (title: string) => `Your ballot receipt: ${title}`,
  receiptText: (unit: string, title: string, code: string, paper: boolean) =>
    [
      paper
        ? `The paper ballot of unit ${unit} in "${title}" was entered by the association.`
        : `Your ballot for unit ${unit} in "${title}" was recorded.`,
      '',
      `Receipt code: ${code}`,
      '',
      'Keep this code: it lets you check that your ballot was counted.',
    ].join('\n'),
  openingLead: 'Vote open',
  reminderLead: 'Vote closes in 24 hours',
  resultsLead: 'Vote results',
  // A vote counted by entitlement weighs each unit's ballot by its share: "one vote each" would mislead.
  opening: (closesAt: string, entitlement: boolean) =>
    `Voting is open until ${closesAt}. ${
      entitlement ? "Each unit has one ballot, weighted by the unit's entitlement" : 'Each unit has one vote'
    }; cast your unit's on the portal.`,
  reminder: (closesAt: string) => `Your unit has not voted yet. Voting closes at ${closesAt}.`,
  /** The notices' item text and link (NoticeMail.itemBody's). */
  readOnPortal: (link: string) => `Read it on the portal: ${link}`,
} as const;

/** A meeting's statutory notice by e-mail (StatutoryNoticeMail's words, by language). */
export const MeetingMail = {
  ownerMeeting: 'Owner meeting',
  boardMeeting: 'Board meeting',
  noticeLead: (meeting: string, emergency: boolean) => `${emergency ? 'Emergency ' : ''}${meeting} notice`,
  amendedLead: (meetingLower: string) => `Amended ${meetingLower} notice`,
  postponedLead: (meeting: string) => `${meeting} postponed`,
  cancelledLead: (meeting: string) => `${meeting} cancelled`,
  when: (when: string) => `When: ${when}`,
  where: (place: string) => `Where: ${place}`,
  video: (link: string) => `Video: ${link}`,
  agenda: 'Agenda:',
  givenUnder: (citation: string) => `Notice given under ${citation}.`,
  postedAt: (link: string) => `The notice and agenda are posted at ${link}`,
  cancelled: (before: string) => `The meeting of ${before} is cancelled.`,
  postponed: (before: string) => `The meeting of ${before} is postponed. It will be held as below.`,
  amends: (before: string) => `This notice amends the notice of the meeting of ${before}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  requestLead: (year: number) => `Your choice of notice delivery for ${year}`,
  requestBody: (year: number, link: string) =>
    `Each year the association asks how you want to receive its notices: by e-mail, posted on the website, or by paper mail. Confirm or change your choice for ${year} at ${link}`,
  footer: (link: string) =>
    `You receive this notice by e-mail because you agreed to electronic notice. Change or withdraw your choice: ${link}`,
} as const;

/** The staff's e-mails: a booking waiting for approval, to each approver. */
export const StaffMail = {
  approvalSubject: (site: string, amenity: string) => `${site}: a booking of the ${amenity} waits for approval`,
  approvalText: (amenity: string, when: string, unit: string, note: string, link: string) =>
    `A booking of the ${amenity}, ${when}${unit ? `, for unit ${unit}` : ''}, waits for approval.\n` +
    (note ? `Note: ${note}\n` : '') +
    `\nApprove or decline it: ${link}\n`,
} as const;

/** The notices of new content and their weekly digests: the subject's lead per kind, the item, the footer. */
export const NoticeWords = {
  lead: (kind: NoticeKind) => NOTICE_SUBJECT_LEADS[kind],
  digestSubject: (site: string, kind: NoticeKind, count: number) => NoticeMail.digestSubject(site, kind, count),
  itemBody: (title: string, excerpt: string, link: string) => NoticeMail.itemBody(title, excerpt, link),
  documentExcerpt: (kind: NoticeKind, day: string) => NoticeMail.documentExcerpt(kind, day),
  footer: (kind: NoticeKind, delivery: NoticeDelivery, preferencesUrl: string, unsubscribeUrl: string) =>
    NoticeMail.footer(kind, NOTICE_DELIVERY_LABELS[delivery], preferencesUrl, unsubscribeUrl),
} as const;

/** An estoppel certificate's printed labels; its figures, dates and names are the frozen certificate's, as issued. */
export const EstoppelWords = {
  title: (unit: string) => `Estoppel certificate, unit ${unit}`,
  issued: (on: string, by: string, until: string, citation: string) => `Issued ${on} by ${by}; effective through ${until}. ${citation}`,
  requested: (on: string, name: string, kind: string, email: string, closing: string, due: string) =>
    `Requested ${on} by ${name} (${kind}, ${email}); closing ${closing}; due ${due}.`,
  owedHeading: 'Amounts owed on the day of issue',
  fallingDueHeading: 'Amounts falling due while the certificate is effective',
  due: 'Due',
  kind: 'Kind',
  amount: 'Amount',
  totalOwed: 'Total owed',
  totalFallingDue: 'Total falling due',
  credit: (amount: string) => `A credit of ${amount} is held for the unit.`,
  fee: (amount: string) => `Fee for this certificate: ${amount}.`,
  hash: (sha256: string) => `SHA-256 of the certificate as issued: ${sha256}`,
  /** Who asked and what each amount is, in words (the certificate keeps the codes: its hash is over them). */
  requesterKind: (kind: EstoppelRequester): string => ESTOPPEL_REQUESTER_LABELS[kind] ?? kind,
  chargeKind: (kind: ChargeKind): string => CHARGE_KIND_LABELS[kind] ?? kind,
} as const;

/** The meetings' calendar feed and paper mailing list: the event's summary, the list's columns. */
export const MeetingDocWords = {
  summary: (heading: string, emergency: boolean) => `${emergency ? 'Emergency ' : ''}${heading}`,
  name: 'Name',
  unit: 'Unit',
  street: 'Street',
  city: 'City',
  region: 'State or province',
  postalCode: 'Postal code',
  country: 'Country',
  complete: 'Complete',
  yes: 'yes',
  no: 'no',
  labelsTitle: (heading: string) => `Mailing list: ${heading}`,
} as const;

/** The ledger's journal export for the accountant: its column headings (the cells stay codes, ISO days and decimals a program reads). */
export const JournalWords = {
  date: 'Date',
  account: 'Account',
  debit: 'Debit',
  credit: 'Credit',
  memo: 'Memo',
  transactionId: 'Transaction ID',
} as const;

/** The official records' compliance report, as CSV and PDF; the pack's categories, citations and disclaimer are the pack's own words. */
export const ComplianceWords = {
  category: 'category',
  citation: 'citation',
  required: 'required',
  state: 'state',
  postedAtIn: (zone: string) => `posted at (${zone})`,
  lateByDays: 'late by days',
  expiredRecords: 'expired records',
  yes: 'yes',
  no: 'no',
  /** A category's state in the CSV: English writes the code, as it always has. */
  stateCode: (state: ComplianceState): string => state,
  requestLine: (id: number, category: string) => `Records request #${id}: ${category}`,
  lateUnanswered: (lateness: string) => `late, unanswered (${lateness})`,
  answeredLate: (lateness: string) => `answered late (${lateness})`,
  days: (n: number, business: boolean) => `${n} ${business ? 'business ' : ''}day${n === 1 ? '' : 's'}`,
  title: 'Official records: compliance report',
  intro: (pack: string, today: string, zone: string) => `${pack}. Day of the report: ${today}; times in ${zone}.`,
  categoryHeading: 'Category',
  stateHeading: 'State',
  citationHeading: 'Citation',
  ifAny: (label: string) => `${label} (if any)`,
  missing: 'Missing',
  late: (posted: string, lateBy: string, within: string) =>
    `Late: posted ${posted}, ${lateBy} after its deadline (${within} from the document date)`,
  expired: (count: number, months: number) => `Expired: ${count} past the ${months}-month window still shown`,
  posted: (at: string) => `Posted ${at}`,
  leftWindow: (category: string, title: string, documentDate: string, expiredOn: string) =>
    `${category}: "${title}" (${documentDate}) left its window on ${expiredOn}.`,
  lateRequestsHeading: 'Records requests answered late or still open past their deadline',
  none: 'None.',
  requestAsked: (id: number, category: string, askedAt: string, by: string, deadline: string, citation: string) =>
    `#${id} ${category}, asked ${askedAt} by ${by}; deadline ${deadline} (${citation}); `,
  unansweredLate: (lateness: string) => `unanswered, ${lateness} late.`,
  answeredAtLate: (at: string, lateness: string) => `answered ${at}, ${lateness} late.`,
} as const;

/** A meeting's certificate of notice: its labels; the owners, addresses, reasons and names are as recorded. */
export const NoticeCertificateWords = {
  docTitle: (title: string) => `Certificate of notice: ${title}`,
  heading: (site: string) => `Certificate of notice — ${site}`,
  ownerMeeting: 'Owner meeting',
  boardMeeting: 'Board meeting',
  held: (when: string, cancelled: boolean) => `${cancelled ? 'Cancelled. Was to be held' : 'Held'} ${when}`,
  noticeRule: (citation: string) => `Notice rule: ${citation}`,
  round: (action: NoticeRoundAction): string => NOTICE_ROUND_LABELS[action],
  given: (round: string, when: string, count: number, reason: string) =>
    `${round} given ${when} to ${count} ${count === 1 ? 'owner' : 'owners'}${reason ? ` — ${reason}` : ''}`,
  ownerAndUnit: 'Owner and unit',
  how: 'How',
  where: 'Where',
  whenResult: 'When (result)',
  owner: (name: string, hasAccount: boolean, unit: string) => `${name}${hasAccount ? '' : ' (no account)'} — ${unit}`,
  channel: (channel: DeliveryChoice): string => DELIVERY_CHANNEL_LABELS[channel],
  recorded: (when: string, result: DeliveryResult) => `${when} (${DELIVERY_RESULT_LABELS[result]})`,
  paperNotices: 'Paper notices',
  notSignedOff: 'Not signed off yet: the officer or manager who mails or posts the paper notices records it on the portal.',
  signOff: (round: NoticeRoundAction, method: 'mailed' | 'posted', on: string, name: string, title: string, recorded: string) =>
    `I certify that the paper notices of the rounds up to ${NOTICE_ROUND_LABELS[round].toLowerCase()} were ${method} on ${on} to the owners listed above as receiving paper notice. — ${name}${title ? `, ${title}` : ''} (recorded ${recorded})`,
} as const;

/** What a person said they are when registering, as the verification e-mails name it. */
const TYPE_WORDS: Readonly<Record<string, string>> = { owner: 'an owner', tenant: 'a tenant', propmgr: 'a property manager' };
const TYPE_NAMES: Readonly<Record<string, string>> = { owner: 'owner', tenant: 'tenant', propmgr: 'property manager' };

/** A profile to verify (to each administrator), and the resident told they are verified. */
export const VerificationMail = {
  neededSubject: (site: string, type: string) => `${site}: ${TYPE_NAMES[type] ?? 'resident'} verification needed`,
  neededText: (who: string, userName: string, unit: string, street: string, type: string, changed: boolean, link: string) =>
    `"${who}" (user name ${userName}, unit "${unit}", "${street}") ${
      changed
        ? `changed their profile since it was verified, and now says they are ${TYPE_WORDS[type] ?? 'a resident'}`
        : `says they are ${TYPE_WORDS[type] ?? 'a resident'}`
    }.\n\n` +
    `Votes, bookings, board minutes and the staff view of service requests open to them once you have checked this against the roster and ticked Authenticated on the users screen:\n\n${link}\n`,
  ownerVerifiedSubject: (site: string) => `${site}: your owner status was verified`,
  ownerVerifiedText: (name: string, site: string, link: string) =>
    `Hello ${name},\n\nan administrator of ${site} has verified that you are an owner.\n` +
    `The Board Meeting and AGM Minutes are now open to you on the Resources & Links page:\n\n${link}\n`,
  residentVerifiedSubject: (site: string) => `${site}: your profile was verified`,
  residentVerifiedText: (name: string, site: string, type: string, link: string) =>
    `Hello ${name},\n\nan administrator of ${site} has verified your profile (${TYPE_WORDS[type] ?? 'a resident'}).\n\n${link}\n`,
} as const;

/** An account's security notices: its address changed (to the old address), wrong two-factor codes. */
export const SecurityMail = {
  emailChangedSubject: (site: string) => `${site}: the email address of your account was changed`,
  emailChangedText: (username: string, site: string, newEmail: string, link: string) =>
    `Hello ${username},\n\nthe email address of your account on ${site} was changed from this address to ${newEmail}.\n\nIf you did not do this, open this link: it puts this address back, ends every session of the account, and lets you choose a new password:\n\n${link}\n\nThe link is valid for 30 days. If you made the change, ignore this message.\n`,
  twoFactorSubject: (site: string) => `${site}: wrong two-factor codes for your account`,
  twoFactorText: (username: string, count: number, site: string, minutes: number, link: string) =>
    `Hello ${username},\n\n${count} wrong two-factor codes were just entered for your account on ${site}, ` +
    `after its correct password. Codes for it are not accepted for the next ${minutes} minutes, and the wait grows with every further series.\n\n` +
    `If this was not you, someone knows your password: choose a new one now (this also ends every session):\n\n${link}\n`,
} as const;

/** The content editor's accounts: an invitation, access restored (the role named as the panel names it). */
export const EditorMail = {
  invitationSubject: 'Your invitation to the content editor',
  invitationText: (firstName: string, role: string, link: string, adminUrl: string, email: string) =>
    [
      `Hello ${firstName},`,
      '',
      `You can now maintain the portal's content (board, documents, news, FAQs, property managers) in the content editor, as ${role}.`,
      '',
      'Choose your content editor password here:',
      link,
      '',
      `Afterwards, log in at ${adminUrl} with this e-mail address (${email}) and that password.`,
      "The portal's own admin screens keep working with your usual portal login.",
    ].join('\n'),
  restoredSubject: 'Your content editor access was restored',
  restoredText: (firstName: string, role: string, adminUrl: string, email: string) =>
    [
      `Hello ${firstName},`,
      '',
      `Your content editor access was restored, as ${role}.`,
      `Log in at ${adminUrl} with ${email} and your content editor password (use "Forgot your password?" there if needed).`,
    ].join('\n'),
} as const;

/** The public news feed's channel (RSS), one feed per language; the association's name as set, else a plain one. */
export const NewsFeedWords = {
  title: (site: string) => `${site || 'Condominium Association'}: News`,
  description: (site: string) => `The news of ${site || 'the condominium association'}`,
} as const;

/**
 * The memos the ledger writes on the entries it makes itself. They are stored in English, as written;
 * a printed statement recognises them and says them in its reader's words (memoIn).
 */
export const LedgerMemoWords = {
  assessment: (period: string) => `Assessment ${period}`,
  specialAssessment: (period: string) => `Special assessment ${period}`,
  reverses: (id: number) => `Reverses transaction ${id}`,
  returnedPaymentFee: (citation: string) => `Returned payment fee (${citation})`,
  lateFee: (period: string, citation: string) => `Late fee ${period} (${citation})`,
  interest: (period: string, annualPercent: number, citation: string) => `Interest ${period}, ${annualPercent}% a year (${citation})`,
  estoppelFee: (id: number, citation: string) => `Estoppel certificate fee (certificate ${id}, ${citation})`,
} as const;
