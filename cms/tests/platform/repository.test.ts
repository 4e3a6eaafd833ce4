/** Files Strapi rewrites on every start are not source: ignored, never tracked. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(__dirname, '..', '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' });

describe('repository', () => {
  it("ignores Strapi's update-notifier file and does not track it", () => {
    expect(git('check-ignore', '--no-index', 'cms/.strapi-updater.json').trim()).toBe('cms/.strapi-updater.json');
    expect(git('ls-files', 'cms/.strapi-updater.json')).toBe('');
  });
});
