/**
 * The upload areas, declared once (docs/architecture.md, "The registry"): where each kind of file
 * is kept, who may upload it, and whether /uploads serves it. Read by the upload routes and the file
 * service (`cms/src/api/file`), the file stores, the /uploads middlewares (stored-uploads,
 * archived-uploads) and the web's upload field. `cms/tests/platform/registries.test.ts` fails when
 * a list of areas is written anywhere else.
 */
import { DOCUMENT_PAGE_PATH, type DocType } from './constants';
/** The download areas of GET /file/download: the private documents. */
export const DOWNLOAD_AREAS = ['community', 'minutes', 'newsletter', 'votes'] as const;
export type DownloadArea = (typeof DOWNLOAD_AREAS)[number];
/** Where each kind of document (DOC_TYPES) keeps its file. */
export const DOWNLOAD_AREA_BY_DOC_TYPE: Record<DocType, DownloadArea> = {
  Document: 'community',
  Newsletter: 'newsletter',
  Minutes: 'minutes',
};

/** Where files are kept: private documents, the portal's public pictures, request photos and the panel's Media Library. */
export const STORED_AREAS = {
  community: { visibility: 'private' },
  newsletter: { visibility: 'private' },
  minutes: { visibility: 'private' },
  votes: { visibility: 'private' },
  /** Served at /uploads/news/<name>. */
  news: { visibility: 'public' },
  /** Served at /uploads/logos/<name>. */
  logos: { visibility: 'public' },
  /** Served at /uploads/amenities/<name>. */
  amenities: { visibility: 'public' },
  /** Service requests' photos: fetched only through their request (docs/requirements.md, "Service requests"). */
  requests: { visibility: 'private' },
  /** The Strapi panel's Media Library, served at /uploads/<name>. */
  media: { visibility: 'media' },
} as const satisfies Record<string, { visibility: 'private' | 'public' | 'media' }>;
export type StoredArea = keyof typeof STORED_AREAS;

type AreasOf<V> = { [A in StoredArea]: (typeof STORED_AREAS)[A]['visibility'] extends V ? A : never }[StoredArea];
/** The areas served under /uploads/<area>/ (each with the rows that name its files: archived-uploads.ts). */
export type PublicArea = AreasOf<'public'>;
export const PUBLIC_AREAS = (Object.keys(STORED_AREAS) as StoredArea[]).filter(
  (a): a is PublicArea => STORED_AREAS[a].visibility === 'public',
);
export const STORED_AREA_NAMES = Object.keys(STORED_AREAS) as StoredArea[];

/** A public upload's address, as the API answers it (`thumbnailUrl`, `logoUrl`, `photoUrl`). */
export const publicUploadPath = (area: PublicArea, name: string): string => `/uploads/${area}/${encodeURIComponent(name)}`;

/** POST /api/file/<area>: what the file must be, where it is kept, and who may upload it (docs/authorization.md). */
export const UPLOAD_AREAS = {
  managerlogo: { kind: 'image', stored: 'logos', audience: 'superUser' },
  newsletters: { kind: 'pdf', stored: 'newsletter', audience: 'superUser' },
  community: { kind: 'pdf', stored: 'community', audience: 'superUser' },
  minutes: { kind: 'pdf', stored: 'minutes', audience: 'superUser' },
  news: { kind: 'image', stored: 'news', audience: 'superUser' },
  votes: { kind: 'pdf', stored: 'votes', audience: 'superUser' },
  // Amenities are defined by administrators (docs/requirements.md, "Amenity bookings").
  amenities: { kind: 'image', stored: 'amenities', audience: 'admin' },
} as const satisfies Record<string, { kind: 'pdf' | 'image'; stored: StoredArea; audience: 'superUser' | 'admin' }>;
export type UploadArea = keyof typeof UPLOAD_AREAS;
export const UPLOAD_AREA_NAMES = Object.keys(UPLOAD_AREAS) as UploadArea[];

/** A link to the documents' own page for one file (DOCUMENT_PAGE_PATH). */
export const documentPageLink = (area: DownloadArea, fileName: string) =>
  `${DOCUMENT_PAGE_PATH}?area=${area}&fileName=${encodeURIComponent(fileName)}`;
