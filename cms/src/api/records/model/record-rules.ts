/**
 * Official records on every document write, the admin panel's included (docs/requirements.md §20), run by
 * the document rules (api::document.document-rules) in the write pipeline's rules step:
 * - a records category must be the rule pack's or the association's own (400);
 * - a record's audience is its category's or a narrower one: a private (board) category's record is
 *   never posted to owners or the public (400);
 * - posting to owners or the public needs the poster's confirmation that the document holds nothing the
 *   pack lists as private: the name given, and the time the server stamps (400 without it);
 * - the posting time is stamped once, by the server, when the document first becomes a record, and no
 *   write changes it afterwards (400); the activity record keeps every change of the other fields;
 *   writes to one document wait for each other (its row locked), so simultaneous posts stamp one time;
 * - a duplicate (the panel's Duplicate, `clone`) is a new document under the same rules: never its
 *   source's posting or confirmation time, an audience its category admits.
 */
import type { Core } from '@strapi/strapi';
import { audienceFits, RecordsMessages, RECORD_AUDIENCES, type RecordAudience } from '@hearth/common';
import { badRequest } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { serviceOf } from '../../../platform/services';
import type recordsService from '../services/records';

const instant = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value as string).getTime();
  return Number.isNaN(time) ? NaN : time;
};

export async function recordRulesBefore(strapi: Core.Strapi, context: WriteContext): Promise<void> {
  const write = await valuesAfterWrite(strapi, context, { clone: true });
  if (!write) return;
  const { data, existing, value } = write;
  const cloning = context.action === 'clone';
  // The panel's Duplicate form carries the source's server-stamped times: never copied.
  if (cloning) {
    delete data.postedAt;
    delete data.privacyConfirmedAt;
  }

  const storedPostedAt = instant(existing?.postedAt);
  if ('postedAt' in data && instant(data.postedAt) !== storedPostedAt) throw badRequest(RecordsMessages.postedAtFixed);
  // Stamped by the server only: the stored one, or none yet.
  if (storedPostedAt !== null) data.postedAt = existing!.postedAt;
  else delete data.postedAt;

  // The confirmation's time is the server's, when a name is (re)given.
  const confirmedBy = String(value('privacyConfirmedBy') ?? '').trim();
  if (cloning) data.privacyConfirmedAt = confirmedBy ? new Date() : null;
  else if ('privacyConfirmedBy' in data && confirmedBy && confirmedBy !== (existing?.privacyConfirmedBy ?? ''))
    data.privacyConfirmedAt = new Date();
  else if ('privacyConfirmedAt' in data) data.privacyConfirmedAt = existing?.privacyConfirmedAt ?? null;
  if ('privacyConfirmedBy' in data && !confirmedBy) data.privacyConfirmedBy = null;

  const key = String(value('recordsCategory') ?? '').trim();
  if (!key) {
    if ('recordsCategory' in data) data.recordsCategory = null;
    if (cloning) data.postedAt = null;
    if ('audience' in data && data.audience !== null && !RECORD_AUDIENCES.includes(data.audience as RecordAudience))
      throw badRequest(RecordsMessages.audienceUnknown);
    return;
  }
  const category = (await serviceOf<typeof recordsService>(strapi, 'api::records.records').categories()).find((c) => c.key === key);
  if (!category) {
    // A record filed under a category the association no longer has (another pack chosen) keeps it until changed.
    if (existing?.recordsCategory === key && !('audience' in data && data.audience !== existing?.audience)) return;
    throw badRequest(RecordsMessages.categoryUnknown);
  }
  data.recordsCategory = key;
  const audience = (value('audience') ?? category.audience) as RecordAudience;
  if (!RECORD_AUDIENCES.includes(audience)) throw badRequest(RecordsMessages.audienceUnknown);
  if (!audienceFits(category.audience, audience)) throw badRequest(RecordsMessages.audienceTooWide(category.label, category.audience));
  // No category makes minutes public (the minutes rule: administrators and confirmed owners).
  if (audience === 'public' && value('docType') === 'Minutes') throw badRequest(RecordsMessages.minutesNeverPublic);
  data.audience = audience;
  if (audience !== 'board' && !confirmedBy) throw badRequest(RecordsMessages.privacyConfirmationRequired);
  if (storedPostedAt === null) data.postedAt = new Date();
}
