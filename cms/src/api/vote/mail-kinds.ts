/**
 * A vote's own e-mails (docs/requirements.md §16), through the outbox's rounds (docs/architecture.md
 * "Mail: one outbox"); a vote's opening, reminder and results are the notices of kind `votes`.
 */
export const VOTE_MAIL_KINDS = {
  /** The ballot's receipt code (also shown on screen). */
  'vote-receipt': 'queued',
  /** The named proxy is told they hold the unit's vote. */
  'vote-proxy': 'queued',
} as const;
