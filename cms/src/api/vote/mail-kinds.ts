/**
 * A vote's own e-mails (docs/requirements.md §16), through the outbox's rounds (docs/architecture.md
 * "Mail: one outbox"); a vote's opening, reminder and results are the notices of kind `votes`.
 */
export const VOTE_MAIL_KINDS = {
  /**
   * The ballot's receipt code (also shown on screen): sealed in the outbox and wiped once sent, so
   * no one with SQL finds a code there to look its ballot up with.
   */
  'vote-receipt': 'sealed',
  /** The named proxy is told they hold the unit's vote. */
  'vote-proxy': 'queued',
} as const;
