/**
 * The import boundaries (docs/architecture.md, "Layers"): `npm run lint` runs dependency-cruiser with
 * the root `.dependency-cruiser.cjs`. Here the same configuration runs on a small tree that breaks
 * each rule once (it must report every break: the check can fail), and on the real tree (it must
 * report none).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-scan';

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function cruise(cwd: string, config: string): Violation[] {
  const bin = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const run = spawnSync(process.execPath, [bin, '--config', config, '--output-type', 'json', 'cms/src', 'common/src', 'web/src'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser gave no answer: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** A tree with one break of each rule, beside a copy of the configuration and of the document it reads. */
const FIXTURE: Record<string, string> = {
  'cms/tsconfig.json': '{ "compilerOptions": { "module": "commonjs", "strict": true } }',
  // the platform imports a module
  'cms/src/platform/clock.ts': "import { x } from '../api/vote/front-door';\nexport const now = () => x;",
  'cms/src/api/vote/front-door.ts': "export { x } from './model/x';",
  'cms/src/api/vote/model/x.ts': 'export const x = 1;',
  // two files of a module import each other
  'cms/src/api/vote/model/a.ts': "import { b } from './b';\nexport const a = () => b();",
  'cms/src/api/vote/model/b.ts': "import { a } from './a';\nexport const b = () => a();",
  // a module imports one on a later line (file is below vote)
  'cms/src/api/file/services/file.ts': "import { x } from '../../vote/front-door';\nexport const f = x;",
  // a module reaches past another's front door
  'cms/src/api/meeting/model/m.ts': "import { x } from '../../vote/model/x';\nexport const m = x;",
  // common imports the cms
  'common/src/c.ts': "import { now } from '../../cms/src/platform/clock';\nexport const c = now;",
  // a module imports the app layer
  'cms/src/app/register.ts': 'export const register = () => undefined;',
  'cms/src/api/faq/services/faq.ts': "import { register } from '../../../app/register';\nexport const q = register;",
  // a web feature imports another feature
  'web/src/features/votes/v.ts': 'export const v = 1;',
  'web/src/features/news/n.ts': "import { v } from '../votes/v';\nexport const n = v;",
};

describe('import boundaries', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-boundaries-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports a cycle, an upward import, a climb between modules and a bypassed front door (it can fail)', () => {
    for (const [file, text] of Object.entries(FIXTURE)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.copyFileSync(path.join(ROOT, 'docs', 'architecture.md'), path.join(dir, 'docs', 'architecture.md'));
    fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    fs.copyFileSync(path.join(ROOT, 'web', '.dependency-cruiser-web.cjs'), path.join(dir, 'web', '.dependency-cruiser-web.cjs'));

    const found = cruise(dir, '.dependency-cruiser.cjs').map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'no-circular: cms/src/api/vote/model/a.ts → cms/src/api/vote/model/b.ts',
        'platform-imports-no-module: cms/src/platform/clock.ts → cms/src/api/vote/front-door.ts',
        'no-climbing-back: cms/src/api/file/services/file.ts → cms/src/api/vote/front-door.ts',
        'front-door-only: cms/src/api/meeting/model/m.ts → cms/src/api/vote/model/x.ts',
        'common-imports-no-cms: common/src/c.ts → cms/src/platform/clock.ts',
        'module-imports-no-app: cms/src/api/faq/services/faq.ts → cms/src/app/register.ts',
        'web-feature-imports-no-feature: web/src/features/news/n.ts → web/src/features/votes/v.ts',
      ]),
    );
  });

  it('finds none in the real tree', () => {
    expect(cruise(ROOT, '.dependency-cruiser.cjs')).toEqual([]);
  }, 120_000);
});
