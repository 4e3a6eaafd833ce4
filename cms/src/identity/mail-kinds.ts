/**
 * The identity module's e-mails (docs/architecture.md "Mail: one outbox"), registered with the
 * outbox at start. Most are the portal's immediate mail: each goes through the outbox's one
 * function (sendMail) and its transport, but not through a queue, because its caller must know at
 * once whether it went: the link or code in it is withdrawn, or the change undone, and the person
 * told "not sent" (the registration and recovery rules), rather than waiting for a message that
 * may never come. A notice whose caller undoes nothing when it fails is queued like any other.
 */
export const IDENTITY_MAIL_KINDS = {
  /** The e-mail address verification link of a registration or an address change (withdrawn if not sent). */
  'verify-email': 'immediate',
  /** The password reset link (withdrawn if not sent; the form says so). */
  'reset-password': 'immediate',
  /** The forgotten user name (the form says whether it went). */
  'user-name': 'immediate',
  /** The old address told of an address change, with the undo link (queued: the change stands either way). */
  'email-changed': 'queued',
  /** Wrong two-factor codes after the right password: the owner is told (queued: the wait stands either way). */
  'two-factor-burst': 'queued',
  /** The roster's invitation to register (its invitation date is put back if not sent). */
  'roster-invitation': 'immediate',
  /** A content editor's panel invitation or notice (the users screen says whether it went). */
  'editor-account': 'immediate',
  /** Administrators asked to verify a profile, and the resident told they were verified, as the change is answered. */
  verification: 'immediate',
} as const;
