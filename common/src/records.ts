/**
 * Official records (docs/requirements.md, "Official records and rule packs"): the categories a document may carry (the rule pack's and
 * the association's own), who may see it, the posting and keep-posted clocks behind the compliance view,
 * and the response clock of an owner's records request. Shared by the API (docs/api.md, "Official
 * records") and the web app's records screens. Days are the association's local days.
 */
import { z } from 'zod';
import { localOf } from './bookings';
import { asOneLine, freeText, isRealDay, requiredLine } from './validation';
import { RECORD_AUDIENCES, type RecordAudience, type RecordCategoryRule, type RulePack } from './rule-packs/types';
import type { FrozenRecordFields, FrozenRecordKind } from './records-frozen';

export const RecordsMessages = {
  categoryUnknown: "This records category does not exist in the association's rule pack or its own categories.",
  categoryRequired: 'A Records Category is required',
  audienceUnknown: 'Choose who may see the record: public, owners or board.',
  audienceTooWide: (label: string, audience: RecordAudience) =>
    `A record of "${label}" may be seen by the ${audience === 'board' ? 'board only' : audience === 'owners' ? 'owners or the board only' : 'public'}: it cannot be posted more widely.`,
  privacyConfirmationRequired:
    'Before posting to owners or the public, confirm that the document holds nothing the rule pack lists as private.',
  postedAtFixed: 'The posting time of an official record is recorded once and cannot be changed.',
  documentNotFound: 'This document does not exist.',
  requestNotFound: 'This records request does not exist.',
  requestKindRequired: 'Say whether you want to inspect the records or receive copies.',
  requestMessageTooLong: 'The request can be at most 2000 characters.',
  answerNoteTooLong: 'The note can be at most 2000 characters.',
  answerDocumentsInvalid: 'The documents are a list of at most 50 document ids.',
  confirmationInvalid: 'The privacy confirmation is true or false.',
  requestOwnersOnly: 'Records requests are made by owners whom the association has verified.',
  answerRequired: 'Answer with at least one document or a date for the inspection.',
  answerDateInvalid: 'The inspection date must be a real day, today or later.',
  requestAnswered: 'This records request has already been answered.',
  requestAnsweredToast: (id: number, owner: string) => `Request ${id} is answered: ${owner || 'the owner'} is e-mailed the answer.`,
  minutesReadersOnly: 'Only administrators and verified owners may post or read the minutes.',
  minutesNeverPublic: 'Minutes are never posted to the public: choose owners or board.',
  categoryKeyInvalid: 'A category key is 2 to 40 lower-case letters, digits or hyphens.',
  categoryKeyTaken: 'The rule pack or the association already has a category with this key.',
  categoryLabelRequired: 'A category needs a label of at most 200 characters.',
  recordNotTranslated: 'An official record is one text, in English: it cannot be translated.',
} as const;

/** Narrowest last: a record may be seen by its category's audience or a narrower one, never a wider one. */
const AUDIENCE_WIDTH: Record<RecordAudience, number> = { public: 2, owners: 1, board: 0 };
export const audienceFits = (category: RecordAudience, record: RecordAudience) => AUDIENCE_WIDTH[record] <= AUDIENCE_WIDTH[category];
/** What a reader may see: visitors the public records, verified owners also the owners', the board everything. */
export const audiencesFor = (reader: 'visitor' | 'owner' | 'board'): RecordAudience[] =>
  reader === 'board' ? [...RECORD_AUDIENCES] : reader === 'owner' ? ['public', 'owners'] : ['public'];

/** The download of a public record, for visitors too (GET /api/records/:id/file). */
export const recordFileLink = (id: number) => `/api/records/${id}/file`;

/** A category as the API answers it: the pack's, or the association's own (`own`). */
export interface RecordCategory extends RecordCategoryRule {
  own: boolean;
}

/** The categories a document may carry: the active pack's, then the association's own (never shadowing the pack's). */
export const categoriesOf = (pack: RulePack, own: readonly RecordCategoryRule[]): RecordCategory[] => {
  const keys = new Set(pack.categories.map((c) => c.key));
  return [...pack.categories.map((c) => ({ ...c, own: false })), ...own.filter((c) => !keys.has(c.key)).map((c) => ({ ...c, own: true }))];
};

// ---- Days ------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The association's local day ('YYYY-MM-DD') of an instant. */
export const localDayOf = (instant: string | number | Date, timeZone: string) =>
  localOf(new Date(instant).getTime(), timeZone).slice(0, 10);
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);
/** Days from `from` to `to` (negative when `to` is earlier); calendar days, whatever the clocks do. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
/** The same day `months` later; a day the month lacks falls on its last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOfNumber(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last)) / DAY_MS);
}
const isWeekend = (day: string) => [0, 6].includes(new Date(dayNumber(day) * DAY_MS).getUTCDay());
/** The day `days` business days (Monday to Friday) after `day`; public holidays are not known to the pack. */
export function addBusinessDays(day: string, days: number): string {
  let d = day;
  for (let left = days; left > 0;) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left--;
  }
  return d;
}
/** Business days after `from` up to and including `to` (negative when `to` is earlier). */
export function businessDaysBetween(from: string, to: string): number {
  if (to < from) return -businessDaysBetween(to, from);
  let count = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (!isWeekend(d)) count++;
  return count;
}

// ---- Compliance ------------------------------------------------------------------------------------

export const COMPLIANCE_STATES = ['posted', 'late', 'expired', 'missing'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/** A posted record as the compliance clocks see it. */
export interface PostedRecordFacts {
  id: number;
  title: string;
  /** The day the record was made or received (the document date). */
  documentDate: string;
  /** When it was posted (ISO instant), fixed once. */
  postedAt: string;
}

export interface CategoryCompliance {
  key: string;
  label: string;
  citation: string;
  required: boolean;
  own: boolean;
  state: ComplianceState;
  /** The newest current record's posting time. */
  postedAt: string | null;
  /** How many days after its deadline the newest current record was posted. */
  lateByDays: number | null;
  /** Records past the keep-posted window that are still shown. */
  expired: { id: number; title: string; documentDate: string; expiredOn: string }[];
  postWithinDays: number | null;
  keepPostedMonths: number | null;
}

/**
 * One category's state on `today` (docs/requirements.md, "Official records and rule packs"): `missing` — required and no current record;
 * `late` — the newest current record was posted after its deadline (document date + the pack's days);
 * `expired` — records older than the keep-posted window are still shown; else `posted`.
 */
export function categoryCompliance(
  category: RecordCategory,
  records: readonly PostedRecordFacts[],
  today: string,
  timeZone: string,
): CategoryCompliance {
  const window = category.keepPostedMonths;
  const expiresOn = (r: PostedRecordFacts) => (window ? addMonths(r.documentDate, window) : null);
  const expired = records.flatMap((r) => {
    const on = expiresOn(r);
    return on && on <= today ? [{ id: r.id, title: r.title, documentDate: r.documentDate, expiredOn: on }] : [];
  });
  const current = records
    .filter((r) => !expired.some((e) => e.id === r.id))
    .sort((a, b) =>
      a.documentDate === b.documentDate ? b.postedAt.localeCompare(a.postedAt) : b.documentDate.localeCompare(a.documentDate),
    );
  const newest = current[0];
  const lateBy =
    newest && category.postWithinDays !== undefined
      ? daysBetween(addDays(newest.documentDate, category.postWithinDays), localDayOf(newest.postedAt, timeZone))
      : 0;
  const state: ComplianceState =
    !newest && category.required ? 'missing' : lateBy > 0 ? 'late' : expired.length ? 'expired' : newest ? 'posted' : 'missing';
  return {
    key: category.key,
    label: category.label,
    citation: category.citation,
    required: category.required,
    own: category.own,
    state,
    postedAt: newest?.postedAt ?? null,
    lateByDays: lateBy > 0 ? lateBy : null,
    expired,
    postWithinDays: category.postWithinDays ?? null,
    keepPostedMonths: category.keepPostedMonths ?? null,
  };
}

// ---- Records requests ------------------------------------------------------------------------------

export const RECORDS_REQUEST_KINDS = ['inspect', 'copy'] as const;
export type RecordsRequestKind = (typeof RECORDS_REQUEST_KINDS)[number];
export const RECORDS_REQUEST_KIND_LABELS: Record<RecordsRequestKind, string> = { inspect: 'Inspect the records', copy: 'Receive copies' };
/** The board is reminded of an open request when this many days (as the pack counts them) are left. */
export const RECORDS_REMINDER_DAYS_LEFT = 2;

/** The last day to answer a request made at `askedAt`: the pack's days after the local day it was made. */
export function requestDeadline(rule: { days: number; businessDays: boolean }, askedAt: string, timeZone: string): string {
  const asked = localDayOf(askedAt, timeZone);
  return rule.businessDays ? addBusinessDays(asked, rule.days) : addDays(asked, rule.days);
}
/** Days left on `today` until the deadline, counted as the pack counts them (negative: late by that many). */
export const requestDaysLeft = (rule: { businessDays: boolean }, deadline: string, today: string) =>
  rule.businessDays ? businessDaysBetween(today, deadline) : daysBetween(today, deadline);

// ---- API shapes ------------------------------------------------------------------------------------

const M = RecordsMessages;
/** None given is asked for; any other value that is no category's key (a number, a long text) does not exist. */
const categoryKey = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.categoryRequired : M.categoryUnknown) })
  .trim()
  .min(1, M.categoryRequired)
  .max(40, M.categoryUnknown);
const audienceSchema = z.enum(RECORD_AUDIENCES, { error: M.audienceUnknown });

/*
 * The records calls' bodies are strict (docs/api.md, "Errors": unknown fields are refused), and their
 * texts follow the one free-text rule (validation.ts freeText: no NUL, bell or escape; line breaks fine).
 */

/** POST /api/records/post: file a document as an official record (docs/api.md). */
export const recordPostSchema = z.strictObject({
  documentId: z.number({ error: M.documentNotFound }).int(M.documentNotFound).positive(M.documentNotFound),
  category: categoryKey,
  audience: audienceSchema,
  /** The poster confirms the document holds nothing the pack lists as private (needed for owners and public). */
  confirmNoPrivate: z.boolean({ error: M.confirmationInvalid }).optional(),
});
export type RecordPost = z.infer<typeof recordPostSchema>;

/** POST /api/records/requests: an owner's request to inspect or receive records of a category. */
export const recordsRequestSchema = z.strictObject({
  category: categoryKey,
  kind: z.enum(RECORDS_REQUEST_KINDS, { error: M.requestKindRequired }),
  message: freeText('The message', 2000, M.requestMessageTooLong).optional().default(''),
});
export type RecordsRequestInput = z.infer<typeof recordsRequestSchema>;

/** POST /api/records/requests/:id/answer: the documents given, or the day the owner may inspect. */
export const recordsAnswerSchema = z
  .strictObject({
    documentIds: z
      .array(z.number({ error: M.answerDocumentsInvalid }).int(M.answerDocumentsInvalid).positive(M.answerDocumentsInvalid), {
        error: M.answerDocumentsInvalid,
      })
      .max(50, M.answerDocumentsInvalid)
      .optional()
      .default([]),
    inspectionDate: z
      .string({ error: M.answerDateInvalid })
      .refine((v) => isRealDay(v), M.answerDateInvalid)
      .optional(),
    note: freeText('The note', 2000, M.answerNoteTooLong).optional().default(''),
  })
  .refine((a) => a.documentIds.length > 0 || a.inspectionDate, { message: M.answerRequired });
export type RecordsAnswer = z.infer<typeof recordsAnswerSchema>;

/** An association's own category, as administrators define it. */
export const ownCategorySchema = z.strictObject({
  key: z.string({ error: M.categoryKeyInvalid }).regex(/^[a-z0-9][a-z0-9-]{1,39}$/, M.categoryKeyInvalid),
  label: requiredLine('The label', M.categoryLabelRequired, 200),
  audience: audienceSchema,
  required: z.boolean().optional().default(false),
  postWithinDays: z.number().int().min(1).max(3650).nullish(),
  keepPostedMonths: z.number().int().min(1).max(600).nullish(),
});

/**
 * The category a meeting's recording link is posted under (docs/requirements.md, "Meetings, notices and consent to electronic notice"): a recording is a
 * record of its own kind, kept on the meeting, not a document.
 */
export const RECORDINGS_CATEGORY = 'recordings';

/** An official record as the records pages list it. */
export interface OfficialRecord extends FrozenRecordFields {
  /** The document's id, the meeting's for a recording, a frozen record's own within its kind. */
  id: number;
  /** A document (its file), a meeting's recording (a link to where the video is kept), or a frozen record of another module. */
  kind: 'document' | 'recording' | FrozenRecordKind;
  title: string;
  category: string;
  audience: RecordAudience;
  documentDate: string;
  postedAt: string;
  /** The download call of its file; a recording's video link; a frozen record's printed copy. */
  link: string;
}

/** GET /api/records: the categories the reader may see, each with its records, newest first; a frozen records' category names its kind. */
export interface RecordsIndex {
  pack: { id: string; name: string; disclaimer: string };
  categories: (RecordCategory & { records: OfficialRecord[]; frozen?: FrozenRecordKind })[];
}

export interface RecordsRequest {
  id: number;
  category: string;
  categoryLabel: string;
  kind: RecordsRequestKind;
  message: string;
  requestedBy: string;
  unit: string | null;
  askedAt: string;
  deadline: string;
  /** Days left on today (business days when the pack counts them); negative: late. */
  daysLeft: number;
  businessDays: boolean;
  citation: string;
  status: 'open' | 'answered';
  answeredAt: string | null;
  answeredBy: string | null;
  answerDocuments: { id: number; title: string; link: string }[];
  inspectionDate: string | null;
  answerNote: string;
  /** Answered after the deadline, or still open past it. */
  late: boolean;
}

/** GET /api/records/compliance (directors and administrators). */
export interface ComplianceReport {
  pack: { id: string; name: string; disclaimer: string };
  today: string;
  timeZone: string;
  categories: CategoryCompliance[];
  lateRequests: RecordsRequest[];
  /** Documents not yet filed as official records, to post from the compliance view. */
  unfiled: { id: number; title: string; docType: string; documentDate: string }[];
}

// ---- Records requests' e-mails -----------------------------------------------------------------------

/** What a records request's e-mails say of it: the stored request, its deadline a local day of the association. */
export interface RecordsRequestFacts {
  id: number;
  categoryLabel: string;
  kind: RecordsRequestKind;
  message: string;
  requestedBy: string;
  unit: string | null;
  deadline: string;
  businessDays: boolean;
  citation: string;
}

/**
 * A local day of the association ('YYYY-MM-DD', already in its zone) as the e-mails write it, with the
 * zone named: "Friday, December 11, 2026 (America/New_York)".
 */
export const associationDayText = (day: string, timeZone: string) =>
  `${new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })} (${timeZone})`;

const dayCount = (count: number, businessDays: boolean) => `${count} ${businessDays ? 'business day' : 'day'}${count === 1 ? '' : 's'}`;

const requestLines = (r: RecordsRequestFacts, timeZone: string) =>
  [
    `Records: ${asOneLine(r.categoryLabel)}`,
    `Asked for: ${RECORDS_REQUEST_KIND_LABELS[r.kind]}`,
    ...(r.message.trim() ? [`Details: ${r.message.trim()}`] : []),
    `Answer due by: ${associationDayText(r.deadline, timeZone)}${r.businessDays ? ' (counted in business days, Monday to Friday)' : ''}`,
    ...(r.citation ? [`Under: ${r.citation}`] : []),
  ].join('\n');

/**
 * The records requests' e-mails (docs/requirements.md, "Official records and rule packs"): the owner's acknowledgement, the board's
 * alert and reminder, and the owner's answer. Plain text; days in the association's zone.
 */
export const RecordsRequestMail = {
  acknowledgementSubject: (site: string, r: RecordsRequestFacts) =>
    `${asOneLine(site)}: your records request #${r.id} (${asOneLine(r.categoryLabel)}) is received`,
  acknowledgement: (r: RecordsRequestFacts, timeZone: string, link: string) =>
    `Hello ${asOneLine(r.requestedBy)},\n\n` +
    `the association received your records request #${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `The association answers by the day above. Your requests and their answers: ${link}\n`,
  alertSubject: (site: string, r: RecordsRequestFacts) =>
    `${asOneLine(site)}: records request #${r.id} from ${asOneLine(r.requestedBy)}, due ${r.deadline}`,
  alert: (r: RecordsRequestFacts, timeZone: string, link: string) =>
    `${asOneLine(r.requestedBy)}${r.unit ? ` (unit ${asOneLine(r.unit)})` : ''} made records request #${r.id}.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Answer it: ${link}\n`,
  reminderSubject: (site: string, r: RecordsRequestFacts) => `${asOneLine(site)}: reminder, records request #${r.id} is due ${r.deadline}`,
  reminder: (r: RecordsRequestFacts, daysLeft: number, timeZone: string, link: string) =>
    `Records request #${r.id} from ${asOneLine(r.requestedBy)}${r.unit ? ` (unit ${asOneLine(r.unit)})` : ''} is not answered yet: ` +
    `${dayCount(daysLeft, r.businessDays)} left.\n\n` +
    `${requestLines(r, timeZone)}\n\n` +
    `Answer it: ${link}\n`,
  answerSubject: (site: string, r: RecordsRequestFacts) =>
    `${asOneLine(site)}: your records request #${r.id} (${asOneLine(r.categoryLabel)}) is answered`,
  answer: (
    r: RecordsRequestFacts,
    answer: { documents: { title: string; link: string }[]; inspectionDate: string | null; note: string; answeredBy: string },
    timeZone: string,
    link: string,
  ) =>
    `Hello ${asOneLine(r.requestedBy)},\n\n` +
    `${asOneLine(answer.answeredBy) || 'The association'} answered your records request #${r.id} (${asOneLine(r.categoryLabel)}, ${RECORDS_REQUEST_KIND_LABELS[r.kind].toLowerCase()}).\n` +
    (answer.documents.length
      ? `\nThe records (sign in to download them):\n${answer.documents.map((d) => `- ${asOneLine(d.title)}: ${d.link}`).join('\n')}\n`
      : '') +
    (answer.inspectionDate ? `\nYou may inspect the records on ${associationDayText(answer.inspectionDate, timeZone)}.\n` : '') +
    (answer.note.trim() ? `\nNote: ${answer.note.trim()}\n` : '') +
    `\nYour requests and their answers: ${link}\n`,
} as const;
