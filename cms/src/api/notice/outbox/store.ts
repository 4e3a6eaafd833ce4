/**
 * E-mail notices (docs/requirements.md §10): the outbox's tables, its tuning and the shapes the
 * steps share. Everything is in the database, so any portal process may do any step and a
 * restart loses nothing; written against knex alone (no Strapi), so one database can be worked
 * by several dispatchers.
 */
import type { Knex } from 'knex';
import type { NoticeDelivery, NoticeKind } from '@hearth/common';
import { settings } from '../../../platform/settings';

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
}

export type Source = 'news' | 'document';

export interface Item {
  source: Source;
  id: number;
  kind: NoticeKind;
  title: string;
  excerpt: string;
  link: string;
}

export interface OutboxRow {
  id: number | string;
  user_id: number;
  email: string;
  kind: NoticeKind;
  delivery: Exclude<NoticeDelivery, 'none'>;
  subject: string;
  body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  unsubscribed_at: number | string | null;
}

export const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client));
