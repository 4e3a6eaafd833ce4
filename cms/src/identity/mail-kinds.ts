/**
 * The e-mails sent while their caller waits (docs/architecture.md "Mail: one outbox"): the one
 * list of the portal's immediate mail. Each goes through the outbox's one function (sendMail) and
 * its transport, but not through a queue, because its caller must know at once whether it went:
 * the link or code in it is withdrawn, or the change undone, and the person told "not sent"
 * (docs/requirements.md §3, §4), rather than waiting for a message that may never come.
 */
export const IDENTITY_MAIL_KINDS = {
  /** The e-mail address verification link of a registration or an address change (withdrawn if not sent). */
  'verify-email': 'immediate',
  /** The password reset link (withdrawn if not sent; the form says so). */
  'reset-password': 'immediate',
  /** The forgotten user name (the form says whether it went). */
  'user-name': 'immediate',
  /** The old address told of an address change, with the undo link, as the change is answered. */
  'email-changed': 'immediate',
  /** Wrong two-factor codes after the right password: the owner is told while the attempts go on. */
  'two-factor-burst': 'immediate',
  /** The roster's invitation to register (its invitation date is put back if not sent). */
  'roster-invitation': 'immediate',
  /** A content editor's panel invitation or notice (the users screen says whether it went). */
  'editor-account': 'immediate',
  /** Administrators asked to verify a profile, and the resident told they were verified, as the change is answered. */
  verification: 'immediate',
} as const;
