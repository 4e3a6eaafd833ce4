/**
 * The records requests' e-mails (docs/requirements.md §20), through the outbox's rounds
 * (docs/architecture.md "Mail: one outbox"): queued by services/records-mails.ts, each once.
 */
export const RECORDS_MAIL_KINDS = {
  /** To the owner who filed a request: what was asked, the deadline and the statute. */
  'records-request-received': 'queued',
  /** To each director and administrator, once per request filed. */
  'records-request-alert': 'queued',
  /** To each director and administrator, once per open request, when its deadline is near. */
  'records-request-reminder': 'queued',
  /** To the owner, with the answer's documents, inspection day and note. */
  'records-request-answered': 'queued',
} as const;
