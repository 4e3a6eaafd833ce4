/**
 * Every place that leans on Strapi's or the admin app's internals is named in docs/architecture.md
 * ("Where Hearth leans on internals" and the Strapi-part table) with the test that pins it, and was
 * checked against the installed Strapi version. A source scan: a new reach fails here until it is
 * listed, an upgrade fails here until each row is checked again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-scan';

const CMS = path.join(ROOT, 'cms');
/** The version every row of the tables was checked against. */
const CHECKED_AGAINST = '5.54.0';

interface Reach {
  what: string;
  pattern: RegExp;
  /** Only files under this folder (repo-relative). */
  under?: string;
}

const PRIVATE_PATH =
  /['"`/^]\\?\/(admin|content-manager|i18n|upload|users-permissions|content-type-builder|content-releases|review-workflows)\\?\/\w/;

const REACHES: Reach[] = [
  { what: "Strapi's service registry", pattern: /\bget\(\s*['"]services['"]\s*\)/ },
  { what: "Strapi's middleware registry", pattern: /\bget\(\s*['"]middlewares['"]\s*\)/ },
  { what: "Strapi's container", pattern: /\bstrapi\.container\b/ },
  { what: 'a content-manager service', pattern: /plugin\(\s*['"]content-manager['"]\s*\)/ },
  { what: 'a process-wide event', pattern: /\bprocess\.(on|once|addListener|prependListener)\(/ },
  {
    what: "the admin app's DOM",
    pattern: /MutationObserver|querySelector(All)?\(|getElementById\(|localStorage\b/,
    under: 'cms/src/admin/',
  },
  { what: "a private endpoint of Strapi's", pattern: PRIVATE_PATH },
];

/** Per file that reaches, what it reaches for. */
function reaches(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file: relative, text } of sourceFiles('cms/src', 'cms/config')) {
    const what = REACHES.filter((r) => (!r.under || relative.startsWith(r.under)) && r.pattern.test(text)).map((r) => r.what);
    if (what.length) found.set(relative, what);
  }
  return found;
}

/** The rows of docs/architecture.md's tables that have a "Pinned by" column: the files each names, and its tests. */
function pinnedRows(): { files: string[]; tests: string[]; text: string }[] {
  const lines = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8').split('\n');
  const rows: { files: string[]; tests: string[]; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('|') || !lines[i].includes('Pinned by')) continue;
    for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) {
      const cells = lines[j].split('|').slice(1, -1);
      const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
      rows.push({
        files: cells
          .slice(0, -1)
          .flatMap(named)
          .filter((p) => p.startsWith('cms/')),
        tests: named(cells.at(-1) ?? '').filter((p) => /^(cms|e2e|scripts|web|common)\//.test(p)),
        text: lines[j],
      });
    }
  }
  return rows;
}

describe('internals of Strapi and its admin app', () => {
  it(`are those of Strapi ${CHECKED_AGAINST}, the version docs/architecture.md's tables were checked against`, () => {
    const require = createRequire(path.join(CMS, 'package.json'));
    for (const name of ['@strapi/strapi', '@strapi/admin', '@strapi/content-manager', '@strapi/upload', '@strapi/i18n']) {
      const manifest = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
      expect(`${name} ${manifest.version}`).toBe(`${name} ${CHECKED_AGAINST}`);
    }
  });

  it('the scan finds the reaches it looks for (it can fail)', () => {
    const found = reaches();
    expect(found.get('cms/src/middlewares/panel-ai-off.ts')).toContain("a private endpoint of Strapi's");
    expect(found.get('cms/src/admin/extensions/two-factor-field.ts')).toContain("the admin app's DOM");
    expect(found.get('cms/src/platform/failed-commits.ts')).toContain('a process-wide event');
    expect(found.get('cms/src/platform/security-headers.ts')).toContain("Strapi's middleware registry");
    expect(REACHES.find((r) => r.what === "Strapi's service registry")?.pattern.test("strapi.get('services').extend(")).toBe(true);
    expect(REACHES.find((r) => r.what === "Strapi's container")?.pattern.test('strapi.container.get(')).toBe(true);
  });

  it("every file that reaches into them is named in docs/architecture.md's tables", () => {
    const listed = new Set(pinnedRows().flatMap((row) => row.files));
    const unlisted = [...reaches()].filter(([file]) => !listed.has(file)).map(([file, what]) => `${file}: ${what.join(', ')}`);
    expect(unlisted).toEqual([]);
  });

  it('every row names files that exist and at least one test that exists', () => {
    const rows = pinnedRows();
    expect(rows.length).toBeGreaterThan(10);
    const missing = rows.flatMap((row) => [
      ...(row.tests.length ? [] : [`no test: ${row.text.slice(0, 80)}`]),
      ...[...row.files, ...row.tests].filter((p) => !fs.existsSync(path.join(ROOT, p))).map((p) => `missing: ${p}`),
    ]);
    expect(missing).toEqual([]);
  });
});
