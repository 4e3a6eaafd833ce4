/**
 * The upload areas are declared once, in common/src/uploads.ts (docs/architecture.md, "The registry"):
 * a source scan fails when an area list, an upload route, a per-area map or an /uploads address is
 * written anywhere else, and the running portal's upload routes are exactly the registry's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORED_AREA_NAMES, UPLOAD_AREA_NAMES } from '@hearth/common';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REGISTRY = 'common/src/uploads.ts';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(d|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

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
  // A public upload's address built by hand.
  { what: 'an /uploads address', pattern: new RegExp(`['"\`]/uploads/(?:${NAMES})/`) },
];

/** Places that read the registry in a way the scan cannot tell from a declaration, and why. */
const READERS: Record<string, string> = {
  // Typed by PublicArea: a public area added to the registry without its rows fails the typecheck.
  'cms/src/middlewares/archived-uploads.ts': 'the content rows that name each public area’s files',
};

const files = () =>
  ['cms/src', 'cms/config', 'web/src', 'common/src'].flatMap((dir) =>
    sources(path.join(ROOT, dir)).map((file) => ({
      file: path.relative(ROOT, file).split(path.sep).join('/'),
      text: code(fs.readFileSync(file, 'utf8')),
    })),
  );

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
  });

  it('the file routes are one upload call per area of the registry', async () => {
    const { default: routes } = await import('../../src/api/file/routes/file');
    const uploads = routes.routes.filter((r: { method: string }) => r.method === 'POST').map((r: { path: string }) => r.path);
    expect(uploads.sort()).toEqual(UPLOAD_AREA_NAMES.map((a) => `/file/${a}`).sort());
  });
});
