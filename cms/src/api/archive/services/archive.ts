/**
 * Archive and delete in the admin lists. Archiving sets `archivedAt`: every list the portal
 * serves leaves the row out (residents and the admin lists alike), the row and its file are
 * kept, and restoring clears it. Deleting (admins) removes the row for good, and its file when
 * no other row names it (a request's photos, which no other row names, always); a board row's director privileges are revoked first. Writes go through
 * the document service, so the rules, the public-cache versions and the activity record follow.
 */
import type { Core } from '@strapi/strapi';
import { englishRowsOf, isLocalized } from '../../../platform/content-languages';
import {
  ADMIN_SCREENS,
  ArchiveMessages,
  isAdmin,
  isSafeFileName,
  Messages,
  type ArchiveKind,
  type ArchivedItem,
  type ArchiveOutcome,
  type DocType,
  type PublicArea,
  displayName,
  DOWNLOAD_AREA_BY_DOC_TYPE,
  PUBLIC_AREAS,
  MODULE_ARCHIVE,
  type ArchiveDeclaration,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { writable } from '../../../platform/rows';
import { amenityHasBookings } from '../../booking/front-door';
import { fileStore } from '../../file/front-door';
import type { PrivateImageArea, StoredArea } from '../../file/front-door';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import { runViaApi } from '../../../platform/portal-context';
import type { boardService } from '../../board-director/front-door';
import type { fileService } from '../../file/front-door';
import type { profileService } from '../../profile/front-door';
import type { PortalUser } from '../../../identity/front-door';

const isPublicArea = (area: string): area is PublicArea => (PUBLIC_AREAS as readonly string[]).includes(area);

/** The list-shaped modules' archivable content (common/src/modules.ts). */
type ModuleArchivable = (typeof MODULE_ARCHIVE)[keyof typeof MODULE_ARCHIVE]['content'];
type ArchivableUid = (typeof UID)['boardDirector' | 'propertyManager' | 'document' | 'serviceRequest' | 'amenity' | ModuleArchivable];
/** What the archive reads of a row of any of its kinds; the titles read their own columns. */
type Row = { id: number; documentId: string; archivedAt?: string | null; [column: string]: unknown };
interface KindInfo {
  uid: ArchivableUid;
  docType?: DocType;
  title(row: Row): string;
  /**
   * The file the row names: its area and the column holding its name; for a public area, also a
   * column of links that may point at its files. A public area's archived rows hide its files
   * (cms/src/middlewares/archived-uploads.ts reads them here).
   */
  file?: { area: StoredArea; column: string; links?: string };
  /** Private pictures only the row names (a request's photos): a JSON list of names, removed with the row. */
  photos?: { area: PrivateImageArea; column: string };
  /** Why the row may not be deleted, if it may not (checked first). */
  refuseDelete?(strapi: Core.Strapi, row: Row): Promise<string | null>;
  /** Rows of other types that belong to this one and go with it (not content the lists show). */
  deleteDependents?(strapi: Core.Strapi, row: Row): Promise<void>;
}

const documentKind = (docType: DocType): KindInfo => ({
  uid: UID.document,
  docType,
  title: (r) => String(r.title),
  file: { area: DOWNLOAD_AREA_BY_DOC_TYPE[docType], column: 'documentName' },
});

/** A module's archivable list, from its declaration: its rows are named by their title column. */
const moduleKind = (d: ArchiveDeclaration & { content: ModuleArchivable; file?: { area: StoredArea } }): KindInfo => ({
  uid: UID[d.content],
  title: (r) => String(r[d.title]),
  ...(d.file ? { file: d.file } : {}),
});
const MODULE_KINDS = Object.fromEntries(Object.entries(MODULE_ARCHIVE).map(([kind, d]) => [kind, moduleKind(d)])) as Record<
  keyof typeof MODULE_ARCHIVE,
  KindInfo
>;

const KINDS: Record<ArchiveKind, KindInfo> = {
  ...MODULE_KINDS,
  board: { uid: UID.boardDirector, title: (r) => displayName(r) },
  managers: { uid: UID.propertyManager, title: (r) => String(r.name), file: { area: 'logos', column: 'logo' } },
  newsletters: documentKind('Newsletter'),
  minutes: documentKind('Minutes'),
  documents: documentKind('Document'),
  // docs/requirements.md, "Service requests": an archived request leaves the resident's and staff's lists and the open count.
  requests: {
    uid: UID.serviceRequest,
    title: (r) => String(r.title),
    photos: { area: 'requests', column: 'photos' },
    deleteDependents: async (strapi, row) => {
      await strapi.db.query(UID.requestComment).deleteMany({ where: { requestId: row.id } });
    },
  },
  // docs/requirements.md, "Amenity bookings": an archived amenity is no longer offered; its bookings are kept. Its
  // bookings are its residents' record, so an amenity that has any is archived, never deleted.
  amenities: {
    uid: UID.amenity,
    title: (r) => String(r.name),
    file: { area: 'amenities', column: 'photo' },
    refuseDelete: async (strapi, row) => {
      return (await amenityHasBookings(strapi, Number(row.id))) ? ArchiveMessages.amenityHasBookings(String(row.name)) : null;
    },
  },
};

/** Per public upload area, the archivable rows that name its files (one kind each). */
export function publicUploadRows(): Map<PublicArea, { uid: ArchivableUid; column: string; links?: string }> {
  const rows = new Map<PublicArea, { uid: ArchivableUid; column: string; links?: string }>();
  for (const { uid, file } of Object.values(KINDS))
    if (file && isPublicArea(file.area)) rows.set(file.area, { uid, column: file.column, links: file.links });
  return rows;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (info: KindInfo) => strapi.db.query(info.uid);

  /**
   * A list of an administrators' screen (amenities) is theirs to archive too; minutes rows (their
   * titles and dates included) are for the minutes' readers only (docs/authorization.md).
   */
  async function mayTouch(kind: ArchiveKind, user: PortalUser): Promise<void> {
    if (ADMIN_SCREENS[kind].audience === 'admin' && !isAdmin(user.roles)) throw forbidden(Messages.forbidden);
    if (kind === 'minutes') await serviceOf<typeof profileService>(strapi, UID.profile).requireMinutesReader(user);
  }

  async function find(kind: ArchiveKind, id: number, user: PortalUser): Promise<Row> {
    await mayTouch(kind, user);
    const info = KINDS[kind];
    const row = await query(info).findOne({
      where: { ...englishRowsOf(strapi, info.uid), id, ...(info.docType ? { docType: info.docType } : {}) },
    });
    if (!row) throw notFound(Messages.notFound);
    return row;
  }

  // The archive reports board privileges itself, so its writes are the portal's own (director-rules after()).
  const setArchived = (info: KindInfo, row: Row, archivedAt: string | null) =>
    runViaApi(() => strapi.documents(info.uid).update({ documentId: row.documentId, data: writable<ArchivableUid>({ archivedAt }) }));

  const files = () => serviceOf<typeof fileService>(strapi, 'api::file.file');
  const board = () => serviceOf<typeof boardService>(strapi, 'api::board-director.board');

  /** Board privileges follow the row: an archived or deleted director is no director. */
  async function revokeDirector(row: Row): Promise<string[]> {
    const outcome = await board().privilege(row, false);
    // A row that names nobody has nothing to revoke.
    return [...outcome.messages, ...outcome.errors.filter((e: string) => !e.includes('UserNotLinked'))];
  }

  /**
   * A restored director is what they were when archived (docs/requirements.md, "States and transitions"): an active one gets the
   * director role back, and with it the admin-panel account (the role change's panel sync).
   */
  async function regrantDirector(row: Row): Promise<string[]> {
    if (!row.active) return [];
    const outcome = await board().privilege(row, true);
    return [...outcome.messages, ...outcome.errors];
  }

  return {
    async list(kind: ArchiveKind, user: PortalUser): Promise<ArchivedItem[]> {
      await mayTouch(kind, user);
      const info = KINDS[kind];
      const rows = await query(info).findMany({
        where: { ...englishRowsOf(strapi, info.uid), archivedAt: { $notNull: true }, ...(info.docType ? { docType: info.docType } : {}) },
        orderBy: [{ archivedAt: 'desc' }, { id: 'desc' }],
      });
      return rows.map((row) => ({ id: row.id, title: info.title(row), archivedAt: new Date(row.archivedAt).toISOString() }));
    },

    async archive(kind: ArchiveKind, id: number, user: PortalUser): Promise<ArchiveOutcome> {
      const info = KINDS[kind];
      const row = await find(kind, id, user);
      const messages: string[] = [];
      if (!row.archivedAt) {
        // A board row keeps its active flag, so restoring it gives back what it was.
        if (kind === 'board') messages.push(...(await revokeDirector(row)));
        await setArchived(info, row, new Date().toISOString());
      }
      return { messages: [ArchiveMessages.archived(info.title(row)), ...messages] };
    },

    async restore(kind: ArchiveKind, id: number, user: PortalUser): Promise<ArchiveOutcome> {
      const info = KINDS[kind];
      const row = await find(kind, id, user);
      if (!row.archivedAt) throw badRequest(ArchiveMessages.notArchived);
      await setArchived(info, row, null);
      const messages = kind === 'board' ? await regrantDirector(row) : [];
      return { messages: [ArchiveMessages.restored(info.title(row)), ...messages] };
    },

    async remove(kind: ArchiveKind, id: number, user: PortalUser): Promise<ArchiveOutcome> {
      const info = KINDS[kind];
      const row = await find(kind, id, user);
      const refusal = (await info.refuseDelete?.(strapi, row)) ?? null;
      if (refusal) throw conflict(refusal);
      const messages = kind === 'board' ? await revokeDirector(row) : [];
      // Every language of a localized item goes with it: a translation alone is no item.
      await strapi.documents(info.uid).delete({ documentId: row.documentId, ...(isLocalized(strapi, info.uid) ? { locale: '*' } : {}) });
      await info.deleteDependents?.(strapi, row);
      const file = info.file;
      const name = file ? row[file.column] : null;
      if (file && typeof name === 'string' && isSafeFileName(name)) {
        // Another row may name the same file (a logo used twice): then it stays.
        const stillUsed = await query(info).findOne({ where: { [file.column]: name }, select: ['id'] });
        if (!stillUsed) await fileStore(strapi).remove(file.area, name);
      }
      const photos = info.photos ? row[info.photos.column] : null;
      if (info.photos && Array.isArray(photos)) await files().removePrivate(info.photos.area, photos.map(String));
      return { messages: [ArchiveMessages.deleted(info.title(row)), ...messages] };
    },
  };
};
