/**
 * The meeting tables (cms/database/migrations/…create-meeting-tables.js) and the consent rule the
 * notice outbox asks when it sends a statutory notice (docs/requirements.md, "Meetings, notices and consent to electronic notice").
 */
import type { Knex } from 'knex';
import type { DeliveryChoice, MeetingStatus, MeetingSummary } from '@hearth/common';
import { mailableAccounts } from '../../../identity/front-door';
import { liveProfiles } from '../../profile/front-door';

export const MEETING_TABLES = {
  meetings: 'hearth_meetings',
  deliveries: 'hearth_notice_deliveries',
  consents: 'hearth_notice_consents',
  events: 'hearth_meeting_events',
  signoffs: 'hearth_notice_signoffs',
} as const;

export interface ConsentRow {
  id: number | string;
  profile_id: number;
  user_id: number;
  choice: DeliveryChoice;
  version: string;
  wording: string;
  agreed_at: number | string;
  withdrawn_at: number | string | null;
}

/** Each profile's current agreement (latest, not withdrawn); profiles without one get paper mail. */
export async function currentConsents(knex: Knex, profileIds?: readonly number[]): Promise<Map<number, ConsentRow>> {
  const rows = (await knex(MEETING_TABLES.consents)
    .whereNull('withdrawn_at')
    .modify((q) => {
      if (profileIds) q.whereIn('profile_id', profileIds.length ? profileIds : [-1]);
    })
    .orderBy('id')
    .select('*')) as ConsentRow[];
  const out = new Map<number, ConsentRow>();
  for (const row of rows) out.set(Number(row.profile_id), row);
  return out;
}

/**
 * Whether a statutory notice may still be e-mailed to this account, and where: its profile's
 * current agreement is e-mail and the account may be mailed (the identity module's rule: confirmed,
 * not blocked, address verified).
 * Asked again when the outbox sends, so a withdrawal reaches notices already queued.
 */
export async function emailConsentOf(knex: Knex, userId: number): Promise<{ userId: number; email: string } | null> {
  const row = (await knex
    .from(mailableAccounts(knex).as('u'))
    .join(liveProfiles(knex).as('pr'), 'pr.user_id', 'u.id')
    .where('u.id', userId)
    .whereExists((q) =>
      q
        .select(knex.raw('1'))
        .from(`${MEETING_TABLES.consents} as c`)
        .whereRaw('c.profile_id = pr.id')
        .whereNull('c.withdrawn_at')
        .where('c.choice', 'email')
        .whereNotExists((later) =>
          later
            .select(knex.raw('1'))
            .from(`${MEETING_TABLES.consents} as n`)
            .whereRaw('n.profile_id = c.profile_id')
            .whereRaw('n.id > c.id'),
        ),
    )
    .first('u.id', 'u.email')) as { id: number; email: string } | undefined;
  return row ? { userId: Number(row.id), email: row.email } : null;
}

/** A row of the meetings table, as `select *` reads it. */
export interface MeetingRow {
  id: number | string;
  kind: MeetingSummary['kind'];
  title: string;
  starts_at: number | string;
  local_start: string;
  time_zone: string;
  duration_minutes: number;
  place: string;
  video_link: string;
  agenda: string;
  documents: string;
  emergency: boolean | number;
  emergency_reason: string;
  notice_citation: string | null;
  notice_due_at: number | string | null;
  noticed_at: number | string;
  recording_url: string;
  recording_posted_at: number | string | null;
  minutes_document_id: number | null;
  /** Minutes drafted and awaiting approval (a Minutes document read by the board only). */
  minutes_draft_id: number | null;
  status: MeetingStatus;
  sequence: number;
}
