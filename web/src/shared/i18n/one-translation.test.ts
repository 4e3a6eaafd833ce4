/**
 * Every catalog a screen brings is loaded into one Lingui instance, keyed by the English message: two
 * catalogs translating one message two ways show whichever came last. So a message is translated one way
 * in every catalog of a language. A word whose sense changes with the screen needs Lingui's `context`;
 * those below still wait for theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '../..');
const WAITING_FOR_A_CONTEXT = new Set(['Active', 'From', 'To', 'Answer', 'Owner', 'Property manager', 'None', 'Closed']);
const ENTRY = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;

function translationsIn(locale: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const files = (fs.readdirSync(SOURCE, { recursive: true }) as string[]).filter((file) => path.basename(file) === `${locale}.po`);
  for (const file of files)
    for (const [, english, translated] of fs.readFileSync(path.join(SOURCE, file), 'utf8').matchAll(ENTRY)) {
      if (!english || WAITING_FOR_A_CONTEXT.has(english)) continue;
      found.set(english, (found.get(english) ?? new Set()).add(translated));
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
