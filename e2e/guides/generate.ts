/**
 * `npm run guides -w e2e`: drives the running portal through each How To task (guides.ts), takes a
 * JPEG screenshot per step with the control to use outlined, composes an HTML page per guide and
 * prints it to web/public/guides/<name>.pdf. Runs under Playwright (guides/playwright.config.ts)
 * so it gets the same portal, demo accounts and mail catcher as the journeys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, demoPassword, signIn } from '../support';
import { registerVerifiedAccount, uniqueUserName, NEW_PASSWORD } from '../tests/public/public-helpers';
import { printGuide, pdfPageCount, type RecordedStep } from './compose';
import { GUIDES, type GuideSession } from './guides';

export const GUIDES_DIR = path.resolve(__dirname, '..', '..', 'web', 'public', 'guides');
const VIEWPORT = { width: 880, height: 620 };
const JPEG_QUALITY = 38;

/** Network quiet, the page-wide spinner gone (it fades out in 200 ms), fonts and pictures loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.getByTestId('spinner'))
    .toBeHidden()
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts?.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((resolve) => ((img.onload = resolve), (img.onerror = resolve)))),
    );
  });
  await page.waitForTimeout(350);
}

async function screenshot(page: Page, target: Locator | void): Promise<Buffer> {
  await settle(page);
  if (!target) return page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
  await target.scrollIntoViewIfNeeded();
  const element = await target.elementHandle();
  const outline = await element!.evaluate((el: HTMLElement) => {
    const before = { outline: el.style.outline, offset: el.style.outlineOffset };
    el.style.outline = '3px solid #d9480f';
    el.style.outlineOffset = '3px';
    return before;
  });
  const image = await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
  // The next step may act on the control: the outline goes (unless the control went meanwhile).
  await element!
    .evaluate((el: HTMLElement, b) => {
      el.style.outline = b.outline;
      el.style.outlineOffset = b.offset;
    }, outline)
    .catch(() => undefined);
  return image;
}

for (const guide of GUIDES) {
  test(`guide: ${guide.name}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: false });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`[guides] ${guide.name}: page error ${error.message}`));
    const session: GuideSession = {
      page,
      memo: {},
      account:
        guide.as === 'director'
          ? {
              userName: 'director',
              email: DEMO_ACCOUNTS.director.email,
              password: demoPassword(),
              firstName: DEMO_ACCOUNTS.director.firstName,
              lastName: DEMO_ACCOUNTS.director.lastName,
            }
          : guide.as === 'resident'
            ? await registerVerifiedAccount('guide', 'owner')
            : (() => {
                const userName = uniqueUserName('jordan');
                return { userName, email: `${userName}@maplecourt.test`, password: NEW_PASSWORD, firstName: 'Jordan', lastName: 'Ellis' };
              })(),
    };
    if (guide.as !== 'visitor') await signIn(page, session.account.userName, { password: session.account.password });

    const steps: RecordedStep[] = [];
    for (const step of guide.steps) {
      const target = await step.show(session);
      steps.push({ text: step.text, image: await screenshot(page, target) });
    }
    await context.close();

    const file = path.join(GUIDES_DIR, `${guide.name}.pdf`);
    await printGuide(browser, { title: guide.title, audience: guide.audience, intro: guide.intro, steps }, file);
    const bytes = fs.readFileSync(file);
    expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(guide.steps.length);
    console.log(
      `[guides] ${path.relative(process.cwd(), file)}: ${guide.steps.length} steps, ${pdfPageCount(bytes)} pages, ${Math.round(bytes.length / 1024)} KB`,
    );
  });
}
