/**
 * A public page in French or Spanish is taken over with the common texts it came with (web/src/shared/i18n/catalogs.ts,
 * the first-load budget of bench/README.md): the same words, no hydration mismatch, no layout shift, and common's
 * table of the language is fetched only once a screen needs more of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { Messages, translateCommon, type Locale } from '@hearth/common';

/** The bodies of the scripts the page has fetched so far. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

for (const locale of ['fr-CA', 'es'] as const satisfies readonly Locale[]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('Contacts is taken over in the language it was rendered in, and common’s table comes with a form that needs it', async ({
      page,
    }) => {
      const bodies = scriptBodies(page);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A text of common's table no public page shows: present in a script only once the table has been fetched.
      const tableText = translateCommon(locale, Messages.userNamePattern);
      const tableFetched = async () => (await Promise.all(bodies)).some((body) => body.includes(tableText));

      await page.goto('/contacts');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(translateCommon(locale, Messages.propertyManagerNote))).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      expect(await tableFetched()).toBe(false);

      // Taken over: the header's link opens the registration form without a reload, with common's table.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      // Its language's address: /fr/register, /es/register (the page's links keep its language).
      await page.locator('header a[href$="/register"]').first().click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.locator('form')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect.poll(tableFetched).toBe(true);
    });
  });
}
