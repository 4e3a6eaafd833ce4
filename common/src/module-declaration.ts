/**
 * What a list-shaped module declares of itself, in its own file (common/src/<module>.ts), for the
 * registries to collect (common/src/modules.ts, docs/architecture.md "A capability module"). It
 * imports none of the registries, so a module's declaration is read by them without a circle;
 * each registry checks its part against its own types (an archive kind that is no screen, a
 * content type naming an unknown activity kind or stored area fail the typecheck there).
 */
import type { Audience } from './authorization';

/** A web admin screen (registry.ts, ADMIN_SCREENS). */
export interface AdminScreen {
  /** The web app's path; a page load of it gets the web app, not the Strapi admin panel. */
  path: `/admin/${string}`;
  /** The entry in the header's Admin menu. */
  menu: string;
  /** The screen's heading, tab title and page-visit name (the logins report's page list). */
  title: string;
  /** Who sees the entry and may open the screen: super users (admins and directors) or admins only. */
  audience: Extract<Audience, 'superUser' | 'admin'>;
  /** The button that opens the add form, when the screen adds rows. */
  addLabel?: string;
  /** The web feature whose screen the app router mounts at its path itself, when not one of the admin lists' routes. */
  feature?: 'votes' | 'bookings' | 'requests' | 'meetings' | 'records' | 'ledger';
  /**
   * Its rows' changes are recorded in the activity record under the screen's key, labelled by its
   * menu entry (common/src/activity.ts derives the kind; the content type names it in
   * cms/src/platform/content-registry.ts), so a new list needs no entry of its own there.
   */
  recorded?: true;
}

/** An archivable list (ARCHIVE_KINDS; the server's archive builds its kind from this). */
export interface ArchiveDeclaration {
  /** The content type's key in cms's content registry (`CONTENT`). */
  content: string;
  /** The column that names a row in the archive's messages and its archived list. */
  title: string;
  /** The file a row names: its stored area and column (a public area's archived rows hide its files). */
  file?: { area: string; column: string; links?: string };
}

/** A content type of the module, as cms's content registry declares it (`ContentDeclaration` there). */
export interface ContentEntry {
  uid: `api::${string}.${string}`;
  rules?: `api::${string}.${string}`;
  cached?: boolean;
  panel?: 'edit' | 'read' | 'admin';
  notices?: boolean;
  activity?: string;
  screens?: readonly string[];
  fastReads?: Readonly<Record<`/api/${string}`, string>>;
  localized?: boolean;
}

export interface ModuleDeclaration {
  /** Its web admin screens, in menu order (they follow the documents' in the Admin menu, module by module). */
  screens?: Record<string, AdminScreen>;
  /** Where its files are kept (uploads.ts, STORED_AREAS). */
  stored?: Record<string, { visibility: 'private' | 'public' }>;
  /** Its upload calls, POST /api/file/<area> (uploads.ts, UPLOAD_AREAS). */
  uploads?: Record<string, { kind: 'pdf' | 'image'; stored: string; audience: 'superUser' | 'admin' }>;
  /** Its archivable lists, named by their screen. */
  archive?: Record<string, ArchiveDeclaration>;
  /** Its content types, keyed as cms's content registry keys them (UID.<key>). */
  content?: Record<string, ContentEntry>;
}
