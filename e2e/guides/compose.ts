/** Turns a guide's screenshots and step texts into one printable HTML page, then a PDF (Chromium's page.pdf). */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

export interface RecordedStep {
  text: string;
  /** JPEG screenshot. */
  image: Buffer;
}

export interface GuideDocument {
  title: string;
  audience: string;
  intro: string;
  steps: RecordedStep[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Step texts may quote screen texts between ‘…’: shown in bold, as on screen. */
const formatStep = (text: string) => escapeHtml(text).replace(/‘([^’]+)’/g, '<strong>$1</strong>');

export function guideHtml(guide: GuideDocument, generatedOn: string): string {
  const steps = guide.steps
    .map(
      (step, i) => `
  <section class="step">
    <p class="step-text"><span class="number">${i + 1}</span><span>${formatStep(step.text)}</span></p>
    <img src="data:image/jpeg;base64,${step.image.toString('base64')}" alt="Screenshot for step ${i + 1}">
  </section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(guide.title)}</title>
<style>
  @page { size: A4; margin: 16mm 15mm 18mm; }
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #1f2933; font-size: 11pt; line-height: 1.45; margin: 0; }
  .cover { break-after: page; }
  .brand { color: #1d4f91; font-weight: bold; letter-spacing: .04em; text-transform: uppercase; font-size: 9pt; }
  h1 { font-size: 22pt; margin: 4mm 0 3mm; color: #102a43; }
  .audience { display: inline-block; background: #e6f0fb; color: #1d4f91; border-radius: 3mm; padding: 1mm 3mm; font-size: 9pt; }
  .intro { margin: 6mm 0; }
  ol.outline { padding-left: 6mm; }
  ol.outline li { margin: 1.5mm 0; }
  .generated { color: #52606d; font-size: 8.5pt; margin-top: 10mm; }
  .step { break-after: page; }
  .step:last-of-type { break-after: auto; }
  .step-text { display: flex; gap: 3mm; align-items: flex-start; margin: 0 0 5mm; font-size: 12pt; }
  .number { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 8mm; height: 8mm; border-radius: 50%;
    background: #1d4f91; color: #fff; font-weight: bold; font-size: 11pt; }
  .step img { display: block; width: 100%; max-height: 205mm; object-fit: contain; object-position: top left; border: 0.3mm solid #cbd2d9; border-radius: 1.5mm; }
</style></head>
<body>
  <section class="cover">
    <div class="brand">Hearth condominium portal · How To</div>
    <h1>${escapeHtml(guide.title)}</h1>
    <span class="audience">${escapeHtml(guide.audience)}</span>
    <p class="intro">${formatStep(guide.intro)}</p>
    <h2>Steps</h2>
    <ol class="outline">${guide.steps.map((s) => `<li>${formatStep(s.text)}</li>`).join('')}</ol>
    <p class="generated">Screenshots taken from the portal itself (with its demonstration content) on ${escapeHtml(generatedOn)}.</p>
  </section>${steps}
</body></html>`;
}

/** Prints the guide to `file` as an A4 PDF with page numbers. */
export async function printGuide(browser: Browser, guide: GuideDocument, file: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(guideHtml(guide, new Date().toISOString().slice(0, 10)), { waitUntil: 'load' });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.pdf({
    path: file,
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="font-size:8px;color:#52606d;width:100%;padding:0 15mm;display:flex;justify-content:space-between">
      <span>${escapeHtml(guide.title)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    margin: { top: '16mm', bottom: '18mm', left: '15mm', right: '15mm' },
  });
  await context.close();
}

/** Pages of a PDF as Chromium writes them (one /Type /Page object per page). */
export const pdfPageCount = (bytes: Buffer): number => (bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
