/**
 * The records requests' e-mails (docs/requirements.md §20), through the outbox's rounds
 * (docs/architecture.md "Mail: one outbox"): queued by services/records-mails.ts, each once. A kind is at
 * most 20 characters (the outbox's column).
 */
export const RECORDS_MAIL_KINDS = {
  /** To the owner who filed a request: what was asked, the deadline and the statute. */
  'records-received': 'queued',
  /** To each director and administrator, once per request filed. */
  'records-alert': 'queued',
  /** To each director and administrator, once per open request, when its deadline is near. */
  'records-reminder': 'queued',
  /** To the owner, with the answer's documents, inspection day and note. */
  'records-answered': 'queued',
} as const;
