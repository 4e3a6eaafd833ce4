/**
 * E-mail notices of new content (docs/requirements.md §10): the kinds a resident can be told
 * about, how each is delivered, the preferences form, the one-click unsubscribe and the
 * "sent to N residents" counts of the admin lists. Shared by the API (docs/api.md, "E-mail
 * notices") and the web app's Account Management and unsubscribe screens.
 */
import { z } from 'zod';
import type { DocType } from './constants';
import { asOneLine } from './validation';
import { voteTime } from './vote-report';

/**
 * What a notice is about: news, the three kinds of documents (named as their admin screens), and
 * service requests (the resident's own, and for staff each new one: docs/requirements.md §18), and
 * votes (their opening, the reminder before close, the results: docs/requirements.md §16).
 */
export const NOTICE_KINDS = ['news', 'newsletters', 'minutes', 'documents', 'requests', 'votes'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The notice kind of each kind of document (a document item is announced under its kind). */
export const NOTICE_KIND_BY_DOC_TYPE: Readonly<Record<DocType, NoticeKind>> = {
  Document: 'documents',
  Newsletter: 'newsletters',
  Minutes: 'minutes',
};

/** How a resident wants each kind: not at all, one e-mail per item, or one e-mail a week listing the new items. */
export const NOTICE_DELIVERIES = ['none', 'atOnce', 'weeklyDigest'] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];

export type NoticePreferences = Record<NoticeKind, NoticeDelivery>;

/** A resident who never chose: newsletters, minutes, their service requests and votes at once, the rest none. */
export const DEFAULT_NOTICE_PREFERENCES: Readonly<NoticePreferences> = {
  news: 'none',
  newsletters: 'atOnce',
  minutes: 'atOnce',
  documents: 'none',
  requests: 'atOnce',
  votes: 'atOnce',
};

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  news: 'News',
  newsletters: 'Newsletters',
  minutes: 'Meeting Minutes',
  documents: 'Community Documents',
  requests: 'Service Requests',
  votes: 'Votes',
};

export const NOTICE_DELIVERY_LABELS: Record<NoticeDelivery, string> = {
  none: 'None',
  atOnce: 'At once',
  weeklyDigest: 'Weekly digest',
};

/** Where the preferences are changed (Account Management, its notices section) and the unsubscribe page. */
export const NOTICE_PREFERENCES_PATH = '/manage#notices';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export const NoticeMessages = {
  preferencesSaved: 'Your e-mail notice choices were saved.',
  deliveryInvalid: `Each kind of notice must be one of: ${NOTICE_DELIVERIES.join(', ')}.`,
  kindInvalid: `The kinds of notice are: ${NOTICE_KINDS.join(', ')}.`,
  nothingChosen: 'Choose how you want at least one kind of notice.',
  /** Shown beside the minutes choice to residents who may not read minutes (they get none). */
  minutesNotAllowed: 'Meeting minutes are sent only to verified owners and administrators.',
  /** Shown instead of the votes choice to accounts that are not verified owners of a roster unit (docs/requirements.md §16). */
  votesNotAllowed: 'Votes are sent only to verified owners of units on the roster.',
  unsubscribed: (kind: NoticeKind, email: string) =>
    `${email} will no longer receive e-mails about ${NOTICE_KIND_LABELS[kind]}. You can turn them on again in Account Management.`,
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid, so nothing was changed: open the link of the e-mail again, or change your choices in Account Management.',
  unsubscribeLinkUsed: 'This unsubscribe link was already used, so nothing was changed: you can change your choices in Account Management.',
  unsubscribeConfirm: (kind: NoticeKind, email: string) => `Stop e-mails about ${NOTICE_KIND_LABELS[kind]} to ${email}?`,
  sentTo: (count: number) => `Sent to ${count} ${count === 1 ? 'resident' : 'residents'}`,
  /** The admin lists, while a notice is still being sent. */
  sending: (sent: number, pending: number) => `Sent to ${sent} of ${sent + pending} residents`,
} as const;

const delivery = z.enum(NOTICE_DELIVERIES, { error: NoticeMessages.deliveryInvalid });

/**
 * PUT /api/notices/preferences: the kinds to change, each none | atOnce | weeklyDigest; kinds
 * left out keep their choice. Unknown kinds or values are a 400 and change nothing.
 */
export const noticePreferencesSchema = z
  .object(
    {
      news: delivery.optional(),
      newsletters: delivery.optional(),
      minutes: delivery.optional(),
      documents: delivery.optional(),
      requests: delivery.optional(),
      votes: delivery.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? NoticeMessages.kindInvalid : NoticeMessages.nothingChosen) },
  )
  .strict()
  .refine((p) => Object.keys(p).length > 0, NoticeMessages.nothingChosen);
export type NoticePreferencesUpdate = z.infer<typeof noticePreferencesSchema>;

/** GET and PUT /api/notices/preferences answer: the signed-in account's choices. */
export interface NoticePreferencesAnswer {
  preferences: NoticePreferences;
  /** The address notices go to (the account's e-mail). */
  email: string;
  /** Whether this account may read minutes (verified owner or admin): only then minutes are sent. */
  minutesAllowed: boolean;
  /** Whether this account is a verified owner of a roster unit: only then votes are sent. */
  votesAllowed: boolean;
}

/**
 * POST /api/notices/unsubscribe (no sign-in): the token of the e-mail's unsubscribe link, as
 * JSON { token }; mail clients' one-click POST (RFC 8058) sends it in the query string instead.
 */
export const unsubscribeSchema = z
  .object({ token: z.string({ error: NoticeMessages.unsubscribeLinkInvalid }).min(1, NoticeMessages.unsubscribeLinkInvalid).max(500) })
  .strict();
export type UnsubscribeRequest = z.infer<typeof unsubscribeSchema>;

/**
 * GET /api/notices/unsubscribe?token=… (what the link would do, nothing changed) and the
 * POST's answer (done). `email` is the address the link was sent to.
 */
export interface UnsubscribeAnswer {
  kind: NoticeKind;
  email: string;
  /** GET: the question to confirm (unsubscribeConfirm); POST: the outcome (unsubscribed). */
  message: string;
}

/** One row of an admin list: how many residents its notice reached, and how many are still waiting. */
export interface NoticeCount {
  /** The news item's or document's id. */
  itemId: number;
  sent: number;
  pending: number;
}

/** GET /api/notices/sent?kind=news|newsletters|minutes|documents (super users): the counts of that list's items that had a notice. */
export interface NoticeCounts {
  kind: NoticeKind;
  items: NoticeCount[];
}
export const noticeCountsQuerySchema = z.object({ kind: z.enum(NOTICE_KINDS, { error: NoticeMessages.kindInvalid }) }).strict();

/** "<site>: <lead>: <title>"; without a title (a notice about the association itself) "<site>: <lead>", the site named once. */
const ledSubject = (site: string, lead: string, title?: string) =>
  [site, lead, ...(title === undefined ? [] : [title])].map(asOneLine).join(': ');

/** The notice e-mails' texts (plain text). */
export const NoticeMail = {
  subject: (site: string, kind: NoticeKind, title: string) => ledSubject(site, NOTICE_SUBJECT_LEADS[kind], title),
  /** A subject with its own lead (a vote's notices say which moment of the vote they are about). */
  ledSubject: (site: string, lead: string, title?: string) => ledSubject(site, lead, title),
  digestSubject: (site: string, kind: NoticeKind, count: number) =>
    `${asOneLine(site)}: this week's ${NOTICE_KIND_LABELS[kind]} (${count} new ${count === 1 ? 'item' : 'items'})`,
  documentExcerpt: (kind: NoticeKind, day: string) => `${NOTICE_SUBJECT_LEADS[kind]} dated ${day}.`,
  itemBody: (title: string, excerpt: string, link: string) => `${asOneLine(title)}\n\n${excerpt}\n\nRead it on the portal: ${link}`,
  footer: (kind: NoticeKind, delivery: string, preferencesUrl: string, unsubscribeUrl: string) =>
    [
      `You receive this because your account asked for e-mails about ${NOTICE_KIND_LABELS[kind]} (${delivery.toLowerCase()}).`,
      `Change your choices: ${preferencesUrl}`,
      `Unsubscribe from ${NOTICE_KIND_LABELS[kind]}: ${unsubscribeUrl}`,
    ].join('\n'),
} as const;

/** The e-mail subject's lead of each kind, before the item's title. */
export const NOTICE_SUBJECT_LEADS: Record<NoticeKind, string> = {
  news: 'News',
  newsletters: 'New newsletter',
  minutes: 'New meeting minutes',
  documents: 'New community document',
  requests: 'Service request',
  votes: 'Vote',
};

/**
 * The three notices of a vote (docs/requirements.md §16): its opening, the reminder 24 hours before
 * close (to owners whose unit has not voted), and the results at close (common/src/vote-report.ts).
 * Times are the association's (site setting `timeZone`).
 */
export const VOTE_NOTICE_EVENTS = ['opening', 'reminder', 'results'] as const;
export type VoteNoticeEvent = (typeof VOTE_NOTICE_EVENTS)[number];

export const VoteNoticeMail = {
  leads: { opening: 'Vote open', reminder: 'Vote closes in 24 hours', results: 'Vote results' } satisfies Record<VoteNoticeEvent, string>,
  // A vote counted by entitlement weighs each unit's ballot by its share: "one vote each" would mislead.
  opening: (closesAt: number, timeZone: string, counting: 'unit' | 'entitlement' = 'unit') =>
    `Voting is open until ${voteTime(closesAt, timeZone)}. ${
      counting === 'entitlement' ? "Each unit has one ballot, weighted by the unit's entitlement" : 'Each unit has one vote'
    }; cast your unit's on the portal.`,
  reminder: (closesAt: number, timeZone: string) => `Your unit has not voted yet. Voting closes at ${voteTime(closesAt, timeZone)}.`,
} as const;
