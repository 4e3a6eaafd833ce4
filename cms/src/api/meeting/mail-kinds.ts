/**
 * The meetings' statutory notices (docs/requirements.md, the meetings' notices), through the
 * outbox's rounds (docs/architecture.md "Mail: one outbox"): each goes by the owner's agreement to
 * e-mail, asked again when the outbox sends it, so a withdrawal reaches notices already queued;
 * they carry no unsubscribe (the owner changes their delivery choice instead).
 */
import { STATUTORY_NOTICE_KINDS, type StatutoryNoticeKind } from '@hearth/common';
import type { MailKindRule } from '../notice/front-door';
import { emailConsentOf } from './model/tables';

export const MEETING_MAIL_KINDS = Object.fromEntries(
  STATUTORY_NOTICE_KINDS.map((kind) => [kind, { how: 'statutory', recipient: emailConsentOf }]),
) as Record<StatutoryNoticeKind, MailKindRule>;
