/**
 * Residents who read with large text: at 375 px with the text at 200% (the root font size
 * doubled, as a phone's text-size setting does; the portal sizes text in rem), every screen
 * still fits the width. Each screen is measured after its content has loaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support';

test.use({ viewport: { width: 375, height: 740 } });

const LARGE_TEXT = 'html { font-size: 200% !important; }';

/** Elements wider than the window (to name the culprit when a screen scrolls sideways). */
async function overflowOf(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && e.offsetParent !== null)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} (${Math.round(e.getBoundingClientRect().right)} px)`);
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
}

async function visit(page: Page, route: string, ready: (page: Page) => Promise<void>) {
  await page.goto(route);
  await page.addStyleTag({ content: LARGE_TEXT });
  await ready(page);
  const { overflow, widest } = await overflowOf(page);
  expect(overflow, `${route} scrolls sideways at 200% text: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test('a visitor reads every public screen at 200% text without sideways scrolling', async ({ page }) => {
  await visit(page, '/home', heading('Recover Username'));
  await visit(page, '/register', async (p) => expect(p.getByRole('textbox', { name: 'User Name' })).toBeVisible());
  await visit(page, '/forgotPassword', async (p) => expect(p.getByRole('main')).toBeVisible());
  await visit(page, '/forgotUsername', async (p) => expect(p.getByRole('main')).toBeVisible());
  await visit(page, '/contacts', async (p) => expect(p.getByRole('main').getByText('Contacts').first()).toBeVisible());
  await visit(page, '/news', heading('Click on titles to see details'));
});

test('a resident reads every signed-in screen at 200% text without sideways scrolling', async ({ page }) => {
  await signIn(page, 'owner');
  await visit(page, '/home', async (p) => expect(p.getByRole('img', { name: /building/i })).toBeVisible());
  await visit(page, '/contacts', async (p) => expect(p.getByText('Responsibility').first()).toBeVisible());
  await visit(page, '/faqs', heading('Click on questions to see details'));
  await visit(page, '/resources', async (p) => expect(p.getByRole('img', { name: /collage/i })).toBeVisible());
  await visit(page, '/manage', async (p) => expect(p.getByRole('heading', { name: 'Account Management' })).toBeVisible());
});
