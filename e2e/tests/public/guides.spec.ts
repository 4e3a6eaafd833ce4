/**
 * The How To guides (docs/requirements.md §2.2): each PDF the header links to exists in web/public/guides (made by
 * `npm run guides -w e2e` and committed), is a PDF with at least one page per step, and is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfPageCount } from '../../guides/compose';
import { GUIDES } from '../../guides/guides';

const GUIDES_DIR = path.resolve(__dirname, '..', '..', '..', 'web', 'public', 'guides');
const MENU = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'web', 'src', 'app', 'layout', 'menus.ts'), 'utf8');

test('every guide of the How To menu has a generator', () => {
  const linked = [...MENU.matchAll(/file: '([\w-]+)\.pdf'/g)].map((m) => m[1]);
  expect(linked).toHaveLength(11);
  expect(GUIDES.map((g) => g.name)).toEqual(linked);
});

for (const guide of GUIDES) {
  test(`${guide.name}.pdf is a PDF with a page per step (${guide.steps.length} steps), served at /guides`, async ({ request }) => {
    const file = path.join(GUIDES_DIR, `${guide.name}.pdf`);
    expect(fs.existsSync(file), `${file} (run npm run guides -w e2e)`).toBe(true);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(guide.steps.length);
    expect(bytes.length).toBeLessThan(400 * 1024);
    // Step texts are real text in the PDF (Chromium keeps the title in the document info).
    expect(bytes.toString('latin1')).toContain('/Title');

    const served = await request.get(`/guides/${guide.name}.pdf`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('application/pdf');
    expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
