/**
 * Layout journeys (docs/requirements.md §2.2, §2.4): toasts that add no blank space below the
 * footer, never block the page outside themselves and leave the lower buttons reachable; a success
 * that ends the error of the same action, which leaves at once rather than fading; the Users screen
 * on a phone with its sort buttons and Save Changes at hand; and printing a news item or the FAQs
 * without menus.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, openToasts, signIn, toastBox } from '../support';
import { openScreen, unique } from './admin/admin-helpers';
import { expectNoSeriousViolations, newsEntries } from './public/public-helpers';

/** The control, scrolled to as a person would, is under no open toast and takes a click. */
async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  for (const toast of await openToasts(page).all()) {
    const t = await toastBox(toast);
    if (!t) continue;
    const overlaps = box.x < t.x + t.width && t.x < box.x + box.width && box.y < t.y + t.height && t.y < box.y + box.height;
    expect(overlaps, `"${await control.getAttribute('aria-label')}" is under a toast`).toBe(false);
  }
  await control.click({ trial: true, timeout: 2_000 });
}

type ClosingToasts = { closingToastAnimations: string[] };

/** From now on, the animation each toast is given as it closes ('' once it has already left the page). */
const recordClosingToastAnimations = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as ClosingToasts).closingToastAnimations = seen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const toast = target as HTMLElement;
        if (toast.tagName === 'LI' && toast.dataset.state === 'closed') seen.push(getComputedStyle(toast).animationName);
      }
    }).observe(document.querySelector('[role="region"] ol')!, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });

/** Blank space below the footer: the page's scroll height past the footer's bottom edge. */
const spaceBelowFooter = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return Math.round(document.documentElement.scrollHeight - (footer.bottom + window.scrollY));
  });

test.describe('toasts at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('add no space below the footer, block nothing around them and leave the lower Archive buttons reachable', async ({ page }) => {
    await signIn(page, 'director');
    await openScreen(page, '/admin/news', 'Admin: News');
    const title = unique('Toast room');
    await page.getByRole('button', { name: 'Add News Item' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill('Checks where toasts go.');
    await page.getByRole('button', { name: 'Save News Item' }).click();
    await expectToast(page, 'News Item has been successfully added.');
    expect(await spaceBelowFooter(page)).toBeLessThanOrEqual(1);

    // The toasts' frame is no wall: a point in it beside the toast belongs to the page below.
    const hit = await page.evaluate(() => {
      const viewport = document.querySelector('[role="region"] ol') as HTMLElement;
      const toast = viewport.querySelector('li')!.getBoundingClientRect();
      const frame = viewport.getBoundingClientRect();
      const element = document.elementFromPoint(toast.left + 4, frame.bottom - 4);
      return Boolean(element && viewport.contains(element));
    });
    expect(hit, 'the empty frame around the toasts takes the click').toBe(false);

    // The lowest Archive button, and the item archived next, with its Undo toast on screen.
    const archiveButtons = page.getByRole('button', { name: /^Archive / });
    await expectReachable(page, archiveButtons.last());
    await page.getByRole('button', { name: `Archive ${title}`, exact: true }).click();
    await expectToast(page, `'${title}' was archived: residents no longer see it.`);
    await expectReachable(page, archiveButtons.last());
    await expectReachable(page, page.getByRole('button', { name: `Restore ${title}`, exact: true }));
    expect(await spaceBelowFooter(page)).toBeLessThanOrEqual(1);
  });

  test('a success closes the error shown before it', async ({ page }) => {
    await signIn(page, 'admin');
    await openScreen(page, '/admin/board', 'Admin:  Board Directors');
    const director = DEMO_ACCOUNTS.director;
    const name = `${director.firstName} ${director.lastName}`;

    // Adding the director again is refused: an error toast.
    await page.getByRole('button', { name: 'Add Board Directors' }).click();
    await page.getByLabel('First Name').fill(director.firstName);
    await page.getByLabel('Last Name').fill(director.lastName);
    await page.getByLabel('Unit Number').fill(director.unitNumber);
    await page.getByLabel('Email').fill(director.email);
    await page.getByLabel('Phone').fill('555-0204');
    await page.getByLabel('Responsibilities').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save Board Director' }).click();
    const error = openToasts(page).filter({ hasText: 'Director record already exists' });
    await expect(error).toBeVisible();

    // The director's records then saved: the success stands alone, the old error goes, at once: a fading
    // toast would show its text below the palette's contrast for as long as the fade lasts.
    await recordClosingToastAnimations(page);
    await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Directors successfully updated');
    await expect(error).toHaveCount(0);
    const closing = await page.evaluate(() => (window as unknown as ClosingToasts).closingToastAnimations);
    expect(closing.length, 'the error toast was seen closing').toBeGreaterThan(0);
    expect(closing.filter((name) => name !== '' && name !== 'none')).toEqual([]);
  });
});

test.describe('the Users screen on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('shows its sort buttons, and Save Changes stays at hand beside the last row', async ({ page }) => {
    await signIn(page, 'admin');
    await openScreen(page, '/admin/users', 'Admin: Users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.locator('tbody tr')).not.toHaveCount(0);

    const byUnit = table.getByRole('button', { name: /^Unit/ });
    await expect(byUnit).toBeVisible();
    const box = (await byUnit.boundingBox())!;
    expect(box.width, 'a sort button large enough to tap').toBeGreaterThanOrEqual(44);
    await byUnit.click();
    await expect(table.getByRole('columnheader', { name: /^Unit/ })).toHaveAttribute('aria-sort', 'ascending');

    // The last row's flag, far down the page: Save Changes is on screen without scrolling back up.
    const flag = table.locator('tbody tr').last().getByRole('checkbox');
    await flag.scrollIntoViewIfNeeded();
    const was = await flag.isChecked();
    await flag.setChecked(!was);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeInViewport();
    await expect(flag).toBeInViewport();
    // The bar over the rows does not hide the row being changed.
    const bar = (await save.boundingBox())!;
    const changed = (await flag.boundingBox())!;
    expect(changed.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expectNoSeriousViolations(page, 'Users, changed, 375 px');

    await flag.setChecked(was); // back as it was: nothing to save
    await expect(save).toHaveCount(0);
  });
});

test.describe('printing', () => {
  test('a news item prints without menus or Logout, and alone', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/news');
    const first = newsEntries(page).first();
    const title = (await first.locator('span').first().innerText()).trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(page.getByRole('link', { name: /^Hello,/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Click on titles to see details' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the FAQs page prints every question with its answer', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/faqs');
    const questions = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Click on questions to see details' }) })
      .getByRole('button');
    await expect(questions.first()).toBeVisible();
    const all = (await questions.allInnerTexts()).map((q) => q.trim());
    expect(all.length).toBeGreaterThan(1);
    // On screen, one answer at a time.
    await expect(page.getByRole('heading', { level: 2, name: all[1], exact: true })).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Click on questions to see details' })).toBeHidden();
    for (const question of all) await expect(page.getByRole('heading', { level: 2, name: question, exact: true })).toBeVisible();
  });
});
