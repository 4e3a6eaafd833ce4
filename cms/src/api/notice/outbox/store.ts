/**
 * E-mail notices (docs/requirements.md §10): the outbox's tables, its tuning and the shapes the
 * steps share. Everything is in the database, so any portal process may do any step and a
 * restart loses nothing; written against knex alone (no Strapi), so one database can be worked
 * by several dispatchers.
 */
import type { Knex } from 'knex';
import type { NoticeDelivery, NoticeKind, StatutoryNoticeKind } from '@hearth/common';
import { settings } from '../../../platform/settings';
import type { AnnouncementSource } from './announce';
import type { MailKind } from './mail';

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
  /** The modules' own rounds, run before each batch is claimed: they queue what came due (the bookings' e-mails). */
  rounds: () => readonly (() => Promise<void>)[];
  /** The modules' announcements (news, documents, a vote's moments), in the order a round asks them. */
  sources: () => readonly AnnouncementSource[];
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
}

export interface OutboxRow {
  id: number | string;
  user_id: number;
  email: string;
  /**
   * A statutory notice (docs/requirements.md §21) goes by the owner's consent, not by preferences;
   * a module's own e-mail (mail.ts, MAIL_KINDS) as it was queued.
   */
  kind: NoticeKind | StatutoryNoticeKind | MailKind;
  delivery: Exclude<NoticeDelivery, 'none'>;
  subject: string;
  body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  unsubscribed_at: number | string | null;
  /** JSON of a module's e-mail's attachments (a booking's calendar event), or null. */
  attachments: string | null;
}
