/**
 * The order in which a request's files were sent. Formidable lists the files of one field in
 * the order their temp-file writes *finish*, which varies; docs/requirements.md §5 says only the first selected
 * file is used, so each file is stamped when its part begins and the list re-sorted.
 */
let filesBegun = 0;

interface Stamped {
  sentOrder?: number;
}

/** formidable's onFileBegin hook (cms/config/middlewares.ts). */
export function stampSentOrder(_field: string, file: Stamped): void {
  file.sentOrder = ++filesBegun;
}

export function inSentOrder<T>(files: T[]): T[] {
  return [...files].sort((a, b) => ((a as Stamped).sentOrder ?? 0) - ((b as Stamped).sentOrder ?? 0));
}
