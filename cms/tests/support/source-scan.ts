/** The source scans' reading of the tree (tests/platform/internals, one-way, registries): files by folder, code without comments. */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourcesUnder(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !/\.(d|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (a comment may name what it does not do). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every source file (not tests) under these folders of the repository: its path from the root, and its code. */
export const sourceFiles = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    sourcesUnder(path.join(ROOT, dir)).map((file) => ({
      file: path.relative(ROOT, file).split(path.sep).join('/'),
      text: codeOf(fs.readFileSync(file, 'utf8')),
    })),
  );
