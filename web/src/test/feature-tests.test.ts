/**
 * Every feature folder of the web app carries its own tests (docs/architecture.md, "A capability module":
 * its tests sit in web/src/features/<module>/): a folder of src/features with no *.test.ts(x) anywhere
 * inside it fails here.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '../features');
const IS_TEST = /\.test\.tsx?$/;

/** The feature folders, each with the test files found anywhere under it. */
const folders = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    name: entry.name,
    tests: readdirSync(join(FEATURES, entry.name), { recursive: true, encoding: 'utf8' }).filter((file) => IS_TEST.test(file)),
  }));

describe('feature folders', () => {
  it('are read: the guard sees the folders it checks', () => {
    expect(folders.map((f) => f.name)).toEqual(expect.arrayContaining(['records', 'documents', 'votes']));
  });

  it('each hold at least one test file', () => {
    expect(folders.filter((f) => f.tests.length === 0).map((f) => f.name)).toEqual([]);
  });
});
