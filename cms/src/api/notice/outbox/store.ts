/**
 * E-mail notices (docs/requirements.md, "E-mail notices"): the outbox's tables, its tuning and the shapes the
 * steps share. Everything is in the database, so any portal process may do any step and a
 * restart loses nothing; written against knex alone (no Strapi), so one database can be worked
 * by several dispatchers.
 */
import type { Knex } from 'knex';
import type { Locale, NoticeDelivery, NoticeKind } from '@hearth/common';
import { settings } from '../../../platform/settings';
import type { NoticeRecipients } from './recipients';

export const NOTICE_TABLES = {
  preferences: 'hearth_notice_preferences',
  announcements: 'hearth_notice_announcements',
  outbox: 'hearth_notice_outbox',
  recipients: 'hearth_notice_recipients',
} as const;

/** Tuning, read when a dispatcher starts (README, "Configuration"). */
export const noticeSettings = () => settings().notices;
export type NoticeSettings = ReturnType<typeof noticeSettings>;

export interface NoticeMailMessage {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface NoticeDeps {
  knex: Knex;
  /** Sends one e-mail; throws when it was not delivered (`permanent`: the server refused it for good). */
  send(message: NoticeMailMessage): Promise<void>;
  log: { error(message: string): void; warn(message: string): void };
  publicUrl: () => string;
  siteName: () => Promise<string>;
  /** Signs the unsubscribe links. */
  secret: string;
  settings: NoticeSettings;
  /** This dispatcher's name in claimed rows. */
  worker: string;
  /** What the modules registered at start: their mail kinds, announcements and rounds (senders.ts). */
  senders: MailSenders;
  /** How many messages are sent at a time (the transport's pooled connections). */
  parallel: number;
}

/**
 * How a module's own kind of e-mail goes: queued (a row of the outbox), sealed (queued, its text
 * sealed with the portal's key and wiped once sent), or
 * statutory (a notice that goes by the owner's agreement to e-mail, asked again at sending time
 * with the module's `recipient`, and carries no unsubscribe).
 */
export type MailKindRule =
  'queued' | 'sealed' | { how: 'statutory'; recipient(knex: Knex, userId: number): Promise<{ email: string } | null> };

/** One kind of announcement a module declares: its rows' `source`, and the items due now. */
export interface AnnouncementSource {
  /** The announcement rows' `source` (stored: never renamed). */
  source: string;
  /** The items due now, oldest first, at most `limit` (a source with few rows, a vote's, may answer all). */
  due(now: number, limit: number): Promise<Omit<Item, 'source'>[]>;
  /** The first start records the items already visible as announced, without a notice (news, documents). */
  recordAtFirstStart: boolean;
}

/** What the outbox reads of the modules' registrations (senders.ts). */
export interface MailSenders {
  /** The rule of a registered kind; undefined for the notices of preferences and for unknown kinds. */
  rule(kind: string): MailKindRule | undefined;
  /** The kinds a module sends of its own (queued, sealed): claimed before the notices. */
  ownKinds(): string[];
  sources(): readonly AnnouncementSource[];
  rounds(): readonly (() => Promise<void>)[];
  /** Who may be mailed, as the module that knows the people registered it (recipients.ts). */
  recipients(): NoticeRecipients;
}

/** An item to announce: a news item, a document, one of a vote's three moments. */
export interface Item {
  /** Its announcement's `source`, as its module declared it (AnnouncementSource). */
  source: string;
  id: number;
  kind: NoticeKind;
  /** The e-mail subject's lead, before the title. */
  lead: string;
  title: string;
  excerpt: string;
  link: string;
  /** Only these accounts (user ids) are told; without it, everyone who wants the kind. */
  audience?: ReadonlySet<number>;
  /** Sent at once or not at all (a weekly digest would bring it too late). */
  atOnceOnly?: boolean;
  /** The lead and excerpt in a reader's language, for the e-mail sent at once; without it, `lead` and `excerpt` for all. */
  inLanguage?: (locale: Locale) => { lead: string; excerpt: string };
}

export interface OutboxRow {
  id: number | string;
  user_id: number;
  email: string;
  /**
   * A statutory notice (a meeting's notice by the owner's agreement to e-mail) goes by the owner's consent, not by preferences;
   * a module's own e-mail (a kind it registered, senders.ts) as it was queued.
   */
  kind: string;
  delivery: Exclude<NoticeDelivery, 'none'>;
  subject: string;
  body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  unsubscribed_at: number | string | null;
  /** JSON of a module's e-mail's attachments (a booking's calendar event), or null. */
  attachments: string | null;
}
