/**
 * Where uploaded files live. Community documents, newsletters and minutes are private
 * (DATA_DIR/private/<area>, served only by GET /api/file/download after a role check); news
 * pictures and manager logos are public (DATA_DIR/public/uploads/{news,logos}, at /uploads/...).
 * Every path is built from a validated bare name and checked to stay inside its folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSafeFileName, type DocType, type DownloadArea } from '@hearth/common';
import { dataPaths } from '../../platform/runtime';

export type PublicArea = 'news' | 'logos';
/** Private areas: the downloadable documents, and service requests' photos (fetched through their request only). */
export type PrivateArea = DownloadArea | 'requests';

export const privateFolder = (area: PrivateArea) => path.join(dataPaths().privateFiles, area);
export const publicFolder = (area: PublicArea) => path.join(dataPaths().uploads, area);

/** The absolute path of `name` inside `folder`, or null if the name could leave it. */
export function pathInside(folder: string, name: unknown): string | null {
  if (!isSafeFileName(name)) return null;
  const root = path.resolve(folder);
  const full = path.resolve(root, name);
  return path.dirname(full) === root ? full : null;
}

const isFile = (full: string | null) => {
  if (!full) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
};

export const uploadedFileExists = (area: PublicArea, name: unknown) => isFile(pathInside(publicFolder(area), name));
export const privateFileExists = (area: DownloadArea, name: unknown) => isFile(pathInside(privateFolder(area), name));

export const AREA_BY_DOC_TYPE: Record<DocType, DownloadArea> = {
  Document: 'community',
  Newsletter: 'newsletter',
  Minutes: 'minutes',
};
