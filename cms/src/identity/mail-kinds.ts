/**
 * The identity module's e-mails (docs/architecture.md "Mail: one outbox"), registered with the
 * outbox at start. Each is queued in the transaction that decides it and sent by the outbox's
 * rounds, never inside the request: the request answers without waiting for the mail server, the
 * round is woken as the change commits (so the person waits about a second), and a person's own
 * e-mail is claimed before the notices waiting. A mail server that is away delays the e-mail; it
 * is tried again until it goes, and nothing is undone.
 */
export const IDENTITY_MAIL_KINDS = {
  /** The e-mail address verification link of a registration or an address change. */
  'verify-email': 'queued',
  /** The password reset link. */
  'reset-password': 'queued',
  /** The forgotten user name. */
  'user-name': 'queued',
  /** The old address told of an address change, with the undo link. */
  'email-changed': 'queued',
  /** Wrong two-factor codes after the right password: the owner is told. */
  'two-factor-burst': 'queued',
  /** The roster's invitation to register (to a person with no account yet). */
  'roster-invitation': 'queued',
  /** A content editor's panel invitation or notice. */
  'editor-account': 'queued',
  /** Administrators asked to verify a profile, and the resident told they were verified. */
  verification: 'queued',
} as const;
