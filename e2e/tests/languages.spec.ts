/**
 * Every screen in the reader's language (docs/architecture.md, "Languages"): a resident who chooses French
 * with the language switcher (which saves it on their profile) reads the bookings and their statements in
 * French, gets the booking's confirmation and the month's statement by e-mail in French, and downloads a
 * French statement PDF; from the same events a neighbour on English gets English, word for word as before.
 * axe finds nothing serious on the French screens at 1280 and 375 px. The resident is put back on English
 * at the end, so the journeys after this one find the demo accounts as seeded.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SCREENS, mailTexts } from '@hearth/common';
import { DEMO_ACCOUNTS, demoPassword, lastEmailTo, localIn, signIn, submitLogin } from '../support';
import { DEMO_STREET } from '../../cms/src/seed/demo-accounts';
import { pdfWords } from '../support/pdf';
import { expectNoSeriousViolations } from './public/public-helpers';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** A day some weeks ahead (random, so runs against one portal do not meet), as YYYY-MM-DD. */
const dayAhead = (from: number, to: number) =>
  new Date(Date.now() + (from + Math.floor(Math.random() * (to - from))) * 86_400_000).toISOString().slice(0, 10);

/** The month before `month` (yyyy-mm). */
function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
}

async function signedInPage(
  browser: Browser,
  username: 'admin' | 'owner' | 'tenant' | 'director',
  look: typeof DESKTOP | typeof PHONE = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext(look)).newPage();
  await signIn(page, username);
  return page;
}

/** The language switcher, whatever language it is labelled in: the select that offers the three languages. */
const switcher = (page: Page) => page.locator('select').filter({ has: page.locator('option[value="fr-CA"]') });

/** Books the party room at `time` on `day`, with the screen's words in `words`' language. */
async function bookPartyRoom(
  page: Page,
  day: string,
  time: string,
  words: { amenity: string; from: string; free: string; book: string; terms: string },
) {
  await page.getByLabel(words.amenity, { exact: true }).selectOption({ label: 'Party room' });
  await page.getByLabel(words.from, { exact: true }).fill(day);
  await expect(page.getByRole('heading', { name: 'Party room', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: `${time} ${words.free}` }).click();
  const form = page.getByRole('form', { name: words.book });
  await form.getByLabel(words.terms).check();
  await form.getByRole('button', { name: words.book }).click();
}

/** Chooses a language with the switcher and waits for the profile to have it. */
async function choose(page: Page, locale: 'fr-CA' | 'en') {
  const saved = page.waitForResponse((answer) => answer.url().includes('/api/profile/update') && answer.request().method() === 'PUT');
  await switcher(page).selectOption(locale);
  expect((await saved).ok()).toBe(true);
}

const FRENCH = { amenity: 'Espace commun', from: 'À partir du', free: 'libre', book: 'Réserver', terms: "J'accepte les conditions" };
const ENGLISH = { amenity: 'Amenity', from: 'From', free: 'free', book: 'Book', terms: 'I accept the terms' };

test('a resident who chooses French gets French screens, e-mail and PDF; the neighbour on English gets English', async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = await signedInPage(browser, 'owner');
  await owner.goto('/bookings');
  await expect(owner.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();

  // The switcher: the page changes language in place, and the choice is saved on the profile (where mails and PDFs read it).
  await choose(owner, 'fr-CA');
  try {
    await expect(owner.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(owner.getByRole('heading', { name: 'Réservations des espaces communs', level: 1 })).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Réservations', level: 2 })).toBeVisible();

    // A booking made on the French screen: confirmed by an e-mail in French.
    const day = dayAhead(10, 85);
    const booked = new Date();
    await bookPartyRoom(owner, day, '14:00', FRENCH);
    await expect(owner.getByRole('button', { name: '14:00 la vôtre' })).toBeDisabled();
    const frenchMail = await lastEmailTo(DEMO_ACCOUNTS.owner.email, { after: booked, timeout: 60_000 });
    expect(frenchMail.subject).toContain('votre réservation (Party room) est confirmée');
    expect(frenchMail.subject).not.toContain('is confirmed');
    await expectNoSeriousViolations(owner, '/bookings in French at 1280 px');

    // The neighbour, on English, books the same room: the same screen and the same e-mail, in English.
    const neighbour = await signedInPage(browser, 'tenant');
    await neighbour.goto('/bookings');
    await expect(neighbour.locator('html')).toHaveAttribute('lang', 'en');
    await expect(neighbour.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
    const neighbourBooked = new Date();
    await bookPartyRoom(neighbour, day, '17:00', ENGLISH);
    await expect(neighbour.getByRole('button', { name: '17:00 yours' })).toBeDisabled();
    const englishMail = await lastEmailTo(DEMO_ACCOUNTS.tenant.email, { after: neighbourBooked, timeout: 60_000 });
    expect(englishMail.subject).toContain('is confirmed');

    // The month's statements, issued once for every unit: the French owner's mail in French, the neighbour's in English.
    const admin = await signedInPage(browser, 'admin');
    const zone = ((await (await admin.request.get('/api/settings')).json()) as { timeZone: string }).timeZone;
    const period = monthBefore(localIn(0, zone).slice(0, 7));
    await admin.goto(ADMIN_SCREENS.ledger.path);
    const statements = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Monthly statements', level: 2 }) });
    await statements.getByRole('textbox', { name: 'Month' }).fill(period);
    const issued = new Date();
    await statements.getByRole('button', { name: 'Issue statements' }).click();
    const toast = admin
      .getByRole('region', { name: /notifications/i })
      .getByText(/^The statements for /)
      .first();
    await expect(toast).toBeVisible();
    // A portal that issued this month before (an earlier run) sends no mail again: only a fresh issue is read.
    if (/were issued for/.test(await toast.innerText())) {
      const french = await lastEmailTo(DEMO_ACCOUNTS.owner.email, { after: issued, timeout: 60_000 });
      expect(french.subject).toContain('votre relevé');
      const english = await lastEmailTo(DEMO_ACCOUNTS.director.email, { after: issued, timeout: 60_000 });
      expect(english.subject).toContain('your statement for');
    }

    // "My Account" in French, and the statement's PDF in French.
    const unit = `307 ${DEMO_STREET}`;
    await owner.goto('/my-account');
    await expect(owner.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const list = owner.getByRole('table', { name: `Relevés mensuels de l'unité ${unit}, du plus récent au plus ancien` });
    await expect(list.getByRole('row').filter({ hasText: period })).toBeVisible();
    await expectNoSeriousViolations(owner, '/my-account in French at 1280 px');
    const downloading = owner.waitForEvent('download');
    await list.getByRole('button', { name: `Télécharger le relevé de ${period} (PDF)` }).click();
    const frenchPdf = pdfWords(fs.readFileSync(await (await downloading).path()));
    expect(frenchPdf).toContain(mailTexts('fr-CA').statement.closingBalance);
    expect(frenchPdf).not.toContain('Closing balance');

    // The neighbour's statement, from the same issue, in English.
    const director = await signedInPage(browser, 'director');
    await director.goto('/my-account');
    const directorList = director.getByRole('table', { name: /^Monthly statements of unit 204 / });
    const directorDownload = director.waitForEvent('download');
    await directorList.getByRole('button', { name: `Download the statement for ${period} (PDF)` }).click();
    expect(pdfWords(fs.readFileSync(await (await directorDownload).path()))).toContain('Closing balance');

    // On a phone, signed in afresh: the profile's French from the start, and the French screens pass axe there too.
    const phone = await (await browser.newContext(PHONE)).newPage();
    await submitLogin(phone, 'owner', demoPassword(), '/home');
    await phone.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-callback'), { timeout: 20_000 });
    await expect(phone.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await phone.goto('/bookings');
    await expect(phone.getByRole('heading', { name: 'Réservations des espaces communs', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(phone, '/bookings in French at 375 px');
    await phone.goto('/my-account');
    await expect(phone.getByRole('button', { name: `Télécharger le relevé de ${period} (PDF)` })).toBeVisible();
    await expectNoSeriousViolations(phone, '/my-account in French at 375 px');

    // Both bookings cancelled again: the unit's monthly quota is left as the other journeys expect it.
    await owner.goto('/bookings');
    await owner.getByLabel(FRENCH.amenity, { exact: true }).selectOption({ label: 'Party room' });
    await owner.getByRole('button', { name: `Annuler la réservation du ${day} 14:00` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Annuler la réservation', exact: true }).click();
    await expect(owner.getByRole('button', { name: `Annuler la réservation du ${day} 14:00` })).toHaveCount(0);
    await neighbour.getByRole('button', { name: `Cancel booking of ${day} 17:00` }).click();
    await neighbour.getByRole('dialog').getByRole('button', { name: 'Cancel the booking', exact: true }).click();
    await expect(neighbour.getByRole('button', { name: `Cancel booking of ${day} 17:00` })).toHaveCount(0);
  } finally {
    // Back on English, saved on the profile, for the journeys after this one.
    await owner.goto('/bookings');
    await choose(owner, 'en');
    await expect(owner.locator('html')).toHaveAttribute('lang', 'en');
    await expect(owner.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
  }
});
