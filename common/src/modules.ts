/**
 * The list-shaped modules, one line each in MODULES (docs/architecture.md, "A capability module").
 * Each declares in its own file (common/src/<module>.ts) its admin screens, upload areas, archive
 * kinds and content types; the registries (registry.ts, uploads.ts, activity.ts, and cms's
 * content registry and archive) collect them from here, and common's front door exports each
 * module's file through this one.
 */
import type { ModuleDeclaration } from './module-declaration';
import { NEWS_MODULE } from './news';
import { FAQS_MODULE } from './faqs';

export * from './news';
export * from './faqs';
export type { ArchiveDeclaration, ContentEntry, ModuleDeclaration } from './module-declaration';

const MODULES = [NEWS_MODULE, FAQS_MODULE] as const satisfies readonly ModuleDeclaration[];

type Modules = typeof MODULES;
type Part = keyof ModuleDeclaration;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** One part of every module, merged: the records of each module's part, keys and literal types kept. */
type Merged<P extends Part> = [Extract<Modules[number], Record<P, unknown>>] extends [never]
  ? Record<never, never>
  : UnionToIntersection<Extract<Modules[number], Record<P, unknown>>[P]>;

const merged = <P extends Part>(part: P): Merged<P> =>
  Object.assign({}, ...MODULES.map((m: ModuleDeclaration) => m[part] ?? {})) as Merged<P>;

/** The modules' admin screens, module by module (registry.ts puts them after the documents' in the menu). */
export const MODULE_SCREENS = merged('screens');
/** The modules' stored areas and upload calls (uploads.ts). */
export const MODULE_STORED_AREAS = merged('stored');
export const MODULE_UPLOAD_AREAS = merged('uploads');
/** The modules' archivable lists (ARCHIVE_KINDS in activity.ts; the server's archive kinds). */
export const MODULE_ARCHIVE = merged('archive');
/** The modules' content types, for cms's content registry. */
export const MODULE_CONTENT = merged('content');
