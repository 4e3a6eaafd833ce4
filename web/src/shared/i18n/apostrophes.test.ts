/**
 * ICU reads a lone apostrophe before `{` as quoting the placeholder, which then shows as "{name}":
 * no catalog may have one (a doubled apostrophe is the apostrophe itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '../..');
const catalogs = (fs.readdirSync(SOURCE, { recursive: true }) as string[]).filter((file) => file.endsWith('.po'));

describe('the catalogs’ apostrophes', () => {
  it('found catalogs to check', () => expect(catalogs.length).toBeGreaterThan(10));
  it('never quote a placeholder away', () => {
    const quoting = catalogs.flatMap((file) =>
      fs
        .readFileSync(path.join(SOURCE, file), 'utf8')
        .split('\n')
        .filter((line) => /^msg(id|str) /.test(line) && /(^|[^'])'[{}#]/.test(line.replace(/''/g, '')))
        .map((line) => `${file}: ${line}`),
    );
    expect(quoting).toEqual([]);
  });
});
