/**
 * Where uploaded files live. Community documents, newsletters and minutes are private (served only
 * by GET /api/file/download after a role check); news pictures and manager logos are public (at
 * /uploads/...). They are kept by the file store (store/): in DATA_DIR, or in PostgreSQL
 * (docs/requirements.md §14). Every name is a validated bare name.
 */
import type { Core } from '@strapi/strapi';
import { isSafeFileName, type DownloadArea } from '@hearth/common';
import { fileStore } from './store';
import type { PublicArea } from '@hearth/common';
import type { StoredArea } from './store/types';

export type { PublicArea };

const storedFileExists = async (strapi: Core.Strapi, area: StoredArea, name: unknown) =>
  isSafeFileName(name) && (await fileStore(strapi).stat(area, name)) !== null;

export const uploadedFileExists = (strapi: Core.Strapi, area: PublicArea, name: unknown) => storedFileExists(strapi, area, name);
export const privateFileExists = (strapi: Core.Strapi, area: DownloadArea, name: unknown) => storedFileExists(strapi, area, name);
