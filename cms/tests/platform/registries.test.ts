/**
 * The upload areas and the pages are declared once, in common/src/uploads.ts and common/src/pages.ts
 * (docs/architecture.md, "The registry"): a source scan fails when an area list, an upload route, a
 * per-area map, an /uploads address, a list of pages, a route or a menu link to a page is written
 * anywhere else, and the upload routes are exactly the registry's.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_LIST, STORED_AREA_NAMES, UPLOAD_AREA_NAMES } from '@hearth/common';
import { sourceFiles } from '../support/source-scan';

const REGISTRY = 'common/src/uploads.ts';
const PAGES_REGISTRY = 'common/src/pages.ts';

const NAMES = [...new Set([...UPLOAD_AREA_NAMES, ...STORED_AREA_NAMES])].join('|');
const DECLARATIONS: { what: string; pattern: RegExp }[] = [
  // The old stored-uploads regex: (news|logos|amenities).
  { what: 'a pattern listing areas', pattern: new RegExp(`\\((?:\\?:)?(?:${NAMES})(?:\\|(?:${NAMES}))+\\)`) },
  // The old UploadArea: 'managerlogo' | 'newsletters' | ...
  { what: 'a union of area names', pattern: new RegExp(`'(?:${NAMES})'\\s*\\|\\s*'(?:${NAMES})'`) },
  // The old upload routes: route('POST', '/file/news', ...).
  { what: 'an upload route written by hand', pattern: new RegExp(`['"\`]/file/(?:${NAMES})['"\`]`) },
  // The old DESTINATION map: managerlogo: { kind: 'image', area: 'logos' }.
  { what: 'a per-area map', pattern: /Record<\s*(?:UploadArea|StoredArea|PublicArea|DownloadArea)\b/ },
  // The old AREA_BY_DOC_TYPE of the file service, a second copy of the registry's.
  { what: 'a map to areas', pattern: /Record<\s*\w+,\s*(?:UploadArea|StoredArea|PublicArea|DownloadArea)\s*>/ },
  // A public upload's address built by hand.
  { what: 'an /uploads address', pattern: new RegExp(`['"\`]/uploads/(?:${NAMES})/`) },
];

/** Places that read the registry in a way the scan cannot tell from a declaration, and why. */
const READERS: Record<string, string> = {};

const files = () => sourceFiles('cms/src', 'cms/config', 'web/src', 'common/src');

describe('the upload areas', () => {
  it('are declared in common/src/uploads.ts and nowhere else', () => {
    const outside = files()
      .filter(({ file }) => file !== REGISTRY && !(file in READERS))
      .flatMap(({ file, text }) => DECLARATIONS.filter((d) => d.pattern.test(text)).map((d) => `${file}: ${d.what}`));
    expect(outside).toEqual([]);
  });

  it('the scan recognises the declarations it looks for (it can fail)', () => {
    const found = (text: string) => DECLARATIONS.filter((d) => d.pattern.test(text)).map((d) => d.what);
    expect(found('const match = /^\\/uploads\\/(?:(news|logos|amenities)\\/)?([^/]+)$/.exec(p);')).toEqual(['a pattern listing areas']);
    expect(found("export type UploadArea = 'managerlogo' | 'newsletters';")).toEqual(['a union of area names']);
    expect(found("route('POST', '/file/news', 'file.upload', 'superUser'),")).toEqual(['an upload route written by hand']);
    expect(found('const DESTINATION: Record<UploadArea, { area: StoredArea }> = {')).toEqual(['a per-area map']);
    expect(found('logoUrl: `/uploads/logos/${name}`')).toEqual(['an /uploads address']);
    expect(found('export const AREA_BY_DOC_TYPE: Record<DocType, DownloadArea> = {')).toEqual(['a map to areas']);
  });

  it('the file routes are one upload call per area of the registry', async () => {
    const { default: routes } = await import('../../src/api/file/routes/file');
    const uploads = routes.routes.filter((r: { method: string }) => r.method === 'POST').map((r: { path: string }) => r.path);
    expect(uploads.sort()).toEqual(UPLOAD_AREA_NAMES.map((a) => `/file/${a}`).sort());
  });
});

const PAGE_NAMES = PAGE_LIST.map((p) => p.path.slice(1).replace(/[/.]/g, '\\$&')).join('|');
/** A page's path written as a list element or a map key: `'/news',`, `'/news']` or `'/news':` (not a call's first argument: `at('/news', ...)`). */
const LISTED_PAGE = new RegExp(`(?<!\\()['"\`]/(${PAGE_NAMES})['"\`]\\s*[,:\\]]`, 'g');
const listedPages = (text: string) => new Set([...text.matchAll(LISTED_PAGE)].map((m) => m[1]));
const PAGE_DECLARATIONS: { what: string; pattern: RegExp }[] = [
  // The old router: { path: 'news/:id?', element: <News /> } (the registry's `at('/news', ...)` now).
  { what: 'a route to a page written by hand', pattern: new RegExp(`\\bpath:\\s*['"\`](?:${PAGE_NAMES})(?:['"\`/])`) },
  // The old main menu: { label: 'News', to: '/news' }.
  { what: 'a menu link to a page written by hand', pattern: new RegExp(`\\bto:\\s*['"\`]/(?:${PAGE_NAMES})['"\`]`) },
];

describe('the pages', () => {
  it('are listed in common/src/pages.ts and nowhere else', () => {
    // Two or more page paths in one file's lists or maps: a list of pages of its own.
    const outside = files()
      .filter(({ file }) => file !== PAGES_REGISTRY)
      .flatMap(({ file, text }) => [
        ...(listedPages(text).size >= 2 ? [`${file}: ${[...listedPages(text)].join(', ')}`] : []),
        ...PAGE_DECLARATIONS.filter((d) => d.pattern.test(text)).map((d) => `${file}: ${d.what}`),
      ]);
    expect(outside).toEqual([]);
  });

  it('the scan recognises a list, a route or a menu link of its own (it can fail)', () => {
    expect(listedPages("const PUBLIC_PAGES = ['/home', '/news', '/contacts'];").size).toBe(3);
    expect(listedPages("const TITLE = { '/news': 'News', '/contacts': 'Contacts' };").size).toBe(2);
    expect(listedPages("const PAGE_TITLES = { '/login': 'Login', '/faqs': 'FAQs' };").size).toBe(2);
    expect(listedPages("{ label: 'News', to: '/news' }").size).toBe(0);
    const found = (text: string) => PAGE_DECLARATIONS.filter((d) => d.pattern.test(text)).map((d) => d.what);
    expect(found("{ path: 'news/:id?', element: <News /> },")).toEqual(['a route to a page written by hand']);
    expect(found("{ path: 'faqs', element: guarded(<Faqs />) },")).toEqual(['a route to a page written by hand']);
    expect(found("{ label: 'Votes', to: '/votes' },")).toEqual(['a menu link to a page written by hand']);
    expect(found("{ label: 'Bookings to Approve', to: '/bookings#pending-bookings' }")).toEqual([]);
    expect(found("at('/news', <News />, '/:id?')")).toEqual([]);
    expect(listedPages("at('/news', <News />), at('/faqs', <Faqs />)").size).toBe(0);
  });
});
