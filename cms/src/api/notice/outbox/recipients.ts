/**
 * The notices' recipients as the outbox asks them (docs/architecture.md "Mail: one outbox"): the
 * outbox keeps no account, profile or roster of its own, and imports none of the modules that do.
 * It names here exactly what it reads of them, and the module that knows the people registers the
 * answers at start (registerRecipients, the front door); the outbox does not start without them.
 */
import type { Knex } from 'knex';
import type { Locale } from '@hearth/common';
import type { PortalUser } from '../../../platform/request';

/** An account of `mailable`, as its row comes back (the port's own columns beside these are its business). */
export interface MailableAccount {
  id: number | string;
  email: string;
}

export interface NoticeRecipients {
  /**
   * The accounts that may be mailed (confirmed, not blocked, address verified, an address present),
   * one row each or more, as a subquery the outbox joins into its own statement: columns `id`,
   * `email`, and whatever `readsMinutes` needs of the row.
   */
  mailable(knex: Knex): Knex.QueryBuilder;
  /** Whether the account of a `mailable` row may read the minutes: minutes notices go to their readers only. */
  readsMinutes(row: MailableAccount): boolean;
  /** The address an account has now; null when it has none or is gone (a digest's, an unsubscribe link's). */
  addressOf(knex: Knex, userId: number): Promise<string | null>;
  /** Whether the caller may read the minutes right now (the preferences page, the minutes' counts). */
  mayReadMinutes(user: PortalUser): Promise<boolean>;
  /** Whether the caller may vote right now (the preferences page shows the votes' notices to voters). */
  mayVote(user: PortalUser): Promise<boolean>;
  /**
   * The language each of these accounts reads its mail in: the one its person chose, else the
   * association's default — also for an account not asked, or none (a roster owner without one).
   */
  languagesOf(knex: Knex, userIds: readonly number[]): Promise<(userId: number | null) => Locale>;
}
