/**
 * The one read rule of a document (docs/authorization.md), pure: the records service binds it to a
 * caller (`maySeeDocument`, `readerFilter`) for every door that lists, titles, downloads or attaches one.
 */
import { audienceFits, audiencesFor, type RecordAudience, type RecordCategory } from '@hearth/common';

export type Reader = 'visitor' | 'owner' | 'board';
export interface DocumentViewer {
  reader: Reader;
  /** The minutes rule: administrators and confirmed owners (never a director for being one). */
  minutes: boolean;
  signedIn: boolean;
}

/** A record's audience as read: its own, or its category's when that is narrower (a narrowed category binds at once). */
export const audienceOf = (row: Record<string, unknown>, categories: RecordCategory[]): RecordAudience => {
  const own = (row.audience as RecordAudience | null) ?? 'board';
  const category = categories.find((c) => c.key === row.recordsCategory);
  return category && !audienceFits(category.audience, own) ? category.audience : own;
};

/** Minutes drafted after a meeting and not yet approved (a row of the documents table, as read by either layer). */
export const isDraftMinutes = (row: Record<string, unknown>): boolean =>
  row.docType === 'Minutes' && Boolean(row.minutesDraft ?? row.minutes_draft);

/** Draft minutes are the board's: administrators and directors who may read minutes. */
export const mayReadDraftMinutes = (viewer: DocumentViewer): boolean => viewer.reader === 'board' && viewer.minutes;

/**
 * The one read rule of a document, whatever the door (docs/authorization.md): listed, titled,
 * downloaded or attached, a document is seen only by whom its type and category admit. Archived ones
 * by the board only; minutes by minutes readers only, draft minutes by the board's minutes readers only; a record by the readers of its audience; any
 * other document by the signed-in.
 */
export function mayRead(row: Record<string, unknown>, viewer: DocumentViewer, categories: RecordCategory[]): boolean {
  if (row.archivedAt && viewer.reader !== 'board') return false;
  if (row.docType === 'Minutes' && !viewer.minutes) return false;
  if (isDraftMinutes(row) && !mayReadDraftMinutes(viewer)) return false;
  if (!row.recordsCategory) return viewer.signedIn;
  return audiencesFor(viewer.reader).includes(audienceOf(row, categories));
}
