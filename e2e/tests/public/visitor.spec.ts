/** A visitor's tour (docs/requirements.md §2.3): home and its four panels, news newest first with a detail, contacts without the board, guarded pages. */
import { expect, test } from '@playwright/test';
import { mainHeading, newsEntries } from './public-helpers';

interface NewsItem {
  title: string;
  itemDate: string;
  publishDate: string;
  thumbnailUrl?: string | null;
}

test('home offers a visitor the Login, Register, Reset Password and Recover Username panels', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(mainHeading(page)).toContainText('Welcome to');
  for (const panel of ['Login', 'Register', 'Reset Password', 'Recover Username']) {
    await expect(page.getByRole('heading', { level: 2, name: panel, exact: true })).toBeVisible();
  }
  // The Register panel is about registrations that predate 25 July 2020.
  const register = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Register', exact: true }) });
  await expect(register).toContainText(/July 25, 2020/);
  await expect(register).toContainText(/before that date/);
  await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgotPassword');
  await expect(page.getByRole('link', { name: 'Recover Username' })).toHaveAttribute('href', '/forgotUsername');
  // No signed-in picture, no Resources menu for visitors.
  await expect(page.getByRole('link', { name: 'Resources & Links' })).toHaveCount(0);
  await expect(
    page
      .getByRole('link', { name: 'How To' })
      .or(page.getByRole('button', { name: 'How To' }))
      .first(),
  ).toBeVisible();
});

test('news lists the active items newest first, and a chosen item shows its thumbnail, title, date and body', async ({ page, request }) => {
  const response = await request.get('/api/news/active');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as NewsItem[];
  expect(items.length).toBeGreaterThan(1);
  const newestFirst = [...items].sort((a, b) => Date.parse(b.itemDate) - Date.parse(a.itemDate)).map((n) => n.title);

  await page.goto('/news');
  await expect(mainHeading(page)).toHaveText('News');
  await expect(page.getByRole('heading', { name: 'Click on titles to see details' })).toBeVisible();
  const entries = newsEntries(page);
  await expect(entries).toHaveCount(items.length);
  const shown = await entries.evaluateAll((buttons) => buttons.map((b) => b.querySelector('span')?.textContent?.trim() ?? ''));
  expect(shown).toEqual(newestFirst);

  const withPicture = items.find((n) => n.thumbnailUrl) ?? items[0];
  const entry = page.getByRole('link', { name: new RegExp(`^${withPicture.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await entry.click();
  await expect(page).toHaveURL(`/news/${withPicture.id}`);
  await expect(entry).toHaveAttribute('aria-current', 'true');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(withPicture.title);
  await expect(article).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/); // 'MMM d, yyyy'
  expect(withPicture.thumbnailUrl, 'the demo news have pictures').toBeTruthy();
  const thumbnail = article.locator('img').first();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('contacts show the property manager and the website administrator, but not the board table', async ({ page }) => {
  await page.goto('/contacts');
  await expect(mainHeading(page)).toHaveText('Contacts');
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
  await expect(page.getByText('Please direct all questions, comments or concerns to our Property Manager')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Website Management' })).toBeVisible();
  await expect(page.getByText('Site Administrator', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Condominium Board' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Responsibility' })).toHaveCount(0);
});

for (const guarded of ['/faqs', '/resources', '/manage']) {
  test(`${guarded} sends a visitor to /home with the requested URL to come back to`, async ({ page }) => {
    await page.goto(guarded);
    await expect(page).toHaveURL((url) => url.pathname === '/home' && url.searchParams.get('redirect') === guarded);
    await expect(page.getByText('Login is required to access this area').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Click on questions to see details' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Select a document type:' })).toHaveCount(0);
  });
}
