/**
 * Rules every PO catalog keeps, which Lingui's own checks do not see.
 *
 * Every catalog a screen brings is loaded into one Lingui instance, keyed by the English message and its
 * context: two catalogs translating one message two ways show whichever came last. So a message is
 * translated one way in every catalog of a language. A word whose sense changes with the screen ("Closed":
 * a vote, a request, an amenity's day) is given Lingui's `context` where it is used, and each context is one
 * message here.
 *
 * ICU reads a lone apostrophe before `{` as quoting the placeholder, which then shows as "{name}": no
 * catalog may have one (a doubled apostrophe is the apostrophe itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '../..');
const CATALOGS = (fs.readdirSync(SOURCE, { recursive: true }) as string[]).filter((file) => file.endsWith('.po'));
/** An entry: its context (msgctxt, when given), the English and the translation. */
const ENTRY = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;

function translationsIn(locale: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of CATALOGS.filter((catalog) => path.basename(catalog) === `${locale}.po`))
    for (const [, context, english, translated] of fs.readFileSync(path.join(SOURCE, file), 'utf8').matchAll(ENTRY)) {
      if (!english) continue;
      // Lingui keys a message by its English and its context: one message per pair.
      const message = context === undefined ? english : `${english} [${context}]`;
      found.set(message, (found.get(message) ?? new Set()).add(translated));
    }
  return found;
}

describe('one translation per message and language, whichever catalogs a page has loaded', () => {
  for (const locale of ['fr-CA', 'es']) {
    it(locale, () => {
      const found = translationsIn(locale);
      expect(found.size).toBeGreaterThan(500);
      const twoWays = [...found]
        .filter(([, translations]) => translations.size > 1)
        .map(([english, t]) => `${english}: ${[...t].join(' | ')}`);
      expect(twoWays).toEqual([]);
    });
  }
});

describe('the catalogs’ apostrophes', () => {
  it('found catalogs to check', () => expect(CATALOGS.length).toBeGreaterThan(10));
  it('never quote a placeholder away', () => {
    const quoting = CATALOGS.flatMap((file) =>
      fs
        .readFileSync(path.join(SOURCE, file), 'utf8')
        .split('\n')
        .filter((line) => /^msg(id|str) /.test(line) && /(^|[^'])'[{}#]/.test(line.replace(/''/g, '')))
        .map((line) => `${file}: ${line}`),
    );
    expect(quoting).toEqual([]);
  });
});
