/**
 * Document rules on every write (API and admin panel): the title message of the document's kind
 * (docs/requirements.md, "Validation"), a valid date (today when missing, docs/requirements.md, "States and transitions"), a bare file name, and the folder derived
 * from the kind, so a file can never be served from another area. Official records' rules (category,
 * audience, confirmation, fixed posting time) are the records module's (docs/requirements.md, "Official records and rule packs").
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DOCUMENT_DATE,
  Messages,
  TITLE_REQUIRED_BY_DOC_TYPE,
  docTypeSchema,
  isSafeFileName,
  isoDateSchema,
  titleSchema,
  type DocType,
  DOWNLOAD_AREA_BY_DOC_TYPE,
  MeetingMessages,
  isSuperUser,
  DEFAULT_LOCALE,
  RecordsMessages,
} from '@hearth/common';
import { badRequest, conflict, forbidden, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { storedDay } from '../../../platform/rows';
import { recordRulesBefore } from '../../records/front-door';
import { isDraftMinutes } from '../../records/front-door';
import { lockRow } from '../../../platform/row-lock';
import type { PortalUser } from '../../../identity/front-door';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import { scopedValue } from '../../../platform/call-scope';
import { panelUserMinutesAccess } from '../../panel-access/front-door';
import { ENGLISH, sharedAttributes } from '../../../platform/content-languages';
import type { rosterService } from '../../unit/front-door';

const MINUTES: DocType = 'Minutes';

/** The draft state of minutes and its approval: changed only by the meetings module's two calls, never by a write's data. */
const APPROVAL_FIELDS = ['minutesDraft', 'minutesApprovedAt', 'minutesApprovedBy'] as const;

const draftScope = scopedValue<true>('draft minutes');

/**
 * Runs a write that adds draft minutes (the meetings module's "Add draft minutes"): minutes created
 * inside are drafts, read by the board only until approved. Minutes created anywhere else (the
 * portal's add call, the admin panel, the seed) are approved minutes at once, stamped now.
 */
export const asDraftMinutes = <T>(write: () => Promise<T>): Promise<T> => draftScope.run(true, write);

/**
 * Stamps a draft's approval once, in the caller's transaction under the document's row lock: of two
 * approvals at once, the second waits here and then finds the minutes approved. Answers what it found.
 */
export async function approveDraftMinutes(
  strapi: Core.Strapi,
  trx: Knex,
  documentId: number,
  approval: { at: string; by: string },
): Promise<'approved' | 'missing' | 'alreadyApproved'> {
  if (!(await lockRow(trx, 'documents', documentId))) return 'missing';
  const current = (await trx('documents').where({ id: documentId }).first('doc_type', 'minutes_draft', 'archived_at')) as
    { doc_type: string; minutes_draft: unknown; archived_at: unknown } | undefined;
  if (!current || current.archived_at) return 'missing';
  if (!isDraftMinutes({ docType: current.doc_type, minutesDraft: current.minutes_draft })) return 'alreadyApproved';
  // Shared by all of the document's languages: its translations' rows are approved with it.
  const { document_id: shared } = (await trx('documents').where({ id: documentId }).first('document_id')) as { document_id: string };
  await strapi.db.query(UID.document).updateMany({
    where: { documentId: shared },
    data: { minutesDraft: false, minutesApprovedAt: approval.at, minutesApprovedBy: approval.by },
  });
  return 'approved';
}

/**
 * The minutes rule on writes: minutes are added, changed, re-typed (either way), duplicated or
 * removed only by those who may read them — administrators and verified owners, never a director for
 * being one (docs/authorization.md) — through the portal's calls and the admin panel alike, its bulk
 * actions included (each passes here once per document). Writes without a request (the seed, the
 * start-up) are the system's own.
 */
async function requireMinutesWriter(strapi: Core.Strapi, context: WriteContext): Promise<void> {
  const { data, documentId } = context.params;
  const stored = documentId
    ? await strapi.db.query(UID.document).findOne({ where: { documentId }, select: ['docType', 'minutesDraft'] })
    : null;
  if (stored?.docType !== MINUTES && data?.docType !== MINUTES) return;
  // Draft minutes are the board's (administrators and directors who may read minutes), to change as to read.
  const draft = Boolean(stored?.minutesDraft) || draftScope.get() === true;
  const ctx = strapi.requestContext.get() as
    { state?: { user?: Record<string, unknown>; auth?: { strategy?: { name?: string } } } } | undefined;
  const user = ctx?.state?.user;
  if (!user) return;
  const inPanel = ctx.state?.auth?.strategy?.name === 'admin';
  const access = inPanel
    ? await panelUserMinutesAccess(strapi, user as { id: number; roles?: { code?: string }[] })
    : {
        minutes: await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').mayReadMinutesNow(user as unknown as PortalUser),
        board: isSuperUser((user as unknown as PortalUser).roles ?? []),
      };
  if (!access.minutes) throw forbidden(Messages.minutesWritersOnly);
  if (draft && !access.board) throw forbidden(MeetingMessages.draftMinutesBoardOnly);
}

/**
 * A translation's write (a locale other than English, the panel's): only its title is its own. Its
 * shared fields are the English row's, whatever the write carries, so Strapi's copying of shared
 * fields between locales never moves the English row's date, file, category or state. An official
 * record is one text: none of its languages but English is ever written (409). A document begun in
 * another language has no English row yet: it passes the rules as any document, and is listed once
 * its English row is written. Answers whether the write is a translation of an English row.
 */
async function translationRules(strapi: Core.Strapi, context: WriteContext): Promise<boolean> {
  const locale = context.params.locale;
  if (typeof locale !== 'string' || locale === DEFAULT_LOCALE || !['create', 'update', 'clone'].includes(context.action)) return false;
  const { documentId, data } = context.params;
  const english = documentId ? await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, documentId } }) : null;
  if (english?.recordsCategory || (!english && data?.recordsCategory)) throw conflict(RecordsMessages.recordNotTranslated);
  // A duplicate is a new document (the rules of one), a document begun in another language one too.
  if (!english || context.action === 'clone' || !data) return false;
  for (const field of sharedAttributes(strapi, UID.document)) data[field] = (english as Record<string, unknown>)[field] ?? null;
  const own = await strapi.db.query(UID.document).findOne({ where: { documentId, locale }, select: ['title'] });
  const docType: DocType = parseOrThrow(docTypeSchema, english.docType);
  parseOrThrow(titleSchema(TITLE_REQUIRED_BY_DOC_TYPE[docType]), 'title' in data ? data.title : own?.title);
  return true;
}

/** Locks a document's rows for the rest of the write's transaction (the pipeline's, joined here): its posting time is stamped once. */
async function lockDocument(strapi: Core.Strapi, documentId: string): Promise<void> {
  await strapi.db.transaction(({ trx }) =>
    trx('documents')
      .where({ document_id: documentId })
      .update({ updated_at: trx.ref('updated_at') }),
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    // One write at a time per document: the posting time is stamped once (record rules).
    if (context.action === 'update' && context.params.documentId) await lockDocument(strapi, context.params.documentId);
    await requireMinutesWriter(strapi, context);
    if (await translationRules(strapi, context)) return;
    // The panel's Duplicate (clone) passes the same rules as a new document.
    const write = await valuesAfterWrite(strapi, context, { clone: true });
    if (!write) return;
    const { data, existing, value } = write;
    const docType: DocType = parseOrThrow(docTypeSchema, value('docType') ?? 'Document');
    for (const field of APPROVAL_FIELDS) delete data[field];
    if (context.action === 'create') {
      const draft = docType === MINUTES && draftScope.get() === true;
      Object.assign(data, {
        minutesDraft: draft,
        minutesApprovedAt: docType === MINUTES && !draft ? new Date().toISOString() : null,
        minutesApprovedBy: null,
      });
    }
    // Re-typed, draft minutes would leave the board's eyes unapproved: they stay minutes until approved.
    if (existing?.minutesDraft && docType !== MINUTES) throw badRequest(MeetingMessages.draftMinutesStayMinutes);
    parseOrThrow(titleSchema(TITLE_REQUIRED_BY_DOC_TYPE[docType]), value('title'));
    if (context.action === 'create' && !data.documentDate) data.documentDate = new Date().toISOString().slice(0, 10);
    parseOrThrow(isoDateSchema(DOCUMENT_DATE), storedDay(value('documentDate')));
    if (!isSafeFileName(value('documentName'))) throw badRequest(Messages.documentFileRequired);
    data.documentFolder = DOWNLOAD_AREA_BY_DOC_TYPE[docType];
    await recordRulesBefore(strapi, context);
  },
});
