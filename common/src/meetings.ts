/**
 * Meetings, their statutory notices and owners' consent to electronic notice (docs/requirements.md
 * "Meetings and notices"): the notice the active rule pack requires, the schedule form, the consent wording and its
 * versions, and the API shapes. Shared by the API (docs/api.md, "Meetings") and the web app.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { instantOf, localOf } from './bookings';
import { MEETING_KINDS, type MeetingKind, type MeetingNoticeRule, type RulePack } from './rule-packs/types';
import {
  DOCUMENT_DATE,
  TITLE_REQUIRED_BY_DOC_TYPE,
  freeText,
  isoDateSchema,
  optionalLine,
  requiredLine,
  requiredText,
  titleSchema,
  webAddressSchema,
} from './validation';
import { isSafeFileName } from './resource-schemas';
import { Messages } from './messages';
import { MeetingMail } from './mail-texts';
import type { TranslationOf } from './i18n/translate';
import { MEETING_KIND_LABELS, wallClockLabel, type MeetingStatus, type NoticeRoundAction } from './meeting-labels';
import type { MailingAddress, MeetingEvent } from './meeting-lifecycle';
import { DELIVERY_CHOICES, type DeliveryChoice, type DeliveryResult, CONSENT_WORDINGS, CURRENT_CONSENT_VERSION } from './meetings/delivery';

export * from './meetings/delivery';

export const MeetingMessages = {
  notFound: 'This meeting does not exist.',
  startInvalid: 'Enter the start as a date and time that exists in the association’s time zone (YYYY-MM-DDTHH:MM).',
  startSkipped: (local: string, zone: string) => `${local} does not exist in ${zone}: the clocks skip it. Choose another time.`,
  inPast: 'A meeting cannot be scheduled in the past.',
  startTooFar: 'A meeting must start before the year 9999 (its calendar event could not be written).',
  placeRequired: 'Give the meeting a place, a video link, or both.',
  tooLate: (kind: MeetingKind, notice: string, citation: string, earliest: string) =>
    `${MEETING_KIND_LABELS[kind]}s need ${notice} notice (${citation}): the earliest this one can be held is ${earliest}.`,
  emergencyNotAllowed: (kind: MeetingKind, citation: string) =>
    `The association's rules do not allow an emergency ${kind} meeting on shorter notice (${citation}).`,
  emergencyReasonRequired: 'Say why this is an emergency meeting.',
  notHeldYet: 'The recording and the minutes are added after the meeting.',
  minutesNotFound: 'The minutes must be a Meeting Minutes document of the portal.',
  minutesBeforeMeeting: (day: string) => `The minutes of this meeting are dated on or after its day (${day}).`,
  documentNotFound: (id: number) => `Document ${id} does not exist.`,
  draftMinutesBoardOnly: 'Only administrators and directors who may read minutes handle draft minutes.',
  noDraftMinutes: 'This meeting has no draft minutes to approve: add them first.',
  minutesAlreadyApproved: 'These minutes were already approved.',
  draftMinutesNotApproved: 'These minutes are a draft: approve them to make them the meeting’s minutes.',
  draftMinutesStayMinutes: 'Draft minutes stay minutes until they are approved.',
  draftMinutesAdded: 'The draft minutes were added: only the board sees them until they are approved.',
  minutesApproved: 'The minutes were approved: owners can read them now and are told of them.',
  voteNotFound: (id: number) => `Vote ${id} does not exist.`,
  consentVersionUnknown: `This consent wording is not known: reload the page and agree to the current wording (version ${CURRENT_CONSENT_VERSION}).`,
  consentNotOwner: 'Only verified owners of a unit choose how they receive the association’s notices.',
  consentSaved: 'Your choice was recorded.',
  consentWithdrawn: 'You withdrew your agreement: notices come by paper mail.',
  nothingToWithdraw: 'You have no agreement to withdraw.',
  requestYearInvalid: 'The year must be this year or the next.',
  requestAlreadySent: (year: number) => `The request for ${year} was already sent.`,
} as const;

const noticeText = (rule: MeetingNoticeRule) => (rule.days !== undefined ? `${rule.days} days’` : `${rule.hours} hours’`);

/**
 * The latest moment the notice of a meeting starting at `start` may be given under `rule`. Days are
 * calendar days in the association's zone, the same wall-clock time earlier (so a notice across a
 * daylight-saving change is 14 × 24 ± 1 hours); hours are elapsed hours.
 */
export function noticeDeadline(start: number, rule: MeetingNoticeRule, timeZone: string): number {
  if (rule.hours !== undefined) return start - rule.hours * 3_600_000;
  const d = new TZDate(start, timeZone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() - (rule.days ?? 0), d.getHours(), d.getMinutes(), timeZone).getTime();
}

/** The earliest meeting start a notice given at `now` allows: the inverse of noticeDeadline. */
export function earliestStart(now: number, rule: MeetingNoticeRule, timeZone: string): number {
  if (rule.hours !== undefined) return now + rule.hours * 3_600_000;
  const d = new TZDate(now, timeZone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + (rule.days ?? 0), d.getHours(), d.getMinutes(), timeZone).getTime();
}

export const noticeRuleOf = (pack: RulePack, kind: MeetingKind): MeetingNoticeRule | undefined =>
  pack.meetingNotices.find((rule) => rule.kind === kind);

export const localLabel = (instant: number, timeZone: string) => wallClockLabel(localOf(instant, timeZone), timeZone);

/**
 * Why a meeting cannot be scheduled now, or null: a start that does not exist or is past, or
 * too little notice under the pack unless an emergency the pack allows ("Meetings and notices").
 */
export function meetingRefusal(
  input: { kind: MeetingKind; startsAt: string; emergency: boolean },
  pack: RulePack,
  now: number,
  timeZone: string,
): { message: string } | { start: number; rule: MeetingNoticeRule | undefined; deadline: number | null } {
  const start = instantOf(input.startsAt, timeZone);
  if (start === null) {
    const shape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(input.startsAt);
    const [y, mo, d] = input.startsAt.slice(0, 10).split('-').map(Number);
    const dayExists = shape && new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d && mo >= 1 && mo <= 12;
    const hh = Number(input.startsAt.slice(11, 13));
    const mm = Number(input.startsAt.slice(14, 16));
    const clockExists = hh < 24 && mm < 60;
    return {
      message:
        dayExists && clockExists ? MeetingMessages.startSkipped(input.startsAt.replace('T', ' '), timeZone) : MeetingMessages.startInvalid,
    };
  }
  if (start <= now) return { message: MeetingMessages.inPast };
  // A calendar's date-times have four-digit years: a start in 9999 could end in 10000 (platform/ics.ts).
  if (Number(input.startsAt.slice(0, 4)) >= 9999) return { message: MeetingMessages.startTooFar };
  const rule = noticeRuleOf(pack, input.kind);
  if (!rule) return { start, rule, deadline: null };
  if (input.emergency && !rule.emergencyAllowed) return { message: MeetingMessages.emergencyNotAllowed(input.kind, rule.citation) };
  const deadline = noticeDeadline(start, rule, timeZone);
  if (now > deadline && !input.emergency) {
    return {
      message: MeetingMessages.tooLate(
        input.kind,
        noticeText(rule),
        rule.citation,
        localLabel(earliestStart(now, rule, timeZone), timeZone),
      ),
    };
  }
  return { start, rule, deadline };
}

const localTime = z
  .string({ error: MeetingMessages.startInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MeetingMessages.startInvalid);

/** POST /api/meetings (directors and administrators): the start is a wall-clock time in the association's zone. */
export const meetingCreateSchema = z
  .strictObject({
    kind: z.enum(MEETING_KINDS, { error: `The kind must be one of: ${MEETING_KINDS.join(', ')}.` }),
    title: requiredLine('Title', 'Give the meeting a title.', 200),
    startsAt: localTime,
    durationMinutes: z
      .number({ error: 'The duration is a number of minutes from 15 to 720.' })
      .int('The duration is a number of minutes from 15 to 720.')
      .min(15, 'The duration is a number of minutes from 15 to 720.')
      .max(720, 'The duration is a number of minutes from 15 to 720.')
      .default(120),
    place: optionalLine('Place', 300).default(''),
    videoLink: z.union([z.literal(''), webAddressSchema('Video link', { max: 500 })]).default(''),
    agenda: requiredText('Give the meeting its agenda.', 10_000),
    documentIds: z.array(z.number().int().positive(), { error: 'The documents are a list of document ids.' }).max(20).default([]),
    emergency: z.boolean().default(false),
    emergencyReason: freeText('Emergency reason', 1000).default(''),
  })
  .refine((m) => m.place !== '' || m.videoLink !== '', { message: MeetingMessages.placeRequired, path: ['place'] })
  .refine((m) => !m.emergency || m.emergencyReason !== '', { message: MeetingMessages.emergencyReasonRequired, path: ['emergencyReason'] });
export type MeetingCreate = z.input<typeof meetingCreateSchema>;
export type MeetingInput = z.infer<typeof meetingCreateSchema>;

/** PUT /api/meetings/:id/record: after the meeting, its recording and approved minutes (a Minutes document). */
export const meetingRecordSchema = z
  .strictObject({
    recordingUrl: z.union([z.literal(''), webAddressSchema('Recording link', { max: 500 })]).optional(),
    minutesDocumentId: z.number().int().positive().nullable().optional(),
    /** The minutes hold nothing the rule pack lists as private: they are posted to owners as a record ("Official records", "Meetings and notices"). */
    confirmNoPrivate: z.boolean().optional(),
  })
  .refine((r) => r.recordingUrl !== undefined || r.minutesDocumentId !== undefined, 'Give the recording link, the minutes, or both.');
export type MeetingRecord = z.infer<typeof meetingRecordSchema>;

/**
 * POST /api/meetings/:id/draft-minutes: after the meeting, the minutes as drafted (a file uploaded to
 * the minutes area), read by the board only until approved.
 */
export const meetingDraftMinutesSchema = z.strictObject({
  title: titleSchema(TITLE_REQUIRED_BY_DOC_TYPE.Minutes),
  documentName: z
    .string({ error: Messages.documentFileRequired })
    .min(1, Messages.documentFileRequired)
    .refine(isSafeFileName, Messages.invalidFileName),
  documentDate: isoDateSchema(DOCUMENT_DATE),
});
export type MeetingDraftMinutes = z.infer<typeof meetingDraftMinutesSchema>;

/** POST /api/meetings/:id/minutes/approve: the poster confirms the minutes hold nothing private (they go to owners, "Official records"). */
export const meetingMinutesApprovalSchema = z.strictObject({ confirmNoPrivate: z.boolean().optional() });
export type MeetingMinutesApproval = z.infer<typeof meetingMinutesApprovalSchema>;

/** PUT /api/meetings/:id/votes: the votes held at the meeting (each vote belongs to at most one). */
export const meetingVotesSchema = z.strictObject({
  voteIds: z.array(z.number().int().positive(), { error: 'The votes are a list of vote ids.' }).max(50),
});

/** PUT /api/meetings/consent: the owner's choice, and the version of the wording they agreed to. */
export const consentSchema = z.strictObject({
  choice: z.enum(DELIVERY_CHOICES, { error: `The choice must be one of: ${DELIVERY_CHOICES.join(', ')}.` }),
  version: z
    .string({ error: MeetingMessages.consentVersionUnknown })
    .refine((v) => Object.hasOwn(CONSENT_WORDINGS, v), MeetingMessages.consentVersionUnknown),
});
export type ConsentInput = z.infer<typeof consentSchema>;

/** POST /api/meetings/delivery-choice-requests: the yearly request for each owner's choice. */
export const deliveryChoiceRequestSchema = z.strictObject({ year: z.number({ error: MeetingMessages.requestYearInvalid }).int() });

export interface MeetingDocument {
  id: number;
  title: string;
}

export interface MeetingSummary {
  id: number;
  kind: MeetingKind;
  title: string;
  /** ISO instant, and the wall-clock time in the association's zone. */
  startsAt: string;
  localStart: string;
  timeZone: string;
  durationMinutes: number;
  place: string;
  videoLink: string;
  agenda: string;
  documents: MeetingDocument[];
  emergency: boolean;
  emergencyReason: string;
  /** The notice rule applied (its citation), and the latest time the notice was due; null under the "none" pack. */
  noticeCitation: string | null;
  noticeDueAt: string | null;
  noticedAt: string;
  recordingUrl: string;
  minutes: MeetingDocument | null;
  /** Minutes drafted and not yet approved: shown to the board only (administrators and directors who may read minutes). */
  draftMinutes: MeetingDocument | null;
  /** The votes held at the meeting. */
  votes: { id: number; title: string }[];
  /** Cancelled meetings leave the upcoming list; each change raises the calendar's SEQUENCE. */
  status: MeetingStatus;
  sequence: number;
  /** Each notice round: the first notice, then each amendment, postponement or cancellation. */
  history: MeetingEvent[];
}

/**
 * Minutes record a meeting held: they are dated on or after its local day (`localStart`), never
 * before. The one test of the minutes picker and of the server that links them.
 */
export const minutesFitMeeting = (documentDate: string, localStart: string): boolean =>
  documentDate.slice(0, 10) >= localStart.slice(0, 10);

/** GET /api/meetings (public): upcoming meetings first (soonest first), then past ones (latest first). */
export interface MeetingList {
  upcoming: MeetingSummary[];
  /** Meetings whose time has passed, cancelled ones included (their status says so). */
  past: MeetingSummary[];
  /** Cancelled meetings that were still to come: their notice of cancellation stays posted. */
  cancelled: MeetingSummary[];
}

export interface DeliveryRow {
  name: string;
  unit: string;
  channel: DeliveryChoice;
  /** The e-mail address, the Notices page, or the owner's mailing address (its lines joined by ", "). */
  address: string;
  /** Paper: the mailing address the label prints (the unit's street when the roster has none). */
  mailing: MailingAddress | null;
  /** Whether the owner has an account (owners without one are on the roster only, and get paper). */
  hasAccount: boolean;
  /** What became of it (DELIVERY_RESULTS); addressMissing: complete the roster's address before mailing. */
  result: DeliveryResult;
  recordedAt: string;
  /** The notice round (0 the first notice) and what it said. */
  round: number;
  action: NoticeRoundAction;
}

/** GET /api/meetings/:id/deliveries (directors and administrators). */
export interface DeliveryList {
  total: number;
  deliveries: DeliveryRow[];
}

/** GET/PUT/DELETE /api/meetings/consent: the signed-in owner's current choice. */
export interface ConsentAnswer {
  /** Null: no agreement on record (or withdrawn): notices come by paper mail. */
  current: { choice: DeliveryChoice; version: string; wording: string; agreedAt: string } | null;
  /** The wording to agree to now, for each way (of `version`). */
  wordings: Record<DeliveryChoice, string>;
  version: string;
  eligible: boolean;
}

/** Where an owner changes their delivery choice (the Notices page's section). */
export const DELIVERY_CHOICE_PATH = '/notices#delivery';

/**
 * The statutory notices' e-mails (plain text; docs/requirements.md, "Meetings and notices"), written
 * with one language's words (common/src/i18n/mails.ts); StatutoryNoticeMail is the English.
 */
export const statutoryNoticeMail = (w: TranslationOf<typeof MeetingMail>) => {
  const kindLabel = (kind: MeetingKind) => (kind === 'owner' ? w.ownerMeeting : w.boardMeeting);
  return {
    meetingLead: (kind: MeetingKind, emergency: boolean) => w.noticeLead(kindLabel(kind), emergency),
    meetingBody: (m: {
      title: string;
      when: string;
      place: string;
      videoLink: string;
      agenda: string;
      link: string;
      citation: string | null;
    }) =>
      [
        `${m.title}`,
        w.when(m.when),
        m.place ? w.where(m.place) : '',
        m.videoLink ? w.video(m.videoLink) : '',
        '',
        w.agenda,
        m.agenda,
        '',
        // A citation may end with its own period ("… Fla. Stat."): one period, never two.
        m.citation ? w.givenUnder(m.citation.replace(/\.$/, '')) : '',
        w.postedAt(m.link),
      ]
        .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
        .join('\n'),
    roundLead: (action: NoticeRoundAction, kind: MeetingKind) =>
      action === 'edited'
        ? w.amendedLead(kindLabel(kind).toLowerCase())
        : action === 'postponed'
          ? w.postponedLead(kindLabel(kind))
          : w.cancelledLead(kindLabel(kind)),
    roundPreface: (action: NoticeRoundAction, reason: string, before: string) =>
      [
        action === 'cancelled' ? w.cancelled(before) : action === 'postponed' ? w.postponed(before) : w.amends(before),
        reason ? w.reason(reason) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    requestLead: (year: number) => w.requestLead(year),
    requestBody: (year: number, link: string) => w.requestBody(year, link),
    footer: (base: string) => w.footer(`${base}${DELIVERY_CHOICE_PATH}`),
  } as const;
};
export const StatutoryNoticeMail = statutoryNoticeMail(MeetingMail);
