/**
 * A meeting after its notice (docs/requirements.md §21): owners' mailing addresses on the roster, the
 * notice rounds (the first notice, then each amended, postponed or cancelled notice, to everyone noticed
 * before), the meeting's history, and the sign-off of the paper notices on the certificate of notice.
 * Shared by the API (docs/api.md, "Meetings") and the web app.
 */
import { z } from 'zod';
import { freeText, isRealDay, optionalLine, requiredLine, requiredText, webAddressSchema } from './validation';
import type { NoticeRoundAction } from './meeting-labels';

/** An owner's mailing address as the roster keeps it: one line each, no control characters. */
export const MAILING_FIELDS = ['mailingStreet', 'mailingCity', 'mailingRegion', 'mailingPostalCode', 'mailingCountry'] as const;
export type MailingField = (typeof MAILING_FIELDS)[number];
export type MailingAddress = Record<MailingField, string>;

export const MAILING_FIELD_LABELS: Record<MailingField, string> = {
  mailingStreet: 'Mailing street',
  mailingCity: 'City',
  mailingRegion: 'State or province',
  mailingPostalCode: 'Postal code',
  mailingCountry: 'Country',
};

/** The fields of a roster person (unit member): each optional, one line, trimmed. */
export const mailingAddressFields = {
  mailingStreet: optionalLine(MAILING_FIELD_LABELS.mailingStreet, 200).optional(),
  mailingCity: optionalLine(MAILING_FIELD_LABELS.mailingCity, 100).optional(),
  mailingRegion: optionalLine(MAILING_FIELD_LABELS.mailingRegion, 100).optional(),
  mailingPostalCode: optionalLine(MAILING_FIELD_LABELS.mailingPostalCode, 20).optional(),
  mailingCountry: optionalLine(MAILING_FIELD_LABELS.mailingCountry, 100).optional(),
};

/** A label prints the street, the city line and the country; complete when it has a street, a city and a postal code. */
export const mailingLines = (a: MailingAddress): string[] =>
  [
    a.mailingStreet,
    [a.mailingCity, [a.mailingRegion, a.mailingPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.mailingCountry,
  ].filter(Boolean);
export const mailingComplete = (a: MailingAddress) => Boolean(a.mailingStreet && a.mailingCity && a.mailingPostalCode);

export const LifecycleMessages = {
  alreadyStarted: 'This meeting has begun: it can no longer be changed, postponed or cancelled.',
  cancelled: 'This meeting was cancelled: it can no longer be changed.',
  nothingChanged: 'Change at least one detail of the meeting.',
  changedMeanwhile: 'This meeting was changed by someone else a moment ago: reload it and try again.',
  postponeLater: 'A postponed meeting starts later than it was to start.',
  reasonRequired: 'Say why, for the notice to owners.',
  signOffDate: 'Enter the day the paper notices were mailed or posted (YYYY-MM-DD), not later than today.',
  signOffName: 'Enter the name of the officer or manager who mailed or posted the paper notices.',
  methodInvalid: 'The paper notices were either mailed or posted.',
  edited: (title: string) => `"${title}" was changed and the amended notice given.`,
  postponed: (title: string) => `"${title}" was postponed and its notice given.`,
  cancelledDone: (title: string) => `"${title}" was cancelled and its notice given.`,
} as const;

const localTime = z
  .string({ error: 'Enter the start as a date and time (YYYY-MM-DDTHH:MM).' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the start as a date and time (YYYY-MM-DDTHH:MM).');
const duration = z
  .number({ error: 'The duration is a number of minutes from 15 to 720.' })
  .int('The duration is a number of minutes from 15 to 720.')
  .min(15, 'The duration is a number of minutes from 15 to 720.')
  .max(720, 'The duration is a number of minutes from 15 to 720.');
const reason = freeText('Reason', 1000);

/** PUT /api/meetings/:id: the details to change (at least one), before the meeting begins; an amended notice goes out. */
export const meetingEditSchema = z
  .strictObject({
    title: requiredLine('Title', 'Give the meeting a title.', 200).optional(),
    startsAt: localTime.optional(),
    durationMinutes: duration.optional(),
    place: optionalLine('Place', 300).optional(),
    videoLink: z.union([z.literal(''), webAddressSchema('Video link', { max: 500 })]).optional(),
    agenda: requiredText('Give the meeting its agenda.', 10_000).optional(),
    documentIds: z.array(z.number().int().positive(), { error: 'The documents are a list of document ids.' }).max(20).optional(),
    reason: reason.optional(),
  })
  .refine((e) => Object.keys(e).some((k) => k !== 'reason'), LifecycleMessages.nothingChanged);
export type MeetingEdit = z.infer<typeof meetingEditSchema>;

/** POST /api/meetings/:id/postpone: the later start and why. */
export const meetingPostponeSchema = z.strictObject({
  startsAt: localTime,
  reason: reason.refine((r) => r !== '', LifecycleMessages.reasonRequired),
});
export type MeetingPostpone = z.infer<typeof meetingPostponeSchema>;

/** POST /api/meetings/:id/cancel: why. */
export const meetingCancelSchema = z.strictObject({ reason: reason.refine((r) => r !== '', LifecycleMessages.reasonRequired) });
export type MeetingCancel = z.infer<typeof meetingCancelSchema>;

/** POST /api/meetings/:id/paper-notices: the officer or manager who mailed or posted the paper notices, and when. */
export const paperNoticeSignOffSchema = z.strictObject({
  method: z.enum(['mailed', 'posted'], { error: LifecycleMessages.methodInvalid }),
  on: z.string({ error: LifecycleMessages.signOffDate }).refine(isRealDay, LifecycleMessages.signOffDate),
  name: requiredLine('Name', LifecycleMessages.signOffName, 200),
  title: optionalLine('Title', 100).default(''),
});
export type PaperNoticeSignOff = z.infer<typeof paperNoticeSignOffSchema>;

/** GET /api/meetings/:id/mailing-list.csv|pdf?round=N: a notice round's labels (the latest when left out). */
export const mailingListQuerySchema = z.strictObject({
  round: z.coerce
    .number({ error: 'The round is a notice round number.' })
    .int('The round is a notice round number.')
    .min(0)
    .max(10_000)
    .optional(),
});

/** One entry of a meeting's history: each notice round, in order. */
export interface MeetingEvent {
  round: number;
  action: NoticeRoundAction;
  at: string;
  /** The start after this round (ISO), and as the association's wall clock. */
  startsAt: string;
  localStart: string;
  reason: string;
  /** The fields changed (edited, postponed). */
  changed: string[];
}

export interface PaperSignOff {
  method: 'mailed' | 'posted';
  on: string;
  name: string;
  title: string;
  /** Up to which notice round the paper notices were mailed or posted. */
  round: number;
  recordedAt: string;
}
