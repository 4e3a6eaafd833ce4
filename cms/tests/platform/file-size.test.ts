/**
 * Rooms a newcomer can read: no source file of the server or the shared code is over 400 lines. A
 * file that grows past it is split by capability into parts its module composes (as the vote
 * service's services/vote/*.ts, or common's messages/*.ts re-exported by messages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-scan';

const MAX_LINES = 400;

const linesOf = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('file size', () => {
  it(`no source file in cms/src or common/src is over ${MAX_LINES} lines`, () => {
    const files = sourceFiles('cms/src', 'common/src').map(({ file }) => file);
    expect(files.length).toBeGreaterThan(100);
    const long = files.map((file) => ({ file, lines: linesOf(file) })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
